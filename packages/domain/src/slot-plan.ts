import { DAYS, type Day } from './people-enums.ts';
import type { CapacityReason } from './location-enums.ts';
import { slotCodeToLabel, tryParseSlotCode } from './slot-codes.ts';
import type { IsoDate } from './dates.ts';

/**
 * The slot plan's rules (issue 16): a vertical's slot definitions (code, days of the week, capacity,
 * active) and a location's planner (its slots, the days each is closed and why, its capacity).
 */

/** A slot of a vertical's plan as /configs/c2b-slots edits it. */
export interface PlannedSlot {
  code: string;
  days: readonly Day[];
  capacity: number;
  active: boolean;
}

/** A location closes one slot on one weekday, saying why (SPEC §3 capacity reasons). */
export interface SlotClosure {
  slotCode: string;
  day: Day;
  reason: CapacityReason;
}

export interface SlotProblem {
  field: 'code' | 'days' | 'capacity';
  message: string;
}

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether two slot codes share any minute (touching ends, 10:00-12:00 and 12:00-14:00, do not). */
export const slotsOverlap = (a: string, b: string): boolean => {
  const x = tryParseSlotCode(a);
  const y = tryParseSlotCode(b);
  if (!x || !y) return false;
  return minutes(x.from) < minutes(y.to) && minutes(y.from) < minutes(x.to);
};

/**
 * Why a slot cannot join the plan, naming the field: a malformed or inverted code, a day missing, or an
 * overlap with another active slot on a day both run. `others` are the plan's other slots (the edited
 * one left out). An inactive slot overlaps nothing: it is offered nowhere.
 */
export const slotDefinitionProblems = (slot: PlannedSlot, others: readonly PlannedSlot[]): SlotProblem[] => {
  const problems: SlotProblem[] = [];
  if (!tryParseSlotCode(slot.code)) {
    problems.push({
      field: 'code',
      message: /^\d{4}_\d{4}$/.test(slot.code)
        ? `Slot ${slot.code} must end after it starts, on the same day.`
        : `Slot code must look like HHMM_HHMM (e.g. 1000_1200), not ${slot.code}.`,
    });
    return problems;
  }
  if (slot.days.length === 0) problems.push({ field: 'days', message: 'Choose at least one day of the week.' });
  if (!Number.isInteger(slot.capacity) || slot.capacity < 1)
    problems.push({ field: 'capacity', message: 'Capacity must be a whole number of at least 1.' });
  if (slot.active) {
    for (const other of others) {
      if (!other.active || other.code === slot.code || !slotsOverlap(slot.code, other.code)) continue;
      const shared = slot.days.filter((d) => other.days.includes(d));
      if (shared.length === 0) continue;
      problems.push({
        field: 'code',
        message: `Slot ${slotCodeToLabel(slot.code)} overlaps ${slotCodeToLabel(other.code)} on ${shared.join(', ')}.`,
      });
      break;
    }
  }
  return problems;
};

/** The weekday of a yyyy-MM-dd date (a calendar day, so no time zone is involved). */
export const weekdayOf = (date: IsoDate): Day => {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return DAYS[(sundayFirst + 6) % 7]!;
};

/** What a location's planner says about its slots (absent: every slot of the plan, no closure). */
export interface LocationSlotPlan {
  slotCodes: readonly string[];
  closures: readonly SlotClosure[];
  /** Per slot code; a slot with capacity 0 is full at this location. */
  capacities: Readonly<Record<string, number>>;
}

/** The pickups a slot takes at a location: the planner's number there, else the plan's. */
export const slotCapacityAt = (slot: PlannedSlot, location: LocationSlotPlan | undefined): number =>
  location?.capacities[slot.code] ?? slot.capacity;

/**
 * Why a slot is not open on a day at a location, or null when it is. `booked` is how many pickups the
 * slot already holds there on that date: once it reaches the capacity the slot is Capacity Full by
 * itself, with no closure set by hand.
 */
export const slotClosedReason = (
  slot: PlannedSlot,
  day: Day,
  location: LocationSlotPlan | undefined,
  booked = 0,
): CapacityReason | 'INACTIVE' | 'NOT_ON_DAY' | 'NOT_AT_LOCATION' | null => {
  if (!slot.active) return 'INACTIVE';
  if (!slot.days.includes(day)) return 'NOT_ON_DAY';
  if (location && !location.slotCodes.includes(slot.code)) return 'NOT_AT_LOCATION';
  const closure = location?.closures.find((c) => c.slotCode === slot.code && c.day === day);
  if (closure) return closure.reason;
  if (booked >= slotCapacityAt(slot, location)) return 'CAPACITY_FULL';
  return null;
};

/** Pickups already booked at a location on one date, by slot code (absent: none). */
export type SlotBookings = Readonly<Record<string, number>>;

/** The codes a location offers on a date before the clock rules (lead time, cut-off) are applied. */
export const openSlotCodes = (
  slots: readonly PlannedSlot[],
  date: IsoDate,
  location: LocationSlotPlan | undefined,
  booked: SlotBookings = {},
): string[] => {
  const day = weekdayOf(date);
  return slots.filter((s) => slotClosedReason(s, day, location, booked[s.code] ?? 0) === null).map((s) => s.code);
};

/** A slot the plan had before it was edited runs every day, for this many pickups (our default). */
export const DEFAULT_SLOT_CAPACITY = 10;

/** The 409 of a booking into a slot whose bookings already reach its capacity (issue 16). */
export const slotFullMessage = (q: {
  slot: string;
  date: IsoDate;
  locationCode: string;
  booked: number;
  capacity: number;
}): string =>
  `Slot ${slotCodeToLabel(q.slot)} on ${q.date} at ${q.locationCode} is Capacity Full (${q.booked} of ${q.capacity} booked); choose another slot.`;
