import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Day, IsoDate, LeaveState, Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { ownedBy } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { rosterShifts, userLeaves } from './users-roster-tables.ts';
import { users } from './users-tables.ts';

export type RosterShiftRow = typeof rosterShifts.$inferSelect;
export type RosterShiftInsert = typeof rosterShifts.$inferInsert;
export type LeaveRow = typeof userLeaves.$inferSelect;
export type LeaveInsert = typeof userLeaves.$inferInsert;

/** Who a roster or leave row belongs to, as the screens name them. */
const person = { userName: users.userName, name: users.name };

/** Users who may be rostered in the vertical: it is among theirs, they are active and not deleted. */
const rosterable = (v: Vertical): SQL =>
  and(
    sql`${v.country} = ANY(${users.countries})`,
    sql`${v.vehicleType} = ANY(${users.vehicleTypes})`,
    eq(users.active, true),
    isNull(users.deletedAt),
  )!;

/** An applied leave of the same user and vertical that covers `date`. */
const onLeave = (date: IsoDate): SQL =>
  sql`(select 1 from ${userLeaves} l where l.user_id = ${rosterShifts.userId}
        and l.country = ${rosterShifts.country} and l.vehicle_type = ${rosterShifts.vehicleType}
        and l.state = 'APPLIED' and l.from_date <= ${date} and l.to_date >= ${date})`;

/** Roster shifts and leaves of a vertical (SPEC §7 V1); every query is given the vertical. */
export function usersRosterRepository(db: Executor) {
  const leaves = verticalRows(db, userLeaves);
  return {
    /** The users of these usernames who may be rostered in the vertical. */
    rosterableByUserName: (v: Vertical, userNames: readonly string[]) =>
      userNames.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: users.id, ...person })
            .from(users)
            .where(and(rosterable(v), inArray(users.userName, [...userNames]))),

    /** The user if they work in the vertical; `lock` keeps two leave applications for them apart. */
    async rosterableById(v: Vertical, id: number, lock = false) {
      const query = db
        .select({ id: users.id, ...person })
        .from(users)
        .where(and(rosterable(v), eq(users.id, id)));
      const [row] = lock ? await query.for('no key update') : await query;
      return row;
    },

    weekShifts: (v: Vertical, weekStart: IsoDate, locationCode?: string) =>
      db
        .select({ shift: rosterShifts, ...person })
        .from(rosterShifts)
        .innerJoin(users, eq(users.id, rosterShifts.userId))
        .where(
          and(
            ownedBy(rosterShifts, v),
            eq(rosterShifts.weekStart, weekStart),
            locationCode === undefined ? undefined : eq(rosterShifts.locationCode, locationCode),
          ),
        )
        .orderBy(asc(users.name), asc(rosterShifts.id)),

    /** The shifts of these users in the week, locked: the upload replaces them. */
    lockUsersWeek: (v: Vertical, weekStart: IsoDate, userIds: readonly number[]) =>
      db
        .select()
        .from(rosterShifts)
        .where(
          and(
            ownedBy(rosterShifts, v),
            eq(rosterShifts.weekStart, weekStart),
            inArray(rosterShifts.userId, [...userIds]),
          ),
        )
        .for('update'),

    deleteUsersWeek: (v: Vertical, weekStart: IsoDate, userIds: readonly number[]) =>
      db
        .delete(rosterShifts)
        .where(
          and(
            ownedBy(rosterShifts, v),
            eq(rosterShifts.weekStart, weekStart),
            inArray(rosterShifts.userId, [...userIds]),
          ),
        ),

    insertShifts: (rows: RosterShiftInsert[]) =>
      rows.length === 0
        ? Promise.resolve()
        : db
            .insert(rosterShifts)
            .values(rows)
            .then(() => undefined),

    /** Rostered at the location that day, active, and not on an applied leave covering the date. */
    working: (v: Vertical, q: { weekStart: IsoDate; day: Day; date: IsoDate; locationCode: string }) =>
      db
        .select({
          userId: users.id,
          ...person,
          shiftStart: rosterShifts.shiftStart,
          shiftEnd: rosterShifts.shiftEnd,
        })
        .from(rosterShifts)
        .innerJoin(users, eq(users.id, rosterShifts.userId))
        .where(
          and(
            ownedBy(rosterShifts, v),
            eq(rosterShifts.weekStart, q.weekStart),
            eq(rosterShifts.day, q.day),
            eq(rosterShifts.locationCode, q.locationCode),
            rosterable(v),
            notExists(onLeave(q.date)),
          ),
        )
        .orderBy(asc(rosterShifts.shiftStart), asc(users.name)),

    listLeaves: (v: Vertical, q: { userId?: number; state?: LeaveState; page: number; size: number }) =>
      db
        .select({ leave: userLeaves, ...person })
        .from(userLeaves)
        .innerJoin(users, eq(users.id, userLeaves.userId))
        .where(
          and(
            ownedBy(userLeaves, v),
            q.userId === undefined ? undefined : eq(userLeaves.userId, q.userId),
            q.state === undefined ? undefined : eq(userLeaves.state, q.state),
          ),
        )
        .orderBy(desc(userLeaves.fromDate), desc(userLeaves.id))
        .limit(q.size)
        .offset(q.page * q.size),

    /** The user's applied leaves in the vertical that share a day with from–to (both ends count). */
    overlappingLeaves: (v: Vertical, userId: number, from: IsoDate, to: IsoDate) =>
      db
        .select()
        .from(userLeaves)
        .where(
          and(
            ownedBy(userLeaves, v),
            eq(userLeaves.userId, userId),
            ne(userLeaves.state, 'REVOKED'),
            lte(userLeaves.fromDate, to),
            gte(userLeaves.toDate, from),
          ),
        )
        .orderBy(asc(userLeaves.fromDate)),

    /** One leave with its person, as lists show it. */
    async leaveView(v: Vertical, id: number) {
      const [row] = await db
        .select({ leave: userLeaves, ...person })
        .from(userLeaves)
        .innerJoin(users, eq(users.id, userLeaves.userId))
        .where(and(ownedBy(userLeaves, v), eq(userLeaves.id, id)));
      return row;
    },

    leaveById: leaves.byId,
    insertLeave: leaves.insert,
    updateLeave: leaves.update,
  };
}
export type UsersRosterRepository = ReturnType<typeof usersRosterRepository>;
