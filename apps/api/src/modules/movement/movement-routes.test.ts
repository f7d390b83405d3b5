import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { freeCar, otherLocation, pickupBody, tomorrow } from '../../test/movement-test-support.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const put = (headers: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const post = (headers: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('a pickup request from a yard to a hub (IN)', () => {
  it('is created with a slot, gets a vendor, travels, is received — detail, grid and trail agree at every step', async () => {
    const car = await freeCar(t);
    const to = await otherLocation(t, 'IN', car.locationCode);
    const created = await post(admin, `/api/inventory/${car.id}/movement`, pickupBody('IN', car, to));
    expect(created.statusCode, created.body).toBe(201);
    let m = created.json().data;
    expect(m).toMatchObject({
      message: MESSAGES.pickupRequestCreated,
      movement: {
        phase: 'WAITING',
        status: 'PENDING',
        fromLocationCode: car.locationCode,
        toLocationCode: to,
        logistic: { slot: '0900_1100', slotFrom: '09:00' },
      },
      inventory: { locationStatus: 'PENDING', movementActive: true },
    });

    const detail = (await t.app.inject({ url: `/api/inventory/v2/apt-${car.appointmentId}`, headers: admin })).json()
      .data;
    expect(detail.inventoryMovement).toMatchObject({ id: m.movement.id, status: 'PENDING' });
    expect(detail.allowedActions).toEqual(['CREATE_LOGISTIC']);

    // No vendor yet: the trip cannot start, and the refusal names the status.
    const early = await put(admin, `/api/inventory/${car.id}/movement?action=TRIP_START`, {
      version: m.movement.version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `TRIP_START is not allowed for Inventory apt-${car.appointmentId}: its movement is Pending; set a logistic vendor first.`,
    );

    const vendor = await post(admin, `/api/inventory/${car.id}/logistic`, {
      version: m.movement.version,
      vendor: 'DRIVEU',
      logisticsMode: '3PL_VENDOR',
    });
    expect(vendor.json().data).toMatchObject({
      message: MESSAGES.logisticVendorSet,
      movement: { logistic: { vendor: 'DRIVEU' } },
    });
    m = vendor.json().data;
    const started = await put(admin, `/api/inventory/${car.id}/movement?action=TRIP_START`, {
      version: m.movement.version,
    });
    expect(started.json().data).toMatchObject({
      message: MESSAGES.tripStarted,
      movement: { phase: 'ON_ROAD', status: 'PENDING' },
      inventory: { locationStatus: 'IN_TRANSIT', locationCode: null, lastLocationCode: car.locationCode },
    });
    m = started.json().data;

    const grid = (
      await t.app.inject({ url: `/api/inventory/logistic?locationCode=${to}&size=100`, headers: admin })
    ).json().data;
    expect(grid.find((r: { id: number }) => r.id === m.movement.id)).toMatchObject({
      appointmentId: car.appointmentId,
      locationStatus: 'IN_TRANSIT',
    });

    const ended = await put(admin, `/api/inventory/${car.id}/movement?action=TRIP_END`, {
      version: m.movement.version,
    });
    expect(ended.json().data).toMatchObject({
      message: MESSAGES.tripEnded,
      movement: { phase: 'ARRIVED' },
      inventory: { locationCode: to },
    });
    const received = await put(admin, `/api/inventory/${car.id}/movement?action=MARK_RECEIVED`, {
      version: ended.json().data.movement.version,
    });
    expect(received.json().data).toMatchObject({
      movement: { phase: 'RECEIVED', status: 'DONE', complete: true },
      inventory: {
        locationStatus: 'STOCKED_IN',
        locationCode: to,
        lastLocationCode: car.locationCode,
        movementActive: false,
      },
    });

    const after = (await t.app.inject({ url: `/api/inventory/v2/apt-${car.appointmentId}`, headers: admin })).json()
      .data;
    expect(after).toMatchObject({ inventoryMovement: null, allowedActions: ['CREATE_MOVEMENT'], locationCode: to });
    const trail = await t.app.inject({
      url: `/api/audit-log/inventory-movement/${car.appointmentId}?size=100`,
      headers: admin,
    });
    expect(trail.json().data.map((r: { action: string }) => r.action)).toEqual(
      expect.arrayContaining(['CREATE_PICKUP_REQUEST', 'SET_VENDOR', 'TRIP_START', 'TRIP_END', 'MARK_RECEIVED']),
    );
    const count = await t.app.inject({
      url: `/api/audit-log/inventory-movement/${car.appointmentId}/count`,
      headers: admin,
    });
    expect(count.json().data.count).toBe(trail.json().data.length);
    const history = await t.app.inject({
      url: `/api/audit-log/v2/field/movement-field?id=${car.appointmentId}&field=locationStatus`,
      headers: admin,
    });
    expect(history.json().data.map((r: { newValue: string }) => r.newValue)).toEqual([
      'STOCKED_IN',
      'IN_TRANSIT',
      'PENDING',
    ]);
  });
});

describe('the movement API', () => {
  it('needs a driver for an AE trip and shows Driver Assigned there', async () => {
    const ae = await t.as('admin', 'AE', 'CAR');
    const car = await freeCar(t, 'AE');
    const to = await otherLocation(t, 'AE', car.locationCode);
    const m = (
      await post(ae, `/api/inventory/${car.id}/movement`, pickupBody('AE', car, to, { vendor: 'ZOFEUR' }))
    ).json().data.movement;
    const refused = await put(ae, `/api/inventory/${car.id}/movement?action=TRIP_START`, { version: m.version });
    expect(refused.json().message).toMatch(/assign a driver first/);
    const assigned = await post(ae, `/api/inventory/${car.id}/logistic`, {
      version: m.version,
      vendor: 'ZOFEUR',
      driverName: 'Omar',
      driverMobile: '+971501234567',
    });
    expect(assigned.json().data.movement.status).toBe('DRIVER_ASSIGNED');
    const view = (await t.app.inject({ url: `/api/inventory/${car.id}/movement`, headers: ae })).json().data;
    expect(view.allowedActions).toEqual(['CREATE_LOGISTIC', 'TRIP_START', 'SEND_NOTIFICATION']);
    expect(view.legalActions).toEqual(
      expect.arrayContaining(['TRIP_START', 'MARK_DISPATCHED', 'DRIVER_REQUEST_CANCEL']),
    );
  });

  it('edits, reschedules, routes via a next hop, details and refreshes a waiting request', async () => {
    const car = await freeCar(t);
    const [to, hop] = [await otherLocation(t, 'IN', car.locationCode), await otherLocation(t, 'IN', 'ZZZ')];
    let m = (await post(admin, `/api/inventory/${car.id}/movement`, pickupBody('IN', car, to))).json().data.movement;
    const updated = await put(admin, `/api/inventory/${car.id}/movement-update`, {
      version: m.version,
      pickupOption: 'DROP_AT_HUB',
      slot: '1100_1300',
    });
    expect(updated.json().data).toMatchObject({
      message: MESSAGES.pickupRequestUpdated,
      movement: { pickupOption: 'DROP_AT_HUB', logistic: { slot: '1100_1300', slotFrom: '11:00' } },
    });
    m = updated.json().data.movement;
    const rescheduled = await put(
      admin,
      `/api/inventory/apt-${car.appointmentId}/reschedule?tags=RESCHEDULED_INTERNAL`,
      { version: m.version, requestedPickupDate: tomorrow('IN'), slot: '1300_1500' },
    );
    expect(rescheduled.json().data.movement).toMatchObject({
      tags: ['RESCHEDULED_INTERNAL'],
      logistic: { slot: '1300_1500' },
    });
    m = rescheduled.json().data.movement;
    const viaHop = hop === car.locationCode || hop === to ? await otherLocation(t, 'IN', to) : hop;
    const hopped = await put(admin, `/api/inventory/${car.id}/next-hop?locationCode=${viaHop}`, { version: m.version });
    expect(hopped.json().data).toMatchObject({ message: MESSAGES.nextHopCreated });
    m = hopped.json().data.movement;
    const details = await put(admin, `/api/inventory/${car.id}/update/movement-details`, {
      version: m.version,
      driverName: 'Ravi',
      driverEmail: 'ravi@example.com',
      externalPickup: true,
    });
    expect(details.json().data).toMatchObject({
      message: MESSAGES.movementDetailsUpdated,
      movement: { externalPickup: true, logistic: { driverName: 'Ravi' } },
    });
    m = details.json().data.movement;
    const refreshed = await put(admin, `/api/inventory/${car.id}/movement/refresh`, { version: m.version });
    expect(refreshed.json().data).toMatchObject({
      message: 'Movement is up to date',
      movement: { version: m.version },
    });
    const stale = await put(admin, `/api/inventory/${car.id}/movement-update`, {
      version: m.version - 1,
      remarks: 'x',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
  });

  it('cancels a driver request: Denied in IN, driver released in AU', async () => {
    const car = await freeCar(t);
    const m = (
      await post(
        admin,
        `/api/inventory/${car.id}/movement`,
        pickupBody('IN', car, await otherLocation(t, 'IN', car.locationCode)),
      )
    ).json().data.movement;
    const denied = await put(admin, `/api/inventory/${car.id}/movement?action=DRIVER_REQUEST_CANCEL`, {
      version: m.version,
    });
    expect(denied.json().data).toMatchObject({
      movement: { status: 'DENIED', complete: true },
      inventory: { locationStatus: 'STOCKED_IN', movementActive: false },
    });

    const au = await t.as('admin', 'AU', 'CAR');
    const auCar = await freeCar(t, 'AU');
    const am = (
      await post(
        au,
        `/api/inventory/${auCar.id}/movement`,
        pickupBody('AU', auCar, await otherLocation(t, 'AU', auCar.locationCode), { vendor: 'LOCUS' }),
      )
    ).json().data.movement;
    // Only a team master data lists as active in the vertical; the movement stays as it was.
    const unknownTeam = await post(au, `/api/inventory/${auCar.id}/logistic`, {
      version: am.version,
      vendor: 'LOCUS',
      locusTeamId: 'LOCUS-PER-9',
    });
    expect(unknownTeam.statusCode).toBe(400);
    expect(unknownTeam.json()).toMatchObject({
      message: 'Locus team LOCUS-PER-9 is not an active team of AU CAR.',
      validation: [expect.objectContaining({ field: 'body.locusTeamId' })],
    });
    const withDriver = (
      await post(au, `/api/inventory/${auCar.id}/logistic`, {
        version: am.version,
        vendor: 'LOCUS',
        driverName: 'Liam',
        locusTeamId: 'LOCUS-SYD-1',
      })
    ).json().data.movement;
    expect(withDriver.status).toBe('DRIVER_ASSIGNED');
    const released = await put(au, `/api/inventory/${auCar.id}/movement?action=DRIVER_REQUEST_CANCEL`, {
      version: withDriver.version,
    });
    expect(released.json().data.movement).toMatchObject({
      status: 'PENDING',
      complete: false,
      logistic: { driverName: null },
    });
  });
});
