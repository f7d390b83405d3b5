import type { Country } from './verticals.ts';
import type { Labels } from './one-of.ts';

/**
 * SPEC §3: an inventory is found by registration or chassis number everywhere; AU also by
 * appointmentId, vin and stockId. The codes are the Inventory field names, so a search key is also
 * the query parameter the API filters on.
 */
export const SEARCH_KEYS = ['appointmentId', 'vin', 'stockId', 'registrationNumber', 'chassisNumber'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

export const SEARCH_KEY_LABELS: Labels<SearchKey> = {
  appointmentId: 'Appointment ID',
  vin: 'VIN',
  stockId: 'Stock ID',
  registrationNumber: 'Registration Number',
  chassisNumber: 'Chassis Number',
};

const commonSearchKeys = ['registrationNumber', 'chassisNumber'] as const satisfies readonly SearchKey[];

/** AU's extra keys come first: AU operators work from appointment and stock ids, not plates. */
export const searchKeysFor = (country: Country): readonly SearchKey[] =>
  country === 'AU' ? SEARCH_KEYS : commonSearchKeys;

/** SPEC §3 "Options": how a car reaches the hub for a pickup request. */
export const PICKUP_OPTIONS = ['HOME_PICKUP', 'DROP_AT_HUB'] as const;
export type PickupOption = (typeof PICKUP_OPTIONS)[number];
export const PICKUP_OPTION_LABELS: Labels<PickupOption> = {
  HOME_PICKUP: 'Home pick-up',
  DROP_AT_HUB: 'Drop at hub',
};

/** SPEC §3 "Options": where a test drive happens. */
export const TEST_DRIVE_OPTIONS = ['HOME_TEST_DRIVE', 'HUB'] as const;
export type TestDriveOption = (typeof TEST_DRIVE_OPTIONS)[number];
export const TEST_DRIVE_OPTION_LABELS: Labels<TestDriveOption> = {
  HOME_TEST_DRIVE: 'Home test drive',
  HUB: 'Hub',
};
