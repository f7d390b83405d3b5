import { describe, it, expect } from 'vitest';
import { addDays, daysBetween, formatDate, isDateAllowed, isIsoDate, zonedParts, zonedTimeToInstant } from './dates.ts';
import { TIME_ZONES } from './verticals.ts';

describe('isDateAllowed', () => {
  const today = '2025-12-30';

  it('allows up to 2 days ahead when the restriction is on', () => {
    expect(isDateAllowed('2025-12-30', today, true)).toBe(true);
    expect(isDateAllowed('2026-01-01', today, true)).toBe(true);
    expect(isDateAllowed('2026-01-02', today, true)).toBe(false);
  });

  it('allows anything when the restriction is off', () => {
    expect(isDateAllowed('2027-06-01', today, false)).toBe(true);
  });

  it('leaves past dates to other rules', () => {
    expect(isDateAllowed('2025-01-01', today, true)).toBe(true);
  });
});

describe('calendar arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2025-03-10', '2025-03-08')).toBe(-2);
  });

  it('validates yyyy-MM-dd strictly', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-3-1')).toBe(false);
    expect(isIsoDate(20250301)).toBe(false);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });
});

describe('zoned time', () => {
  const instant = new Date('2025-03-10T20:30:15Z');

  it('reads the wall clock of each country', () => {
    expect(zonedParts(instant, TIME_ZONES.IN)).toMatchObject({ date: '2025-03-11', time: '02:00:15', hour: 2 });
    expect(zonedParts(instant, TIME_ZONES.AE).time).toBe('00:30:15');
    expect(zonedParts(instant, TIME_ZONES.KSA).date).toBe('2025-03-10');
    expect(zonedParts(instant, TIME_ZONES.AU)).toMatchObject({ date: '2025-03-11', time: '07:30:15' });
  });

  it('prints midnight as 00, never 24', () => {
    expect(zonedParts(new Date('2025-03-10T00:00:00Z'), 'UTC').time).toBe('00:00:00');
  });

  it('formats yyyy-MM-dd in a zone, UTC by default', () => {
    expect(formatDate(instant)).toBe('2025-03-10');
    expect(formatDate(instant, TIME_ZONES.TH)).toBe('2025-03-11');
  });

  it('turns a wall-clock time back into its instant', () => {
    expect(zonedTimeToInstant('2025-03-11', '02:00:15', TIME_ZONES.IN).toISOString()).toBe(instant.toISOString());
    expect(zonedTimeToInstant('2025-03-11', '07:30', TIME_ZONES.ID).toISOString()).toBe('2025-03-11T00:30:00.000Z');
    expect(() => zonedTimeToInstant('2025-03-11', '7:30', TIME_ZONES.ID)).toThrow(RangeError);
  });

  it('handles both sides of a Sydney DST change', () => {
    // DST ended 2025-04-06 03:00 AEDT → 02:00 AEST.
    expect(zonedTimeToInstant('2025-04-05', '12:00', TIME_ZONES.AU).toISOString()).toBe('2025-04-05T01:00:00.000Z');
    expect(zonedTimeToInstant('2025-04-07', '12:00', TIME_ZONES.AU).toISOString()).toBe('2025-04-07T02:00:00.000Z');
  });
});
