import { addDays, daysBetween, formatDate, isIsoDate, type IsoDate } from './dates.ts';
import { DAYS, type Day } from './people-enums.ts';
import { TIME_ZONES, type Country } from './verticals.ts';

/**
 * Roster and leaves (SPEC §6 "leave and roster management exist", §7 V1 roster upload and get, leaves
 * get, apply, revoke; issue 13): a roster says who works which shift at which location on each day of a
 * week; a leave takes a user off the roster from one date to another. Together they answer "who is
 * working at this location on this day". Dates are calendar dates of the vertical's time zone.
 */

/** The columns of a roster file, in template order (header names as the file must spell them). */
export const ROSTER_COLUMNS = ['user', 'day', 'shiftStart', 'shiftEnd', 'locationCode'] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** A roster file is one week of a team: a few hundred rows; more is a mistake, not a roster. */
export const ROSTER_MAX_ROWS = 2_000;

/** A leave longer than this is not a leave but a departure (deactivate the user instead). */
export const LEAVE_MAX_DAYS = 120;

/** A leave is applied, then possibly revoked; a revoked leave stays listed, it no longer counts. */
export const LEAVE_STATES = ['APPLIED', 'REVOKED'] as const;
export type LeaveState = (typeof LEAVE_STATES)[number];

/** The toasts and refusals of roster and leaves, in the style of SPEC §8. */
export const ROSTER_MESSAGES = {
  rosterUploaded: 'Roster uploaded successfully!',
  rosterHasErrors: 'The roster has errors: nothing was applied. Fix the rows or apply the good rows only.',
  leaveApplied: 'Leave applied successfully!',
  leaveRevoked: 'Leave revoked successfully!',
} as const;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What an upload changed, in words (issue 24: "uploaded successfully" alone hid that a user's other days
 * went off). A whole file is each named user's week; the good rows only change the days they name.
 */
export const rosterUploadedMessage = (r: {
  weekStart: string;
  appliedRows: number;
  users: number;
  skippedRows: number;
  goodRowsOnly: boolean;
}): string => {
  const what = `${count(r.appliedRows, 'shift')} of ${count(r.users, 'user')} for the week of ${r.weekStart}`;
  return r.goodRowsOnly
    ? `Roster uploaded: ${what}; ${count(r.skippedRows, 'row')} left out. Only the days of the applied rows changed.`
    : `${ROSTER_MESSAGES.rosterUploaded} ${what}; each user's days not in the file are now off.`;
};

/** The day of the week of a date (SPEC §3 days, monday first). */
export const dayOfDate = (date: IsoDate): Day => {
  // 1970-01-05 was a Monday: whole days since then, modulo seven, index DAYS.
  const index = ((daysBetween('1970-01-05', date) % 7) + 7) % 7;
  return DAYS[index]!;
};

/** The Monday of a date's week: a roster week is known by it. */
export const weekStartOf = (date: IsoDate): IsoDate => addDays(date, -DAYS.indexOf(dayOfDate(date)));

export const isWeekStart = (date: IsoDate): boolean => isIsoDate(date) && dayOfDate(date) === 'monday';

/** The date of a day of the roster week starting on `weekStart`. */
export const dateOfDay = (weekStart: IsoDate, day: Day): IsoDate => addDays(weekStart, DAYS.indexOf(day));

/** Today's date where the vertical is: a leave or roster date means that country's calendar. */
export const todayIn = (country: Country, now: Date = new Date()): IsoDate => formatDate(now, TIME_ZONES[country]);

/** A day as a file spells it ("Monday", " tuesday ") → the SPEC's lower-case day, or undefined. */
export const parseDay = (raw: string): Day | undefined => {
  const day = raw.trim().toLowerCase();
  return DAYS.find((d) => d === day);
};

/**
 * A time of day as a file spells it ("9:00", "09:00", "09:00:00") → "HH:MM", or undefined. A spreadsheet's
 * time cell arrives as its fraction of a day (0.375 is 09:00), rounded to the minute.
 */
export const parseTimeOfDay = (raw: string): string | undefined => {
  const text = raw.trim();
  if (/^0?\.\d+$|^0$/.test(text)) {
    const minutes = Math.round(Number(text) * 24 * 60);
    return minutes < 24 * 60
      ? `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      : undefined;
  }
  const m = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/.exec(text);
  if (!m || Number(m[1]) > 23) return undefined;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
};

/** A shift is within one day: it ends after it starts ("HH:MM" strings compare as times). */
export const shiftProblem = (start: string, end: string): string | undefined =>
  end <= start ? 'must be after the shift start' : undefined;

export interface LeaveDates {
  from: IsoDate;
  to: IsoDate;
}

/** A leave runs from one date to the same or a later one, at most LEAVE_MAX_DAYS days. */
export const leaveDatesProblem = ({ from, to }: LeaveDates): string | undefined => {
  const days = daysBetween(from, to) + 1;
  if (days < 1) return 'must be on or after the from date';
  if (days > LEAVE_MAX_DAYS) return `a leave is at most ${LEAVE_MAX_DAYS} days`;
  return undefined;
};

/** Two leaves overlap when they share a day (both ends count). */
export const leavesOverlap = (a: LeaveDates, b: LeaveDates): boolean => a.from <= b.to && b.from <= a.to;

/** Whether a leave covers a date (both ends count). */
export const leaveCovers = (leave: LeaveDates, date: IsoDate): boolean => leave.from <= date && date <= leave.to;

/**
 * Why a leave cannot be revoked, or undefined: a revoked leave stays revoked, and a leave that has ended
 * (before `today`, the vertical's date) is history — revoking it would rewrite who was absent.
 */
export const leaveRevokeProblem = (leave: LeaveDates & { state: LeaveState }, today: IsoDate): string | undefined => {
  if (leave.state === 'REVOKED') return 'This leave is already revoked.';
  if (leave.to < today) return `This leave ended on ${leave.to}; an ended leave cannot be revoked.`;
  return undefined;
};
