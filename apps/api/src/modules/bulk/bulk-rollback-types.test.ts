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

describe('a pincode upload', () => {
  const pincodeRow = async (pincode: string) =>
    (
      await t.database.pool.query<{ id: number; area: string; active: boolean; version: number }>(
        `select id, area, active, version from pincodes where country = 'IN' and vehicle_type = 'CAR' and pincode = $1`,
        [pincode],
      )
    ).rows[0]!;
  const header = ['pincode', 'cityCode', 'area', 'serviceable'];

  it('previews in words, then puts pincodes back through the pincode edit, leaving one changed since', async () => {
    const first = await uploadedBulk(t, admin, 'PINCODE', csvOf(header, [['110077', 'DEL', 'Area Before', '']]));
    expect((await applyBulk(t, admin, first)).statusCode).toBe(200);
    await waitForBulk(t, admin, first.id);

    const file = csvOf(header, [
      ['110077', 'DEL', 'Area Bulk', ''],
      ['110078', 'DEL', 'Area Added', 'no'],
      ['110079', 'DEL', 'Area Added Two', ''],
    ]);
    const request = await uploadedBulk(t, admin, 'PINCODE', file);
    const preview = await t.app.inject({ url: `${base}/${request.id}/preview`, headers: admin });
    expect(preview.json().data.sentences).toEqual([
      { text: '3 pincodes are added or updated', warning: false },
      { text: '1 pincode becomes not serviceable', warning: true },
    ]);
    expect((await applyBulk(t, admin, request)).statusCode).toBe(200);
    expect(await waitForBulk(t, admin, request.id)).toMatchObject({ appliedRows: 3, canRollBack: true });
    // 110079 is edited through the master-data form after the upload.
    const edited = await pincodeRow('110079');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/pincode/${edited.id}`,
      headers: admin,
      payload: { pincode: '110079', cityCode: 'DEL', area: 'Area Edited', version: edited.version },
    });
    expect(put.statusCode, put.body).toBe(200);

    expect((await rollback(request.id, await t.as('admin', 'AE'))).statusCode).toBe(404);
    const res = await rollback(request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ revertedRows: 2, notRevertedRows: 1 });
    expect(await pincodeRow('110077')).toMatchObject({ area: 'Area Before', active: true });
    expect(await pincodeRow('110078')).toMatchObject({ area: 'Area Added', active: false });
    expect(await pincodeRow('110079')).toMatchObject({ area: 'Area Edited', active: true });
    const { rows: audit } = await t.database.pool.query(
      `select old_value, new_value, actor_id from audit_log where entity = 'pincode' and entity_id = $1 and field = 'area' order by id desc limit 1`,
      [String((await pincodeRow('110077')).id)],
    );
    expect(audit).toEqual([{ old_value: 'Area Bulk', new_value: 'Area Before', actor_id: 'admin' }]);
    const rows = await rowsOf(request.id);
    expect(rows.find((r) => r.cells.pincode === '110079')).toMatchObject({
      rollbackOutcome: 'LEFT',
      rollbackMessage: 'Changed by admin since the upload; left as it is.',
    });
  });
});

describe('types whose area has no single edit to go back through', () => {
  it('refuses the rollback of a DND upload, naming the type', async () => {
    // A finished DND upload with an applied row, as the job leaves it (the DND list needs its feature on).
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into bulk_requests (country, vehicle_type, type, file_name, file_format, file_key, status, total_rows,
         valid_rows, applied_rows, created_by, updated_by)
       values ('IN', 'CAR', 'DND', 'dnd.csv', 'CSV', 'bulk/none.csv', 'COMPLETED', 1, 1, 1, 'admin', 'admin')
       returning id`,
    );
    const id = rows[0]!.id;
    expect((await t.app.inject({ url: `${base}/${id}`, headers: admin })).json().data.canRollBack).toBe(false);
    const res = await rollback(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      '"DND numbers" uploads cannot be rolled back: the DND list keeps no earlier entry to go back to; remove the numbers from the DND list.',
    );
  });
});
