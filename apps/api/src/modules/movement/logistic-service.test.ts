import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogisticRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { inventoryLocationWriter } from '../inventory/inventory-location-service.ts';
import { logisticService } from './logistic-service.ts';

// The grid and the export read movements here and the car columns through the inventory module's writer
// (issue 10), no longer in one join: these check the two halves still meet row by row and page by page.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const IN_CAR = { country: 'IN', vehicleType: 'CAR' } as const;
const text = async (stream: Readable) => {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
};

describe('the logistic service', () => {
  it("shows each movement beside its own car's columns, as the inventory table holds them", async () => {
    const rows = (await t.app.inject({ url: '/api/inventory/logistic?size=100', headers: await t.as('admin') })).json()
      .data as LogisticRow[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const { rows: joined } = await t.database.pool.query(
      `select m.id, i.registration_number as "registrationNumber", i.chassis_number as "chassisNumber", i.make,
              i.model, i.year, i.location_status as "locationStatus"
       from inventory_movements m join inventory i on i.id = m.inventory_id
       where m.id = any($1::bigint[]) order by m.id`,
      [rows.map((r) => r.id)],
    );
    const shown = rows
      .map(({ id, registrationNumber, chassisNumber, make, model, year, locationStatus }) => ({
        id,
        registrationNumber,
        chassisNumber,
        make,
        model,
        year,
        locationStatus,
      }))
      .sort((a, b) => a.id - b.id);
    expect(shown).toEqual(joined.map((r) => ({ ...r, id: Number(r.id) })));
  });

  it('exports the same CSV whether it pages by 2 or all at once, every open movement once', async () => {
    const logistics = logisticService(t.database.db, inventoryLocationWriter);
    const paged = await text(logistics.openMovementCsv(IN_CAR, 2));
    const whole = await text(logistics.openMovementCsv(IN_CAR, 500));
    const open = await logistics.count(IN_CAR, {});
    expect(open).toBeGreaterThan(4);
    expect(paged).toBe(whole);
    const lines = paged.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(open);
    expect(new Set(lines).size).toBe(open);
  });
});
