import { addDays, zonedParts, zonedTimeToInstant, type IsoDate } from './dates.ts';
import type { Day } from './people-enums.ts';
import { weekdayOf } from './slot-plan.ts';
import { BATCH_ACTION_MAX } from './constants.ts';

/**
 * Scheduled logistics (SPEC §2 /scheduled-tasks): a movement planned ahead that becomes a pickup request
 * at its time. The rules here are shared by the API (which raises and refuses) and the panel (which offers
 * only what the API accepts).
 */

/** A schedule's state; a repeating schedule stays SCHEDULED after each raise, until it is cancelled. */
export const SCHEDULED_STATES = ['SCHEDULED', 'RAISED', 'FAILED', 'CANCELLED'] as const;
export type ScheduledState = (typeof SCHEDULED_STATES)[number];

export const SCHEDULED_STATE_LABELS: Record<ScheduledState, string> = {
  SCHEDULED: 'Scheduled',
  RAISED: 'Raised',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

export const SCHEDULE_REPEATS = ['ONCE', 'DAILY', 'WEEKLY'] as const;
export type ScheduleRepeat = (typeof SCHEDULE_REPEATS)[number];

export const SCHEDULE_REPEAT_LABELS: Record<ScheduleRepeat, string> = {
  ONCE: 'Once',
  DAILY: 'Daily',
  WEEKLY: 'On chosen weekdays',
};

/** One schedule moves at most as many cars as a bulk action (SPEC §9: 25). */
export const SCHEDULED_CARS_MAX = BATCH_ACTION_MAX;

/** What happened to one car at one occurrence. */
export const SCHEDULED_RUN_OUTCOMES = ['RAISED', 'FAILED'] as const;
export type ScheduledRunOutcome = (typeof SCHEDULED_RUN_OUTCOMES)[number];

/** Ours: SPEC gives no toast for scheduled tasks; worded like its other success toasts. */
export const SCHEDULED_MESSAGES = {
  created: 'Scheduled movement created successfully.',
  updated: 'Scheduled movement updated successfully.',
  cancelled: 'Scheduled movement cancelled successfully.',
} as const;

/**
 * The one transition table of a schedule. EDIT re-arms a failed schedule (the operator fixed the cause);
 * RAISE ends a one-off schedule whose cars were all raised, FAIL one where any car failed; REPEAT keeps a
 * repeating schedule armed for its next occurrence, whatever this one's outcome.
 */
export const SCHEDULED_TRANSITIONS = {
  EDIT: { from: ['SCHEDULED', 'FAILED'], to: 'SCHEDULED' },
  CANCEL: { from: ['SCHEDULED', 'FAILED'], to: 'CANCELLED' },
  RAISE: { from: ['SCHEDULED'], to: 'RAISED' },
  FAIL: { from: ['SCHEDULED'], to: 'FAILED' },
  REPEAT: { from: ['SCHEDULED'], to: 'SCHEDULED' },
} as const satisfies Record<string, { from: readonly ScheduledState[]; to: ScheduledState }>;
export type ScheduledEvent = keyof typeof SCHEDULED_TRANSITIONS;

/** The state after `event`, or undefined when the table does not allow it from `state`. */
export const scheduledTransition = (state: ScheduledState, event: ScheduledEvent): ScheduledState | undefined => {
  const rule = SCHEDULED_TRANSITIONS[event];
  return (rule.from as readonly ScheduledState[]).includes(state) ? rule.to : undefined;
};

/** How a schedule repeats: its wall-clock time (HH:MM) in the vertical's zone, and for WEEKLY its days. */
export interface SchedulePlan {
  repeat: ScheduleRepeat;
  time: string;
  weekdays: readonly Day[];
}

/** The first date on or after `from` the plan runs on (ONCE and DAILY: `from` itself). */
export function firstRunDate(plan: SchedulePlan, from: IsoDate): IsoDate {
  if (plan.repeat !== 'WEEKLY') return from;
  if (plan.weekdays.length === 0) throw new RangeError('A weekly schedule needs at least one weekday');
  let date = from;
  while (!plan.weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** The instant of the plan's first occurrence on or after `from`, in `timeZone`. */
export const occurrenceOn = (plan: SchedulePlan, from: IsoDate, timeZone: string): Date =>
  zonedTimeToInstant(firstRunDate(plan, from), plan.time, timeZone);

/** The occurrence after `previous` (a day later at the earliest), or null for a one-off schedule. */
export function occurrenceAfter(plan: SchedulePlan, previous: Date, timeZone: string): Date | null {
  if (plan.repeat === 'ONCE') return null;
  return occurrenceOn(plan, addDays(zonedParts(previous, timeZone).date, 1), timeZone);
}

/** The wall-clock date and HH:MM of an instant in the vertical's zone (how the panel shows and edits it). */
export const localRunOf = (instant: Date, timeZone: string): { date: IsoDate; time: string } => {
  const p = zonedParts(instant, timeZone);
  return { date: p.date, time: p.time.slice(0, 5) };
};
