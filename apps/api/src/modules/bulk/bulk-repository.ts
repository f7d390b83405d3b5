import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BulkRequestStatus, BulkRowOutcome, Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { countAll, equals, pageOf, prefix } from '../../plugins/db/list-query.ts';
import { bulkRequests, bulkRowApplications, bulkRows } from './bulk-tables.ts';

export type BulkRequestRecord = typeof bulkRequests.$inferSelect;
export type BulkRowRecord = typeof bulkRows.$inferSelect;
export type BulkRowInsert = typeof bulkRows.$inferInsert;

const requestList = verticalList(bulkRequests, {
  filters: {
    type: equals(bulkRequests.type),
    status: equals(bulkRequests.status),
    fileName: prefix(bulkRequests.fileName),
    createdBy: prefix(bulkRequests.createdBy),
  },
  sortable: { id: bulkRequests.id, createdAt: bulkRequests.createdAt, fileName: bulkRequests.fileName },
  defaultSort: 'id,desc',
});

/** How many rows a page of a download or of the job reads at once. */
export const ROW_BATCH = 500;

export function bulkRepository(db: Executor) {
  return {
    ...verticalRows(db, bulkRequests),
    ...requestList.on(db),

    /** Requests per status, with the same filters as the list (its `status` aside). */
    async countsByStatus(v: Vertical, q: Parameters<typeof requestList.where>[1]) {
      const rows = await db
        .select({ status: bulkRequests.status, n: countAll })
        .from(bulkRequests)
        .where(requestList.where(v, q))
        .groupBy(bulkRequests.status);
      return new Map(rows.map((r) => [r.status, r.n] as const));
    },

    insertRows: async (rows: BulkRowInsert[]) => {
      if (rows.length > 0) await db.insert(bulkRows).values(rows);
    },

    rowsPage: (requestId: number, q: { outcome?: BulkRowOutcome | undefined; page: number; size: number }) => {
      const { limit, offset } = pageOf(q);
      return db
        .select()
        .from(bulkRows)
        .where(and(eq(bulkRows.requestId, requestId), q.outcome ? eq(bulkRows.outcome, q.outcome) : undefined))
        .orderBy(asc(bulkRows.rowNumber))
        .limit(limit)
        .offset(offset);
    },

    /** The request's rows with these outcomes after `afterRow`, in file order (keyset paging). */
    rowsAfter: (requestId: number, outcomes: readonly BulkRowOutcome[], afterRow: number, limit = ROW_BATCH) =>
      db
        .select()
        .from(bulkRows)
        .where(
          and(
            eq(bulkRows.requestId, requestId),
            inArray(bulkRows.outcome, [...outcomes]),
            gt(bulkRows.rowNumber, afterRow),
          ),
        )
        .orderBy(asc(bulkRows.rowNumber))
        .limit(limit),

    /** The row, locked, when it is still waiting to be applied. */
    async pendingRow(requestId: number, rowNumber: number) {
      const [row] = await db
        .select()
        .from(bulkRows)
        .where(and(eq(bulkRows.requestId, requestId), eq(bulkRows.rowNumber, rowNumber), eq(bulkRows.outcome, 'VALID')))
        .for('update');
      return row;
    },

    /** Claims the row for this request: false when it was applied before (the idempotency record exists). */
    async claimRow(requestId: number, rowNumber: number): Promise<boolean> {
      const claimed = await db
        .insert(bulkRowApplications)
        .values({ requestId, rowNumber })
        .onConflictDoNothing()
        .returning({ id: bulkRowApplications.id });
      return claimed.length > 0;
    },

    setRow: (requestId: number, rowNumber: number, set: Partial<BulkRowInsert>) =>
      db
        .update(bulkRows)
        .set(set)
        .where(and(eq(bulkRows.requestId, requestId), eq(bulkRows.rowNumber, rowNumber))),

    /** Adds one row's result to the request's counters (in the row's own transaction). */
    countOutcome: (requestId: number, outcome: 'APPLIED' | 'PENDING_APPROVAL' | 'FAILED') => {
      const column =
        outcome === 'APPLIED'
          ? { appliedRows: sql`${bulkRequests.appliedRows} + 1` }
          : outcome === 'PENDING_APPROVAL'
            ? { pendingRows: sql`${bulkRequests.pendingRows} + 1` }
            : { failedRows: sql`${bulkRequests.failedRows} + 1` };
      return db.update(bulkRequests).set(column).where(eq(bulkRequests.id, requestId));
    },

    /** Rows still waiting when the job stopped: skipped, with why. */
    skipWaiting: (requestId: number, message: string) =>
      db
        .update(bulkRows)
        .set({ outcome: 'SKIPPED', message })
        .where(and(eq(bulkRows.requestId, requestId), eq(bulkRows.outcome, 'VALID'))),

    statusOf: async (requestId: number): Promise<BulkRequestStatus | undefined> => {
      const [row] = await db
        .select({ status: bulkRequests.status })
        .from(bulkRequests)
        .where(eq(bulkRequests.id, requestId));
      return row?.status;
    },

    /** Sets columns of a request by id alone: only for the job, which was given the id by the service. */
    setRequest: async (requestId: number, set: Partial<BulkRequestRecord>) => {
      const [row] = await db.update(bulkRequests).set(set).where(eq(bulkRequests.id, requestId)).returning();
      return row!;
    },

    /** The request by id without a vertical: only for the job, which was given the id by the service. */
    byJobId: async (requestId: number) => {
      const [row] = await db.select().from(bulkRequests).where(eq(bulkRequests.id, requestId)).for('update');
      return row;
    },
  };
}

/** Every row with these outcomes, batch by batch (downloads of large requests never sit in memory). */
export async function* rowBatches(db: Executor, requestId: number, outcomes: readonly BulkRowOutcome[]) {
  let after = 0;
  for (;;) {
    const rows = await bulkRepository(db).rowsAfter(requestId, outcomes, after);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.rowNumber;
  }
}
