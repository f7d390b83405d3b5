import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedInventory } from '../../seed/seed-inventory.ts';
import { detailOf, findCar } from '../../test/inventory-test-support.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const list = async (query: string, headers = admin) => {
  const res = await t.app.inject({ url: `/api/inventory?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as InventoryRow[];
};

describe('GET /api/inventory', () => {
  it('lists the vertical newest first, 10 by default, with inventoryAttributes', async () => {
    const rows = await list('');
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.country === 'IN' && r.vehicleType === 'CAR')).toBe(true);
    const times = rows.map((r) => Date.parse(r.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows[0]).toMatchObject({
      inventoryAttributes: expect.objectContaining({ inventoryStage: expect.any(String) }),
    });
  });

  it('filters by status, published, sold, stage and reserve status, and sorts by price', async () => {
    const rows = await list(
      'status=READY_FOR_SALE&published=true&sold=false&inventoryStage=RETAIL&sort=listingPrice,asc&size=30',
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) expect(r).toMatchObject({ status: 'READY_FOR_SALE', published: true, sold: false });
    const prices = rows.map((r) => Number(r.listingPrice));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const booked = await list('reserveStatus=BOOKED');
    expect(booked.every((r) => r.reserveStatus === 'BOOKED')).toBe(true);
    const free = await list('reserveStatus=NONE&size=50');
    expect(free.every((r) => r.reserveStatus === null)).toBe(true);
  });

  it('filters by location and the updated range in the vertical time zone', async () => {
    const car = await findCar(t, admin, 'sort=updatedAt,desc');
    const rows = await list(`locationCode=${car.locationCode}&size=100`);
    expect(rows.every((r) => r.locationCode === car.locationCode)).toBe(true);
    const day = new Date(car.updatedAt).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const sameDay = await list(`updatedFrom=${day}&updatedTo=${day}&size=100`);
    expect(sameDay.map((r) => r.appointmentId)).toContain(car.appointmentId);
  });

  it('finds a car by registration or chassis number, typed in any case', async () => {
    const car = await findCar(t, admin, 'status=READY_FOR_SALE');
    const byReg = await list(`searchKey=registrationNumber&searchValue=${car.registrationNumber!.toLowerCase()}`);
    expect(byReg.map((r) => r.appointmentId)).toEqual([car.appointmentId]);
    const byChassis = await list(`searchKey=chassisNumber&searchValue=${car.chassisNumber}`);
    expect(byChassis.map((r) => r.appointmentId)).toEqual([car.appointmentId]);
  });

  it('offers appointmentId, vin and stockId only in AU (400 naming searchKey elsewhere)', async () => {
    const au = await t.as('admin', 'AU', 'CAR');
    const car = await findCar(t, au, '');
    expect((await list(`searchKey=stockId&searchValue=${car.stockId}`, au)).map((r) => r.id)).toEqual([car.id]);
    expect((await list(`searchKey=appointmentId&searchValue=${car.appointmentId}`, au)).map((r) => r.id)).toEqual([
      car.id,
    ]);
    const res = await t.app.inject({ url: `/api/inventory?searchKey=vin&searchValue=${car.vin}`, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation[0].field).toBe('querystring.searchKey');
  });

  it('answers 400 naming the field for a bad filter or sort', async () => {
    const bad = await t.app.inject({ url: '/api/inventory?status=FLYING&size=1000', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation.map((v: { field: string }) => v.field)).toEqual(
      expect.arrayContaining(['querystring.status', 'querystring.size']),
    );
    const sort = await t.app.inject({ url: '/api/inventory?sort=colour,asc', headers: admin });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().validation[0].field).toBe('querystring.sort');
  });

  it('is refused to a user without inventoryMenu', async () => {
    const res = await t.app.inject({ url: '/api/inventory', headers: await t.as('viewer') });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/inventory/count', () => {
  it('is exact for a small vertical and matches the list', async () => {
    const res = await t.app.inject({ url: '/api/inventory/count?status=SOLD', headers: admin });
    expect(res.json().data).toMatchObject({ exact: true, cap: 10_000 });
    const sold = await list('status=SOLD&size=100');
    expect(res.json().data.count).toBe(sold.length);
  });

  it('stops counting at the cap and says so', async () => {
    await seedInventory(t.database.db, {
      perVertical: 10_001,
      verticals: [{ country: 'ID', vehicleType: 'BIKE' }],
      satellites: false,
    });
    const res = await t.app.inject({ url: '/api/inventory/count', headers: await t.as('admin', 'ID', 'BIKE') });
    expect(res.json().data).toEqual({ count: 10_000, exact: false, cap: 10_000 });
  });
});

describe('GET /api/inventory/v2/apt-{id}', () => {
  it('answers the detail with allowedActions computed for the caller and movementActive', async () => {
    const car = await findCar(t, admin, 'status=READY_FOR_SALE&locationStatus=STOCKED_IN');
    const detail = await detailOf(t, admin, car.appointmentId);
    expect(detail).toMatchObject({
      appointmentId: car.appointmentId,
      movementActive: false,
      inventoryMovement: null,
      allowedActions: ['CREATE_MOVEMENT'],
    });
    const asKeyRequester = await t.app.inject({
      url: `/api/inventory/v2/apt-${car.appointmentId}`,
      headers: await t.as('ops.in'),
    });
    expect(asKeyRequester.json().data.allowedActions).toEqual(['CREATE_MOVEMENT']);
  });

  it('shows open pending actions of the car', async () => {
    const pending = await t.app.inject({ url: '/api/pendingAction?filterGroup=DELISTING', headers: admin });
    const apt = pending.json().data[0].appointmentId as string;
    const detail = await detailOf(t, admin, apt);
    expect(detail.openPendingActions.map((p) => p.type)).toContain('PUBLISH_STATUS_UPDATE');
  });

  it('keeps verticals apart: an IN:CAR car is 404 from AE:CAR, even for admin', async () => {
    const car = await findCar(t, admin, '');
    const res = await t.app.inject({
      url: `/api/inventory/v2/apt-${car.appointmentId}`,
      headers: await t.as('admin', 'AE', 'CAR'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Inventory apt-${car.appointmentId} was not found.`);
  });
});

describe('/detail/v1/cars', () => {
  it('answers catalogue details in the order asked, with the currency, skipping unknown ids', async () => {
    const [a, b] = await list('size=2');
    const res = await t.app.inject({
      url: `/detail/v1/cars?appIds=${b!.appointmentId},999,${a!.appointmentId}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { appointmentId: string }) => c.appointmentId)).toEqual([
      b!.appointmentId,
      a!.appointmentId,
    ]);
    expect(res.json().data[0].currency).toBe('INR');
  });
});
