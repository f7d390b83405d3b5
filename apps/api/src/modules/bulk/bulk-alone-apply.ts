import { MESSAGES } from '@b2c/domain';
import type { BulkCellProblem, BulkOtherType } from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../kits/http-errors.ts';
import { bulkRepository } from './bulk-repository.ts';
import { parseRow } from './bulk-types.ts';
import type { AfterRowHook, BulkOtherRow } from './bulk-batch-types.ts';

/**
 * A type whose area service opens its own transaction and reads other areas before it (a pickup request
 * reads locations and slots on the pool): it cannot join a batch's transaction — on the embedded database,
 * with one connection, that read would wait for the batch forever. Its rows are applied one at a time;
 * `record` runs INSIDE the service's transaction and writes the row's idempotency record and outcome there,
 * so the change and the record commit together (exactly once), or not at all.
 */
export interface BulkAloneType<T extends BulkOtherType = BulkOtherType> {
  keyColumn: keyof BulkOtherRow<T> & string;
  check(db: Executor, v: Vertical, rows: readonly BulkOtherRow<T>[]): Promise<BulkCellProblem[][]>;
  /** Applies the row through the area's service, calling `record(tx, message)` in its transaction. */
  applyAlone(
    caller: Caller,
    row: BulkOtherRow<T>,
    record: (tx: Executor, message: string) => Promise<void>,
  ): Promise<void>;
}

/** Thrown inside the service's transaction to undo its change: the row is no longer waiting (done or aborted). */
class RowNotWaiting extends Error {}

const STALE_ROW = 'The row no longer passes its checks; validate the file again.';
const ROWS_PER_READ = 100;

/**
 * Applies a confirmed request of an alone type row by row. Before each row the job checks the request is
 * still running (an abort stops it there). Resolves true when every row was reached, false when stopped.
 */
export async function applyRowsAlone(
  db: Db,
  handler: BulkAloneType,
  caller: Caller,
  request: { id: number; type: BulkOtherType },
  log: { error(obj: object, msg: string): void },
  afterRow?: AfterRowHook,
): Promise<boolean> {
  /** The request first, then its row — the order an abort takes them in — then the row's claim. */
  async function record(tx: Executor, rowNumber: number, outcome: 'APPLIED' | 'FAILED', message: string) {
    const repo = bulkRepository(tx);
    if ((await repo.byJobId(request.id))?.status !== 'RUNNING') throw new RowNotWaiting();
    if (!(await repo.pendingRow(request.id, rowNumber))) throw new RowNotWaiting();
    if ((await repo.claimWithResults(request.id, [{ rowNumber, outcome, message }])) === 0) throw new RowNotWaiting();
  }

  async function applyOne(rowNumber: number, cells: Record<string, string>) {
    try {
      const { row } = parseRow(request.type, cells);
      if (!row) throw new HttpError(400, STALE_ROW);
      await handler.applyAlone(caller, row as BulkOtherRow, (tx, message) => record(tx, rowNumber, 'APPLIED', message));
    } catch (err) {
      if (err instanceof RowNotWaiting) return;
      if (!(err instanceof HttpError)) log.error({ err, requestId: request.id, row: rowNumber }, 'bulk row failed');
      const message = err instanceof HttpError ? err.message : MESSAGES.unknownError;
      await db
        .transaction((tx) => record(tx, rowNumber, 'FAILED', message))
        .catch((e: unknown) => {
          if (!(e instanceof RowNotWaiting)) throw e;
        });
    }
  }

  let after = 0;
  for (;;) {
    const rows = await bulkRepository(db).rowsAfter(request.id, ['VALID'], after, ROWS_PER_READ);
    if (rows.length === 0) return true;
    for (const row of rows) {
      if ((await bulkRepository(db).statusOf(request.id)) !== 'RUNNING') return false;
      await applyOne(row.rowNumber, row.cells);
      after = row.rowNumber;
      await afterRow?.(after);
    }
  }
}

/** Alone types are told apart by their `applyAlone`. */
export const isAloneType = (handler: object): handler is BulkAloneType => 'applyAlone' in handler;
