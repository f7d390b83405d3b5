import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { SEED_CITIES } from '../seed/masterdata-geo-data.ts';
import { insertDriver, insertInventory, insertLocation, insertZone } from './factories.ts';

// The factories' rows must be real records of their vertical: the API finds them there and nowhere else.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const get = async (url: string, headers = admin) => t.app.inject({ url, headers });

describe('test factories', () => {
  it('insert a car the API reads in its vertical only, with unique keys and the overrides', async () => {
    const db = t.database.db;
    const [a, b] = [await insertInventory(db), await insertInventory(db, { status: 'PROCURED', listingPrice: null })];
    expect(new Set([a.appointmentId, b.appointmentId]).size).toBe(2);
    expect(a.registrationNumber).not.toBe(b.registrationNumber);
    expect(a.chassisNumber).not.toBe(b.chassisNumber);
    expect(b).toMatchObject({ status: 'PROCURED', listingPrice: null, version: 1 });

    const detail = await get(`/api/inventory/v2/apt-${a.appointmentId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ appointmentId: a.appointmentId, status: 'READY_FOR_SALE' });
    const abroad = await get(`/api/inventory/v2/apt-${a.appointmentId}`, await t.as('admin', 'AE', 'CAR'));
    expect(abroad.statusCode).toBe(404);
  });

  it('insert a location, a driver and a zone the API reads back', async () => {
    const db = t.database.db;
    const hub = await insertLocation(db);
    const ae = await insertLocation(db, { country: 'AE', name: 'Dubai Test Hub' });
    expect(ae).toMatchObject({ country: 'AE', cityCode: SEED_CITIES.AE[0]!.code, servesVerticals: ['AE:CAR'] });
    expect(hub.code).not.toBe(ae.code);
    const location = await get(`/api/v2/store-location/${hub.id}`);
    expect(location.statusCode, location.body).toBe(200);
    expect(location.json().data).toMatchObject({ code: hub.code, active: true });

    const driver = await insertDriver(db, { name: 'Asha Test' });
    const read = await get(`/api/v1/driver/${driver.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ name: 'Asha Test', mobile: driver.mobile });
    expect((await insertDriver(db)).mobile).not.toBe(driver.mobile);

    const zone = await insertZone(db, { locationCodes: [hub.code!] });
    const zones = await get(`/api/v1/zone?name=${encodeURIComponent(zone.name)}`);
    expect(zones.statusCode, zones.body).toBe(200);
    expect(zones.json().data).toEqual([expect.objectContaining({ code: zone.code, name: zone.name })]);
  });
});
