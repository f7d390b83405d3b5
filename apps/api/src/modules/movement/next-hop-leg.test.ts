import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TIME_ZONES, addDays, formatDate } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  freeCar,
  locationsBesides,
  movementAudit,
  pickupBody,
  type FreeCar,
} from '../../test/movement-test-support.ts';
import { NEXT_HOP_LEG_TAG, RESCHEDULE_NEEDED_TAG } from './next-hop-leg.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin, payload });
const act = async (car: FreeCar, action: string, version: number) => {
  const res = await call('PUT', `/api/inventory/${car.id}/movement?action=${action}`, { version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** What the slot module offers first at the hop from now on: the onward leg's expected pickup. */
async function firstOfferedSlot(locationCode: string) {
  const today = formatDate(new Date(), TIME_ZONES.IN);
  for (const date of [today, addDays(today, 1), addDays(today, 2)]) {
    const res = await t.app.inject({ url: `/api/slot?date=${date}&locationCode=${locationCode}`, headers: admin });
    const first = res.json().data.slots[0];
    if (first) return { requestedPickupDate: date, slot: first.code };
  }
  throw new Error(`no slot offered at ${locationCode}`);
}

/** A car with a pickup request yard → destination routed via a hop, vendor set, on the road. */
async function routedCarOnTheRoad() {
  const car = await freeCar(t);
  const [hop, to] = await locationsBesides(t, 'IN', [car.locationCode], 2);
  const created = await call('POST', `/api/inventory/${car.id}/movement`, pickupBody('IN', car, to!));
  expect(created.statusCode, created.body).toBe(201);
  const first = created.json().data.movement;
  const vendor = await call('POST', `/api/inventory/${car.id}/logistic`, {
    version: first.version,
    vendor: 'DRIVEU',
    logisticsMode: '3PL_VENDOR',
  });
  const hopped = await call('PUT', `/api/inventory/${car.id}/next-hop?locationCode=${hop}`, {
    version: vendor.json().data.movement.version,
  });
  expect(hopped.json().data.message).toBe(MESSAGES.nextHopCreated);
  const started = await act(car, 'TRIP_START', hopped.json().data.movement.version);
  return { car, hop: hop!, to: to!, first, onRoad: started.movement };
}

const openMovements = async (inventoryId: number) =>
  (
    await t.database.pool.query<{ id: number }>(
      `select id from inventory_movements where inventory_id = $1 and country = 'IN' and not complete`,
      [inventoryId],
    )
  ).rows;

describe('a movement routed through a next hop', () => {
  it('ends its first leg at the hop and continues on an onward leg to the destination', async () => {
    const { car, hop, to, first, onRoad } = await routedCarOnTheRoad();
    const ended = await act(car, 'TRIP_END', onRoad.version);
    expect(ended.inventory).toMatchObject({ locationCode: hop, locationStatus: 'IN_TRANSIT' });

    const received = await act(car, 'MARK_RECEIVED', ended.movement.version);
    expect(received.message).toBe('Inventory marked as received');
    const leg = received.movement;
    expect(leg).toMatchObject({
      phase: 'WAITING',
      status: 'PENDING',
      complete: false,
      fromLocationCode: hop,
      toLocationCode: to,
      nextHopLocationCode: null,
      movementType: first.movementType,
      requestType: 'INTERNAL',
      pickupOption: 'HOME_PICKUP',
      // The same customer: a home pick-up's address and area travel with the onward leg.
      customerAddress: first.customerAddress,
      customerArea: first.customerArea,
      tags: [NEXT_HOP_LEG_TAG],
      remarks: expect.stringContaining(`#${first.id}`),
      logistic: { vendor: null, logisticsMode: '3PL_VENDOR', driverName: null, ...(await firstOfferedSlot(hop)) },
      version: 1,
    });
    expect(leg.id).not.toBe(first.id);
    expect(received.inventory).toMatchObject({
      locationCode: hop,
      lastLocationCode: car.locationCode,
      locationStatus: 'PENDING',
      movementActive: true,
    });

    const view = (await t.app.inject({ url: `/api/inventory/${car.id}/movement`, headers: admin })).json().data;
    expect(view.movement.id).toBe(leg.id);
    expect(view.history.find((m: { id: number }) => m.id === first.id)).toMatchObject({
      phase: 'RECEIVED',
      complete: true,
      nextHopLocationCode: hop,
    });
    const trail = await movementAudit(t, car.appointmentId);
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'MARK_RECEIVED', field: 'locationStatus', new_value: 'STOCKED_IN' },
        { action: 'MARK_RECEIVED', field: 'phase', new_value: 'RECEIVED' },
        { action: 'CREATE_PICKUP_REQUEST', field: 'fromLocationCode', new_value: hop },
        { action: 'CREATE_PICKUP_REQUEST', field: 'locationStatus', new_value: 'PENDING' },
      ]),
    );

    // The onward leg is an ordinary pickup request: it needs its own vendor, then ends at the destination.
    const refused = await call('PUT', `/api/inventory/${car.id}/movement?action=TRIP_START`, { version: leg.version });
    expect(refused.json().message).toMatch(/set a logistic vendor first/);
    const assigned = await call('POST', `/api/inventory/${car.id}/logistic`, {
      version: leg.version,
      vendor: 'DRIVEU',
    });
    const legStarted = await act(car, 'TRIP_START', assigned.json().data.movement.version);
    expect(legStarted.inventory).toMatchObject({ locationCode: null, lastLocationCode: hop });
    const legEnded = await act(car, 'TRIP_END', legStarted.movement.version);
    expect(legEnded.inventory.locationCode).toBe(to);
    const done = await act(car, 'MARK_RECEIVED', legEnded.movement.version);
    expect(done).toMatchObject({
      movement: { id: leg.id, phase: 'RECEIVED', complete: true },
      inventory: { locationCode: to, locationStatus: 'STOCKED_IN', movementActive: false },
    });
    expect(await openMovements(car.id)).toEqual([]);
  });

  it('opens the onward leg when the car is scanned in at the hop', async () => {
    const { car, hop, to, first } = await routedCarOnTheRoad();
    // The scan first runs without the onward plan and runs again with it (next-hop-leg.ts): the retry keeps
    // one answer per Idempotency-Key and writes the receipt once.
    const scan = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/inventory/reg-${car.registrationNumber}?action=STOCK_IN&comment=hop%20gate`,
        headers: { ...admin, 'idempotency-key': `hop-scan-${car.id}` },
        payload: { locationCode: hop },
      });
    const scanned = await scan();
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect((await scan()).json()).toEqual(scanned.json());
    expect(scanned.json().data).toMatchObject({
      message: MESSAGES.stockInDone,
      locationCode: hop,
      movement: { phase: 'WAITING', fromLocationCode: hop, toLocationCode: to, tags: [NEXT_HOP_LEG_TAG] },
      inventory: { locationCode: hop, locationStatus: 'PENDING', movementActive: true },
    });
    expect(scanned.json().data.movement.remarks).toContain(`#${first.id}`);
    const open = await openMovements(car.id);
    expect(open).toEqual([{ id: scanned.json().data.movement.id }]);
    const audit = await movementAudit(t, car.appointmentId);
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['STOCK_IN', 'CREATE_PICKUP_REQUEST']));
    // One onward leg from the hop: the first, rolled-back try left nothing behind.
    const fromHop = audit.filter((r) => r.action === 'CREATE_PICKUP_REQUEST' && r.field === 'fromLocationCode');
    expect(fromHop.filter((r) => r.new_value === hop)).toHaveLength(1);
  });

  it('opens no leg for a receipt without a next hop', async () => {
    const car = await freeCar(t);
    const [to] = await locationsBesides(t, 'IN', [car.locationCode], 1);
    const m = (
      await call('POST', `/api/inventory/${car.id}/movement`, pickupBody('IN', car, to!, { vendor: 'DRIVEU' }))
    ).json().data.movement;
    const started = await act(car, 'TRIP_START', m.version);
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/reg-${car.registrationNumber}?action=STOCK_IN`,
      headers: admin,
      payload: { locationCode: to },
    });
    expect(scanned.json().data).toMatchObject({
      movement: { id: started.movement.id, phase: 'RECEIVED', complete: true },
      inventory: { locationCode: to, locationStatus: 'STOCKED_IN', movementActive: false },
    });
    expect(await openMovements(car.id)).toEqual([]);
    const created = (await movementAudit(t, car.appointmentId)).filter(
      (r) => r.action === 'CREATE_PICKUP_REQUEST' && r.field === 'fromLocationCode',
    );
    expect(created).toEqual([
      { action: 'CREATE_PICKUP_REQUEST', field: 'fromLocationCode', new_value: car.locationCode },
    ]);
  });

  it("keeps the first leg's day and slot, tagged for rescheduling, when the hop offers no slot", async () => {
    const { car, hop, first, onRoad } = await routedCarOnTheRoad();
    const setActive = (active: boolean) =>
      t.database.pool.query(`update store_locations set active = $1 where country = 'IN' and code = $2`, [active, hop]);
    // An inactive hop offers no slot; the receipt must still go through.
    await setActive(false);
    try {
      const received = await act(car, 'MARK_RECEIVED', onRoad.version);
      expect(received.movement).toMatchObject({
        phase: 'WAITING',
        fromLocationCode: hop,
        tags: [NEXT_HOP_LEG_TAG, RESCHEDULE_NEEDED_TAG],
        logistic: { requestedPickupDate: first.logistic.requestedPickupDate, slot: first.logistic.slot },
      });
    } finally {
      await setActive(true);
    }
  });
});
