import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Jobs } from '../../kits/jobs.ts';
import { queueBulkApply } from './bulk-apply-job.ts';
import { bulkRequests } from './bulk-tables.ts';

/**
 * Start-up recovery (issue 15): a confirmed upload is committed as QUEUED first and its pg-boss job sent
 * after that commit, so a process that died in between leaves a request nobody will ever apply. On start,
 * every QUEUED request is sent again as the user who confirmed it. The job's singleton key (one per
 * request, on a 'stately' queue) makes this idempotent: a request whose job is waiting gets no second one,
 * and a job that does run twice applies nothing twice (each row's idempotency record). Answers the ids sent.
 */
export async function resendQueuedApplies(db: Executor, jobs: Jobs): Promise<number[]> {
  const waiting = await db
    .select({ id: bulkRequests.id, caller: bulkRequests.applyCaller })
    .from(bulkRequests)
    .where(and(eq(bulkRequests.status, 'QUEUED'), isNotNull(bulkRequests.applyCaller)));
  const sent: number[] = [];
  for (const { id, caller } of waiting) {
    if (caller && (await queueBulkApply(jobs, { requestId: id, caller }))) sent.push(id);
  }
  return sent;
}
