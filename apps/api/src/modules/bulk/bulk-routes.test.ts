import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import type { BulkRequest, BulkRow, PendingAction } from '@b2c/contracts';
import { BULK_MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { applyBulk, csvOf, uploadBulk, uploadedBulk, waitForBulk } from '../../test/bulk-factories.ts';
import { HTML } from '../../test/sample-files.ts';
import { auditRows, detailOf } from '../../test/inventory-test-support.ts';
import { insertInventory } from '../../test/factories.ts';
import { fileRows } from '../../kits/table-file-reader.ts';

let t: TestApp;
let admin: Record<string, string>;
let ops: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, ops] = await Promise.all([t.as('admin'), t.as('ops.in')]);
});
afterAll(() => t?.close());

const base = '/api/bulk-upload/v2';
const get = (url: string, headers = admin) => t.app.inject({ url, headers });

/** Fresh cars for sale in IN CAR, published, without any pending action. */
async function freeCars(n: number) {
  const cars = [];
  for (let i = 0; i < n; i++)
    cars.push(
      await insertInventory(t.database.db, {
        published: true,
        publishStatus: 'PUBLISHED',
        inventoryStage: 'PROCUREMENT',
        inventorySubStage: null,
      }),
    );
  return cars;
}

const rowsOf = async (id: number, query = '') =>
  (await get(`${base}/${id}/rows?size=100${query}`)).json().data as BulkRow[];

describe('types and templates', () => {
  it('lists the types the caller may use, and refuses a user without bulkUpload', async () => {
    const types = (await get(`${base}/types`, ops)).json().data as { type: string; permission: string }[];
    expect(types.map((x) => x.type)).toEqual(
      expect.arrayContaining(['LIST_PRICE', 'PUBLISH_STATUS', 'STAGE', 'TYPE', 'PARKING_SLOT']),
    );
    const viewer = await get(`${base}/types`, await t.as('viewer'));
    expect(viewer.statusCode).toBe(403);
  });

  it('round-trips every template: CSV and XLSX headers read back as the type columns', async () => {
    const types = (await get(`${base}/types`)).json().data as { type: string; columns: { name: string }[] }[];
    for (const { type, columns } of types) {
      const csv = await get(`${base}/template?type=${type}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/^attachment/);
      expect(csv.body.trim()).toBe(columns.map((c) => c.name).join(','));
      const xlsx = await get(`${base}/template?type=${type}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const names = columns.map((c) => c.name);
      const read = fileRows(Readable.from([xlsx.rawPayload]), 'XLSX', names);
      // The header alone: no data rows, and no "missing column" refusal.
      await expect(read.next()).resolves.toMatchObject({ done: true });
      // The template uploaded back with a row filled in validates.
      const [car] = await freeCars(1);
      const cells: Record<string, string> = {
        appointmentId: car!.appointmentId,
        listingPrice: String(Number(car!.listingPrice) + 1000),
        targetPrice: String(Number(car!.listingPrice) - 1000),
        publishStatus: 'UNPUBLISH',
        inventoryStage: 'RETAIL',
        inventoryType: 'CONSIGNMENT',
        parkingSlot: 'P-7',
      };
      const request = await uploadedBulk(
        t,
        admin,
        type,
        csv.body + names.map((n) => cells[n] ?? '').join(',') + '\r\n',
      );
      expect(request, type).toMatchObject({ status: 'VALIDATED', totalRows: 1 });
    }
  });
});

describe('list price', () => {
  it('reports every bad row by column, changes nothing, then applies the good rows only when told', async () => {
    const [a, b] = await freeCars(2);
    const file = csvOf(
      ['appointmentId', 'listingPrice', 'priceChangeReason'],
      [
        [a!.appointmentId, Number(a!.listingPrice) + 5000, ''],
        ['99999999', 100000, ''],
        [b!.appointmentId, -5, ''],
        [b!.appointmentId, 'abc', 'PRICE_REVISION'],
        [a!.appointmentId, 123456, 'WHIM'],
      ],
    );
    const auditBefore = await auditRows(t, a!.appointmentId);
    const request = await uploadedBulk(t, admin, 'LIST_PRICE', file, 'prices.csv');
    expect(request).toMatchObject({ totalRows: 5, validRows: 1, invalidRows: 4, status: 'VALIDATED' });
    const bad = await rowsOf(request.id, '&outcome=INVALID');
    expect(bad.map((r) => [r.rowNumber, r.errors.map((e) => e.column)])).toEqual([
      [3, ['appointmentId']],
      [4, ['listingPrice']],
      [5, ['listingPrice']],
      [6, ['priceChangeReason']],
    ]);
    expect(bad[0]!.errors[0]!.message).toBe('apt-99999999 was not found in IN CAR.');

    const refused = await applyBulk(t, admin, request);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BULK_MESSAGES.goodRowsOnlyRequired);
    expect(await auditRows(t, a!.appointmentId)).toEqual(auditBefore);

    const errors = await get(`${base}/${request.id}/download?kind=errors`);
    expect(errors.body.split('\r\n')[0]).toBe('appointmentId,listingPrice,priceChangeReason,remarks,errors');
    expect(errors.body).toContain("'-5");

    const queued = await applyBulk(t, admin, request, true);
    expect(queued.statusCode, queued.body).toBe(200);
    const done = await waitForBulk(t, admin, request.id);
    expect(done).toMatchObject({ status: 'COMPLETED', appliedRows: 1, failedRows: 0, doneRows: 1, goodRowsOnly: true });
    expect((await detailOf(t, admin, a!.appointmentId)).listingPrice).toBe((Number(a!.listingPrice) + 5000).toFixed(2));
    expect(await auditRows(t, a!.appointmentId, 'LIST_PRICE')).toContainEqual(
      expect.objectContaining({ field: 'listingPrice', new_value: (Number(a!.listingPrice) + 5000).toFixed(2) }),
    );
    const result = await get(`${base}/${request.id}/download?kind=result`);
    expect(result.body).toMatch(/,APPLIED,Listing price updated,/);
    const original = await get(`${base}/${request.id}/download?kind=original`);
    expect(original.body).toBe(file);
  });

  it('creates pending actions, not changes, for a user who cannot approve', async () => {
    const cars = await freeCars(3);
    const file = csvOf(
      ['appointmentId', 'listingPrice'],
      cars.map((c) => [c.appointmentId, Number(c.listingPrice) + 1000]),
    );
    const request = await uploadedBulk(t, ops, 'LIST_PRICE', file);
    expect((await applyBulk(t, ops, request)).statusCode).toBe(200);
    const done = await waitForBulk(t, ops, request.id);
    expect(done).toMatchObject({ status: 'COMPLETED', pendingRows: 3, appliedRows: 0 });
    const rows = await rowsOf(request.id);
    expect(rows.every((r) => r.outcome === 'PENDING_APPROVAL' && r.pendingActionId !== null)).toBe(true);
    for (const car of cars) {
      const detail = await detailOf(t, admin, car.appointmentId);
      expect(detail.listingPrice).toBe(car.listingPrice);
    }
    const pending = (await get('/api/pendingAction?size=100')).json().data as PendingAction[];
    expect(pending.filter((p) => rows.some((r) => r.pendingActionId === p.id))).toHaveLength(3);
  });
});

describe('other types', () => {
  const cases: [string, string[], (apt: string) => string[], string, string][] = [
    ['PUBLISH_STATUS', ['appointmentId', 'publishStatus'], (apt) => [apt, 'UNPUBLISH'], 'published', 'false'],
    ['STAGE', ['appointmentId', 'inventoryStage'], (apt) => [apt, 'RETAIL'], 'inventoryStage', 'RETAIL'],
    ['TYPE', ['appointmentId', 'inventoryType'], (apt) => [apt, 'PARTNER'], 'inventoryType', 'PARTNER'],
    ['PARKING_SLOT', ['appointmentId', 'parkingSlot'], (apt) => [apt, 'b-12'], 'parkingSlot', 'B-12'],
  ];
  it.each(cases)(
    '%s: a good file applies through the single edit, audited',
    async (type, header, row, field, value) => {
      const [car] = await freeCars(1);
      const request = await uploadedBulk(t, admin, type, csvOf(header, [row(car!.appointmentId)]));
      expect(request.invalidRows, JSON.stringify(await rowsOf(request.id))).toBe(0);
      await applyBulk(t, admin, request);
      const done = await waitForBulk(t, admin, request.id);
      expect(done.appliedRows, JSON.stringify(await rowsOf(request.id))).toBe(1);
      const audit = await auditRows(t, car!.appointmentId);
      expect(audit.some((r) => r.field === field && r.new_value === value && r.actor_id)).toBe(true);
    },
  );

  it.each(cases)('%s: a bad file reports every row and changes nothing', async (type, header) => {
    const request = await uploadedBulk(
      t,
      admin,
      type,
      csvOf(header, [
        ['88888888', 'NOPE'],
        ['', ''],
      ]),
    );
    expect(request).toMatchObject({ validRows: 0, invalidRows: 2 });
    const res = await applyBulk(t, admin, request, true);
    expect(res.json().message).toBe(BULK_MESSAGES.nothingToApply);
  });
});

describe('files, abort and scope', () => {
  it('refuses what is not a CSV or XLSX by its content, and a header without the columns', async () => {
    const html = await uploadBulk(t, admin, 'LIST_PRICE', Buffer.concat([HTML, Buffer.from([0])]), 'prices.csv');
    expect(html.statusCode).toBe(415);
    const header = await uploadBulk(t, admin, 'LIST_PRICE', 'appointmentId,price\r\n1,2\r\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The header row is missing the column(s): listingPrice.');
  });

  it('aborts a queued request: it records who, and skips its rows', async () => {
    const [car] = await freeCars(1);
    const request = await uploadedBulk(
      t,
      admin,
      'PARKING_SLOT',
      csvOf(['appointmentId', 'parkingSlot'], [[car!.appointmentId, 'Z-1']]),
    );
    const abort = await t.app.inject({ method: 'PUT', url: `${base}/${request.id}/abort`, headers: admin });
    expect(abort.json().data).toMatchObject({ status: 'ABORTED', abortedBy: 'admin' });
    expect((await rowsOf(request.id))[0]).toMatchObject({ outcome: 'SKIPPED' });
    const again = await t.app.inject({ method: 'PUT', url: `${base}/${request.id}/abort`, headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A aborted bulk upload cannot be aborted.');
  });

  it('hides a request from other verticals, and searches and counts by state', async () => {
    const list = (await get(`${base}/search?size=100`)).json().data as BulkRequest[];
    expect(list.length).toBeGreaterThan(3);
    const counts = (await get(`${base}/counts`)).json().data;
    expect(counts.total).toBe(list.length);
    expect(counts.byStatus.ABORTED).toBeGreaterThanOrEqual(1);
    const ae = await t.as('admin', 'AE');
    expect((await get(`${base}/${list[0]!.id}`, ae)).statusCode).toBe(404);
    expect((await get(`${base}/search`, ae)).json().data).toEqual([]);
  });
});
