import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkRequest } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { applyBulk, csvOf, uploadedBulk } from '../../test/bulk-factories.ts';
import { insertInventory } from '../../test/factories.ts';
import { BULK_APPLY_QUEUE, bulkJobKey, type BulkApplyJob } from './bulk-apply-job.ts';
import { resendQueuedApplies } from './bulk-recovery.ts';

/**
 * Start-up recovery: a request committed as QUEUED whose job was never sent (the process died between the
 * commit and the send) is sent again; a request whose job is waiting is not sent twice. The worker is
 * stopped first, so the jobs stay waiting where the test can count them.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  await t.jobs.offWork(BULK_APPLY_QUEUE);
});
afterAll(() => t?.close());

async function validated(): Promise<BulkRequest> {
  const cars = [
    (await insertInventory(t.database.db)).appointmentId,
    (await insertInventory(t.database.db)).appointmentId,
  ];
  return uploadedBulk(
    t,
    admin,
    'PARKING_SLOT',
    csvOf(
      ['appointmentId', 'parkingSlot'],
      cars.map((c, i) => [c, `R-${i}`]),
    ),
  );
}

const jobsOf = async (requestId: number) =>
  (
    await t.database.pool.query<{ data: BulkApplyJob; state: string }>(
      `select data, state from pgboss.job where name = $1 and singleton_key = $2`,
      [BULK_APPLY_QUEUE, bulkJobKey(requestId)],
    )
  ).rows;

describe('start-up recovery of confirmed uploads', () => {
  it('sends the job of a request confirmed but never sent, once, as the user who confirmed it', async () => {
    // Confirmed through the API: its job is sent at once.
    const sent = await validated();
    const applied = await applyBulk(t, admin, sent);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.status).toBe('QUEUED');
    // Confirmed, then the process died before the send: what the API's commit leaves, without the job.
    const lost = await validated();
    const { rows } = await t.database.pool.query<{ apply_caller: BulkApplyJob['caller'] }>(
      `select apply_caller from bulk_requests where id = $1`,
      [sent.id],
    );
    expect(rows[0]!.apply_caller).toMatchObject({ userName: 'admin', vertical: { country: 'IN', vehicleType: 'CAR' } });
    await t.database.pool.query(`update bulk_requests set status = 'QUEUED', apply_caller = $2 where id = $1`, [
      lost.id,
      JSON.stringify(rows[0]!.apply_caller),
    ]);
    // Only validated: not the user's confirmation, so nothing to send.
    const notConfirmed = await validated();
    expect(await jobsOf(lost.id)).toHaveLength(0);

    expect(await resendQueuedApplies(t.database.db, t.jobs)).toEqual([lost.id]);
    expect(await resendQueuedApplies(t.database.db, t.jobs)).toEqual([]);

    const lostJobs = await jobsOf(lost.id);
    expect(lostJobs).toHaveLength(1);
    expect(lostJobs[0]).toMatchObject({
      state: 'created',
      data: { requestId: lost.id, caller: { userName: 'admin' } },
    });
    expect(await jobsOf(sent.id)).toHaveLength(1);
    expect(await jobsOf(notConfirmed.id)).toHaveLength(0);
  });
});
