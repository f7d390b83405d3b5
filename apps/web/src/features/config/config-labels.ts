import { codeLabel, IDENTIFIER_RULE_TEXT, type IdentifierRule, type VerticalFlags } from '@b2c/domain';

/** `IN:CAR` → "IN CAR", as the header's dropdowns name a vertical. */
export const verticalLabel = (key: string): string => key.replace(':', ' ');

export const FLAG_LABELS: Record<keyof VerticalFlags, string> = {
  showTargetPrice: 'Target price',
  keyManagement: 'Key management',
  locusId: 'Locus id',
  roadTax: 'Road tax',
  gpsTracker: 'GPS tracker',
  reserveButton: 'Reserve button',
  futureDateRestriction: 'Future-date restriction',
  bigDealerActive: 'Big dealer active',
  stockInBy: 'Stock-in identifier',
  identifierRule: 'Identifier rule',
  defaultPageSize: 'Default page size',
  keyOutOverdueHours: 'Key overdue after (hours)',
  staleStockDays: 'Stale stock after (days)',
};

/** SPEC §5's wording of an identifier rule, as a grid cell or an option starts it: "Letters and digits only". */
export const identifierRuleLabel = (rule: IdentifierRule): string =>
  IDENTIFIER_RULE_TEXT[rule].charAt(0).toUpperCase() + IDENTIFIER_RULE_TEXT[rule].slice(1);

const isIdentifierRule = (value: string): value is IdentifierRule => Object.hasOwn(IDENTIFIER_RULE_TEXT, value);

/** The identifier rules as the flags dialog offers them. */
export const IDENTIFIER_RULE_OPTIONS = (Object.keys(IDENTIFIER_RULE_TEXT) as IdentifierRule[]).map((rule) => ({
  value: rule,
  label: identifierRuleLabel(rule),
}));

/** A flag's value as a grid cell shows it. */
export const flagText = (value: unknown): string =>
  value === true
    ? 'On'
    : value === false
      ? 'Off'
      : value === null
        ? 'None'
        : typeof value === 'string' && isIdentifierRule(value)
          ? identifierRuleLabel(value) // ALPHANUMERIC → "Letters and digits only"
          : typeof value === 'string' && /_/.test(value)
            ? codeLabel(value) // REGISTRATION_NUMBER → "Registration Number"
            : String(value);
