/**
 * SPEC §3 "a list of Indian states with codes": all 28 states and 8 union territories. The codes are
 * the vehicle-registration (RTO) prefixes rather than ISO 3166-2:IN, because operators read them off
 * number plates: hence CG, OD, UK, DD and TG (Telangana's plates moved from TS to TG in 2024).
 */
export const INDIAN_STATES = [
  { code: 'AP', name: 'Andhra Pradesh', unionTerritory: false },
  { code: 'AR', name: 'Arunachal Pradesh', unionTerritory: false },
  { code: 'AS', name: 'Assam', unionTerritory: false },
  { code: 'BR', name: 'Bihar', unionTerritory: false },
  { code: 'CG', name: 'Chhattisgarh', unionTerritory: false },
  { code: 'GA', name: 'Goa', unionTerritory: false },
  { code: 'GJ', name: 'Gujarat', unionTerritory: false },
  { code: 'HR', name: 'Haryana', unionTerritory: false },
  { code: 'HP', name: 'Himachal Pradesh', unionTerritory: false },
  { code: 'JH', name: 'Jharkhand', unionTerritory: false },
  { code: 'KA', name: 'Karnataka', unionTerritory: false },
  { code: 'KL', name: 'Kerala', unionTerritory: false },
  { code: 'MP', name: 'Madhya Pradesh', unionTerritory: false },
  { code: 'MH', name: 'Maharashtra', unionTerritory: false },
  { code: 'MN', name: 'Manipur', unionTerritory: false },
  { code: 'ML', name: 'Meghalaya', unionTerritory: false },
  { code: 'MZ', name: 'Mizoram', unionTerritory: false },
  { code: 'NL', name: 'Nagaland', unionTerritory: false },
  { code: 'OD', name: 'Odisha', unionTerritory: false },
  { code: 'PB', name: 'Punjab', unionTerritory: false },
  { code: 'RJ', name: 'Rajasthan', unionTerritory: false },
  { code: 'SK', name: 'Sikkim', unionTerritory: false },
  { code: 'TN', name: 'Tamil Nadu', unionTerritory: false },
  { code: 'TG', name: 'Telangana', unionTerritory: false },
  { code: 'TR', name: 'Tripura', unionTerritory: false },
  { code: 'UP', name: 'Uttar Pradesh', unionTerritory: false },
  { code: 'UK', name: 'Uttarakhand', unionTerritory: false },
  { code: 'WB', name: 'West Bengal', unionTerritory: false },
  { code: 'AN', name: 'Andaman and Nicobar Islands', unionTerritory: true },
  { code: 'CH', name: 'Chandigarh', unionTerritory: true },
  { code: 'DD', name: 'Dadra and Nagar Haveli and Daman and Diu', unionTerritory: true },
  { code: 'DL', name: 'Delhi', unionTerritory: true },
  { code: 'JK', name: 'Jammu and Kashmir', unionTerritory: true },
  { code: 'LA', name: 'Ladakh', unionTerritory: true },
  { code: 'LD', name: 'Lakshadweep', unionTerritory: true },
  { code: 'PY', name: 'Puducherry', unionTerritory: true },
] as const;
export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];

export const indianStateName = (code: string): string | undefined => INDIAN_STATES.find((s) => s.code === code)?.name;

/**
 * SPEC §3 city-code groups. SPEC does not give their members; these are the master-data city codes we
 * seed (three-letter, airport-style where a city has an airport): the NCR cities, and the main
 * Gujarat and Maharashtra cities, which operations plan as one region each.
 */
export const CITY_CODE_GROUPS = {
  NCR: ['DEL', 'GGN', 'NOI', 'GZB', 'FBD'],
  GJ: ['AMD', 'STV', 'BDQ', 'RAJ', 'GNR'],
  MH: ['BOM', 'PNQ', 'THN', 'NMB', 'NAG'],
} as const satisfies Record<string, readonly string[]>;
export type CityCodeGroup = keyof typeof CITY_CODE_GROUPS;
export const CITY_CODE_GROUP_NAMES = Object.keys(CITY_CODE_GROUPS) as CityCodeGroup[];

/** The group a city belongs to, if any; a city is in at most one group. */
export const cityCodeGroupOf = (cityCode: string): CityCodeGroup | undefined =>
  CITY_CODE_GROUP_NAMES.find((g) => (CITY_CODE_GROUPS[g] as readonly string[]).includes(cityCode));
