import { describe, expect, it } from 'vitest';
import {
  openSlotCodes,
  slotClosedReason,
  slotDefinitionProblems,
  slotsOverlap,
  weekdayOf,
  type PlannedSlot,
} from './slot-plan.ts';

const slot = (code: string, extra: Partial<PlannedSlot> = {}): PlannedSlot => ({
  code,
  days: ['monday', 'saturday'],
  capacity: 4,
  active: true,
  ...extra,
});

describe('slotsOverlap', () => {
  it('is true when two windows share a minute, false when they only touch', () => {
    expect(slotsOverlap('1000_1200', '1100_1300')).toBe(true);
    expect(slotsOverlap('1000_1200', '1030_1130')).toBe(true);
    expect(slotsOverlap('1000_1200', '1200_1400')).toBe(false);
    expect(slotsOverlap('1400_1600', '1000_1200')).toBe(false);
  });
});

describe('slotDefinitionProblems', () => {
  it('refuses an inverted or malformed code, naming the code field', () => {
    expect(slotDefinitionProblems(slot('1200_1000'), [])).toEqual([
      { field: 'code', message: 'Slot 1200_1000 must end after it starts, on the same day.' },
    ]);
    expect(slotDefinitionProblems(slot('10:00-12:00'), [])[0]).toMatchObject({ field: 'code' });
    expect(slotDefinitionProblems(slot('2500_2600'), [])[0]).toMatchObject({ field: 'code' });
  });

  it('refuses an overlap with an active slot on a shared day, naming both slots and the days', () => {
    expect(slotDefinitionProblems(slot('1100_1300'), [slot('1000_1200')])).toEqual([
      { field: 'code', message: 'Slot 11:00-13:00 overlaps 10:00-12:00 on monday, saturday.' },
    ]);
  });

  it('allows an overlap on other days, with an inactive slot, or with the slot being edited', () => {
    expect(slotDefinitionProblems(slot('1100_1300', { days: ['sunday'] }), [slot('1000_1200')])).toEqual([]);
    expect(slotDefinitionProblems(slot('1100_1300'), [slot('1000_1200', { active: false })])).toEqual([]);
    expect(slotDefinitionProblems(slot('1100_1300', { active: false }), [slot('1000_1200')])).toEqual([]);
    expect(slotDefinitionProblems(slot('1000_1200'), [slot('1000_1200')])).toEqual([]);
  });

  it('needs a day and a capacity of at least 1', () => {
    expect(slotDefinitionProblems(slot('1000_1200', { days: [], capacity: 0 }), []).map((p) => p.field)).toEqual([
      'days',
      'capacity',
    ]);
  });
});

describe('the planner', () => {
  it('knows the weekday of a calendar date', () => {
    expect(weekdayOf('2026-03-14')).toBe('saturday');
    expect(weekdayOf('2026-03-15')).toBe('sunday');
    expect(weekdayOf('2026-03-16')).toBe('monday');
  });

  it("closes a slot on the location's closed day with its reason, and only there", () => {
    const location = {
      slotCodes: ['1000_1200', '1200_1400'],
      closures: [{ slotCode: '1000_1200', day: 'saturday' as const, reason: 'CAPACITY_FULL' as const }],
      capacities: {},
    };
    const plan = [slot('1000_1200'), slot('1200_1400'), slot('1400_1600')];
    expect(slotClosedReason(plan[0]!, 'saturday', location)).toBe('CAPACITY_FULL');
    expect(slotClosedReason(plan[2]!, 'saturday', location)).toBe('NOT_AT_LOCATION');
    expect(openSlotCodes(plan, '2026-03-14', location)).toEqual(['1200_1400']);
    expect(openSlotCodes(plan, '2026-03-16', location)).toEqual(['1000_1200', '1200_1400']);
    // Without a planner the plan's days decide; Tuesday is in no slot's days.
    expect(openSlotCodes(plan, '2026-03-17', undefined)).toEqual([]);
    expect(openSlotCodes(plan, '2026-03-14', undefined)).toEqual(['1000_1200', '1200_1400', '1400_1600']);
  });

  it('treats a capacity of 0 as full and an inactive slot as closed everywhere', () => {
    const location = { slotCodes: ['1000_1200'], closures: [], capacities: { '1000_1200': 0 } };
    expect(slotClosedReason(slot('1000_1200'), 'monday', location)).toBe('CAPACITY_FULL');
    expect(slotClosedReason(slot('1000_1200', { active: false }), 'monday', undefined)).toBe('INACTIVE');
  });

  it('closes a slot as Capacity Full by itself once its bookings reach the capacity', () => {
    const location = { slotCodes: ['1000_1200', '1200_1400'], closures: [], capacities: { '1000_1200': 2 } };
    const plan = [slot('1000_1200'), slot('1200_1400')];
    expect(slotClosedReason(plan[0]!, 'saturday', location, 1)).toBeNull();
    expect(slotClosedReason(plan[0]!, 'saturday', location, 2)).toBe('CAPACITY_FULL');
    // Without a planner entry the plan's own capacity counts.
    expect(slotClosedReason(plan[1]!, 'saturday', undefined, plan[1]!.capacity)).toBe('CAPACITY_FULL');
    expect(openSlotCodes(plan, '2026-03-14', location, { '1000_1200': 2, '1200_1400': 1 })).toEqual(['1200_1400']);
    expect(openSlotCodes(plan, '2026-03-14', location, { '1000_1200': 1 })).toEqual(['1000_1200', '1200_1400']);
  });
});
