import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkRequest } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { csvOf } from '../../test/bulk-factories.ts';
import { insertInventory } from '../../test/factories.ts';
import { adminCallerSnapshot as caller, directBulkRunner, queuedBulk } from '../../test/bulk-runner-factories.ts';

/**
 * The job itself, driven directly (no pg-boss worker picks these requests up: they are set QUEUED by SQL,
 * never sent): a crash between two rows, a second run that resumes, and an abort seen between rows.
 */
let t: TestApp;
let admin: Record<string, string>;
let runner: ReturnType<typeof directBulkRunner>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  runner = directBulkRunner(t.database.db);
});
afterAll(() => t?.close());

/** A validated parking-slot upload of `n` fresh cars, queued by SQL as a confirmation would. */
async function queued(n: number): Promise<{ request: BulkRequest; cars: string[] }> {
  const cars: string[] = [];
  for (let i = 0; i < n; i++) cars.push((await insertInventory(t.database.db)).appointmentId);
  const request = await queuedBulk(
    t,
    admin,
    'PARKING_SLOT',
    csvOf(
      ['appointmentId', 'parkingSlot'],
      cars.map((c, i) => [c, `J-${i}`]),
    ),
  );
  return { request, cars };
}

const auditCount = async (cars: string[]) =>
  (
    await t.database.pool.query<{ entity_id: string; n: number }>(
      `select entity_id, count(*)::int as n from audit_log where entity = 'inventory' and field = 'parkingSlot'
       and entity_id = any($1) group by entity_id`,
      [cars],
    )
  ).rows;

const requestRow = async (id: number) =>
  (
    await t.database.pool.query(
      `select status, applied_rows, failed_rows, aborted_by from bulk_requests where id = $1`,
      [id],
    )
  ).rows[0];

describe('bulk apply job', () => {
  it('resumes after a crash between rows and applies each row exactly once', async () => {
    const { request, cars } = await queued(6);
    const crash = new Error('worker killed');
    await expect(
      runner.run(
        { requestId: request.id, caller },
        {
          afterRow: (n) => {
            if (n === 4) throw crash;
          },
        },
      ),
    ).rejects.toBe(crash);
    expect(await requestRow(request.id)).toMatchObject({ status: 'RUNNING', applied_rows: 3 });
    // pg-boss retries the job; a duplicate delivery runs it again afterwards: both must be no-ops for done rows.
    await runner.run({ requestId: request.id, caller });
    await runner.run({ requestId: request.id, caller });
    expect(await requestRow(request.id)).toMatchObject({ status: 'COMPLETED', applied_rows: 6, failed_rows: 0 });
    const audits = await auditCount(cars);
    expect(audits).toHaveLength(6);
    expect(audits.every((a) => a.n === 1)).toBe(true);
    const { rows } = await t.database.pool.query(
      `select count(*)::int as n from bulk_rows where request_id = $1 and claimed_at is not null`,
      [request.id],
    );
    expect(rows[0].n).toBe(6);
  });

  it('stops at an abort between rows, records who aborted, and skips the rest', async () => {
    const { request, cars } = await queued(5);
    // The abort lands after the file's row 3, its second car (row 1 is the header), and the hook is
    // awaited: a fire-and-forget abort raced the job, which could apply the last cars before it came in.
    await runner.run(
      { requestId: request.id, caller },
      {
        afterRow: async (n) => {
          if (n !== 3) return;
          const abort = await t.app.inject({
            method: 'PUT',
            url: `/api/bulk-upload/v2/${request.id}/abort`,
            headers: admin,
          });
          expect(abort.statusCode, abort.body).toBe(200);
        },
      },
    );
    const after = await requestRow(request.id);
    expect(after).toMatchObject({ status: 'ABORTED', aborted_by: 'admin', applied_rows: 2 });
    const { rows } = await t.database.pool.query<{ outcome: string; n: number }>(
      `select outcome, count(*)::int as n from bulk_rows where request_id = $1 group by outcome order by outcome`,
      [request.id],
    );
    expect(rows.find((r) => r.outcome === 'SKIPPED')?.n).toBe(5 - after.applied_rows);
    expect((await auditCount(cars)).length).toBe(after.applied_rows);
  });
});
