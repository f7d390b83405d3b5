import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { InventoryListQuery } from '@b2c/contracts';
import { encodeCursor } from '../../plugins/db/keyset.ts';
import { inventoryOrder, inventoryShapeOf } from './inventory-repository.ts';

/**
 * The grid's statement is prepared once per shape (query-shape.ts): two queries of one shape must have the
 * same SQL, whatever their values — or a prepared statement would answer one query with another's SQL.
 */
const db = drizzle.mock();
const V = [
  { country: 'IN', vehicleType: 'CAR' },
  { country: 'AU', vehicleType: 'BIKE' },
] as const;
const cursor = (sort: string, value: string | null) => encodeCursor(inventoryOrder(sort), { value, id: 7 });

const variants = [
  {},
  { status: 'READY_FOR_SALE' },
  { status: 'BOOKED', published: true },
  { published: false, sold: true },
  { reserveStatus: 'NONE' },
  { reserveStatus: 'RESERVED' },
  { updatedFrom: '2026-11-01' },
  { updatedFrom: '2026-11-01T10:00:00Z' },
  { updatedTo: '2026-11-02' },
  { updatedTo: '2026-11-02T10:00:00+05:30' },
  { searchKey: 'registrationNumber', searchValue: 'mh12' },
  { searchKey: 'chassisNumber', searchValue: 'ABC' },
  { searchKey: 'appointmentId', searchValue: '1000' },
  { pendingActionGroup: 'LISTING_PRICE' },
  { sort: 'listingPrice,asc' },
  { sort: 'listingPrice,asc', after: cursor('listingPrice,asc', null) },
  { sort: 'listingPrice,asc', after: cursor('listingPrice,asc', '5.00') },
  { after: cursor('updatedAt,desc', '2026-11-24 10:00:00.123456+00') },
] satisfies Partial<InventoryListQuery>[];

describe('the grid query shape', () => {
  it('gives one SQL text per shape, whatever the values and the vertical', () => {
    const sqlOf = new Map<string, string>();
    for (const v of V)
      for (const variant of variants)
        for (const page of [0, 3]) {
          const { key, sql } = inventoryShapeOf(db, v, { page, size: page + 10, ...variant });
          if (!sqlOf.has(key)) sqlOf.set(key, sql);
          expect(sql, key).toBe(sqlOf.get(key));
        }
    // Every variant above is its own shape (the vertical and the page are values).
    expect(sqlOf.size).toBe(variants.length);
  });
});
