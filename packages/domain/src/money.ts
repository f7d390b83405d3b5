import { CURRENCIES, type Country } from './verticals.ts';

/**
 * English locales of each country: the panel is in English, but digit grouping follows the country
 * (en-IN groups lakhs and crores: ₹12,34,567.50).
 */
export const MONEY_LOCALES: Record<Country, string> = {
  IN: 'en-IN',
  AE: 'en-AE',
  AU: 'en-AU',
  TH: 'en-TH',
  KSA: 'en-SA',
  ID: 'en-ID',
};

// Intl.NumberFormat is costly to build and formatMoney runs per grid cell, so one per country.
const formatters = new Map<Country, Intl.NumberFormat>();

const formatterFor = (country: Country): Intl.NumberFormat => {
  let formatter = formatters.get(country);
  if (!formatter) {
    formatter = new Intl.NumberFormat(MONEY_LOCALES[country], { style: 'currency', currency: CURRENCIES[country] });
    formatters.set(country, formatter);
  }
  return formatter;
};

/**
 * An amount in the country's currency. Amounts arrive as numbers or as the decimal strings PostgreSQL
 * `numeric` yields; a value that is not a finite number is shown as an empty string, not "NaN".
 */
export const formatMoney = (amount: number | string | null | undefined, country: Country): string => {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? formatterFor(country).format(value) : '';
};

/**
 * The highest price a car or bike may carry, per currency: about 1.2 to 1.4 million US dollars each, far
 * above any vehicle sold, so a slip of the keyboard (an extra zero or three) is refused, not published.
 * The contract's absolute bound is the largest of these; the API and the panel check the vertical's own.
 */
export const PRICE_MAX: Record<Country, number> = {
  IN: 100_000_000,
  AE: 5_000_000,
  AU: 2_000_000,
  TH: 50_000_000,
  KSA: 5_000_000,
  ID: 20_000_000_000,
};
export const PRICE_MAX_ANY = Math.max(...Object.values(PRICE_MAX));

/** Why `amount` is not a price in the country's currency ("must be more than 0" …), or null when it is. */
export const priceProblem = (amount: number, country: Country): string | null => {
  if (!Number.isFinite(amount) || amount <= 0) return 'must be more than 0';
  if (amount > PRICE_MAX[country]) return `must be at most ${formatMoney(PRICE_MAX[country], country)}`;
  return null;
};
