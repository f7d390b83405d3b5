import { normalizeText, validateIdentifier, type IdentifierRule, type StockInBy } from '@b2c/domain';

/** Which path the scan goes to and how its field is labelled, from ui-rules `stockInBy` (SPEC §2). */
export type StockInPath = 'reg' | 'chassis';

export const identifierFor = (stockInBy: NonNullable<StockInBy>): { path: StockInPath; label: string } =>
  stockInBy === 'CHASSIS_NUMBER'
    ? { path: 'chassis', label: 'Chassis Number' }
    : { path: 'reg', label: 'Registration Number' };

/** What is sent: SPEC §5 text normalisation, spaces dropped, upper case (identifiers are stored so). */
export const normalizeIdentifier = (value: string): string => normalizeText(value).replace(/\s+/g, '').toUpperCase();

/** Ours: SPEC §5 gives the rules but no wording for a value that breaks them. */
export const identifierRuleMessage = (label: string, rule: IdentifierRule): string =>
  rule === 'ALPHANUMERIC'
    ? `${label} must contain letters and digits only.`
    : `${label} must contain Thai letters, Latin letters, digits or hyphen only.`;

export const identifierProblem = (value: string, label: string, rule: IdentifierRule): string | undefined => {
  const normalized = normalizeIdentifier(value);
  if (normalized === '') return undefined;
  return validateIdentifier(normalized, rule) ? undefined : identifierRuleMessage(label, rule);
};

/** A fresh key per submit; crypto.randomUUID is there on every browser the panel supports (secure contexts). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `stock-in-${crypto.randomUUID()}`
    : `stock-in-${Date.now()}-${Math.random().toString(36).slice(2)}`;
