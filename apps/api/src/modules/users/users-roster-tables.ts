import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Day, LeaveState } from '@b2c/domain';
import { editableColumns, serialIdAndVertical } from '../../plugins/db/table-columns.ts';
import { users } from './users-tables.ts';

/**
 * One shift of a user in one roster week of a vertical (SPEC §7 V1 roster): the week is known by its
 * Monday, the day by its SPEC §3 name. A user has at most one shift a day; an upload replaces the user's
 * week. Times are "HH:MM" of the vertical's zone, so they compare as text.
 */
export const rosterShifts = pgTable(
  'roster_shifts',
  {
    ...serialIdAndVertical(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    day: text('day').$type<Day>().notNull(),
    shiftStart: text('shift_start').notNull(),
    shiftEnd: text('shift_end').notNull(),
    locationCode: text('location_code').notNull(),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('roster_shifts_user_day_uq').on(t.country, t.vehicleType, t.userId, t.weekStart, t.day),
    // "Who works at this location on this day" reads one week, one day, one location.
    index('roster_shifts_location_idx').on(t.country, t.vehicleType, t.weekStart, t.day, t.locationCode),
  ],
);

/** A user's leave in a vertical, from one date to another (both included); revoked leaves stay listed. */
export const userLeaves = pgTable(
  'user_leaves',
  {
    ...serialIdAndVertical(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    state: text('state').$type<LeaveState>().notNull().default('APPLIED'),
    ...editableColumns(),
  },
  (t) => [index('user_leaves_user_idx').on(t.country, t.vehicleType, t.userId, t.fromDate)],
);
