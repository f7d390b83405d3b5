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
