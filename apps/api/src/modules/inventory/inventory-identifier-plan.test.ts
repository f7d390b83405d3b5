import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KEYS, type SearchKey } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { inventoryRepository } from './inventory-repository.ts';

/**
 * Issue 30: every identifier a person searches by (SPEC §3's search keys) is found through its own index,
 * whole or by prefix — and the appointment's one index both enforces its uniqueness and serves its prefix
 * search, so a write of a car keeps one index fewer in step. An index dropped, or a lookup written so it
 * cannot use it, turns the search into a visit of the vertical's rows and fails here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.pool.query('vacuum analyze inventory');
});
afterAll(() => t?.close());

const INDEX_OF: Record<SearchKey, string> = {
  appointmentId: 'inventory_appointment_uq',
  vin: 'inventory_vin_idx',
  stockId: 'inventory_stock_id_idx',
  registrationNumber: 'inventory_registration_idx',
  chassisNumber: 'inventory_chassis_idx',
};

async function planOf(searchKey: SearchKey, searchValue: string): Promise<string> {
  const query = inventoryRepository(t.database.db).list(
    { country: 'IN', vehicleType: 'CAR' },
    { searchKey, searchValue, page: 0, size: 10 },
  );
  const { sql, params } = query.toSQL();
  const client = await t.database.pool.connect();
  try {
    // The seeded table is small enough that a sequential scan wins: forbid it, as a million cars would.
    await client.query('set enable_seqscan = off');
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('reset all');
    client.release();
  }
}

describe('identifier lookups', () => {
  for (const key of SEARCH_KEYS)
    it(`find by ${key}, whole or by prefix, through ${INDEX_OF[key]}`, async () => {
      for (const value of ['ABC1234567', 'ABC']) {
        const plan = await planOf(key, value);
        expect(plan).toContain(INDEX_OF[key]);
        expect(plan).not.toMatch(/Seq Scan/);
      }
    });

  it("still refuse a second car with the vertical's appointment id", async () => {
    const { rows } = await t.database.pool.query<{ appointment_id: string }>(
      "select appointment_id from inventory where country = 'IN' and vehicle_type = 'CAR' limit 1",
    );
    // The same row under a new id: only the appointment's uniqueness can refuse it.
    const copy = t.database.pool.query(
      `insert into inventory
         select (jsonb_populate_record(null::inventory, to_jsonb(i) || jsonb_build_object('id', (select max(id) + 1 from inventory)))).*
         from inventory i where country = 'IN' and vehicle_type = 'CAR' and appointment_id = $1`,
      [rows[0]!.appointment_id],
    );
    await expect(copy).rejects.toThrow(/unique constraint "inventory_appointment_uq"/);
  });
});
