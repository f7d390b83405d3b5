import { BULK_TYPE_DEFINITIONS, type BulkCellProblem, type BulkOtherType } from '@b2c/contracts';
import type { BulkRollbackOutcome, Vertical } from '@b2c/domain';
import type { z } from 'zod';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor, TransactionalExecutor } from '../../plugins/db/vertical-scope.ts';
import type { BulkAloneType } from './bulk-alone-apply.ts';

/**
 * A test's hook between two rows (two batches for the batch types): it may throw, as a crashed worker
 * would, or act and be awaited (an abort that lands before the job goes on).
 */
export type AfterRowHook = (rowNumber: number) => void | Promise<void>;

/** A parsed row of a non-inventory type, as its schema gives it. */
export type BulkOtherRow<T extends BulkOtherType = BulkOtherType> = z.output<(typeof BULK_TYPE_DEFINITIONS)[T]['row']>;

/**
 * What a rollback needs of an applied row (issue 29): the record it wrote, its values before (null: the
 * row created it) and the version the write produced (a record at another version was changed since).
 */
export interface BulkRowKept {
  entityId: string;
  previousValues: Record<string, string | null> | null;
  versionAfter: number;
}

/** What applying one row did: the outcome the job records and the message the user reads. */
export interface BulkRowResult {
  outcome: 'APPLIED' | 'FAILED';
  message: string;
  /** For a type that can be rolled back: what its rollback needs (kept with the row's claim). */
  kept?: BulkRowKept;
}

/** What rolling one row back did, and why, in words. */
export interface BulkRevertResult {
  rollbackOutcome: BulkRollbackOutcome;
  rollbackMessage: string;
}

/**
 * A non-inventory type's area service as the bulk area needs it (app.ts passes it in; a module never
 * imports another). Rows are checked and applied a batch at a time — one query per batch, not per row —
 * which is what makes a 100,000-row file fast; the rules each row meets are the single edit's own.
 */
export interface BulkBatchType<T extends BulkOtherType = BulkOtherType> {
  /** The column no two rows of one file may share: the second such row is an error (it would win silently). */
  keyColumn: keyof BulkOtherRow<T> & string;
  /** The rows against the data of the vertical: per row (same order) its problems, each naming its column. */
  check(db: Executor, v: Vertical, rows: readonly BulkOtherRow<T>[]): Promise<BulkCellProblem[][]>;
  /**
   * Applies the rows in the caller's transaction (audited, versioned, vertical scoped as the single edit):
   * per row (same order) its result. A refusal is a FAILED result (a service that refuses by throwing
   * runs each row in a savepoint: `tx.transaction`); a throw undoes the batch, which is then retried
   * row by row so the row that throws fails alone.
   */
  apply(tx: TransactionalExecutor, caller: Caller, rows: readonly BulkOtherRow<T>[]): Promise<BulkRowResult[]>;
  /**
   * Issue 29, for a type whose area has a single edit to go back through: puts one applied row's record
   * back (audited under the caller, version-checked against `kept.versionAfter`) in the rollback's
   * transaction; a record changed since is left, naming who changed it.
   */
  revert?(tx: TransactionalExecutor, caller: Caller, kept: BulkRowKept): Promise<BulkRevertResult>;
}

/** Each type is applied a batch at a time, or row by row in its service's own transaction (`BulkAloneType`). */
export type BulkBatchTypes = { [T in BulkOtherType]: BulkBatchType<T> | BulkAloneType<T> };

/** The handler of `type`; the map is complete by its type, so every non-inventory type has one. */
export const batchTypeOf = (types: BulkBatchTypes, type: BulkOtherType) => types[type] as BulkBatchType;
