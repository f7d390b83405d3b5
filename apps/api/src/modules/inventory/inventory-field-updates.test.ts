import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { PNG } from '../../test/sample-files.ts';
import { auditRows, findCar, findCars } from '../../test/inventory-test-support.ts';

// The updates outside POST /api/inventory/apt-{id}?action=… (inventory-update.test.ts): by numeric id, by
// field path, the registration number, the hard refresh and the chassis photo upload.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const forSale = 'status=READY_FOR_SALE&published=true&reserveStatus=NONE';

describe('POST /api/inventory/{id}?action=…', () => {
  const byId = (headers: Record<string, string>, id: number, action: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/inventory/${id}?action=${action}`, headers, payload });

  it('updates parking slot, stage, type and GPS tracker with their SPEC messages', async () => {
    const car = await findCar(t, admin, forSale);
    let v = car.version;
    const slot = await byId(admin, car.id, 'PARKING_SLOT', { parkingSlot: 'b-12', version: v++ });
    expect(slot.json().data).toMatchObject({
      message: MESSAGES.parkingSlotUpdated,
      inventory: { parkingSlot: 'B-12' },
    });
    const stage = await byId(admin, car.id, 'STAGE', {
      inventoryStage: 'REFURBISHMENT',
      inventorySubStage: 'QC',
      version: v++,
    });
    expect(stage.json().data).toMatchObject({
      message: MESSAGES.inventoryStageUpdated,
      inventory: { inventoryAttributes: { inventoryStage: 'REFURBISHMENT', inventorySubStage: 'QC' } },
    });
    const type = await byId(admin, car.id, 'TYPE', { inventoryType: 'CONSIGNMENT', version: v++ });
    expect(type.json().data.message).toBe(MESSAGES.inventoryTypeUpdated);
    const gps = await byId(admin, car.id, 'GPS_TRACKER', { gpsTrackerNumber: 'gt12345678', version: v++ });
    expect(gps.json().data).toMatchObject({
      message: MESSAGES.gpsTrackerUpdated,
      inventory: { gpsTrackerNumber: 'GT12345678', version: v },
    });
  });

  it('checks the sub-stage against the stage, the stage permission and the GPS flag', async () => {
    const car = await findCar(t, admin, forSale);
    const bad = await byId(admin, car.id, 'STAGE', {
      inventoryStage: 'RETAIL',
      inventorySubStage: 'QC',
      version: car.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation[0].field).toBe('body.inventorySubStage');
    const ae = await t.as('admin', 'AE', 'CAR');
    const aeCar = await findCar(t, ae, '');
    expect(
      (await byId(ae, aeCar.id, 'GPS_TRACKER', { gpsTrackerNumber: 'GT1', version: aeCar.version })).statusCode,
    ).toBe(400);
    const keyRequester = await t.as('key.requester', 'AE', 'CAR');
    const refused = await byId(keyRequester, aeCar.id, 'STAGE', { inventoryStage: 'RETAIL', version: aeCar.version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/UPDATE_INVENTORY_STAGE/);
  });
});

describe('other updates', () => {
  it('PUT …/{x}/update checks each field: sales type only in AU, network types per country', async () => {
    const car = await findCar(t, admin, forSale);
    const put = (x: string, value: unknown, version = car.version) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/inventory/apt-${car.appointmentId}/${x}/update`,
        headers: admin,
        payload: { value, version },
      });
    expect((await put('salesType', 'RETAIL')).statusCode).toBe(400);
    expect((await put('networkType', 'B2C')).json().validation[0].field).toBe('body.value');
    // A value the car does not have yet: the same one would be refused as "Nothing to change".
    const other = car.networkType === 'DEALER' ? 'GS' : 'DEALER';
    const ok = await put('networkType', other);
    expect(ok.json().data.inventory).toMatchObject({ networkType: other, version: car.version + 1 });
    expect(
      (await put('avgMarketPrice', 654321, car.version + 1)).json().data.inventory.inventoryAttributes.avgMarketPrice,
    ).toBe('654321.00');
    expect((await put('colour', 'Red')).statusCode).toBe(400);
  });

  it("updates the registration number by the vertical's identifier rule and refuses a duplicate", async () => {
    const [a, b] = await findCars(t, admin, forSale, 2);
    const put = (registrationNumber: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/inventory/apt-${a!.appointmentId}/registration-number`,
        headers: admin,
        payload: { registrationNumber, version },
      });
    expect((await put('MH-12 AB', a!.version)).json().validation[0].field).toBe('body.registrationNumber');
    expect((await put(b!.registrationNumber!, a!.version)).statusCode).toBe(409);
    const ok = await put('mh 12 zz 9999', a!.version);
    expect(ok.json().data.inventory.registrationNumber).toBe('MH12ZZ9999');
  });

  it('hard refresh re-derives implied fields and bumps the version', async () => {
    const car = await findCar(t, admin, forSale);
    await t.database.pool.query('update inventory set published = false where id = $1', [car.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin-utils/inventory/apt-${car.appointmentId}/hard-refresh`,
      headers: admin,
      payload: { version: car.version },
    });
    expect(res.json().data).toMatchObject({
      message: MESSAGES.refreshed,
      inventory: { published: true, version: car.version + 1 },
    });
    expect((await auditRows(t, car.appointmentId, 'HARD_REFRESH')).map((r) => r.field)).toEqual(['published']);
  });

  it('uploads a chassis photo (multipart) and lists it with the chassis number', async () => {
    const car = await findCar(t, admin, forSale);
    const boundary = '----b2c';
    const payload = Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="appointmentId"\r\n\r\n${car.appointmentId}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chassis.png"\r\nContent-Type: image/png\r\n\r\n${PNG.toString('latin1')}\r\n`,
        `--${boundary}--\r\n`,
      ].join(''),
      'latin1',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/v1/upload/chassis',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      fileName: 'chassis.png',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      message: MESSAGES.barcodeSaved,
    });
    const read = await t.app.inject({
      url: `/api/inventory/v1/inventory/chassis?appointmentId=${car.appointmentId}`,
      headers: admin,
    });
    expect(read.json().data).toMatchObject({
      chassisNumber: car.chassisNumber,
      uploads: [{ fileName: 'chassis.png' }],
    });
    expect(await auditRows(t, car.appointmentId, 'UPLOAD_CHASSIS')).toHaveLength(1);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/v1/upload/chassis',
      headers: admin,
      payload: { appointmentId: car.appointmentId },
    });
    expect(json.statusCode).toBe(400);
  });
});
