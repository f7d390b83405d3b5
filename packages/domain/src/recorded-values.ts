import { codeLabel, fieldName, valueLabel } from './code-labels.ts';
import { PERMISSION_LABELS } from './label-tables.ts';

/**
 * How a screen formats instants and amounts: the panel's one formatter bound to the vertical (its zone,
 * yyyy-MM-dd HH:mm, its currency). The domain words values; the screen brings the format.
 */
export interface ValueFormat {
  dateTime: (iso: string) => string;
  money: (amount: string) => string;
}

/** Audited fields that hold an amount in the vertical's currency ("980000.00 → 700000.00" was on screen). */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'listingPrice',
  'targetPrice',
  'avgMarketPrice',
  'offerPrice',
  'price',
  'amount',
  'proposedValue',
  'currentValue',
  'decidedValue',
]);

/** A recorded instant: UTC ISO strings were on screen as they are ("2026-11-27T03:14:25.000Z"). */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const listOf = (value: string): unknown[] | undefined => {
  if (!value.startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

const isAmount = (value: string) => /^-?\d+(\.\d+)?$/.test(value);

/**
 * A recorded (audited) value as a person reads it: a list as its labels joined (`["OPERATIONS"]` →
 * "Operations"), an instant in the vertical's zone, an amount in its currency, a boolean as Yes / No,
 * a code by its label; anything else (a name, a city code) as it is. Nothing is ''.
 * @example recordedValue('listingPrice', '980000.00', f) // '₹9,80,000.00'
 */
export const recordedValue = (field: string | null, value: string | null | undefined, format: ValueFormat): string => {
  if (value === null || value === undefined || value === '') return '';
  const list = listOf(value);
  if (list) return list.map((item) => recordedValue(field, String(item), format)).join(', ');
  if (ISO_INSTANT.test(value)) return format.dateTime(value);
  if (field !== null && MONEY_FIELDS.has(field) && isAmount(value)) return format.money(value);
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  return valueLabel(value);
};

/** One audited change as a line: "Listing price: ₹9,80,000.00 → ₹7,00,000.00". */
export const recordedChange = (
  field: string,
  oldValue: string | null,
  newValue: string | null,
  format: ValueFormat,
): string =>
  `${fieldName(field)}: ${recordedValue(field, oldValue, format) || '—'} → ${recordedValue(field, newValue, format) || '—'}`;

const PERMISSION_KEYS: Readonly<Record<string, string>> = PERMISSION_LABELS;
const UNDERSCORED = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

/**
 * A server message with the codes it names in words: "You need the MANAGE_USERS permission" → "You need
 * the Manage users permission". Permission keys (camelCase too) and SNAKE_CASE codes are replaced;
 * single capital words (a city code, IN) and everything else are kept.
 */
export const speakCodes = (message: string): string =>
  message.replace(/\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*\b/g, (token) => {
    const permission = PERMISSION_KEYS[token];
    if (permission) return permission;
    return UNDERSCORED.test(token) ? codeLabel(token) : token;
  });
