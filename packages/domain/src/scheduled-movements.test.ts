import { describe, expect, it } from 'vitest';
import {
  SCHEDULED_CARS_MAX,
  localRunOf,
  occurrenceAfter,
  occurrenceOn,
  scheduledTransition,
  type SchedulePlan,
} from './scheduled-movements.ts';

const BANGKOK = 'Asia/Bangkok';
const SYDNEY = 'Australia/Sydney';

describe('scheduled movement rules', () => {
  it('allows edits and cancels only before raising, and re-arms a failed schedule on edit', () => {
    expect(scheduledTransition('SCHEDULED', 'EDIT')).toBe('SCHEDULED');
    expect(scheduledTransition('FAILED', 'EDIT')).toBe('SCHEDULED');
    expect(scheduledTransition('RAISED', 'EDIT')).toBeUndefined();
    expect(scheduledTransition('CANCELLED', 'CANCEL')).toBeUndefined();
    expect(scheduledTransition('SCHEDULED', 'CANCEL')).toBe('CANCELLED');
    expect(scheduledTransition('FAILED', 'RAISE')).toBeUndefined();
    expect(scheduledTransition('SCHEDULED', 'REPEAT')).toBe('SCHEDULED');
    expect(SCHEDULED_CARS_MAX).toBe(25);
  });

  it("places an occurrence at the wall-clock time of the vertical's zone", () => {
    const once: SchedulePlan = { repeat: 'ONCE', time: '09:30', weekdays: [] };
    expect(occurrenceOn(once, '2025-06-02', BANGKOK).toISOString()).toBe('2025-06-02T02:30:00.000Z');
    expect(occurrenceAfter(once, new Date('2025-06-02T02:30:00Z'), BANGKOK)).toBeNull();
    expect(localRunOf(new Date('2025-06-02T02:30:00Z'), BANGKOK)).toEqual({ date: '2025-06-02', time: '09:30' });
  });

  it('repeats daily, and weekly on the chosen days only', () => {
    const daily: SchedulePlan = { repeat: 'DAILY', time: '08:00', weekdays: [] };
    const first = occurrenceOn(daily, '2025-06-02', BANGKOK);
    expect(occurrenceAfter(daily, first, BANGKOK)?.toISOString()).toBe('2025-06-03T01:00:00.000Z');
    const weekly: SchedulePlan = { repeat: 'WEEKLY', time: '08:00', weekdays: ['wednesday', 'friday'] };
    const wed = occurrenceOn(weekly, '2025-06-02', BANGKOK);
    expect(localRunOf(wed, BANGKOK).date).toBe('2025-06-04');
    expect(localRunOf(occurrenceAfter(weekly, wed, BANGKOK)!, BANGKOK).date).toBe('2025-06-06');
    expect(() => occurrenceOn({ ...weekly, weekdays: [] }, '2025-06-02', BANGKOK)).toThrow(RangeError);
  });

  it('keeps the wall-clock time across a daylight-saving change (Sydney, April)', () => {
    const daily: SchedulePlan = { repeat: 'DAILY', time: '09:00', weekdays: [] };
    const before = occurrenceOn(daily, '2025-04-05', SYDNEY);
    const after = occurrenceAfter(daily, before, SYDNEY)!;
    expect(localRunOf(after, SYDNEY)).toEqual({ date: '2025-04-06', time: '09:00' });
    expect(after.getTime() - before.getTime()).toBe(25 * 3_600_000);
  });
});
