import { describe, it, expect } from 'vitest';
import { PICKUP_OPTION_LABELS, SEARCH_KEY_LABELS, TEST_DRIVE_OPTION_LABELS, searchKeysFor } from './search-keys.ts';

describe('searchKeysFor', () => {
  it('offers appointmentId, vin and stockId only in AU', () => {
    expect(searchKeysFor('AU')).toEqual(['appointmentId', 'vin', 'stockId', 'registrationNumber', 'chassisNumber']);
    for (const c of ['IN', 'AE', 'TH', 'KSA', 'ID'] as const) {
      expect(searchKeysFor(c).map((k) => SEARCH_KEY_LABELS[k])).toEqual(['Registration Number', 'Chassis Number']);
    }
  });
});

describe('options', () => {
  it('labels pickup and test-drive options as SPEC does', () => {
    expect(Object.values(PICKUP_OPTION_LABELS)).toEqual(['Home pick-up', 'Drop at hub']);
    expect(Object.values(TEST_DRIVE_OPTION_LABELS)).toEqual(['Home test drive', 'Hub']);
  });
});
