import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  freeCar,
  inactiveLocation,
  movementAudit,
  otherLocation,
  pickupBody,
} from '../../test/movement-test-support.ts';

// What the movement API refuses (bad bodies, callers without access), and the actions the inventory's own
// path POST /api/inventory/{id}?action=… hands to the movement module, refusing a second stock-out with 409.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const post = (headers: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('the movement API', () => {
  it('refuses bad requests with 400 naming the field', async () => {
    const car = await freeCar(t);
    const to = await otherLocation(t, 'IN', car.locationCode);
    const past = await post(
      admin,
      `/api/inventory/${car.id}/movement`,
      pickupBody('IN', car, to, { requestedPickupDate: '2020-01-01' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().validation[0].field).toBe('body.slot');
    const far = await post(
      admin,
      `/api/inventory/${car.id}/movement`,
      pickupBody('IN', car, to, { requestedPickupDate: '2999-01-01' }),
    );
    expect(far.json().message).toMatch(/No pickup slot is open/);
    const inactive = await post(
      admin,
      `/api/inventory/${car.id}/movement`,
      pickupBody('IN', car, await inactiveLocation(t, 'IN')),
    );
    expect(inactive.json()).toMatchObject({ status: 400, message: expect.stringMatching(/is inactive/) });
    const same = await post(admin, `/api/inventory/${car.id}/movement`, pickupBody('IN', car, car.locationCode));
    expect(same.json().validation[0].field).toBe('body.toLocationCode');
    const badSlot = await post(
      admin,
      `/api/inventory/${car.id}/movement`,
      pickupBody('IN', car, to, { slot: '1100_0900' }),
    );
    expect(badSlot.json().validation[0].field).toBe('body.slot');
    const auType = await post(
      admin,
      `/api/inventory/${car.id}/movement`,
      pickupBody('IN', car, to, { movementType: 'PARKED' }),
    );
    expect(auType.json().message).toBe('Movement type PARKED does not exist in IN.');
    expect(await movementAudit(t, car.appointmentId)).toEqual([]);
  });

  it('enforces permission and vertical', async () => {
    const car = await freeCar(t);
    const viewer = await t.app.inject({ url: `/api/inventory/${car.id}/movement`, headers: await t.as('viewer') });
    expect(viewer.statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      url: `/api/inventory/${car.id}/movement`,
      headers: await t.as('admin', 'TH', 'CAR'),
    });
    expect(elsewhere.statusCode).toBe(404);
    // The inventory's route lets key staff in (inventoryMenu); a movement action there needs logisticMenu too.
    const keyStaff = await post(await t.as('key.requester', 'AE', 'CAR'), `/api/inventory/${car.id}?action=STOCK_OUT`, {
      version: car.version,
    });
    expect(keyStaff.statusCode).toBe(403);
  });

  it('runs stock out, return and trips on POST /api/inventory/{id}?action=…', async () => {
    const car = await freeCar(t);
    const out = await post(admin, `/api/inventory/${car.id}?action=STOCK_OUT`, { version: car.version });
    expect(out.json().data).toMatchObject({
      message: MESSAGES.inventoryStockedOut,
      movement: null,
      inventory: { locationStatus: 'DELIVERED_TO_SALES', locationCode: null, lastLocationCode: car.locationCode },
    });
    const again = await post(admin, `/api/inventory/${car.id}?action=STOCK_OUT`, {
      version: out.json().data.inventory.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/it has no open movement and is Delivered to Sales/);
    const back = await post(admin, `/api/inventory/${car.id}?action=RETURN`, {
      version: out.json().data.inventory.version,
    });
    expect(back.json().data).toMatchObject({
      message: MESSAGES.inventoryReturned,
      inventory: { locationStatus: 'STOCKED_IN', locationCode: car.locationCode },
    });
    const parking = await post(admin, `/api/inventory/${car.id}?action=PARKING_SLOT`, {
      version: back.json().data.inventory.version,
      parkingSlot: 'Z-9',
    });
    expect(parking.json().data.message).toBe(MESSAGES.parkingSlotUpdated);
  });
});
