import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { scheduledCountQuery } from '@b2c/contracts';
import type { z } from 'zod';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { equals } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { scheduledMovementRuns, scheduledMovements } from './scheduled-tables.ts';

export type ScheduleRow = typeof scheduledMovements.$inferSelect;
export type ScheduleInsert = typeof scheduledMovements.$inferInsert;
export type RunRow = typeof scheduledMovementRuns.$inferSelect;
export type RunInsert = typeof scheduledMovementRuns.$inferInsert;
export type ScheduleFilter = z.infer<typeof scheduledCountQuery>;

const t = scheduledMovements;
const scheduleList = verticalList(t, {
  filters: {
    state: equals(t.state),
    // A schedule names its cars in a JSON array: containment finds the ones moving this car.
    appointmentId: (id: string) => sql`${t.appointmentIds} @> ${JSON.stringify([id])}::jsonb`,
  },
  sortable: { runAt: t.nextRunAt, state: t.state, updatedAt: t.updatedAt, id: t.id },
  defaultSort: 'runAt,desc',
});

export function scheduledRepository(db: Executor) {
  return {
    ...verticalRows(db, t),
    ...scheduleList.on(db),

    /**
     * Armed schedules whose time has come, of every vertical: the job acts for the whole deployment, and
     * each schedule is then raised in its own vertical.
     */
    due: (now: Date, limit: number): Promise<ScheduleRow[]> =>
      db
        .select()
        .from(t)
        .where(and(eq(t.state, 'SCHEDULED'), lte(t.nextRunAt, now)))
        .orderBy(asc(t.nextRunAt), asc(t.id))
        .limit(limit),

    /** The schedule as the job re-reads it (any vertical), optionally locked. */
    async byIdForJob(id: number, lock = false): Promise<ScheduleRow | undefined> {
      const query = db.select().from(t).where(eq(t.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The per-car results of one occurrence. */
    runsOf: (scheduleId: number, occurrenceAt: Date): Promise<RunRow[]> =>
      db
        .select()
        .from(scheduledMovementRuns)
        .where(
          and(eq(scheduledMovementRuns.scheduleId, scheduleId), eq(scheduledMovementRuns.occurrenceAt, occurrenceAt)),
        )
        .orderBy(asc(scheduledMovementRuns.id)),

    /** The last occurrence's results of each schedule of a page, in one query. */
    async lastRunsOf(v: Vertical, schedules: readonly ScheduleRow[]): Promise<Map<number, RunRow[]>> {
      const ran = schedules.filter((s) => s.lastRunAt);
      const byId = new Map<number, RunRow[]>();
      if (ran.length === 0) return byId;
      // Only each schedule's last occurrence: a repeating schedule keeps every earlier one too.
      const r = scheduledMovementRuns;
      const lastOccurrences = or(...ran.map((s) => and(eq(r.scheduleId, s.id), eq(r.occurrenceAt, s.lastRunAt!))));
      const rows = await db
        .select()
        .from(r)
        .where(and(ownedBy(r, v), lastOccurrences))
        .orderBy(asc(r.id));
      for (const row of rows) byId.set(row.scheduleId, [...(byId.get(row.scheduleId) ?? []), row]);
      return byId;
    },

    /**
     * Claims the (schedule, occurrence, car) slot; false when it is taken. The unique index decides: a
     * second claimer waits for the first one's transaction and then finds the slot taken.
     */
    async claimRun(row: RunInsert): Promise<boolean> {
      const claimed = await db
        .insert(scheduledMovementRuns)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: scheduledMovementRuns.id });
      return claimed.length > 0;
    },
  };
}
