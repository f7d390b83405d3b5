import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkRequest } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { csvOf, waitForBulk } from '../../test/bulk-factories.ts';
import { adminCallerSnapshot, directBulkRunner, queuedBulk } from '../../test/bulk-runner-factories.ts';
import { insertInventory } from '../../test/factories.ts';
import { BULK_APPLY_QUEUE } from './bulk-apply-job.ts';
import { STALL_MS, TAKEOVER_SWEEP_MS } from './bulk-takeover.ts';

/**
 * Issue 25: a request whose process died mid-way (kill -9: no error, no retry, its pg-boss job active for
 * an hour) shows "stalled" once its heartbeat is older than the stall bound, and is taken up by a
 * surviving process's sweep well within a minute, each row applied once. This instance's pg-boss worker
 * is off, so only the sweep can finish the request.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  await t.jobs.offWork(BULK_APPLY_QUEUE);
});
afterAll(() => t?.close());

const metadata = async (id: number) =>
  (await t.app.inject({ url: `/api/bulk-upload/v2/${id}`, headers: admin })).json().data as BulkRequest;

describe('a bulk upload whose process died', () => {
  it('shows stalled, then is taken up by a survivor within a minute, each row applied once', async () => {
    expect(STALL_MS + TAKEOVER_SWEEP_MS).toBeLessThan(60_000);
    const cars = [];
    for (let i = 0; i < 3; i++) cars.push((await insertInventory(t.database.db)).appointmentId);
    const request = await queuedBulk(
      t,
      admin,
      'PARKING_SLOT',
      csvOf(
        ['appointmentId', 'parkingSlot'],
        cars.map((c, i) => [c, `T-${i}`]),
      ),
    );
    await t.database.pool.query(`update bulk_requests set apply_caller = $2 where id = $1`, [
      request.id,
      JSON.stringify(adminCallerSnapshot),
    ]);
    // The first process applies one row and dies: nothing after that row runs, its heartbeat stops.
    let rowsDone = 0;
    const dying = directBulkRunner(t.database.db).run(
      { requestId: request.id, caller: adminCallerSnapshot },
      {
        afterRow: () => {
          rowsDone += 1;
          throw new Error('killed');
        },
      },
    );
    await expect(dying).rejects.toThrow('killed');
    expect(rowsDone).toBe(1);
    const running = await metadata(request.id);
    expect(running).toMatchObject({ status: 'RUNNING', doneRows: 1, stalled: false });

    // Its last heartbeat is now past the stall bound: no estimate, the words say stalled.
    await t.database.pool.query(
      `update bulk_requests set heartbeat_at = now() - interval '1 second' * $2, started_at = now() - interval '2 minutes' where id = $1`,
      [request.id, STALL_MS / 1000 + 1],
    );
    const stalled = await metadata(request.id);
    expect(stalled).toMatchObject({ status: 'RUNNING', stalled: true, secondsLeft: null, rate: null });

    const start = Date.now();
    const done = await waitForBulk(t, admin, request.id, ['COMPLETED'], 60_000);
    const tookMs = Date.now() - start;
    console.log(`bulk takeover: stalled request completed ${tookMs} ms after it stalled`);
    expect(tookMs).toBeLessThan(TAKEOVER_SWEEP_MS + 5_000);
    expect(done).toMatchObject({ appliedRows: 3, failedRows: 0, doneRows: 3, stalled: false });
    const { rows } = await t.database.pool.query<{ outcome: string; n: number }>(
      `select outcome, count(*)::int as n from bulk_rows where request_id = $1 group by outcome`,
      [request.id],
    );
    expect(rows).toEqual([{ outcome: 'APPLIED', n: 3 }]);
  });
});
