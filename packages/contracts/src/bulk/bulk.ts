import { z } from 'zod';
import {
  BULK_REQUEST_STATUSES,
  BULK_ROLLBACK_OUTCOMES,
  BULK_ROW_OUTCOMES,
  BULK_UPLOAD_STATE_CODES,
  type BulkUploadStateCode,
} from '@b2c/domain';
import { envelope, idParam, pagingQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { booleanQuery, editableFields, prefixQuery } from '../masterdata/masterdata-fields.ts';
import { BULK_TYPE_DEFINITIONS, BULK_UPLOAD_TYPES } from './bulk-types.ts';

export * from './bulk-types.ts';
export { BULK_TYPE_GROUP, bulkTypeAllowed } from './bulk-entity-types.ts';

/**
 * Bulk upload v2 (SPEC §7 "types, upload, validate, metadata, search, counts, abort, download"; issue 15):
 * a file is uploaded and every row validated before anything changes; the user then applies it (all
 * rows, or the good rows only when told so) as a durable background job, which can be aborted, and
 * downloads the original file, the error rows and the result.
 */
export const BULK_FILE_FORMATS = ['CSV', 'XLSX'] as const;
export const BULK_DOWNLOAD_KINDS = ['original', 'errors', 'result'] as const;

const columnShape = z.object({
  name: z.string(),
  kind: z.enum(['text', 'number']),
  required: z.boolean(),
  hint: z.string(),
});
export const bulkTypeInfo = z.object({
  type: z.enum(BULK_UPLOAD_TYPES),
  label: z.string(),
  permission: z.string(),
  columns: z.array(columnShape),
});
export type BulkTypeInfo = z.infer<typeof bulkTypeInfo>;
export const bulkTypeLabel = (type: (typeof BULK_UPLOAD_TYPES)[number]) => BULK_TYPE_DEFINITIONS[type].label;

export const bulkCellProblem = z.object({ column: z.string(), message: z.string() });
export type BulkCellProblem = z.infer<typeof bulkCellProblem>;

export const bulkRequest = z.object({
  id: z.number().int(),
  type: z.enum(BULK_UPLOAD_TYPES),
  fileName: z.string(),
  fileFormat: z.enum(BULK_FILE_FORMATS),
  status: z.enum(BULK_REQUEST_STATUSES),
  /** Chosen when applied: true when the user said to apply a file with errors for its good rows only. */
  goodRowsOnly: z.boolean(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  appliedRows: z.number().int(),
  pendingRows: z.number().int(),
  failedRows: z.number().int(),
  /** Rows the job has finished with (applied, pending approval or failed). */
  doneRows: z.number().int(),
  /** Rows per second since the job started, and the estimated seconds left; null until it runs. */
  rate: z.number().nullable(),
  secondsLeft: z.number().int().nullable(),
  /** RUNNING, but its process has not reported progress for over 30 s: no estimate until it is taken up. */
  stalled: z.boolean(),
  retryOf: z.number().int().nullable(),
  abortedBy: z.string().nullable(),
  abortedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Issue 29: who rolled the applied rows back and when (null until then); reverted and not reverted rows. */
  rolledBackBy: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
  revertedRows: z.number().int(),
  notRevertedRows: z.number().int(),
  /** The approval requests the rows raised that the rollback withdrew, so they never apply. */
  cancelledApprovals: z.number().int(),
  /** What the rollback did, in words ("2 rows reverted, 1 not reverted, 1 approval request cancelled."). */
  rollbackSummary: z.string().nullable(),
  /** Whether the caller may roll it back now (finished, applied rows, a reversible type, uploader or admin). */
  canRollBack: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  ...editableFields,
});
export type BulkRequest = z.infer<typeof bulkRequest>;

export const bulkRow = z.object({
  rowNumber: z.number().int(),
  outcome: z.enum(BULK_ROW_OUTCOMES),
  cells: z.record(z.string(), z.string()),
  errors: z.array(bulkCellProblem),
  message: z.string().nullable(),
  pendingActionId: z.number().int().nullable(),
  /** Issue 29: what rolling the upload back did to this row, and why (who changed the car since). */
  rollbackOutcome: z.enum(BULK_ROLLBACK_OUTCOMES).nullable(),
  rollbackMessage: z.string().nullable(),
});
export type BulkRow = z.infer<typeof bulkRow>;

export const bulkSearchQuery = pagingQuery.extend({
  type: z.enum(BULK_UPLOAD_TYPES).optional(),
  status: z.enum(BULK_REQUEST_STATUSES).optional(),
  fileName: prefixQuery,
  createdBy: prefixQuery,
  /** true: only requests whose job is over (completed or aborted). */
  finished: booleanQuery,
  /** The v1 grid's filter: SPEC §4's upload state code (1 New, 2 Uploaded, 3 Published, 4 Unpublished). */
  uploadState: z.coerce
    .number()
    .refine((n): n is BulkUploadStateCode => (BULK_UPLOAD_STATE_CODES as number[]).includes(n), 'must be 1, 2, 3 or 4')
    .optional(),
});
export type BulkSearchQuery = z.infer<typeof bulkSearchQuery>;
export const bulkCountsQuery = bulkSearchQuery.omit({ page: true, size: true, sort: true, status: true });
export const bulkCounts = z.object({
  total: z.number().int(),
  byStatus: z.object(
    Object.fromEntries(BULK_REQUEST_STATUSES.map((s) => [s, z.number().int()])) as {
      [S in (typeof BULK_REQUEST_STATUSES)[number]]: z.ZodNumber;
    },
  ),
});
export type BulkCounts = z.infer<typeof bulkCounts>;

export const bulkRowsQuery = pagingQuery.extend({ outcome: z.enum(BULK_ROW_OUTCOMES).optional() });
export const bulkApplyBody = z.object({
  /** Must be true to apply a file that has rows with errors: only its valid rows are applied. */
  goodRowsOnly: z.boolean().default(false),
  version: z.number().int().min(1),
});
export type BulkApplyBody = z.infer<typeof bulkApplyBody>;
export const bulkTemplateQuery = z.object({
  type: z.enum(BULK_UPLOAD_TYPES),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export const bulkDownloadQuery = z.object({ kind: z.enum(BULK_DOWNLOAD_KINDS) });

/**
 * Issue 29: what applying a validated upload would change, in sentences ("42 prices fall by more than
 * 20 %, the largest −99.9 %"); `warning` marks the ones worth a second look before confirming.
 */
export const bulkPreview = z.object({
  rowsCompared: z.number().int(),
  sentences: z.array(z.object({ text: z.string(), warning: z.boolean() })),
});
export type BulkPreview = z.infer<typeof bulkPreview>;

const fileResponse = z.string().describe('the file (text/csv, or an XLSX workbook)');
/** The media type of an XLSX workbook. */
const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const csvOrXlsx = ['text/csv', XLSX_MEDIA_TYPE] as const;
const common = { access: 'bulkUpload', tags: ['bulk upload'], service: 'bulk' } as const;
const base = '/api/bulk-upload/v2';
export const bulkEndpoints = {
  types: endpoint({ ...common, method: 'GET', path: `${base}/types`, response: envelope(z.array(bulkTypeInfo)) }),
  template: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/template`,
    query: bulkTemplateQuery,
    response: fileResponse,
    download: csvOrXlsx,
    summary: "A type's empty template, CSV or XLSX",
  }),
  /** Multipart: `type` and `file` (CSV or XLSX); stored, read row by row and validated; nothing applied. */
  upload: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/upload`,
    multipart: true,
    form: z.object({ type: z.enum(BULK_UPLOAD_TYPES) }),
    summary: 'Upload a bulk file (CSV or XLSX) and validate its rows',
    response: envelope(bulkRequest),
    alsoAnswers: [201],
  }),
  /** Checks every row again against the data as it is now (a car may have changed since the upload). */
  validate: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/validate`,
    params: idParam,
    response: envelope(bulkRequest),
  }),
  metadata: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/:id`,
    params: idParam,
    response: envelope(bulkRequest),
  }),
  rows: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/:id/rows`,
    params: idParam,
    query: bulkRowsQuery,
    response: envelope(z.array(bulkRow)),
  }),
  search: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/search`,
    query: bulkSearchQuery,
    response: envelope(z.array(bulkRequest)),
  }),
  counts: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/counts`,
    query: bulkCountsQuery,
    response: envelope(bulkCounts),
  }),
  apply: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/apply`,
    params: idParam,
    body: bulkApplyBody,
    response: envelope(bulkRequest),
  }),
  /** Stops the job between rows; the rows not reached are skipped and the request records who aborted. */
  abort: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/:id/abort`,
    params: idParam,
    response: envelope(bulkRequest),
  }),
  /** The failed rows of a finished request as a new request, validated again. */
  retry: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/retry`,
    params: idParam,
    response: envelope(bulkRequest),
    alsoAnswers: [201],
  }),
  /** What applying the valid rows would change, against the data as it is now; nothing is applied. */
  preview: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/:id/preview`,
    params: idParam,
    response: envelope(bulkPreview),
    summary: 'What applying a validated bulk upload would change, in words',
  }),
  /**
   * Issue 29: reverts every applied row of a finished upload through its area's single edit (inventory,
   * driver, pincode; audited, version-checked); a record changed since is left and named with who changed
   * it; the approval requests its rows raised are cancelled. Once only; the uploader or a user
   * administrator (MANAGE_USERS), with the type's permission. Pickup-request and DND uploads are refused.
   */
  rollback: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/rollback`,
    params: idParam,
    response: envelope(bulkRequest),
    summary: 'Roll back the applied rows of a finished bulk upload',
  }),
  download: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/:id/download`,
    params: idParam,
    query: bulkDownloadQuery,
    response: fileResponse,
    download: csvOrXlsx,
    summary: 'The original file (CSV or XLSX), its error rows or its result (CSV)',
  }),
};
