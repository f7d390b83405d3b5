import { describe, it, expect } from 'vitest';
import { defaultVerticalFlags, storedOverDefaults } from './vertical-flags.ts';
import { defaultPageSize } from './constants.ts';
import { ALL_VERTICALS, verticalKey } from './verticals.ts';

describe('defaultVerticalFlags', () => {
  it('pages by 30 in AU', () => {
    expect(defaultVerticalFlags({ country: 'AU', vehicleType: 'CAR' }).defaultPageSize).toBe(30);
  });

  it('holds none of the SPEC wording ("Park", "SF Scheduled Logistics"): those are no settings', () => {
    for (const v of ALL_VERTICALS) {
      expect(Object.keys(defaultVerticalFlags(v))).not.toContain('stockInLabel');
      expect(Object.keys(defaultVerticalFlags(v))).not.toContain('scheduledTasksTitle');
    }
  });

  it('reads stored flags over the defaults and drops names that are no flag', () => {
    const au = { country: 'AU', vehicleType: 'CAR' } as const;
    const flags = storedOverDefaults(au, { gpsTracker: true, stockInLabel: 'Stock In', scheduledTasksTitle: 'X' });
    expect(flags.gpsTracker).toBe(true);
    expect(flags.defaultPageSize).toBe(30);
    expect(Object.keys(flags)).toEqual(Object.keys(defaultVerticalFlags(au)));
  });

  it('uses the Thai identifier rule in TH', () => {
    for (const vehicleType of ['CAR', 'BIKE'] as const) {
      const th = defaultVerticalFlags({ country: 'TH', vehicleType });
      expect(th.identifierRule).toBe('THAI_ALPHANUMERIC_HYPHEN');
    }
    expect(defaultVerticalFlags({ country: 'IN', vehicleType: 'CAR' }).identifierRule).toBe('ALPHANUMERIC');
  });

  it('agrees with the per-country constants for every vertical', () => {
    for (const v of ALL_VERTICALS) {
      const flags = defaultVerticalFlags(v);
      expect(flags.defaultPageSize, verticalKey(v)).toBe(defaultPageSize(v.country));
    }
  });

  it('turns on key management for Middle East cars only', () => {
    const on = ALL_VERTICALS.filter((v) => defaultVerticalFlags(v).keyManagement).map(verticalKey);
    expect(on).toEqual(['AE:CAR', 'KSA:CAR']);
  });

  it('restricts future dates in India', () => {
    expect(defaultVerticalFlags({ country: 'IN', vehicleType: 'BIKE' }).futureDateRestriction).toBe(true);
    expect(defaultVerticalFlags({ country: 'AE', vehicleType: 'CAR' }).futureDateRestriction).toBe(false);
  });

  it('does not share state between calls', () => {
    const a = defaultVerticalFlags({ country: 'IN', vehicleType: 'CAR' });
    a.roadTax = false;
    expect(defaultVerticalFlags({ country: 'IN', vehicleType: 'CAR' }).roadTax).toBe(true);
  });
});
