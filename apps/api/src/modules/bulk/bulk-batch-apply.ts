import { MESSAGES } from '@b2c/domain';
import type { BulkOtherType } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../kits/http-errors.ts';
import { bulkRepository, ROW_BATCH } from './bulk-repository.ts';
import { parseRow } from './bulk-types.ts';
import {
  batchTypeOf,
  type AfterRowHook,
  type BulkBatchTypes,
  type BulkOtherRow,
  type BulkRowResult,
} from './bulk-batch-types.ts';

const STALE_ROW = 'The row no longer passes its checks; validate the file again.';

type Step = { stopped: true } | { stopped: false; last: number };

/** A row of the batch is claimed already (`claimed_at`): it was applied before, and is not again. */
class ClaimedBefore extends Error {}

/**
 * Applies a confirmed request of a non-inventory type a batch of rows at a time: per batch one
 * transaction that locks the request (the order an abort takes — an abort waits for the batch, then
 * skips the rest), reads its waiting rows, applies the rows through their area's service, and claims each
 * row (`claimed_at`) while recording its outcome and the counters. A job resumed after a crash finds the claimed rows
 * applied and goes on after them: each row applied exactly once. A batch that throws is undone and tried
 * again row by row, so one bad row fails alone. Resolves true when every row was reached, false when the
 * request was stopped (aborted) on the way.
 */
export async function applyInBatches(
  db: Db,
  others: BulkBatchTypes,
  caller: Caller,
  request: { id: number; type: BulkOtherType; totalRows: number },
  log: { error(obj: object, msg: string): void },
  hooks: { afterRow?: AfterRowHook; batchRows?: number } = {},
): Promise<boolean> {
  const batchRows = hooks.batchRows ?? ROW_BATCH;
  const handler = batchTypeOf(others, request.type);

  const step = (after: number, size: number): Promise<Step> =>
    db.transaction(async (tx) => {
      const repo = bulkRepository(tx);
      if ((await repo.byJobId(request.id))?.status !== 'RUNNING') return { stopped: true };
      const rows = await repo.waitingInWindow(request.id, after, size);
      if (rows.length === 0) return { stopped: false, last: after + size };
      const results: (BulkRowResult & { rowNumber: number })[] = [];
      const toApply: { rowNumber: number; row: BulkOtherRow }[] = [];
      for (const r of rows) {
        const { row } = parseRow(request.type, r.cells);
        if (row) toApply.push({ rowNumber: r.rowNumber, row: row as BulkOtherRow });
        else results.push({ rowNumber: r.rowNumber, outcome: 'FAILED', message: STALE_ROW });
      }
      const applied = await handler.apply(
        tx,
        caller,
        toApply.map((a) => a.row),
      );
      toApply.forEach((a, i) => results.push({ rowNumber: a.rowNumber, ...applied[i]! }));
      // Each row's claim (issue 29: with what a rollback needs), outcome and the counters, in one statement
      // writing each row once (issue 30). A row claimed before (not possible while rows are read locked and
      // still waiting, as claim and outcome are one write, but the claim is what makes "exactly once" hold)
      // undoes the batch; row by row, that row is then passed by.
      if ((await repo.claimWithResults(request.id, results)) < results.length) throw new ClaimedBefore();
      return { stopped: false, last: after + size };
    });

  /** The next waiting row, which threw even alone: recorded as failed with why, in its own transaction. */
  const failNext = (after: number, err: unknown): Promise<Step> =>
    db.transaction(async (tx) => {
      const repo = bulkRepository(tx);
      if ((await repo.byJobId(request.id))?.status !== 'RUNNING') return { stopped: true };
      const [row] = await repo.waitingInWindow(request.id, after, 1);
      if (!row) return { stopped: false, last: after + 1 };
      if (!(err instanceof HttpError) && !(err instanceof ClaimedBefore))
        log.error({ err, requestId: request.id, row: row.rowNumber }, 'bulk row failed');
      const message = err instanceof HttpError ? err.message : MESSAGES.unknownError;
      // Claimed with its outcome only where no earlier run claimed it (then it is passed by).
      await repo.claimWithResults(request.id, [{ rowNumber: row.rowNumber, outcome: 'FAILED', message }]);
      return { stopped: false, last: row.rowNumber };
    });

  // The header is row 1: the file's rows are 2 … totalRows + 1, taken a window of row numbers at a time.
  const lastRow = request.totalRows + 1;
  let after = 1;
  let rowByRow = 0;
  while (after < lastRow) {
    const size = rowByRow > 0 ? 1 : batchRows;
    let done: Step;
    try {
      done = await step(after, size);
      if (rowByRow > 0) rowByRow -= 1;
    } catch (err) {
      if (size > 1) {
        rowByRow = size;
        continue;
      }
      done = await failNext(after, err);
      rowByRow -= 1;
    }
    if (done.stopped) return false;
    after = done.last;
    await hooks.afterRow?.(after);
  }
  return true;
}
