import { describe, it, expect } from 'vitest';
import { defaultVerticalFlags } from './vertical-flags.ts';
import { defaultPageSize, scheduledTasksTitle, stockInLabel } from './constants.ts';
import { ALL_VERTICALS, verticalKey } from './verticals.ts';

describe('defaultVerticalFlags', () => {
  it('pages by 30 and parks in AU', () => {
    const au = defaultVerticalFlags({ country: 'AU', vehicleType: 'CAR' });
    expect(au.defaultPageSize).toBe(30);
    expect(au.stockInLabel).toBe('Park');
  });

  it('uses the Thai identifier rule and the SF title in TH', () => {
    for (const vehicleType of ['CAR', 'BIKE'] as const) {
      const th = defaultVerticalFlags({ country: 'TH', vehicleType });
      expect(th.identifierRule).toBe('THAI_ALPHANUMERIC_HYPHEN');
      expect(th.scheduledTasksTitle).toBe('SF Scheduled Logistics');
    }
    expect(defaultVerticalFlags({ country: 'IN', vehicleType: 'CAR' }).identifierRule).toBe('ALPHANUMERIC');
  });

  it('agrees with the per-country constants for every vertical', () => {
    for (const v of ALL_VERTICALS) {
      const flags = defaultVerticalFlags(v);
      expect(flags.defaultPageSize, verticalKey(v)).toBe(defaultPageSize(v.country));
      expect(flags.stockInLabel, verticalKey(v)).toBe(stockInLabel(v.country));
      expect(flags.scheduledTasksTitle, verticalKey(v)).toBe(scheduledTasksTitle(v.country));
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
