import { codeLabel, type VerticalFlags } from '@b2c/domain';

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
};

/** A flag's value as a grid cell shows it. */
export const flagText = (value: unknown): string =>
  value === true
    ? 'On'
    : value === false
      ? 'Off'
      : value === null
        ? 'None'
        : typeof value === 'string' && /_/.test(value)
          ? codeLabel(value) // REGISTRATION_NUMBER → "Registration Number"
          : String(value);
