import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  BULK_TYPE_DEFINITIONS,
  BULK_TYPE_GROUP,
  BULK_UPLOAD_TYPES,
  bulkTypePermission,
  type BulkApplyBody,
  type BulkSearchQuery,
  type BulkUploadType,
} from '@b2c/contracts';
import {
  BULK_MESSAGES,
  BULK_REQUEST_STATUSES,
  bulkNextStatus,
  bulkStepRefusal,
  type BulkRequestStep,
} from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Jobs } from '../../kits/jobs.ts';
import type { ObjectStorage } from '../../plugins/storage.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { badRequest, conflict, forbidden, notFound } from '../../kits/http-errors.ts';
import { fileRows } from '../../kits/table-file-reader.ts';
import { XLSX_TYPE } from './bulk-file-writer.ts';
import { bulkRepository, rowBatches, rowWindows, type BulkRequestRecord } from './bulk-repository.ts';
import { bulkTypeInfo, mayUse, requiredColumns, type BulkInventory } from './bulk-types.ts';
import { checkBatch, validateFileRows, type BulkTypeServices } from './bulk-validation.ts';
import { queueBulkApply } from './bulk-apply-job.ts';
import { toBulkRequest, toBulkRow } from './bulk-mapping.ts';
import { spoolUpload, type SpooledFile } from './bulk-upload-file.ts';
import { csvLine } from '../../kits/csv-cell.ts';
import { previewBulk } from './bulk-preview.ts';
import { rollBackBulk } from './bulk-rollback.ts';

export interface BulkServiceDeps extends BulkTypeServices {
  inventory: BulkInventory;
  storage: ObjectStorage;
  jobs: Jobs;
  /** Tells this process's idle worker a job is waiting (else it finds it on its next poll, up to 1 s later). */
  wakeWorker?: () => void;
}

const label = (id: number) => `Bulk upload ${id}`;

function requireType(caller: Caller, type: BulkUploadType) {
  if (mayUse(caller, type)) return;
  const group = BULK_TYPE_GROUP[type];
  if (group && caller.permissions.has(bulkTypePermission(type)))
    throw forbidden(`You need to be in the ${group} group for this upload type.`);
  throw forbidden(`You need the ${bulkTypePermission(type)} permission for this upload type.`);
}

function requireStep(request: BulkRequestRecord, step: BulkRequestStep) {
  const refusal = bulkStepRefusal(request.status, step);
  if (refusal) throw conflict(refusal);
  return bulkNextStatus(request.status, step)!;
}

/** Bulk upload v2 (issue 15): requests, their validation, confirmation, abort, retry, lists and downloads. */
export function bulkService(db: Db, deps: BulkServiceDeps) {
  const stamp = (caller: Caller, r: BulkRequestRecord) => ({
    version: r.version + 1,
    updatedAt: new Date(),
    updatedBy: caller.userName,
  });

  async function get(caller: Caller, id: number): Promise<BulkRequestRecord> {
    const request = await bulkRepository(db).byId(caller.vertical, id);
    if (!request) throw notFound(label(id));
    return request;
  }

  /** Stores the file, reads it row by row and validates every row, in one transaction. */
  async function create(
    caller: Caller,
    input: { type: BulkUploadType; fileName: string; file: SpooledFile; retryOf?: number },
  ) {
    requireType(caller, input.type);
    const v = caller.vertical;
    const extension = input.file.format.toLowerCase();
    const fileKey = `bulk/${v.country}-${v.vehicleType}/${randomUUID()}.${extension}`;
    const created = await db.transaction(async (tx) => {
      const repo = bulkRepository(tx);
      const request = await repo.insert({
        ...v,
        type: input.type,
        fileName: input.fileName,
        fileFormat: input.file.format,
        fileKey,
        status: 'VALIDATED',
        retryOf: input.retryOf ?? null,
        createdBy: caller.userName,
        updatedBy: caller.userName,
      });
      const rows = fileRows(createReadStream(input.file.path), input.file.format, requiredColumns(input.type));
      const counts = await validateFileRows(tx, deps, { id: request.id, type: input.type, vertical: v }, rows);
      if (counts.totalRows === 0) throw badRequest('The file has a header row but no rows.', 'body.file');
      const contentType = input.file.format === 'XLSX' ? XLSX_TYPE : 'text/csv';
      await deps.storage.putFile(fileKey, input.file.path, contentType);
      return repo.update(v, request.id, counts);
    });
    return toBulkRequest(created, caller);
  }

  return {
    /** The types this caller may upload: each needs the permission of its single edit. */
    types: (caller: Caller) => BULK_UPLOAD_TYPES.filter((t) => mayUse(caller, t)).map(bulkTypeInfo),

    requireType,
    upload: create,

    /** Checks every row again against the data as it is now; still nothing is applied. */
    async validate(caller: Caller, id: number) {
      const request = await get(caller, id);
      requireType(caller, request.type);
      requireStep(request, 'VALIDATE');
      const updated = await db.transaction(async (tx) => {
        const repo = bulkRepository(tx);
        const locked = await repo.byId(caller.vertical, id, true);
        if (!locked) throw notFound(label(id));
        requireStep(locked, 'VALIDATE');
        const seen = new Map<string, number>();
        let valid = 0;
        let invalid = 0;
        // The header is row 1: the file's rows are 2 … totalRows + 1.
        for await (const rows of rowWindows(tx, id, ['VALID', 'INVALID'], locked.totalRows + 1)) {
          const problems = await checkBatch(tx, deps, caller.vertical, locked.type, rows, seen);
          const checked = rows.map((row, i) => {
            const errors = problems[i] ?? [];
            if (errors.length > 0) invalid += 1;
            else valid += 1;
            return { rowNumber: row.rowNumber, errors, outcome: errors.length > 0 ? 'INVALID' : 'VALID' } as const;
          });
          await repo.setRowChecks(id, checked);
        }
        return repo.update(caller.vertical, id, { validRows: valid, invalidRows: invalid, ...stamp(caller, locked) });
      });
      return toBulkRequest(updated, caller);
    },

    metadata: async (caller: Caller, id: number) => toBulkRequest(await get(caller, id), caller),

    async rows(caller: Caller, id: number, q: Parameters<ReturnType<typeof bulkRepository>['rowsPage']>[1]) {
      await get(caller, id);
      return (await bulkRepository(db).rowsPage(id, q)).map(toBulkRow);
    },

    async search(caller: Caller, q: BulkSearchQuery) {
      return (await bulkRepository(db).list(caller.vertical, q)).map((r) => toBulkRequest(r, caller));
    },

    async counts(caller: Caller, q: Omit<BulkSearchQuery, 'page' | 'size' | 'sort' | 'status'>) {
      const byStatus = await bulkRepository(db).countsByStatus(caller.vertical, q);
      const counts = Object.fromEntries(BULK_REQUEST_STATUSES.map((s) => [s, byStatus.get(s) ?? 0]));
      const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
      return { total, byStatus: counts as Record<(typeof BULK_REQUEST_STATUSES)[number], number> };
    },

    /**
     * The user's confirmation: queues the durable job. A file with errors is applied only when the user
     * chose `goodRowsOnly`; its invalid rows are never applied.
     */
    async apply(caller: Caller, id: number, body: BulkApplyBody) {
      const { permissions: _p, ...snapshot } = caller;
      const updated = await db.transaction(async (tx) => {
        const repo = bulkRepository(tx);
        const request = await repo.byId(caller.vertical, id, true);
        assertVersion(label(id), request, body.version);
        requireType(caller, request!.type);
        const status = requireStep(request!, 'APPLY');
        if (request!.validRows === 0) throw badRequest(BULK_MESSAGES.nothingToApply);
        if (request!.invalidRows > 0 && !body.goodRowsOnly)
          throw badRequest(BULK_MESSAGES.goodRowsOnlyRequired, 'body.goodRowsOnly');
        const queued = await repo.update(caller.vertical, id, {
          status,
          goodRowsOnly: body.goodRowsOnly,
          applyCaller: snapshot,
          ...stamp(caller, request!),
        });
        return queued;
      });
      // After the commit (pg-boss has its own connection); a crash before this line is caught up on start
      // (bulk-recovery.ts), the singleton key keeping that from doubling a job sent here.
      await queueBulkApply(deps.jobs, { requestId: id, caller: snapshot });
      deps.wakeWorker?.();
      return toBulkRequest(updated, caller);
    },

    /** Stops the request; the job sees it before its next row. Rows not reached are skipped. */
    async abort(caller: Caller, id: number) {
      const updated = await db.transaction(async (tx) => {
        const repo = bulkRepository(tx);
        const request = await repo.byId(caller.vertical, id, true);
        if (!request) throw notFound(label(id));
        const status = requireStep(request, 'ABORT');
        await repo.skipWaiting(id, `Not applied: the upload was aborted by ${caller.userName}.`);
        const now = new Date();
        return repo.update(caller.vertical, id, {
          status,
          abortedBy: caller.userName,
          abortedAt: now,
          finishedAt: now,
          ...stamp(caller, request),
        });
      });
      return toBulkRequest(updated, caller);
    },

    /** Issue 29: what confirming would change, in words; only before the upload is applied. */
    async preview(caller: Caller, id: number) {
      const request = await get(caller, id);
      requireType(caller, request.type);
      if (request.status !== 'VALIDATED') throw conflict('The preview is shown only before the upload is applied.');
      return previewBulk(db, deps.inventory, caller.vertical, request);
    },

    /** Issue 29: reverts the applied rows (bulk-rollback.ts); 404 for another vertical's request. */
    async rollback(caller: Caller, id: number) {
      const request = await get(caller, id);
      requireType(caller, request.type);
      return toBulkRequest(await rollBackBulk(db, deps, caller, id), caller);
    },

    /** The rows of a request, batch by batch, for the downloads. */
    async downloadRows(caller: Caller, id: number, kind: 'errors' | 'result') {
      const request = await get(caller, id);
      const outcomes = kind === 'errors' ? (['INVALID', 'FAILED'] as const) : ([] as const);
      const all = ['VALID', 'INVALID', 'APPLIED', 'PENDING_APPROVAL', 'FAILED', 'SKIPPED'] as const;
      return { request, batches: rowBatches(db, id, outcomes.length > 0 ? outcomes : all) };
    },

    async original(caller: Caller, id: number) {
      const request = await get(caller, id);
      return { request, stream: await deps.storage.read(request.fileKey) };
    },

    /** The failed rows of a finished request as a new request, validated again (nothing applied yet). */
    async retry(caller: Caller, id: number) {
      const request = await get(caller, id);
      if (request.status !== 'COMPLETED' && request.status !== 'ABORTED')
        throw conflict('Only a finished bulk upload can be retried.');
      if (request.failedRows === 0) throw badRequest(BULK_MESSAGES.nothingToRetry);
      const names = BULK_TYPE_DEFINITIONS[request.type].columns.map((c) => c.name);
      async function* lines() {
        yield Buffer.from(csvLine(names));
        for await (const rows of rowBatches(db, id, ['FAILED']))
          for (const row of rows) yield Buffer.from(csvLine(names.map((n) => row.cells[n] ?? '')));
      }
      const file = await spoolUpload(lines());
      try {
        const fileName = `retry-of-${id}-${request.fileName.replace(/\.xlsx$/i, '.csv')}`;
        return await create(caller, { type: request.type, fileName, file, retryOf: id });
      } finally {
        await file.dispose();
      }
    },
  };
}
export type BulkService = ReturnType<typeof bulkService>;
