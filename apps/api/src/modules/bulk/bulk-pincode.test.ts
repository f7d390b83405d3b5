import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import type { BulkRow } from '@b2c/contracts';
import { BULK_MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { applyBulk, csvOf, uploadedBulk, waitForBulk } from '../../test/bulk-factories.ts';
import { fileRows } from '../../kits/table-file-reader.ts';
import { adminCallerSnapshot, directBulkRunner, queuedBulk } from '../../test/bulk-runner-factories.ts';

/** The PINCODE type (issue 15): an upsert by pincode through the master-data pincode service, in batches. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const base = '/api/bulk-upload/v2';
const header = ['pincode', 'cityCode', 'area', 'serviceable', 'active'];
const pincodeRows = async (codes: string[]) =>
  (
    await t.database.pool.query(
      `select pincode, city_code, area, serviceable, active, version from pincodes
       where country = 'IN' and vehicle_type = 'CAR' and pincode = any($1) order by pincode`,
      [codes],
    )
  ).rows;
const auditOf = async (codes: string[]) =>
  (
    await t.database.pool.query(
      `select p.pincode, a.action, a.field, a.old_value, a.new_value from audit_log a
       join pincodes p on a.entity_id = p.id::text and a.entity = 'pincode'
       where p.country = 'IN' and p.vehicle_type = 'CAR' and p.pincode = any($1) order by p.pincode, a.id`,
      [codes],
    )
  ).rows;
const rowsOf = async (id: number) =>
  (await t.app.inject({ url: `${base}/${id}/rows?size=100`, headers: admin })).json().data as BulkRow[];

describe('PINCODE bulk type', () => {
  it('round-trips its template: the CSV and XLSX headers are its columns, a filled row validates', async () => {
    const csv = await t.app.inject({ url: `${base}/template?type=PINCODE&format=csv`, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim()).toBe(header.join(','));
    const xlsx = await t.app.inject({ url: `${base}/template?type=PINCODE&format=xlsx`, headers: admin });
    await expect(fileRows(Readable.from([xlsx.rawPayload]), 'XLSX', header).next()).resolves.toMatchObject({
      done: true,
    });
    const request = await uploadedBulk(t, admin, 'PINCODE', `${csv.body}110091,DEL,Mayur Vihar,,\r\n`);
    expect(request).toMatchObject({ totalRows: 1, validRows: 1, invalidRows: 0 });
  });

  it('applies a good file: updates the existing pincode, inserts the new one, audits both', async () => {
    const before = await pincodeRows(['110020']);
    expect(before).toMatchObject([{ area: 'Okhla', version: 1 }]);
    const request = await uploadedBulk(
      t,
      admin,
      'PINCODE',
      csvOf(header, [
        ['110020', 'DEL', 'Okhla Phase 3', 'false', ''],
        ['110092', 'DEL', 'Shahdara', '', 'no'],
      ]),
    );
    expect(request).toMatchObject({ validRows: 2, invalidRows: 0 });
    expect((await applyBulk(t, admin, request)).statusCode).toBe(200);
    const done = await waitForBulk(t, admin, request.id);
    expect(done).toMatchObject({ status: 'COMPLETED', appliedRows: 2, failedRows: 0 });
    expect(await pincodeRows(['110020', '110092'])).toMatchObject([
      { pincode: '110020', area: 'Okhla Phase 3', serviceable: false, active: true, version: 2 },
      { pincode: '110092', city_code: 'DEL', area: 'Shahdara', serviceable: true, active: false, version: 1 },
    ]);
    const audit = await auditOf(['110020', '110092']);
    expect(audit.filter((a) => a.pincode === '110020')).toEqual([
      { pincode: '110020', action: 'UPDATE', field: 'area', old_value: 'Okhla', new_value: 'Okhla Phase 3' },
      { pincode: '110020', action: 'UPDATE', field: 'serviceable', old_value: 'true', new_value: 'false' },
    ]);
    expect(audit.filter((a) => a.pincode === '110092').map((a) => [a.action, a.field])).toEqual([
      ['CREATE', 'pincode'],
      ['CREATE', 'cityCode'],
      ['CREATE', 'area'],
      ['CREATE', 'serviceable'],
      ['CREATE', 'active'],
    ]);
    expect((await rowsOf(request.id)).map((r) => r.message)).toEqual([
      'Pincode 110020 updated.',
      'Pincode 110092 created.',
    ]);
  });

  it('reports every bad row by column and changes nothing', async () => {
    const before = await pincodeRows(['110001', '110037']);
    const auditBefore = await auditOf(['110001', '110037']);
    const request = await uploadedBulk(
      t,
      admin,
      'PINCODE',
      csvOf(header, [
        ['1100', 'DEL', 'Too short', '', ''],
        ['110001', 'XXX', 'Connaught Place', '', ''],
        ['110037', 'DEL', 'M', '', ''],
        ['110093', 'DEL', 'Shahdara North', 'maybe', ''],
        ['110037', 'DEL', 'Mahipalpur Ext', '', ''],
        ['110037', 'DEL', 'Mahipalpur Again', '', ''],
      ]),
    );
    expect(request).toMatchObject({ totalRows: 6, validRows: 1, invalidRows: 5 });
    const rows = await rowsOf(request.id);
    expect(rows.filter((r) => r.outcome === 'INVALID').map((r) => [r.rowNumber, r.errors])).toEqual([
      [2, [{ column: 'pincode', message: 'Pincode must be 6 digits.' }]],
      [3, [{ column: 'cityCode', message: 'City XXX is not a city of IN.' }]],
      [4, [{ column: 'area', message: 'must have at least 2 characters' }]],
      [5, [{ column: 'serviceable', message: 'must be true or false' }]],
      [7, [{ column: 'pincode', message: '110037 is already in row 6.' }]],
    ]);
    const refused = await applyBulk(t, admin, request);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BULK_MESSAGES.goodRowsOnlyRequired);
    expect(await pincodeRows(['110001', '110037', '110093'])).toEqual(before);
    expect(await auditOf(['110001', '110037'])).toEqual(auditBefore);
  });

  it('applies batch by batch: a crash between batches resumes and applies each row exactly once', async () => {
    const codes = Array.from({ length: 7 }, (_, i) => String(110100 + i));
    const request = await queuedBulk(
      t,
      admin,
      'PINCODE',
      csvOf(
        header,
        codes.map((c) => [c, 'DEL', `Area ${c}`, '', '']),
      ),
    );
    // The job driven directly, wired as app.ts wires it; only the PINCODE path runs here.
    const runner = directBulkRunner(t.database.db);
    const crash = new Error('worker killed');
    const job = { requestId: request.id, caller: adminCallerSnapshot };
    const afterRow = (n: number) => {
      if (n === 4) throw crash;
    };
    await expect(runner.run(job, { batchRows: 3, afterRow })).rejects.toBe(crash);
    expect((await pincodeRows(codes)).length).toBe(3);
    await runner.run(job, { batchRows: 3 });
    await runner.run(job, { batchRows: 3 });
    const state = await t.database.pool.query(
      `select status, applied_rows, failed_rows from bulk_requests where id = $1`,
      [request.id],
    );
    expect(state.rows[0]).toEqual({ status: 'COMPLETED', applied_rows: 7, failed_rows: 0 });
    const creates = (await auditOf(codes)).filter((a) => a.field === 'pincode');
    expect(creates).toHaveLength(7);
  });
});
