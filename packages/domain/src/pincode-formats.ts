import type { Country } from './verticals.ts';

/**
 * How many digits a pincode (postal code) has in each country; null where the country has no postal
 * codes (the UAE), so its verticals keep no pincodes at all. Pincodes are digits only everywhere else.
 */
export const PINCODE_DIGITS: Record<Country, number | null> = {
  IN: 6,
  AE: null,
  AU: 4,
  TH: 5,
  KSA: 5,
  ID: 5,
};

const lengths = Object.values(PINCODE_DIGITS).filter((n): n is number => n !== null);
/** The shortest and longest pincode of any country: the contract's vertical-free bound. */
export const PINCODE_MIN_DIGITS = Math.min(...lengths);
export const PINCODE_MAX_DIGITS = Math.max(...lengths);

/** Why `pincode` is not one of the country's pincodes ("must be 6 digits" …), or null when it is; reads after "Pincode". */
export const pincodeProblem = (pincode: string, country: Country): string | null => {
  const digits = PINCODE_DIGITS[country];
  if (digits === null) return `is not kept in ${country}: it has no postal codes`;
  return new RegExp(`^\\d{${digits}}$`).test(pincode) ? null : `must be ${digits} digits`;
};
