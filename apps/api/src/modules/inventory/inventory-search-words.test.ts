import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { detailOf, findCar } from '../../test/inventory-test-support.ts';

/**
 * Issue 19 "Words an operator reads": bad data answers SPEC §5's sentence with each field's problem in
 * plain words (never zod's schema text), and search forgives: identifiers by prefix, names by any word.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const list = async (query: string, headers = admin) => {
  const res = await t.app.inject({ url: `/api/inventory?${query}&size=100`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: InventoryRow[] }).data;
};

describe('plain messages for bad data', () => {
  it('says "Invalid data…" and the field in words for a too-long path value, not "Too big: expected string…"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/reg-${'A'.repeat(41)}?locationCode=HUB-DEL-1`,
      headers: admin,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'Invalid data. Please check and try again. Value must be at most 40 characters.',
      validation: [{ field: 'params.value', message: 'must be at most 40 characters' }],
    });
  });

  it('words a wrong type and a huge price as sentences, and changes nothing', async () => {
    const car = await findCar(t, admin, 'status=READY_FOR_SALE&published=true&reserveStatus=NONE');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/apt-${car.appointmentId}?action=LIST_PRICE`,
      headers: admin,
      payload: { version: car.version, listingPrice: 5e15, priceChangeReason: 'PRICE_REVISION' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^Invalid data\. Please check and try again\. Listing price must be at most [\d,]+\.$/,
    );
    expect(res.body).not.toMatch(/Too big|expected number|<=/);
    const driver = await t.app.inject({
      method: 'POST',
      url: '/api/v1/driver',
      headers: await t.as('admin', 'IN', 'CAR'),
      payload: [{ name: 'x'.repeat(121), mobile: '+919876543210', driverType: 'FIXED', vendor: 'IN_HOUSE' }],
    });
    expect(driver.statusCode).toBe(400);
    expect(driver.json().message).toBe(
      'Invalid data. Please check and try again. Name (row 1) must be at most 120 characters.',
    );
    expect((await detailOf(t, admin, car.appointmentId)).listingPrice).toBe(car.listingPrice);
  });
});

describe('forgiving search', () => {
  it('finds cars by the start of their registration number, in any case and spacing', async () => {
    const car = await findCar(t, admin, 'status=READY_FOR_SALE');
    const plate = car.registrationNumber!;
    const start = plate.slice(0, 5);
    const found = await list(
      `searchKey=registrationNumber&searchValue=${encodeURIComponent(` ${start.toLowerCase()} `)}`,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((r) => r.appointmentId)).toContain(car.appointmentId);
    expect(found.every((r) => r.registrationNumber!.startsWith(start))).toBe(true);
    // The whole plate still finds exactly its car; a plate no car starts with finds none.
    expect((await list(`searchKey=registrationNumber&searchValue=${plate}`)).map((r) => r.appointmentId)).toEqual([
      car.appointmentId,
    ]);
    expect(await list('searchKey=registrationNumber&searchValue=ZZ9999NOPE')).toEqual([]);
  });

  it('finds cars by the start of the chassis number, matches "%" literally, and words a wrong key', async () => {
    const car = await findCar(t, admin, 'status=READY_FOR_SALE');
    const start = car.chassisNumber!.slice(0, -2);
    const found = await list(`searchKey=chassisNumber&searchValue=${start}`);
    expect(found.map((r) => r.appointmentId)).toContain(car.appointmentId);
    expect(found.every((r) => r.chassisNumber!.startsWith(start))).toBe(true);
    expect(await list(`searchKey=chassisNumber&searchValue=${encodeURIComponent('%')}`)).toEqual([]);
    const wrong = await t.app.inject({ url: '/api/inventory?searchKey=vin&searchValue=ABC', headers: admin });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Cars in IN are searched by Registration Number or Chassis Number.');
  });

  it('keeps the prefix search on the index (a range on the text_pattern_ops index, not a scan)', async () => {
    const client = await t.database.pool.connect();
    try {
      // With statistics, the planner sees how few rows the prefix selects; the seeded table is small.
      await client.query('analyze inventory');
      await client.query('set enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from inventory where country = 'IN' and vehicle_type = 'CAR'
         and registration_number ~>=~ 'MH12' and registration_number ~<~ 'MH13'`,
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(
        /Index Cond: .*registration_number ~>=~ 'MH12'.*registration_number ~<~ 'MH13'/,
      );
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });

  it('finds a driver by any word of the name: "khan" finds "Amit Khan"', async () => {
    const headers = await t.as('admin', 'IN', 'CAR');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/driver',
      headers,
      payload: [{ name: 'Amit Khan', mobile: '+919812340001', driverType: 'FIXED', vendor: 'IN_HOUSE' }],
    });
    expect(created.statusCode).toBe(201);
    for (const term of ['khan', 'Kha', 'amit']) {
      const res = await t.app.inject({ url: `/api/v1/driver?name=${term}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((d: { name: string }) => d.name)).toContain('Amit Khan');
    }
    const none = await t.app.inject({ url: '/api/v1/driver?name=han', headers });
    expect(none.json().data.map((d: { name: string }) => d.name)).not.toContain('Amit Khan');
  });
});
