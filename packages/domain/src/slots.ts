import type { Country } from './verticals.ts';
import { TIME_ZONES } from './verticals.ts';
import { tryParseSlotCode } from './slot-codes.ts';
import { isDateAllowed, isIsoDate, zonedParts, zonedTimeToInstant, type IsoDate } from './dates.ts';

// slots.ts is the one import for everything slot-related; the code format lives in its own file.
export * from './slot-codes.ts';

/**
 * SPEC §5: after this local time no slot of the same day is offered. The later cut-offs follow when
 * each country's last logistics shift ends.
 */
export const SAME_DAY_CUTOFF: Record<Country, string> = {
  IN: '16:59:59',
  TH: '16:59:59',
  ID: '16:59:59',
  AE: '22:59:59',
  KSA: '20:59:59',
  AU: '23:59:59',
};

/** Whether same-day slots are still open: the local time has not passed the cut-off (inclusive). */
export const isSameDayOpen = (now: Date, country: Country): boolean =>
  zonedParts(now, TIME_ZONES[country]).time <= SAME_DAY_CUTOFF[country];

export interface AvailableSlotsInput {
  now: Date;
  /** The day asked for, in the country's calendar. */
  date: IsoDate;
  country: Country;
  leadTimeMinutes: number;
  slotCodes: readonly string[];
  futureDateRestriction: boolean;
}

/**
 * The slots a pickup may still be booked into, in the order given. Everything is judged on the
 * country's wall clock, since "today", the cut-off and a slot's start are all local notions.
 * Malformed codes are skipped rather than thrown: they come from editable configuration, and one bad
 * row must not empty the operator's dropdown.
 */
export const availableSlots = (input: AvailableSlotsInput): string[] => {
  const { now, date, country, leadTimeMinutes, slotCodes, futureDateRestriction } = input;
  if (!isIsoDate(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const timeZone = TIME_ZONES[country];
  const today = zonedParts(now, timeZone).date;
  if (date < today) return [];
  if (!isDateAllowed(date, today, futureDateRestriction)) return [];
  if (date === today && !isSameDayOpen(now, country)) return [];
  const earliest = now.getTime() + leadTimeMinutes * 60_000;
  return slotCodes.filter((code) => {
    const range = tryParseSlotCode(code);
    return range !== null && zonedTimeToInstant(date, range.from, timeZone).getTime() >= earliest;
  });
};
