import { describe, it, expect } from 'vitest';
import { SAME_DAY_CUTOFF, availableSlots, isSameDayOpen, slotCodeToLabel } from './slots.ts';
import { zonedTimeToInstant } from './dates.ts';
import { COUNTRIES, TIME_ZONES, type Country } from './verticals.ts';

/** The real instant at which `country`'s clocks read `date time`. */
const at = (country: Country, date: string, time: string): Date => zonedTimeToInstant(date, time, TIME_ZONES[country]);

const DAY = '2025-03-10';
const slots = (
  country: Country,
  now: Date,
  slotCodes: string[],
  extra: Partial<{ date: string; lead: number; restrict: boolean }> = {},
) =>
  availableSlots({
    now,
    date: extra.date ?? DAY,
    country,
    leadTimeMinutes: extra.lead ?? 0,
    slotCodes,
    futureDateRestriction: extra.restrict ?? true,
  });

describe('the instants the tests build are the real ones', () => {
  it.each([
    ['IN', '16:59:59', '2025-03-10T11:29:59.000Z'],
    ['TH', '16:59:59', '2025-03-10T09:59:59.000Z'],
    ['ID', '17:00:00', '2025-03-10T10:00:00.000Z'],
    ['AE', '22:59:59', '2025-03-10T18:59:59.000Z'],
    ['KSA', '20:59:59', '2025-03-10T17:59:59.000Z'],
    ['AU', '17:00:00', '2025-03-10T06:00:00.000Z'], // AEDT, UTC+11
  ] as const)('%s %s local', (country, time, iso) => {
    expect(at(country, DAY, time).toISOString()).toBe(iso);
  });

  it('follows Sydney out of daylight saving', () => {
    expect(at('AU', '2025-07-15', '17:00:00').toISOString()).toBe('2025-07-15T07:00:00.000Z');
  });
});

describe('same-day cut-off', () => {
  it('has SPEC values', () => {
    expect(SAME_DAY_CUTOFF).toEqual({
      IN: '16:59:59',
      TH: '16:59:59',
      ID: '16:59:59',
      AE: '22:59:59',
      KSA: '20:59:59',
      AU: '23:59:59',
    });
  });

  describe.each(COUNTRIES.map((c) => [c] as const))('%s', (country) => {
    const lateCutoff = SAME_DAY_CUTOFF[country] !== '16:59:59';

    it('offers an evening slot at 16:59:59 local', () => {
      expect(isSameDayOpen(at(country, DAY, '16:59:59'), country)).toBe(true);
      expect(slots(country, at(country, DAY, '16:59:59'), ['1800_2000'])).toEqual(['1800_2000']);
    });

    it(`${lateCutoff ? 'still offers' : 'offers nothing'} at 17:00:00 local`, () => {
      expect(isSameDayOpen(at(country, DAY, '17:00:00'), country)).toBe(lateCutoff);
      expect(slots(country, at(country, DAY, '17:00:00'), ['1800_2000'])).toEqual(lateCutoff ? ['1800_2000'] : []);
    });

    it('still offers tomorrow after the cut-off', () => {
      expect(slots(country, at(country, DAY, '23:30:00'), ['0900_1100'], { date: '2025-03-11' })).toEqual([
        '0900_1100',
      ]);
    });
  });

  it('AE closes after 22:59:59', () => {
    expect(slots('AE', at('AE', DAY, '22:59:59'), ['2300_2330'])).toEqual(['2300_2330']);
    expect(isSameDayOpen(at('AE', DAY, '23:00:00'), 'AE')).toBe(false);
    expect(slots('AE', at('AE', DAY, '23:00:00'), ['2330_2359'])).toEqual([]);
  });

  it('KSA closes after 20:59:59', () => {
    expect(slots('KSA', at('KSA', DAY, '20:59:59'), ['2100_2200'])).toEqual(['2100_2200']);
    expect(isSameDayOpen(at('KSA', DAY, '21:00:00'), 'KSA')).toBe(false);
    expect(slots('KSA', at('KSA', DAY, '21:00:00'), ['2200_2300'])).toEqual([]);
  });

  it('AU stays open to 23:59:59, in and out of daylight saving', () => {
    for (const day of ['2025-01-15', '2025-07-15']) {
      expect(isSameDayOpen(at('AU', day, '23:59:59'), 'AU')).toBe(true);
      expect(slots('AU', at('AU', day, '22:00:00'), ['2300_2359'], { date: day })).toEqual(['2300_2359']);
    }
  });
});

describe('availableSlots', () => {
  it('re-exports the slot-code helpers', () => {
    expect(slotCodeToLabel('0900_1100')).toBe('09:00-11:00');
  });

  const codes = ['0900_1100', '1030_1230', '1100_1300'];

  it('offers only slots starting at or after now plus the lead time', () => {
    expect(slots('IN', at('IN', DAY, '09:00:00'), codes, { lead: 90 })).toEqual(['1030_1230', '1100_1300']);
    expect(slots('IN', at('IN', DAY, '09:00:01'), codes, { lead: 90 })).toEqual(['1100_1300']);
  });

  it('judges "today" on the country calendar, not UTC', () => {
    const now = new Date('2025-03-10T14:00:00Z'); // 01:00 on the 11th in Sydney
    expect(slots('AU', now, codes, { date: '2025-03-10' })).toEqual([]);
    expect(slots('AU', now, codes, { date: '2025-03-11' })).toEqual(codes);
    expect(slots('IN', now, codes, { date: '2025-03-11' })).toEqual(codes);
  });

  it('offers nothing for past dates', () => {
    expect(slots('IN', at('IN', DAY, '08:00:00'), codes, { date: '2025-03-09' })).toEqual([]);
  });

  it('stops 2 days ahead when the restriction is on', () => {
    const now = at('IN', DAY, '08:00:00');
    expect(slots('IN', now, codes, { date: '2025-03-12' })).toEqual(codes);
    expect(slots('IN', now, codes, { date: '2025-03-13' })).toEqual([]);
    expect(slots('IN', now, codes, { date: '2025-03-13', restrict: false })).toEqual(codes);
  });

  it('skips malformed codes and rejects malformed dates', () => {
    expect(slots('IN', at('IN', DAY, '08:00:00'), ['bad', '0900_1100'])).toEqual(['0900_1100']);
    expect(() => slots('IN', new Date(), codes, { date: '10-03-2025' })).toThrow(RangeError);
  });
});
