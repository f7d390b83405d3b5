import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inventoryListResponse } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory } from '../../test/factories.ts';
import { inventoryRepository } from './inventory-repository.ts';
import { toInventoryRow } from './inventory-mapping.ts';
import { inventory } from './inventory-tables.ts';
import { isoInstant } from './inventory-grid-json.ts';

/** The grid row written from the database's cells (inventory-grid-json.ts) is exactly the one the mapping makes. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const IN_CAR = { country: 'IN', vehicleType: 'CAR' } as const;

describe('inventory grid JSON', () => {
  it('equals toInventoryRow for every seeded car of the vertical, and fits the contract', async () => {
    const repo = inventoryRepository(t.database.db);
    const query = { page: 0, size: 100, sort: 'updatedAt,desc' };
    const [records, json] = await Promise.all([repo.list(IN_CAR, query), repo.listJson(IN_CAR, query)]);
    expect(records.length).toBeGreaterThan(20);
    const rows = json.map((r) => JSON.parse(r.json) as unknown);
    expect(rows).toEqual(records.map(({ sortKey: _cursor, ...r }) => toInventoryRow(r)));
    expect(inventoryListResponse.safeParse({ data: rows }).success).toBe(true);
  });

  it('writes awkward values as the mapping does: quotes, control characters, unknown codes, microseconds, no price', async () => {
    const car = await insertInventory(t.database.db, {
      make: 'Tata "Nexon"\\ \u0001 ✓',
      colour: 'Red\nBlue',
      listingPrice: null,
      targetPrice: '1234.50',
      publishStatus: 'SOMETHING_OLD',
      reserveStatus: 'NOT_A_STATUS',
      holdReason: null,
    });
    await t.database.db.execute(
      sql`update ${inventory} set updated_at = '2026-11-24 10:11:12.987654+00' where id = ${car.id}`,
    );
    const repo = inventoryRepository(t.database.db);
    const query = { page: 0, size: 1, searchKey: 'appointmentId' as const, searchValue: car.appointmentId };
    const [[record], [json]] = await Promise.all([repo.list(IN_CAR, query), repo.listJson(IN_CAR, query)]);
    const { sortKey: _cursor, ...row } = record!;
    const written = JSON.parse(json!.json) as Record<string, unknown>;
    expect(written).toEqual(toInventoryRow(row));
    expect(written).toMatchObject({
      publishStatus: 'UNPUBLISHED',
      reserveStatus: null,
      updatedAt: '2026-11-24T10:11:12.987Z',
    });
  });
});

describe('the instant as the grid writes it', () => {
  it('is Date#toISOString of the timestamptz text in any session time zone, milliseconds cut', () => {
    const cases = [
      '2026-11-24 10:11:12.987654+00',
      '2026-11-24 10:11:12+00',
      '2026-11-24 10:11:12.5+00',
      '2026-11-24 15:41:12.987654+05:30',
      '2026-11-24 07:11:12.9999+03',
      '2026-11-23 21:11:12.001-13',
      '1887-01-01 00:00:00+01:02:03',
    ];
    for (const text of cases) {
      // What node-postgres does with the same text: its Date, whose ISO form is the mapping's.
      const offset = /([+-]\d\d)(?::(\d\d))?(?::(\d\d))?$/.exec(text)!;
      const sign = offset[1]!.startsWith('-') ? -1 : 1;
      const seconds = Math.abs(Number(offset[1])) * 3600 + Number(offset[2] ?? 0) * 60 + Number(offset[3] ?? 0);
      const [day, time] = text.slice(0, offset.index).split(' ');
      const [whole, fraction = ''] = time!.split('.');
      const local = Date.parse(`${day}T${whole}.${fraction.padEnd(3, '0').slice(0, 3)}Z`);
      expect(isoInstant(text), text).toBe(new Date(local - sign * seconds * 1000).toISOString());
    }
    expect(isoInstant('2026-11-24 15:41:12.987654+05:30')).toBe('2026-11-24T10:11:12.987Z');
    expect(isoInstant('2026-11-23 21:11:12.001-13')).toBe('2026-11-24T10:11:12.001Z');
  });
});
