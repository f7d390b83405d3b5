import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkRequest, BulkRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { applyBulk, csvOf, uploadedBulk, waitForBulk } from '../../test/bulk-factories.ts';
import { insertDriver } from '../../test/factories.ts';

/** Issue 29: rollback of the upload types other than inventory, through their area's own single edit. */
let t: TestApp;
let admin: Record<string, string>;
let ops: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, ops] = await Promise.all([t.as('admin'), t.as('ops.in')]);
});
afterAll(() => t?.close());

const base = '/api/bulk-upload/v2';
const rollback = (id: number, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${base}/${id}/rollback`, headers });
const rowsOf = async (id: number) =>
  (await t.app.inject({ url: `${base}/${id}/rows?size=100`, headers: admin })).json().data as BulkRow[];
const driverByMobile = async (mobile: string) =>
  (
    await t.database.pool.query<{ id: number; name: string; active: boolean; version: number; updated_by: string }>(
      `select id, name, active, version, updated_by from drivers where mobile = $1`,
      [mobile],
    )
  ).rows[0]!;
const driverHeader = [
  'id',
  'name',
  'mobile',
  'email',
  'driverType',
  'staffType',
  'vendor',
  'homeLocationCode',
  'active',
];

describe('a driver upload', () => {
  let request: BulkRequest;
  let kept: Awaited<ReturnType<typeof insertDriver>>;
  let changedSince: Awaited<ReturnType<typeof insertDriver>>;
  const added = '+919912309901';

  beforeAll(async () => {
    kept = await insertDriver(t.database.db, { name: 'Old Name' });
    changedSince = await insertDriver(t.database.db, { name: 'Old Other' });
    const file = csvOf(driverHeader, [
      [kept.id, 'Bulk Name', kept.mobile, '', 'VARIABLE', '', 'IN_HOUSE', '', 'yes'],
      [changedSince.id, 'Bulk Other', changedSince.mobile, '', 'FIXED', '', 'IN_HOUSE', '', 'yes'],
      ['', 'Bulk Added', added, '', 'YARD', '', 'DRIVEU', '', ''],
    ]);
    request = await uploadedBulk(t, admin, 'DRIVER', file, 'drivers.csv');
    // The preview says what the rows do to drivers, in words.
    const preview = await t.app.inject({ url: `${base}/${request.id}/preview`, headers: admin });
    expect(preview.json().data).toEqual({
      rowsCompared: 3,
      sentences: [
        { text: '1 driver is added', warning: false },
        { text: '2 drivers are updated', warning: false },
      ],
    });
    expect((await applyBulk(t, admin, request)).statusCode).toBe(200);
    expect(await waitForBulk(t, admin, request.id)).toMatchObject({ appliedRows: 3, canRollBack: true });
    expect((await driverByMobile(kept.mobile)).name).toBe('Bulk Name');
  });

  it('is not another vertical’s to roll back, nor a colleague’s, nor a user’s without the driver permission', async () => {
    expect((await rollback(request.id, await t.as('admin', 'AE'))).statusCode).toBe(404);
    expect((await rollback(request.id, ops)).statusCode).toBe(403);
    expect((await rollback(request.id, await t.as('viewer'))).statusCode).toBe(403);
    expect((await driverByMobile(kept.mobile)).name).toBe('Bulk Name');
  });

  it('puts drivers back through the driver edit, leaves one changed since and deactivates the one it added', async () => {
    // ops edits the second driver after the upload, through the driver form's API.
    const current = await driverByMobile(changedSince.mobile);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/driver?id=${current.id}`,
      headers: ops,
      payload: [
        {
          id: current.id,
          version: current.version,
          name: 'Their Name',
          mobile: changedSince.mobile,
          driverType: 'FIXED',
          vendor: 'IN_HOUSE',
        },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const res = await rollback(request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      rolledBackBy: 'admin',
      revertedRows: 2,
      notRevertedRows: 1,
      rollbackSummary: '2 rows reverted, 1 not reverted.',
    });
    expect(await driverByMobile(kept.mobile)).toMatchObject({ name: 'Old Name', active: true, updated_by: 'admin' });
    expect((await driverByMobile(changedSince.mobile)).name).toBe('Their Name');
    expect(await driverByMobile(added)).toMatchObject({ name: 'Bulk Added', active: false });
    const { rows: audit } = await t.database.pool.query(
      `select field, old_value, new_value, actor_id from audit_log where entity = 'driver' and entity_id = $1 and actor_id = 'admin' and field = 'name'`,
      [String(kept.id)],
    );
    expect(audit.at(-1)).toMatchObject({ old_value: 'Bulk Name', new_value: 'Old Name' });

    const rows = await rowsOf(request.id);
    const byName = (name: string) => rows.find((r) => r.cells.name === name)!;
    expect(byName('Bulk Name')).toMatchObject({ rollbackOutcome: 'REVERTED' });
    expect(byName('Bulk Other')).toMatchObject({
      rollbackOutcome: 'LEFT',
      rollbackMessage: 'Changed by ops.in since the upload; left as it is.',
    });
    expect(byName('Bulk Added').rollbackMessage).toMatch(/^Driver \d+ was added by the upload: now inactive/);
  });
});

describe('types whose area has no single edit to go back through', () => {
  it('refuses the rollback of a pincode upload, naming the type, and changes nothing', async () => {
    const file = csvOf(
      ['pincode', 'cityCode', 'area', 'serviceable'],
      [
        ['110077', 'DEL', 'Rollback Test Area', ''],
        ['110078', 'DEL', 'Rollback Test Area Two', 'no'],
      ],
    );
    const request = await uploadedBulk(t, admin, 'PINCODE', file);
    const preview = await t.app.inject({ url: `${base}/${request.id}/preview`, headers: admin });
    expect(preview.json().data.sentences).toEqual([
      { text: '2 pincodes are added or updated', warning: false },
      { text: '1 pincode becomes not serviceable', warning: true },
    ]);
    expect((await applyBulk(t, admin, request)).statusCode).toBe(200);
    const done = await waitForBulk(t, admin, request.id);
    expect(done).toMatchObject({ appliedRows: 2, canRollBack: false });
    const res = await rollback(request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      '"Pincodes" uploads cannot be rolled back: pincodes are written many at a time and keep no earlier values to go back to; edit them in master data.',
    );
    const { rows } = await t.database.pool.query(`select area from pincodes where pincode = '110077'`);
    expect(rows).toEqual([{ area: 'Rollback Test Area' }]);
  });
});
