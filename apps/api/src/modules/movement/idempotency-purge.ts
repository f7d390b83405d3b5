import { lt } from 'drizzle-orm';
import type { Db } from '../../plugins/db/database.ts';
import type { Jobs } from '../../kits/jobs.ts';
import { idempotencyKeys } from './movement-tables.ts';

export const IDEMPOTENCY_PURGE_QUEUE = 'idempotency-key-purge';

/**
 * How long a stored answer is kept: a retry after a timeout or a double tap comes within minutes; a day
 * covers a scanner that was offline for a shift. After that a repeated scan is a new request, which the
 * movement table refuses anyway (the car already stands there).
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Every night at 03:17 UTC, off the hour so it does not meet other nightly work. */
const PURGE_CRON = '17 3 * * *';

/** Deletes the stored answers older than `before`; returns how many went. */
export async function purgeIdempotencyKeys(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * Without a purge the key table would grow by every scan forever. A pg-boss schedule (stored in the
 * database, so one run per night however many API processes there are) deletes the expired answers.
 */
export async function scheduleIdempotencyPurge(db: Db, jobs: Jobs): Promise<void> {
  if (!(await jobs.getQueue(IDEMPOTENCY_PURGE_QUEUE))) await jobs.createQueue(IDEMPOTENCY_PURGE_QUEUE);
  await jobs.schedule(IDEMPOTENCY_PURGE_QUEUE, PURGE_CRON);
  // A nightly job may wait a minute; slow polling keeps the (embedded: single) session quiet.
  await jobs.work(IDEMPOTENCY_PURGE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await purgeIdempotencyKeys(db, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000));
  });
}
