import { MESSAGES, type Permission, type VerticalFlags } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Jobs } from '../../kits/jobs.ts';
import { HttpError } from '../../kits/http-errors.ts';
import {
  bulkRepository,
  type BulkRequestRecord,
  type BulkRowRecord,
  type ClaimedRowValues,
} from './bulk-repository.ts';
import { isBulkInventoryType, type BulkInventoryType } from '@b2c/contracts';
import { actionOf, parseRow, type InventoryParsedRow } from './bulk-types.ts';
import type { BulkTypeServices } from './bulk-validation.ts';
import { applyInBatches } from './bulk-batch-apply.ts';
import { applyRowsAlone, isAloneType } from './bulk-alone-apply.ts';
import type { AfterRowHook } from './bulk-batch-types.ts';
import { heartbeat } from './bulk-takeover.ts';
import { previousValues } from './bulk-rollback-fields.ts';

export const BULK_APPLY_QUEUE = 'bulk-apply';

/** Who confirmed the upload; their permissions are read again when the job runs (a withdrawn one counts). */
export type CallerSnapshot = Omit<Caller, 'permissions'>;
export interface BulkApplyJob {
  requestId: number;
  caller: CallerSnapshot;
}

export interface BulkApplyDeps extends BulkTypeServices {
  permissionsOf(groups: string[]): Promise<ReadonlySet<Permission>>;
  /** Rows per batch transaction of the batch types (ROW_BATCH unless given; fewer on the embedded database). */
  batchRows?: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Rows the job reads per query; it checks for an abort before every row. */
const JOB_BATCH = 100;

/**
 * Applies a confirmed request row by row, each in its own transaction with its idempotency record
 * (unique request × row): a job restarted after a crash, or run twice by pg-boss after an expiry, skips
 * every row already applied and continues with the next. An abort is seen before the next row.
 */
export function bulkApplyRunner(db: Db, deps: BulkApplyDeps) {
  async function start(requestId: number): Promise<BulkRequestRecord | undefined> {
    return db.transaction(async (tx) => {
      const request = await bulkRepository(tx).byJobId(requestId);
      if (!request || (request.status !== 'QUEUED' && request.status !== 'RUNNING')) return undefined;
      return bulkRepository(tx).setRequest(request.id, {
        status: 'RUNNING',
        startedAt: request.startedAt ?? new Date(),
        heartbeatAt: new Date(),
      });
    });
  }

  async function applyRow(
    caller: Caller,
    flags: VerticalFlags,
    request: BulkRequestRecord & { type: BulkInventoryType },
    row: BulkRowRecord,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const repo = bulkRepository(tx);
      // The request first, then its row — the order an abort takes them in — so a row applied while the
      // user aborts waits for the abort instead of deadlocking with it (seen on PostgreSQL).
      await repo.byJobId(request.id);
      // Locked, still waiting and unclaimed: an abort that skipped it, or an earlier run that applied it, ends here.
      if (!(await repo.pendingRow(request.id, row.rowNumber))) return;
      let outcome: 'APPLIED' | 'PENDING_APPROVAL' | 'FAILED';
      let message: string;
      let pendingActionId: number | null = null;
      let kept: Pick<ClaimedRowValues, 'previousValues' | 'versionAfter'> = {};
      try {
        const parsed = parseRow(request.type, row.cells).row as InventoryParsedRow | undefined;
        if (!parsed) throw new HttpError(400, 'The row no longer passes its checks; validate the file again.');
        const car = await deps.inventory.find(tx, caller.vertical, parsed.appointmentId, true);
        if (!car) throw new HttpError(404, `apt-${parsed.appointmentId} was not found.`);
        const done = await deps.inventory
          .updates(tx, flags)
          .apply(caller, { appointmentId: parsed.appointmentId }, actionOf(request.type, parsed, car.version));
        pendingActionId = done.pendingAction?.id ?? null;
        outcome = pendingActionId === null ? 'APPLIED' : 'PENDING_APPROVAL';
        message = done.message;
        // Issue 29: what a rollback needs — the values before, and the version this write produced.
        if (outcome === 'APPLIED')
          kept = { previousValues: previousValues(request.type, car), versionAfter: done.inventory.version };
      } catch (err) {
        // The update ran in a savepoint of this transaction: a refusal undid only that, and is recorded.
        if (!(err instanceof HttpError))
          deps.log.error({ err, requestId: request.id, row: row.rowNumber }, 'bulk row failed');
        outcome = 'FAILED';
        message = err instanceof HttpError ? err.message : MESSAGES.unknownError;
      }
      // The claim, the outcome and the rollback's values: one write of the row (issue 30), in this transaction.
      if (!(await repo.claimRow(request.id, row.rowNumber, { outcome, message, pendingActionId, ...kept })))
        throw new Error(`bulk row ${row.rowNumber} of request ${request.id} was claimed twice`);
      await repo.countOutcome(request.id, outcome);
    });
  }

  async function finish(requestId: number) {
    await db.transaction(async (tx) => {
      const request = await bulkRepository(tx).byJobId(requestId);
      if (request?.status === 'RUNNING')
        await bulkRepository(tx).setRequest(requestId, { status: 'COMPLETED', finishedAt: new Date() });
    });
  }

  let stopping = false;
  /** Between two rows (two batches): a process shutting down leaves the rest to a retry or a survivor. */
  const stopIfStopping = () => {
    if (stopping) throw new Error('bulk upload paused: the process is shutting down');
  };

  async function runStarted(
    request: BulkRequestRecord,
    job: BulkApplyJob,
    hooks: { afterRow?: AfterRowHook; batchRows?: number },
  ): Promise<void> {
    const caller: Caller = { ...job.caller, permissions: await deps.permissionsOf(job.caller.groups) };
    const afterRow = async (rowNumber: number) => {
      await hooks.afterRow?.(rowNumber);
      stopIfStopping();
    };
    const { type } = request;
    if (!isBulkInventoryType(type)) {
      const handler = deps.others[type];
      const reached = isAloneType(handler)
        ? await applyRowsAlone(db, handler, caller, { id: request.id, type }, deps.log, afterRow)
        : await applyInBatches(
            db,
            deps.others,
            caller,
            { id: request.id, type, totalRows: request.totalRows },
            deps.log,
            { batchRows: deps.batchRows, ...hooks, afterRow },
          );
      if (reached) await finish(request.id);
      return;
    }
    const flags = await deps.inventory.flags(caller.vertical);
    let after = 0;
    for (;;) {
      const rows = await bulkRepository(db).rowsAfter(request.id, ['VALID'], after, JOB_BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        if ((await bulkRepository(db).statusOf(request.id)) !== 'RUNNING') return;
        await applyRow(caller, flags, { ...request, type }, row);
        after = row.rowNumber;
        await afterRow(row.rowNumber);
      }
    }
    await finish(request.id);
  }

  return {
    /**
     * `afterRow` lets a test stop the job mid-way as a crash would (throwing), between two rows (between
     * two batches for the batch types, whose batch size `batchRows` a test makes small). While it runs,
     * the request's heartbeat is beaten, so survivors know this process is alive (bulk-takeover.ts).
     */
    async run(job: BulkApplyJob, hooks: { afterRow?: AfterRowHook; batchRows?: number } = {}): Promise<void> {
      stopIfStopping();
      const request = await start(job.requestId);
      if (!request) return;
      // Which process applies which request: what an operator (and the multi-process drill) looks for.
      deps.log.info({ requestId: request.id }, 'bulk upload applying');
      const stopBeating = heartbeat(db, request.id, deps.log);
      try {
        await runStarted(request, job, hooks);
      } finally {
        stopBeating();
      }
    },
    /**
     * Shutting down: every run stops after the row (batch) it is on, throwing, so pg-boss retries the job
     * — on another process at once, or here after a restart; a run taken up here is left to a survivor.
     */
    stop(): void {
      stopping = true;
    },
  };
}

/**
 * The durable queue and its worker: one request at a time per worker; a failed run is retried and resumes.
 * Returns what wakes the worker at once for a job just sent (issue 30: its poll waited up to a second).
 */
export async function startBulkWorker(jobs: Jobs, runner: ReturnType<typeof bulkApplyRunner>): Promise<() => void> {
  // 'stately': per singleton key (one per request) at most one job waiting and one running, so a job sent
  // again for a request (start-up recovery) is not doubled. A queue made before that policy is updated.
  const queue = await jobs.getQueue(BULK_APPLY_QUEUE);
  const policy = { name: BULK_APPLY_QUEUE, policy: 'stately' } as const;
  if (!queue) await jobs.createQueue(BULK_APPLY_QUEUE, policy);
  else if (queue.policy !== 'stately') await jobs.updateQueue(BULK_APPLY_QUEUE, policy);
  const workerId = await jobs.work<BulkApplyJob>(BULK_APPLY_QUEUE, { pollingIntervalSeconds: 1 }, async (batch) => {
    for (const job of batch) await runner.run(job.data);
  });
  return () => jobs.notifyWorker(workerId);
}

/** Queues the job; a long file must not outlive pg-boss's expiry, after which it is retried (and resumes). */
export const queueBulkApply = (jobs: Jobs, data: BulkApplyJob) =>
  jobs.send(BULK_APPLY_QUEUE, data, {
    retryLimit: 10,
    retryDelay: 5,
    expireInSeconds: 3600,
    singletonKey: bulkJobKey(data.requestId),
  });

/** The request's singleton key: every job of a request has it (a keyless job would share one key with all). */
export const bulkJobKey = (requestId: number) => `bulk-request-${requestId}`;
