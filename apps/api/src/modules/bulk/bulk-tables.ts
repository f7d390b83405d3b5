import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { BulkCellProblem, BulkUploadType } from '@b2c/contracts';
import type { BulkRequestStatus, BulkRollbackOutcome, BulkRowOutcome } from '@b2c/domain';
import type { Caller } from '../../plugins/auth.ts';
import { bigserialIdAndVertical, editableColumns, timestamptz } from '../../plugins/db/table-columns.ts';

/** A bulk upload v2 request (SPEC §3 bulk upload state): its file, its counts and its job's progress. */
export const bulkRequests = pgTable(
  'bulk_requests',
  {
    ...bigserialIdAndVertical(),
    type: text('type').$type<BulkUploadType>().notNull(),
    fileName: text('file_name').notNull(),
    fileFormat: text('file_format').$type<'CSV' | 'XLSX'>().notNull(),
    /** The original file in object storage. */
    fileKey: text('file_key').notNull(),
    status: text('status').$type<BulkRequestStatus>().notNull(),
    goodRowsOnly: boolean('good_rows_only').notNull().default(false),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    appliedRows: integer('applied_rows').notNull().default(0),
    pendingRows: integer('pending_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    retryOf: bigint('retry_of', { mode: 'number' }),
    /** SPEC §3 "aborted id": who stopped the job, and when. */
    abortedBy: text('aborted_by'),
    abortedAt: timestamptz('aborted_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    /**
     * Who confirmed the upload, written in the same commit as QUEUED: a job that was never sent (the
     * process died between that commit and the send) is sent on start-up as this user (bulk-recovery.ts).
     */
    applyCaller: jsonb('apply_caller').$type<Omit<Caller, 'permissions'>>(),
    /**
     * Beaten every few seconds by the process applying a RUNNING request: one silent for longer than
     * the stall bound is taken up by a surviving process (bulk-takeover.ts) and shown as stalled.
     */
    heartbeatAt: timestamptz('heartbeat_at'),
    /** Issue 29: who rolled the applied rows back, and when; set once (a second rollback is refused). */
    rolledBackBy: text('rolled_back_by'),
    rolledBackAt: timestamptz('rolled_back_at'),
    /** Of the rows applied: reverted, and left because someone changed the car since (or it was refused). */
    revertedRows: integer('reverted_rows').notNull().default(0),
    notRevertedRows: integer('not_reverted_rows').notNull().default(0),
    /** The open approval requests the upload's rows raised, withdrawn by the rollback (issue 29). */
    cancelledApprovals: integer('cancelled_approvals').notNull().default(0),
    createdBy: text('created_by').notNull(),
    ...editableColumns(),
  },
  (t) => [
    index('bulk_requests_vertical_idx').on(t.country, t.vehicleType, t.id),
    index('bulk_requests_status_idx').on(t.country, t.vehicleType, t.status),
  ],
);

/** One row of an uploaded file: its cells, what validation found, and what applying it did. */
export const bulkRows = pgTable(
  'bulk_rows',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => bulkRequests.id, { onDelete: 'cascade' }),
    /** The row's number in the file (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    errors: jsonb('errors').$type<BulkCellProblem[]>().notNull(),
    outcome: text('outcome').$type<BulkRowOutcome>().notNull(),
    message: text('message'),
    pendingActionId: bigint('pending_action_id', { mode: 'number' }),
    /** Issue 29: what the rollback did to this row (reverted, left as changed since, refused) and why. */
    rollbackOutcome: text('rollback_outcome').$type<BulkRollbackOutcome>(),
    rollbackMessage: text('rollback_message'),
    /**
     * The row's idempotency claim (issue 30: on the row itself, migration 0027 — it was a record of its own
     * in bulk_row_applications, which wrote each applied row twice): set once, in the transaction that
     * applied (or failed) the row, only where it is still null — a worker resumed after a crash, or a
     * second worker, finds it set and never applies that row again.
     */
    claimedAt: timestamptz('claimed_at'),
    /**
     * Issue 29, for a rollback: the record's values before the row, of the fields it changed (null: the row
     * created it), and the version the row's write produced (a record at another version was changed by
     * someone since and is left alone).
     */
    previousValues: jsonb('previous_values').$type<Record<string, string | null>>(),
    versionAfter: integer('version_after'),
    /**
     * The record the row wrote, for the types whose cells may not name it (a driver the row created): what
     * their rollback reverts (issue 29). Inventory rows name their car in the cells.
     */
    entityId: text('entity_id'),
  },
  // The primary key only (issue 30, migration 0027): every read by outcome is a keyset or a page within one
  // request's range of it, and an index on (request, outcome) made each outcome written — the upload's, the
  // validation's, the claim's — a second index entry (a 2,000-row claim 60 → 34 ms without it).
  (t) => [primaryKey({ columns: [t.requestId, t.rowNumber] })],
);
