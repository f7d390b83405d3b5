import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { applyBulk, csvOf, uploadedBulk, waitForBulk } from '../../test/bulk-factories.ts';
import { adminCallerSnapshot, directBulkRunner, queuedBulk } from '../../test/bulk-runner-factories.ts';

/**
 * Issue 30: a pincode batch is written set-based — its edits, creates and audit in one statement, its
 * claims, outcomes and rollback values in another. What the single edit guarantees must survive that:
 * the version moves from the one the pincode has when the batch runs (not when the file was read), one
 * audit row per changed field from those values, the values kept for a rollback are those, and a row
 * applied before is never applied again.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const base = '/api/bulk-upload/v2';
const header = ['pincode', 'cityCode', 'area', 'serviceable', 'active'];
const pincodeRow = async (pincode: string) =>
  (
    await t.database.pool.query<{ id: number; area: string; serviceable: boolean; version: number }>(
      `select id, area, serviceable, version from pincodes where country = 'IN' and vehicle_type = 'CAR' and pincode = $1`,
      [pincode],
    )
  ).rows[0];
const auditOf = async (id: number) =>
  (
    await t.database.pool.query(
      `select action, field, old_value, new_value, actor_id from audit_log
       where entity = 'pincode' and entity_id = $1 order by id`,
      [String(id)],
    )
  ).rows;
const claimOf = async (requestId: number, rowNumber: number) =>
  (
    await t.database.pool.query(
      `select previous_values, version_after, entity_id from bulk_rows where request_id = $1 and row_number = $2`,
      [requestId, rowNumber],
    )
  ).rows[0];
const create = async (pincode: string, area: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/pincode',
    headers: admin,
    payload: { pincode, cityCode: 'DEL', area },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await pincodeRow(pincode))!;
};

describe('a pincode batch written set-based', () => {
  it('writes on the version and values the pincode has when applied, audits and keeps those, and rolls back to them', async () => {
    const edited = await create('110211', 'Area Created');
    const same = await create('110213', 'Area Same');
    const request = await uploadedBulk(
      t,
      admin,
      'PINCODE',
      csvOf(header, [
        ['110211', 'DEL', 'Area From File', 'false', ''],
        ['110212', 'DEL', 'Area New', 'no', ''],
        ['110213', 'DEL', 'Area Same', '', ''],
      ]),
    );
    // Between the upload and the apply, someone edits 110211 through the pincode form: version 1 → 2.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/pincode/${edited.id}`,
      headers: admin,
      payload: { pincode: '110211', cityCode: 'DEL', area: 'Area Edited Between', version: edited.version },
    });
    expect(put.statusCode, put.body).toBe(200);
    const auditBefore = await auditOf(edited.id);

    expect((await applyBulk(t, admin, request)).statusCode).toBe(200);
    expect(await waitForBulk(t, admin, request.id)).toMatchObject({ appliedRows: 2, failedRows: 1 });

    // The edit: on top of the form's change (version 3), audited field by field from its values.
    expect(await pincodeRow('110211')).toMatchObject({ area: 'Area From File', serviceable: false, version: 3 });
    expect((await auditOf(edited.id)).slice(auditBefore.length)).toEqual([
      {
        action: 'UPDATE',
        field: 'area',
        old_value: 'Area Edited Between',
        new_value: 'Area From File',
        actor_id: 'admin',
      },
      { action: 'UPDATE', field: 'serviceable', old_value: 'true', new_value: 'false', actor_id: 'admin' },
    ]);
    expect(await claimOf(request.id, 2)).toEqual({
      previous_values: {
        pincode: '110211',
        cityCode: 'DEL',
        area: 'Area Edited Between',
        serviceable: 'true',
        active: 'true',
      },
      version_after: 3,
      entity_id: String(edited.id),
    });

    // The create: every field audited, nothing before, the version it was made with.
    const added = (await pincodeRow('110212'))!;
    expect((await auditOf(added.id)).map((a) => [a.action, a.field, a.old_value, a.new_value])).toEqual([
      ['CREATE', 'pincode', null, '110212'],
      ['CREATE', 'cityCode', null, 'DEL'],
      ['CREATE', 'area', null, 'Area New'],
      ['CREATE', 'serviceable', null, 'false'],
      ['CREATE', 'active', null, 'true'],
    ]);
    expect(await claimOf(request.id, 3)).toEqual({
      previous_values: null,
      version_after: 1,
      entity_id: String(added.id),
    });

    // The row that changes nothing fails alone, with the single edit's words, and writes nothing.
    expect(await pincodeRow('110213')).toMatchObject({ version: same.version });
    expect(await auditOf(same.id)).toHaveLength(5);
    const rows = (await t.app.inject({ url: `${base}/${request.id}/rows?size=10`, headers: admin })).json()
      .data as BulkRow[];
    expect(rows.map((r) => [r.outcome, r.message])).toEqual([
      ['APPLIED', 'Pincode 110211 updated.'],
      ['APPLIED', 'Pincode 110212 created.'],
      ['FAILED', 'Nothing to change: Pincode 110213 already has the values sent.'],
    ]);

    // The rollback finds the version the batch produced, and puts back the values it kept.
    const res = await t.app.inject({ method: 'POST', url: `${base}/${request.id}/rollback`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ revertedRows: 2, notRevertedRows: 0 });
    expect(await pincodeRow('110211')).toMatchObject({ area: 'Area Edited Between', serviceable: true, version: 4 });
  });

  it('never applies a row claimed before, and applies its neighbours', async () => {
    const codes = ['110221', '110222', '110223'];
    const request = await queuedBulk(
      t,
      admin,
      'PINCODE',
      csvOf(
        header,
        codes.map((c) => [c, 'DEL', `Area ${c}`, '', '']),
      ),
    );
    // Row 3 (110222) is claimed already but still waiting, as if an earlier run had applied it.
    await t.database.pool.query(`update bulk_rows set claimed_at = now() where request_id = $1 and row_number = 3`, [
      request.id,
    ]);
    const errors: object[] = [];
    const runner = directBulkRunner(t.database.db, { error: (obj) => errors.push(obj) });
    await runner.run({ requestId: request.id, caller: adminCallerSnapshot }, { batchRows: 3 });

    expect(await pincodeRow('110221')).toBeDefined();
    expect(await pincodeRow('110222')).toBeUndefined();
    expect(await pincodeRow('110223')).toBeDefined();
    const state = await t.database.pool.query(
      `select status, applied_rows, failed_rows from bulk_requests where id = $1`,
      [request.id],
    );
    expect(state.rows[0]).toEqual({ status: 'COMPLETED', applied_rows: 2, failed_rows: 0 });
    expect(errors).toEqual([]);
  });
});
