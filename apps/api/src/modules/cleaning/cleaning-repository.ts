import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  OPEN_CLEANING_STATES,
  TIME_ZONES,
  addDays,
  statesOfListing,
  zonedTimeToInstant,
  type CleaningListing,
  type Vertical,
} from '@b2c/domain';
import type { CleaningHistoryFilter, CleaningQaFilter } from '@b2c/contracts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, equals, prefix } from '../../plugins/db/list-query.ts';
import { verticalList, type Paged } from '../../plugins/db/vertical-list.ts';
import { cleaningTaskEvents, cleaningTasks } from './cleaning-tables.ts';

export type CleaningTaskRow = typeof cleaningTasks.$inferSelect;
export type CleaningEventRow = typeof cleaningTaskEvents.$inferSelect;
export type CleaningFilter = CleaningQaFilter & Partial<CleaningHistoryFilter>;

const t = cleaningTasks;
/** The day filters read the list's own time: created for open tasks, reviewed for the history. */
const timeOf = (listing: CleaningListing) => (listing === 'CLEANING_QA' ? t.createdAt : t.reviewedAt);

function listOf(listing: CleaningListing) {
  return verticalList(t, {
    filters: {
      appointmentId: prefix(t.appointmentId),
      locationCode: equals(t.locationCode),
      cleanerId: equals(t.cleanerId),
      state: equals(t.state),
      outcome: equals(t.state),
    },
    sortable: {
      createdAt: t.createdAt,
      reviewedAt: t.reviewedAt,
      submittedAt: t.submittedAt,
      appointmentId: t.appointmentId,
      locationCode: t.locationCode,
      cleanerName: t.cleanerName,
      state: t.state,
      round: t.round,
      id: t.id,
    },
    defaultSort: listing === 'CLEANING_QA' ? 'createdAt' : 'reviewedAt,desc',
    always: inArray(t.state, [...statesOfListing(listing)]),
  });
}
const LISTS = { CLEANING_QA: listOf('CLEANING_QA'), CLEANING_HISTORY: listOf('CLEANING_HISTORY') };

/** `from`/`to` are whole days of the vertical's time zone, `to` included. */
function dayRange(v: Vertical, listing: CleaningListing, q: { from?: string; to?: string }): SQL | undefined {
  const zone = TIME_ZONES[v.country];
  const column = timeOf(listing);
  return and(
    q.from ? gte(column, zonedTimeToInstant(q.from, '00:00', zone)) : undefined,
    q.to ? lt(column, zonedTimeToInstant(addDays(q.to, 1), '00:00', zone)) : undefined,
  );
}

export function cleaningRepository(db: Executor) {
  const rows = verticalRows(db, t);
  return {
    ...rows,

    async list(v: Vertical, listing: CleaningListing, q: CleaningFilter & Paged): Promise<CleaningTaskRow[]> {
      const list = LISTS[listing];
      return db
        .select()
        .from(t)
        .where(and(list.where(v, q), dayRange(v, listing, q)))
        .orderBy(...list.order(q.sort))
        .limit(q.size)
        .offset(q.page * q.size);
    },

    async count(v: Vertical, listing: CleaningListing, q: CleaningFilter): Promise<number> {
      const list = LISTS[listing];
      const [row] = await db
        .select({ n: countAll })
        .from(t)
        .where(and(list.where(v, q), dayRange(v, listing, q)));
      return row?.n ?? 0;
    },

    /** The car's task still being worked on (one per car, checked on create). */
    async openTaskOf(v: Vertical, appointmentId: string): Promise<CleaningTaskRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(ownedBy(t, v), eq(t.appointmentId, appointmentId), inArray(t.state, [...OPEN_CLEANING_STATES])))
        .limit(1);
      return row;
    },

    /** The re-clean task a send-back opened. */
    recleanOf: (v: Vertical, id: number) => rows.find(v, { recleanOf: id }),

    events: (v: Vertical, taskId: number): Promise<CleaningEventRow[]> =>
      db
        .select()
        .from(cleaningTaskEvents)
        .where(and(ownedBy(cleaningTaskEvents, v), eq(cleaningTaskEvents.taskId, taskId)))
        .orderBy(asc(cleaningTaskEvents.id)),

    addEvent: async (row: typeof cleaningTaskEvents.$inferInsert) => {
      await db.insert(cleaningTaskEvents).values(row);
    },
  };
}
