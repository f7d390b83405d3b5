import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** Keyset paging of the grid (issue 12): following `next` gives exactly the pages OFFSET gives. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const page = async (query: string) => {
  const res = await t.app.inject({ url: `/api/inventory?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: InventoryRow[]; next: string | null };
};
const ids = (rows: InventoryRow[]) => rows.map((r) => r.id);

describe('GET /api/inventory?after=', () => {
  for (const sort of ['updatedAt,desc', 'listingPrice,asc', 'listingPrice,desc', 'odometer,asc']) {
    it(`walks every row once in the ${sort} order, the same rows as page numbers`, async () => {
      const byOffset: number[] = [];
      for (let p = 0; ; p++) {
        const { data } = await page(`sort=${sort}&size=7&page=${p}`);
        byOffset.push(...ids(data));
        if (data.length < 7) break;
      }
      const byKeyset: number[] = [];
      let next: string | null = null;
      do {
        const answer = await page(`sort=${sort}&size=7${next ? `&after=${next}` : ''}`);
        byKeyset.push(...ids(answer.data));
        next = answer.next;
      } while (next);
      expect(byKeyset).toEqual(byOffset);
      expect(new Set(byKeyset).size).toBe(byKeyset.length);
      expect(byKeyset.length).toBeGreaterThan(20);
    });
  }

  it('gives no next cursor on the last page', async () => {
    const { data, next } = await page('size=100');
    expect(data.length).toBeLessThan(100);
    expect(next).toBeNull();
  });

  it('refuses a cursor of another order, or one it did not give out, naming after', async () => {
    const { next } = await page('sort=updatedAt,desc&size=5');
    for (const [query, message] of [
      [`sort=listingPrice,asc&size=5&after=${next}`, 'after belongs to another sort order'],
      ['size=5&after=bm90LWEtY3Vyc29y', 'after is not a cursor this list gave out.'],
      [`size=5&after=${Buffer.from('["updatedAt,desc","x",1.5]').toString('base64url')}`, 'after is not a cursor'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/inventory?${query}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(JSON.stringify(res.json())).toContain('after');
    }
  });
});

describe('cars without a value', () => {
  it('sort last in both directions (an unpriced car after every priced one)', async () => {
    for (const direction of ['asc', 'desc']) {
      const prices: (string | null)[] = [];
      let next: string | null = null;
      do {
        const answer = await page(`sort=listingPrice,${direction}&size=50${next ? `&after=${next}` : ''}`);
        prices.push(...answer.data.map((r) => r.listingPrice));
        next = answer.next;
      } while (next);
      const firstNull = prices.indexOf(null);
      expect(firstNull, direction).toBeGreaterThan(0);
      expect(
        prices.slice(firstNull).every((p) => p === null),
        direction,
      ).toBe(true);
    }
  });
});
