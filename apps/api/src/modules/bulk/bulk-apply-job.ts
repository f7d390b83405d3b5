import { MESSAGES, type Permission, type VerticalFlags } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { HttpError } from '../../plugins/http-errors.ts';
import { bulkRepository, type BulkRequestRecord, type BulkRowRecord } from './bulk-repository.ts';
import { actionOf, parseRow, type BulkInventory } from './bulk-types.ts';

export const BULK_APPLY_QUEUE = 'bulk-apply';

/** Who confirmed the upload; their permissions are read again when the job runs (a withdrawn one counts). */
export type CallerSnapshot = Omit<Caller, 'permissions'>;
export interface BulkApplyJob {
  requestId: number;
  caller: CallerSnapshot;
}

export interface BulkApplyDeps {
  inventory: BulkInventory;
  permissionsOf(groups: string[]): Promise<ReadonlySet<Permission>>;
  log: { error(obj: object, msg: string): void };
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
      });
    });
  }

  async function applyRow(
    caller: Caller,
    flags: VerticalFlags,
    request: BulkRequestRecord,
    row: BulkRowRecord,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const repo = bulkRepository(tx);
      // The request first, then its row — the order an abort takes them in — so a row applied while the
      // user aborts waits for the abort instead of deadlocking with it (seen on PostgreSQL).
      await repo.byJobId(request.id);
      // Locked, and still waiting: an abort that skipped it, or an earlier run that applied it, ends here.
      if (!(await repo.pendingRow(request.id, row.rowNumber))) return;
      if (!(await repo.claimRow(request.id, row.rowNumber))) return;
      let outcome: 'APPLIED' | 'PENDING_APPROVAL' | 'FAILED';
      let message: string;
      let pendingActionId: number | null = null;
      try {
        const { row: parsed } = parseRow(request.type, row.cells);
        if (!parsed) throw new HttpError(400, 'The row no longer passes its checks; validate the file again.');
        const car = await deps.inventory.find(tx, caller.vertical, parsed.appointmentId, true);
        if (!car) throw new HttpError(404, `apt-${parsed.appointmentId} was not found.`);
        const done = await deps.inventory
          .updates(tx, flags)
          .apply(caller, { appointmentId: parsed.appointmentId }, actionOf(request.type, parsed, car.version));
        pendingActionId = done.pendingAction?.id ?? null;
        outcome = pendingActionId === null ? 'APPLIED' : 'PENDING_APPROVAL';
        message = done.message;
      } catch (err) {
        // The update ran in a savepoint of this transaction: a refusal undid only that, and is recorded.
        if (!(err instanceof HttpError))
          deps.log.error({ err, requestId: request.id, row: row.rowNumber }, 'bulk row failed');
        outcome = 'FAILED';
        message = err instanceof HttpError ? err.message : MESSAGES.unknownError;
      }
      await repo.setRow(request.id, row.rowNumber, { outcome, message, pendingActionId });
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

  return {
    /** `afterRow` lets a test stop the job mid-way as a crash would (throwing), between two rows. */
    async run(job: BulkApplyJob, hooks: { afterRow?(rowNumber: number): void } = {}): Promise<void> {
      const request = await start(job.requestId);
      if (!request) return;
      const caller: Caller = { ...job.caller, permissions: await deps.permissionsOf(job.caller.groups) };
      const flags = await deps.inventory.flags(caller.vertical);
      let after = 0;
      for (;;) {
        const rows = await bulkRepository(db).rowsAfter(request.id, ['VALID'], after, JOB_BATCH);
        if (rows.length === 0) break;
        for (const row of rows) {
          if ((await bulkRepository(db).statusOf(request.id)) !== 'RUNNING') return;
          await applyRow(caller, flags, request, row);
          after = row.rowNumber;
          hooks.afterRow?.(row.rowNumber);
        }
      }
      await finish(request.id);
    },
  };
}

/** The durable queue and its worker: one request at a time per worker; a failed run is retried and resumes. */
export async function startBulkWorker(jobs: Jobs, runner: ReturnType<typeof bulkApplyRunner>): Promise<void> {
  if (!(await jobs.getQueue(BULK_APPLY_QUEUE))) await jobs.createQueue(BULK_APPLY_QUEUE);
  await jobs.work<BulkApplyJob>(BULK_APPLY_QUEUE, { pollingIntervalSeconds: 1 }, async (batch) => {
    for (const job of batch) await runner.run(job.data);
  });
}

/** Queues the job; a long file must not outlive pg-boss's expiry, after which it is retried (and resumes). */
export const queueBulkApply = (jobs: Jobs, data: BulkApplyJob) =>
  jobs.send(BULK_APPLY_QUEUE, data, { retryLimit: 10, retryDelay: 5, expireInSeconds: 3600 });
