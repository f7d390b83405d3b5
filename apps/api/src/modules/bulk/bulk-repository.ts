import { and, asc, eq, gt, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  bulkStatusesOfV1State,
  type BulkRequestStatus,
  type BulkRowOutcome,
  type BulkUploadStateCode,
  type Vertical,
} from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { countAll, equals, pageOf, prefix } from '../../plugins/db/list-query.ts';
import { bulkRequests, bulkRows } from './bulk-tables.ts';
import { claimWithResults, type BulkRowResultValues } from './bulk-row-results.ts';

export type BulkRequestRecord = typeof bulkRequests.$inferSelect;
export type BulkRowRecord = typeof bulkRows.$inferSelect;
export type BulkRowInsert = typeof bulkRows.$inferInsert;
/** What a row applied alone records with its claim. */
export type ClaimedRowValues = Pick<
  BulkRowInsert,
  'outcome' | 'message' | 'pendingActionId' | 'previousValues' | 'versionAfter'
>;

/** The states a request's job ends in: nothing more can be done to it. */
const FINISHED: readonly BulkRequestStatus[] = ['COMPLETED', 'ABORTED'];

const requestList = verticalList(bulkRequests, {
  filters: {
    type: equals(bulkRequests.type),
    status: equals(bulkRequests.status),
    fileName: prefix(bulkRequests.fileName),
    createdBy: prefix(bulkRequests.createdBy),
    finished: (finished: boolean) =>
      finished ? inArray(bulkRequests.status, [...FINISHED]) : notInArray(bulkRequests.status, [...FINISHED]),
    // The v1 grid's SPEC §4 state: the job states it stands for.
    uploadState: (code: BulkUploadStateCode) => inArray(bulkRequests.status, bulkStatusesOfV1State(code)),
  },
  sortable: { id: bulkRequests.id, createdAt: bulkRequests.createdAt, fileName: bulkRequests.fileName },
  defaultSort: 'id,desc',
});

/** The request's rows with these outcomes numbered after `afterRow`: where both row readers' keysets start. */
const rowsPast = (requestId: number, outcomes: readonly BulkRowOutcome[], afterRow: number): SQL =>
  and(eq(bulkRows.requestId, requestId), inArray(bulkRows.outcome, [...outcomes]), gt(bulkRows.rowNumber, afterRow))!;

/** How many rows a page of a download or of the job reads at once. */
export const ROW_BATCH = 500;
/**
 * Rows per batch transaction on PostgreSQL (issue 30): the apply waits on the database, not on Node (a
 * profile of 30,000 pincodes: the API idle half the time), and each batch pays its reads, claims and
 * outcome writes whatever its size. 30,000 pincodes on 1M inventories, one run each on a shared machine:
 * 500 a batch applied in 12.3 s, 2,000 in 8.7 s. What a larger batch costs: an abort or a row lock
 * waits for the batch in flight (under a second), and a failing batch is retried row by row.
 */
export const SERVER_ROW_BATCH = 2000;
/**
 * Rows per batch transaction on the embedded database (issue 15): a transaction holds its one session, so
 * a grid request waits for the batch in flight. 100,000 pincode rows (bench/bulk-upload.ts, one run each):
 * 500 a batch applied in 14 s with the grid's p99 at 53 → 257 ms during the job; 100 in 30 s, 48 → 97 ms;
 * 50 in 50 s, 49 → 81 ms. A batch costs ~20 ms whatever its size, so fewer rows buy little more.
 */
export const SINGLE_SESSION_ROW_BATCH = 50;

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

    /** A batch of a file's rows, as one JSON parameter (binding each cell of hundreds of rows costs more). */
    insertRows: async (rows: BulkRowInsert[]) => {
      if (rows.length === 0) return;
      await db.execute(
        sql`insert into bulk_rows (request_id, row_number, cells, errors, outcome, message, pending_action_id)
            select r."requestId", r."rowNumber", r.cells, r.errors, r.outcome, r.message, r."pendingActionId"
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("requestId" bigint, "rowNumber" int,
              cells jsonb, errors jsonb, outcome text, message text, "pendingActionId" bigint)`,
      );
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
        .where(rowsPast(requestId, outcomes, afterRow))
        .orderBy(asc(bulkRows.rowNumber))
        .limit(limit),

    /** The row, locked, when it is still waiting to be applied and not claimed (applied before). */
    async pendingRow(requestId: number, rowNumber: number) {
      const [row] = await db
        .select()
        .from(bulkRows)
        .where(
          and(
            eq(bulkRows.requestId, requestId),
            eq(bulkRows.rowNumber, rowNumber),
            eq(bulkRows.outcome, 'VALID'),
            isNull(bulkRows.claimedAt),
          ),
        )
        .for('update');
      return row;
    },

    /**
     * A row applied alone (the inventory types): its claim, result and what a rollback needs, in one write
     * of the row, only where it is not claimed yet. The caller holds the row's lock from `pendingRow`, so
     * this finds it unclaimed; false would mean it was claimed meanwhile, and the caller undoes its change.
     */
    async claimRow(requestId: number, rowNumber: number, set: ClaimedRowValues): Promise<boolean> {
      const claimed = await db
        .update(bulkRows)
        .set({ ...set, claimedAt: sql`now()` })
        .where(and(eq(bulkRows.requestId, requestId), eq(bulkRows.rowNumber, rowNumber), isNull(bulkRows.claimedAt)))
        .returning({ rowNumber: bulkRows.rowNumber });
      return claimed.length > 0;
    },

    /** Issue 29: the applied rows after `afterRow` with what their rollback needs, in file order. */
    appliedAfter: (requestId: number, afterRow: number, limit = ROW_BATCH) =>
      db
        .select({
          rowNumber: bulkRows.rowNumber,
          cells: bulkRows.cells,
          previousValues: bulkRows.previousValues,
          versionAfter: bulkRows.versionAfter,
          entityId: bulkRows.entityId,
        })
        .from(bulkRows)
        .where(rowsPast(requestId, ['APPLIED'], afterRow))
        .orderBy(asc(bulkRows.rowNumber))
        .limit(limit),

    setRow: (requestId: number, rowNumber: number, set: Partial<BulkRowInsert>) =>
      db
        .update(bulkRows)
        .set(set)
        .where(and(eq(bulkRows.requestId, requestId), eq(bulkRows.rowNumber, rowNumber))),

    /** The validation result of a batch of rows, in one statement. */
    setRowChecks: async (
      requestId: number,
      rows: readonly { rowNumber: number; errors: BulkRowRecord['errors']; outcome: BulkRowOutcome }[],
    ) => {
      if (rows.length === 0) return;
      // One JSON parameter: binding hundreds of rows as separate parameters costs more than the update.
      await db.execute(
        sql`update bulk_rows set errors = v.errors, outcome = v.outcome
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("rowNumber" int, errors jsonb, outcome text)
            where bulk_rows.request_id = ${requestId} and bulk_rows.row_number = v."rowNumber"`,
      );
    },

    /**
     * The rows with these outcomes numbered in (afterRow, afterRow + span], in file order: a range of the
     * primary key, so every batch of a 100,000-row file costs the same (an "outcome … after … LIMIT" read
     * sorts what is left of the file each time).
     */
    rowsInWindow: (requestId: number, outcomes: readonly BulkRowOutcome[], afterRow: number, span: number) =>
      db
        .select()
        .from(bulkRows)
        .where(and(rowsPast(requestId, outcomes, afterRow), lte(bulkRows.rowNumber, afterRow + span)))
        .orderBy(asc(bulkRows.rowNumber)),

    /**
     * The job's next batch: the waiting rows in (afterRow, afterRow + span], their number and cells only,
     * not locked. The batch holds its request's lock, which every writer of a request's rows takes first
     * (abort, validate, rollback, another worker), and a row is claimed only where it is unclaimed; a row
     * lock on top wrote each row once more (issue 30).
     */
    waitingInWindow: (requestId: number, afterRow: number, span: number) =>
      db
        .select({ rowNumber: bulkRows.rowNumber, cells: bulkRows.cells })
        .from(bulkRows)
        .where(and(rowsPast(requestId, ['VALID'], afterRow), lte(bulkRows.rowNumber, afterRow + span)))
        .orderBy(asc(bulkRows.rowNumber)),

    /** Rows' claims and results, after applying them (bulk-row-results.ts): how many rows were claimed. */
    claimWithResults: (requestId: number, rows: readonly BulkRowResultValues[]) =>
      claimWithResults(db, requestId, rows),

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

/** Every row with these outcomes of a file whose last row is `lastRow`, a window of row numbers at a time. */
export async function* rowWindows(
  db: Executor,
  requestId: number,
  outcomes: readonly BulkRowOutcome[],
  lastRow: number,
) {
  for (let after = 1; after < lastRow; after += ROW_BATCH) {
    const rows = await bulkRepository(db).rowsInWindow(requestId, outcomes, after, ROW_BATCH);
    if (rows.length > 0) yield rows;
  }
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
