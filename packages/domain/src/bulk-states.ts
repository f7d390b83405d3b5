import { BULK_UPLOAD_STATES, type BulkUploadStateCode } from './inventory-enums.ts';

/**
 * Bulk upload v2 (issue 15): the states of a request and of its rows, and the one transition table
 * that says which step may follow which. The service refuses anything this table does not allow.
 */

/**
 * SPEC §4's "Bulk/upload states" (codes 1 to 4) are in inventory-enums.ts; they describe the v1 requests.
 * A v2 request: VALIDATED once its file was read and every row checked (nothing applied yet); QUEUED
 * after the user confirmed; RUNNING while the job applies rows; then COMPLETED or ABORTED.
 */
export const BULK_REQUEST_STATUSES = ['VALIDATED', 'QUEUED', 'RUNNING', 'COMPLETED', 'ABORTED'] as const;
export type BulkRequestStatus = (typeof BULK_REQUEST_STATUSES)[number];
export const BULK_REQUEST_STATUS_LABELS: Readonly<Record<BulkRequestStatus, string>> = {
  VALIDATED: 'Validated',
  QUEUED: 'Queued',
  RUNNING: 'Running',
  COMPLETED: 'Completed',
  ABORTED: 'Aborted',
};

/**
 * SPEC §2 grids "bulk upload (v1 and v2)", §4 "Bulk/upload states: New, Uploaded, Published, Unpublished
 * (codes 1 to 4)": the v1 grid names a request by these, not by the job's states. New: read and checked,
 * nobody has confirmed it; Uploaded: confirmed, its rows being applied; Published: its rows applied;
 * Unpublished: withdrawn (aborted) before all its rows were applied.
 */
export const BULK_V1_STATE_OF: Readonly<Record<BulkRequestStatus, BulkUploadStateCode>> = {
  VALIDATED: BULK_UPLOAD_STATES.NEW,
  QUEUED: BULK_UPLOAD_STATES.UPLOADED,
  RUNNING: BULK_UPLOAD_STATES.UPLOADED,
  COMPLETED: BULK_UPLOAD_STATES.PUBLISHED,
  ABORTED: BULK_UPLOAD_STATES.UNPUBLISHED,
};
/** The job states a v1 state stands for (the v1 grid's filter). */
export const bulkStatusesOfV1State = (code: BulkUploadStateCode): BulkRequestStatus[] =>
  BULK_REQUEST_STATUSES.filter((s) => BULK_V1_STATE_OF[s] === code);

export const BULK_REQUEST_STEPS = ['VALIDATE', 'APPLY', 'START', 'FINISH', 'ABORT'] as const;
export type BulkRequestStep = (typeof BULK_REQUEST_STEPS)[number];

/** The explicit table: for each status, the steps it allows and where each leads. */
const TRANSITIONS: Readonly<Record<BulkRequestStatus, Partial<Record<BulkRequestStep, BulkRequestStatus>>>> = {
  VALIDATED: { VALIDATE: 'VALIDATED', APPLY: 'QUEUED', ABORT: 'ABORTED' },
  // START again from RUNNING: a worker that died mid-job is replaced and resumes.
  QUEUED: { START: 'RUNNING', ABORT: 'ABORTED' },
  RUNNING: { START: 'RUNNING', FINISH: 'COMPLETED', ABORT: 'ABORTED' },
  COMPLETED: {},
  ABORTED: {},
};

export const bulkNextStatus = (from: BulkRequestStatus, step: BulkRequestStep): BulkRequestStatus | null =>
  TRANSITIONS[from][step] ?? null;

/** The sentence a refused step answers with. */
export function bulkStepRefusal(from: BulkRequestStatus, step: BulkRequestStep): string | null {
  if (bulkNextStatus(from, step)) return null;
  const verb: Record<BulkRequestStep, string> = {
    VALIDATE: 'validated again',
    APPLY: 'applied',
    START: 'started',
    FINISH: 'finished',
    ABORT: 'aborted',
  };
  return `A ${BULK_REQUEST_STATUS_LABELS[from].toLowerCase()} bulk upload cannot be ${verb[step]}.`;
}

/**
 * A row: VALID or INVALID after validation; then APPLIED (changed), PENDING_APPROVAL (a maker-checker
 * request was created instead), FAILED (refused when applied) or SKIPPED (invalid, or left by an abort).
 */
export const BULK_ROW_OUTCOMES = ['VALID', 'INVALID', 'APPLIED', 'PENDING_APPROVAL', 'FAILED', 'SKIPPED'] as const;
export type BulkRowOutcome = (typeof BULK_ROW_OUTCOMES)[number];

/** The largest file a user may upload, in rows and in bytes. */
export const BULK_UPLOAD_MAX_ROWS = 100_000;
export const BULK_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export const BULK_MESSAGES = {
  applyQueued: 'Bulk upload queued; rows are applied in the background.',
  goodRowsOnlyRequired: 'The file has rows with errors: choose to apply the good rows only, or fix the file.',
  nothingToApply: 'The file has no valid rows to apply.',
  aborted: 'Bulk upload aborted.',
  nothingToRetry: 'No failed rows to retry.',
  /** A RUNNING request whose server stopped reporting progress (issue 25): another takes it up within a minute. */
  stalled: 'Stalled: no progress for over 30 seconds. Another server takes it up within a minute.',
} as const;

/**
 * Issue 29, rolling back an applied upload, per applied row: REVERTED (the car has its values from before
 * the row again), SENT_FOR_APPROVAL (the revert is a maker-checker request, as that change made by hand
 * would be), LEFT (someone changed the car since: the rollback does not overwrite them) or REFUSED (the
 * car's state or rules no longer allow the old value, or there was none to go back to). A row that waited
 * for approval: APPROVAL_CANCELLED (its open request withdrawn, so the change never happens), or LEFT when
 * an approver had already approved it.
 */
export const BULK_ROLLBACK_OUTCOMES = [
  'REVERTED',
  'SENT_FOR_APPROVAL',
  'LEFT',
  'REFUSED',
  'APPROVAL_CANCELLED',
] as const;
export type BulkRollbackOutcome = (typeof BULK_ROLLBACK_OUTCOMES)[number];
export const BULK_ROLLBACK_OUTCOME_LABELS: Record<BulkRollbackOutcome, string> = {
  REVERTED: 'Reverted',
  SENT_FOR_APPROVAL: 'Revert sent for approval',
  LEFT: 'Left: changed since',
  REFUSED: 'Not reverted',
  APPROVAL_CANCELLED: 'Approval request cancelled',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a rollback did, in one sentence: "2 rows reverted, 1 not reverted, 1 approval request cancelled." */
export function bulkRollbackSummary(r: { revertedRows: number; notRevertedRows: number; cancelledApprovals: number }) {
  const parts = [`${count(r.revertedRows, 'row', 'rows')} reverted`];
  if (r.notRevertedRows > 0) parts.push(`${r.notRevertedRows} not reverted`);
  if (r.cancelledApprovals > 0)
    parts.push(`${count(r.cancelledApprovals, 'approval request', 'approval requests')} cancelled`);
  return `${parts.join(', ')}.`;
}

export const BULK_ROLLBACK_MESSAGES = {
  notFinished: 'Only a completed or aborted bulk upload can be rolled back; abort it first or wait for it to finish.',
  nothingApplied: 'No row of this bulk upload was applied, so there is nothing to roll back.',
  uploaderOrAdmin: 'Only the user who uploaded the file, or a user administrator, can roll it back.',
  already: (by: string) => `This bulk upload was already rolled back by ${by}.`,
} as const;
