import { identifierRuleProblem, normalizeIdentifier, type IdentifierRule, type StockInBy } from '@b2c/domain';

/** What is sent: spaces and line breaks dropped, upper case (identifiers are stored so; the domain's rule). */
export { normalizeIdentifier };

/** Which path the scan goes to and how its field is labelled, from ui-rules `stockInBy` (SPEC §2). */
export type StockInPath = 'reg' | 'chassis';

export const identifierFor = (stockInBy: NonNullable<StockInBy>): { path: StockInPath; label: string } =>
  stockInBy === 'CHASSIS_NUMBER'
    ? { path: 'chassis', label: 'Chassis Number' }
    : { path: 'reg', label: 'Registration Number' };

export const identifierProblem = (value: string, label: string, rule: IdentifierRule): string | undefined => {
  const normalized = normalizeIdentifier(value);
  if (normalized === '') return undefined;
  // The domain words the rule, so the form says what the API says.
  return identifierRuleProblem(label, normalized, rule);
};

/** A fresh key per submit; crypto.randomUUID is there on every browser the panel supports (secure contexts). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `stock-in-${crypto.randomUUID()}`
    : `stock-in-${Date.now()}-${Math.random().toString(36).slice(2)}`;
