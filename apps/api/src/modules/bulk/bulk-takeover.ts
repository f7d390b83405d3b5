import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db/database.ts';
import { bulkRequests } from './bulk-tables.ts';
import type { BulkApplyJob } from './bulk-apply-job.ts';

/** How often a process applying a request says so (bulk_requests.heartbeat_at). */
export const HEARTBEAT_MS = 5_000;
/** Silent this long, a RUNNING request's process is taken for dead: it shows stalled and is taken up. */
export const STALL_MS = 30_000;
/** How often each process looks for stalled requests: stall bound + this stays under a minute. */
export const TAKEOVER_SWEEP_MS = 10_000;

/**
 * Beats the request's heartbeat until the returned stop is called. A timer rather than a write per row:
 * the process being alive is what counts (one slow batch is not a dead process), and the embedded
 * database's one session gets one small statement every few seconds, not one per row.
 */
export function heartbeat(db: Db, requestId: number, log: { error(obj: object, msg: string): void }): () => void {
  const beat = () =>
    db
      .update(bulkRequests)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(bulkRequests.id, requestId))
      .catch((err: unknown) => log.error({ err, requestId }, 'bulk heartbeat failed'));
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Claims every RUNNING request whose heartbeat is older than the stall bound, in one statement: of two
 * survivors sweeping at once, the row lock lets one claim it (the other's condition no longer holds).
 * A request from before heartbeats existed counts from its start.
 */
export async function claimStalled(db: Db): Promise<BulkApplyJob[]> {
  const claimed = await db
    .update(bulkRequests)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(bulkRequests.status, 'RUNNING'),
        isNotNull(bulkRequests.applyCaller),
        sql`coalesce(${bulkRequests.heartbeatAt}, ${bulkRequests.startedAt}, ${bulkRequests.createdAt}) < now() - make_interval(secs => ${STALL_MS / 1000})`,
      ),
    )
    .returning({ id: bulkRequests.id, caller: bulkRequests.applyCaller });
  return claimed.flatMap(({ id, caller }) => (caller ? [{ requestId: id, caller }] : []));
}

/**
 * The survivors' watch (issue 25): a request whose process died (kill -9) keeps its pg-boss job active
 * until that job's expiry, an hour; instead, every process sweeps for stalled requests and applies
 * what a claimed one has left, in this process. Each row is still applied once: the runner skips rows
 * already done (their idempotency record), and a slow-but-alive first runner and the taker serialize on
 * each row's lock. A late retry of the dead process's job finds the request finished and does nothing.
 */
export function watchStalledRequests(
  db: Db,
  run: (job: BulkApplyJob) => Promise<void>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
) {
  const running = new Set<Promise<void>>();
  let stopped = false;
  async function sweep(): Promise<void> {
    if (stopped) return;
    const jobs = await claimStalled(db).catch((err: unknown) => {
      log.error({ err }, 'bulk takeover sweep failed');
      return [];
    });
    for (const job of jobs) {
      log.info({ requestId: job.requestId }, 'bulk upload taken up: its process stopped beating');
      const done: Promise<void> = run(job)
        .catch((err: unknown) => log.error({ err, requestId: job.requestId }, 'bulk takeover failed'))
        .finally(() => running.delete(done));
      running.add(done);
    }
  }
  const timer = setInterval(() => void sweep(), TAKEOVER_SWEEP_MS);
  timer.unref();
  // At once too: a process restarted after its own crash takes up what it left within the stall bound.
  void sweep();
  return {
    /** Stops sweeping and waits for the runs taken up here (they stop at their next row when stopping). */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running);
    },
  };
}
