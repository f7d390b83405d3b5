import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Country } from './verticals.ts';

/** Our country codes → the ISO 3166 codes phone numbering uses (KSA is SA there). */
const PHONE_REGION: Record<Country, CountryCode> = { IN: 'IN', AE: 'AE', AU: 'AU', TH: 'TH', KSA: 'SA', ID: 'ID' };

/**
 * A phone number as typed (national or international, spaces, dashes, brackets) → its E.164 form when it
 * is a valid number of one of `countries` (a national number is read as the first one's); otherwise
 * undefined. One reading for every area that stores a phone (users, DND, preferences).
 * @example phoneE164('0412 345 678', ['AU']) // '+61412345678'
 */
export function phoneE164(raw: string, countries: readonly Country[]): string | undefined {
  const [home] = countries;
  const text = raw.trim();
  if (!home || text.length === 0 || text.length > 30) return undefined;
  const parsed = parsePhoneNumberFromString(text, PHONE_REGION[home]);
  const regions = countries.map((c) => PHONE_REGION[c]);
  if (!parsed?.isValid() || !parsed.country || !regions.includes(parsed.country)) return undefined;
  return parsed.number;
}
