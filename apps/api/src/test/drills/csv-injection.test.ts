import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { applyBulk, csvOf, uploadedBulk, waitForBulk } from '../bulk-factories.ts';
import { insertInventory } from '../factories.ts';

/**
 * Finding 12 of issue 24: a full-width `＝1+1` (and ＋ － ＠) reached the CSV files unneutralised, though
 * spreadsheets run it as a formula like `=1+1`. Every CSV the API writes — the open-movement and inventory
 * exports and the bulk upload's error and result downloads — must start such a cell with `'`.
 */
const FORMULAS = ['＝1+1', '＋1+1', '－1+1', '＠SUM(1+1)', ' ＝1+1', '=1+1'];

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

/** Every cell of a CSV text (no quoted line breaks in these files' cells). */
const cellsOf = (csv: string) => csv.split('\r\n').flatMap((line) => line.split(','));
const expectNeutralised = (csv: string, cell: string) => {
  const cells = cellsOf(csv);
  expect(cells, `${cell} in the file`).toContain(`'${cell}`);
  expect(cells, `${cell} bare in the file`).not.toContain(cell);
};

describe('CSV cells a spreadsheet would run as formulas are neutralised, full-width forms too', () => {
  it('in GET /api/inventory/export/open-movement (driver names typed by operators)', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `select id from inventory_movements where country = 'IN' and vehicle_type = 'CAR'
       and closed_at is null order by id limit ${FORMULAS.length}`,
    );
    expect(rows).toHaveLength(FORMULAS.length);
    for (const [i, row] of rows.entries())
      await t.database.pool.query('update inventory_movements set driver_name = $1 where id = $2', [
        FORMULAS[i],
        row.id,
      ]);
    const res = await t.app.inject({ url: '/api/inventory/export/open-movement', headers: admin });
    expect(res.statusCode).toBe(200);
    for (const cell of FORMULAS) expectNeutralised(res.body, cell);
  });

  it('in GET /api/inventory/export (the grid as CSV: parking slots and names typed by operators)', async () => {
    for (const cell of FORMULAS) await insertInventory(t.database.db, { locationCode: 'CSV-DRILL', parkingSlot: cell });
    const res = await t.app.inject({
      url: '/api/inventory/export?locationCode=CSV-DRILL&columns=appointmentId,parkingSlot',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    for (const cell of FORMULAS) expectNeutralised(res.body, cell);
  });

  it('in the bulk upload’s errors and result downloads', async () => {
    const cars = [];
    for (let i = 0; i < 2; i += 1)
      cars.push(
        await insertInventory(t.database.db, {
          published: true,
          publishStatus: 'PUBLISHED',
          inventoryStage: 'PROCUREMENT',
          inventorySubStage: null,
        }),
      );
    const [good, bad] = cars;
    const file = csvOf(
      ['appointmentId', 'listingPrice', 'priceChangeReason', 'remarks'],
      [
        [good!.appointmentId, Number(good!.listingPrice) + 5000, '', '＠SUM(1+1)'],
        [bad!.appointmentId, '－5', '', '＝1+1'],
      ],
    );
    const request = await uploadedBulk(t, admin, 'LIST_PRICE', file, 'prices.csv');
    expect(request).toMatchObject({ validRows: 1, invalidRows: 1 });
    const base = `/api/bulk-upload/v2/${request.id}/download`;
    const errors = await t.app.inject({ url: `${base}?kind=errors`, headers: admin });
    expectNeutralised(errors.body, '－5');
    expectNeutralised(errors.body, '＝1+1');

    const applied = await applyBulk(t, admin, request, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await waitForBulk(t, admin, request.id)).toMatchObject({ status: 'COMPLETED', appliedRows: 1 });
    const result = await t.app.inject({ url: `${base}?kind=result`, headers: admin });
    expectNeutralised(result.body, '＠SUM(1+1)');
  });
});
