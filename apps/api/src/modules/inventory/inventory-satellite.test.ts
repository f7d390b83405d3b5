import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { act, findCar } from '../../test/inventory-test-support.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const get = (url: string, headers = admin) => t.app.inject({ url, headers });

describe('inspection reads', () => {
  it('answers the POST_REFURB inspection by default, others by inspectionType, null when none', async () => {
    const car = await findCar(t, admin, 'status=SOLD');
    const post = await get(`/api/inventory/apt-${car.appointmentId}/inspectionDetails`);
    expect(post.json().data).toMatchObject({
      appointmentId: car.appointmentId,
      inspectionType: 'POST_REFURB',
      inspector: expect.any(String),
    });
    const proc = await get(`/api/inspection/${car.appointmentId}?inspectionType=PROCUREMENT`);
    expect(proc.json().data.inspectionType).toBe('PROCUREMENT');
    const refurb = await get(`/api/refurbishment/inspection/${car.appointmentId}`);
    expect(refurb.json().data).toMatchObject({
      inspectionType: 'REFURBISHMENT',
      refurbStages: expect.arrayContaining([expect.any(String)]),
    });
    const fresh = await findCar(t, admin, 'status=PROCURED');
    expect((await get(`/api/inventory/apt-${fresh.appointmentId}/inspectionDetails`)).json().data).toBeNull();
    expect((await get(`/api/inspection/${car.appointmentId}?inspectionType=PRE_SALE`)).json().validation[0].field).toBe(
      'querystring.inspectionType',
    );
  });
});

describe('orders and payment', () => {
  it('reads the orders, the booked one, the latest one and the payment status of a booked car', async () => {
    const car = await findCar(t, admin, 'status=BOOKED');
    const orders = (await get(`/api/inventory/apt-${car.appointmentId}/order`)).json().data;
    expect(orders.length).toBeGreaterThan(0);
    const booked = (await get(`/api/inventory/apt-${car.appointmentId}/bookedOrder`)).json().data;
    expect(booked).toMatchObject({ appointmentId: car.appointmentId, status: 'BOOKED' });
    expect((await get(`/api/v1/order/${car.appointmentId}/latest`)).json().data).toEqual(orders[0]);
    const pay = (await get(`/api/inventory/apt-${car.appointmentId}/paymentStatus`)).json().data;
    expect(pay).toMatchObject({ orderId: booked.orderId, amount: booked.amount });
    expect(['PAID', 'PARTIALLY_PAID']).toContain(pay.state);
    expect(Number(pay.balance)).toBeCloseTo(Number(booked.amount) - Number(booked.amountPaid), 2);
  });

  it('says NO_ORDER and null for a car nobody ordered', async () => {
    const car = await findCar(t, admin, 'status=PROCURED');
    expect((await get(`/api/inventory/apt-${car.appointmentId}/paymentStatus`)).json().data).toMatchObject({
      state: 'NO_ORDER',
      orderId: null,
    });
    expect((await get(`/api/inventory/apt-${car.appointmentId}/bookedOrder`)).json().data).toBeNull();
    expect((await get(`/api/v1/order/${car.appointmentId}/latest`)).json().data).toBeNull();
  });

  it('allows external delivery only for a sold or booked, fully paid car', async () => {
    const sold = await findCar(t, admin, 'status=SOLD');
    expect((await get(`/api/inventory/${sold.id}/externalDeliveryAllowed`)).json().data).toEqual({
      allowed: true,
      reasons: [],
    });
    const procured = await findCar(t, admin, 'status=PROCURED');
    const no = (await get(`/api/inventory/${procured.id}/externalDeliveryAllowed`)).json().data;
    expect(no.allowed).toBe(false);
    expect(no.reasons).toEqual(
      expect.arrayContaining(['The car is neither sold nor booked.', 'The order is not fully paid.']),
    );
  });
});

describe('holding period and isolation', () => {
  it('counts the days at the current location', async () => {
    const car = await findCar(t, admin, 'status=READY_FOR_SALE');
    const res = (await get(`/api/inventory/apt-${car.appointmentId}/location-holding-period`)).json().data;
    expect(res).toMatchObject({
      locationCode: car.locationCode,
      locationStatus: 'STOCKED_IN',
      days: expect.any(Number),
    });
    expect(res.days).toBeGreaterThan(0);
  });

  it("answers 404 for another vertical's car on every satellite, and 403 to the viewer", async () => {
    const car = await findCar(t, admin, 'status=SOLD');
    const ae = await t.as('admin', 'AE', 'CAR');
    for (const url of [
      `/api/inventory/apt-${car.appointmentId}/inspectionDetails`,
      `/api/inventory/apt-${car.appointmentId}/paymentStatus`,
      `/api/inventory/apt-${car.appointmentId}/order`,
      `/api/v1/order/${car.appointmentId}/latest`,
      `/api/inventory/${car.id}/externalDeliveryAllowed`,
      `/api/inventory/v1/inventory/chassis?appointmentId=${car.appointmentId}`,
      `/api/inventory/apt-${car.appointmentId}/location-holding-period`,
    ]) {
      expect((await get(url, ae)).statusCode, url).toBe(404);
      expect((await get(url, await t.as('viewer'))).statusCode, url).toBe(403);
    }
  });
});

describe('audit reads', () => {
  it('reads the trail and its count, newest first, with the actor per SPEC §3', async () => {
    const car = await findCar(t, admin, 'status=READY_FOR_SALE&published=true');
    await act(t, admin, car.appointmentId, 'EGC', { egc: 'EGC-A', version: car.version });
    await act(t, admin, car.appointmentId, 'TARGET_PRICE', { targetPrice: 350000, version: car.version + 1 });
    const trail = (await get(`/api/audit-log/inventory/${car.appointmentId}`)).json().data;
    expect(trail[0]).toMatchObject({
      entity: 'inventory',
      entityId: car.appointmentId,
      action: 'TARGET_PRICE',
      field: 'targetPrice',
      newValue: '350000.00',
      actor: 'admin',
    });
    expect((await get(`/api/audit-log/inventory/${car.appointmentId}/count`)).json().data.count).toBe(trail.length);
    expect(
      (await get(`/api/audit-log/inventory/${car.appointmentId}/count`, await t.as('admin', 'AE', 'CAR'))).json().data
        .count,
    ).toBe(0);
  });

  it("reads field histories: the history view's fields, one field, and the movement variant", async () => {
    const car = await findCar(t, admin, 'status=READY_FOR_SALE&published=true');
    await act(t, admin, car.appointmentId, 'TARGET_PRICE', { targetPrice: 360000, version: car.version });
    await t.app.inject({
      method: 'POST',
      url: `/api/inventory/${car.id}?action=PARKING_SLOT`,
      headers: admin,
      payload: { parkingSlot: 'Z-9', version: car.version + 1 },
    });
    await act(t, admin, car.appointmentId, 'EGC', { egc: 'EGC-B', version: car.version + 2 });
    const history = (await get(`/api/audit-log/v2/field/inventory?id=${car.appointmentId}`)).json().data as {
      field: string;
    }[];
    expect(history.every((h) => h.field !== 'parkingSlot')).toBe(true);
    expect(history.map((h) => h.field)).toContain('targetPrice');
    const slot = (await get(`/api/audit-log/v2/field/inventory-field?id=${car.appointmentId}&field=parkingSlot`)).json()
      .data;
    expect(slot).toEqual([expect.objectContaining({ field: 'parkingSlot', newValue: 'Z-9' })]);
    const picked = (
      await get(`/api/audit-log/v2/field/inventory?id=${car.appointmentId}&fields=parkingSlot,egc`)
    ).json().data as { field: string }[];
    expect(new Set(picked.map((h) => h.field))).toEqual(new Set(['parkingSlot', 'egc']));
    expect(
      (await get(`/api/audit-log/v2/field/movement-field?id=${car.appointmentId}&field=toLocationCode`)).json().data,
    ).toEqual([]);
    expect(
      (await get(`/api/audit-log/v2/field/inventory-field?id=${car.appointmentId}&field=drop table`)).statusCode,
    ).toBe(400);
  });
});
