import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const zone = { code: 'Z-TEST', name: 'Test Zone', cityCode: 'DEL', c2c: true, locationCodes: ['HUB-DEL-1'] };
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  user = 'admin',
  country: 'IN' | 'AE' = 'IN',
  vehicleType: 'CAR' | 'BIKE' = 'CAR',
) => t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, vehicleType) });

describe('zones', () => {
  let id: number;

  it('creates the first entry of the posted zone data, audited', async () => {
    const res = await call('POST', '/api/v1/zone', [zone, { ...zone, code: 'Z-IGNORED' }], 'ops.in');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      code: 'Z-TEST',
      version: 1,
      locationCodes: ['HUB-DEL-1'],
      updatedBy: 'ops.in',
    });
    id = res.json().data.id;
    expect((await call('GET', '/api/v1/zone?name=Test')).json().data.map((z: { code: string }) => z.code)).toEqual([
      'Z-TEST',
    ]);
    const audit = await call('GET', `/api/audit-log/zone/${id}`);
    expect(audit.json().data).toContainEqual(
      expect.objectContaining({ action: 'CREATE', field: 'name', newValue: 'Test Zone', actor: 'ops.in' }),
    );
  });

  it('refuses a duplicate code with 409, unknown locations and bad fields with 400', async () => {
    expect((await call('POST', '/api/v1/zone', [zone])).statusCode).toBe(409);
    const unknown = await call('POST', '/api/v1/zone', [{ ...zone, code: 'Z-X', locationCodes: ['NOPE-1'] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: expect.stringMatching(/NOPE-1/),
      validation: [{ field: 'body.0.locationCodes' }],
    });
    const bad = await call('POST', '/api/v1/zone', [{ code: 'lower case', name: '' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation.map((v: { field: string }) => v.field)).toEqual(
      expect.arrayContaining(['body.0.code', 'body.0.name', 'body.0.cityCode']),
    );
  });

  it('expands locations in the zone-data list, by code, and in the c2c zone list', async () => {
    const data = (await call('GET', '/api/v1/zone/data?name=Test')).json().data;
    expect(data[0].locations).toEqual([expect.objectContaining({ code: 'HUB-DEL-1', locationType: 'PARENT_HUB' })]);
    const byCode = await call('GET', '/api/v1/zone/code/Z-TEST/location');
    expect(byCode.json().data.map((l: { code: string }) => l.code)).toEqual(['HUB-DEL-1']);
    expect((await call('GET', '/api/v1/zone/code/Z-NONE/location')).statusCode).toBe(404);
    const c2c = (await call('GET', '/api/v2/store-location/c2c-zone?size=100')).json().data as {
      code: string;
      c2c: boolean;
    }[];
    expect(c2c.map((z) => z.code)).toContain('Z-TEST');
    expect(c2c.every((z) => z.c2c)).toBe(true);
  });

  it('updates with the current version and refuses a stale one (409, unchanged)', async () => {
    const body = {
      name: 'Test Zone Renamed',
      cityCode: 'DEL',
      c2c: false,
      active: true,
      locationCodes: ['HUB-DEL-1'],
      version: 1,
    };
    const ok = await call('PUT', `/api/v1/zone/${id}`, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Test Zone Renamed', version: 2 });
    const stale = await call('PUT', `/api/v1/zone/${id}`, { ...body, name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    expect((await call('GET', '/api/v1/zone?code=&name=Test')).json().data[0].name).toBe('Test Zone Renamed');
    expect((await call('GET', `/api/audit-log/zone/${id}/count`)).json().data.count).toBeGreaterThanOrEqual(6);
  });

  it('keeps zones in their vertical; allVerticals spans the vehicle types of the country only', async () => {
    expect(
      (await call('PUT', `/api/v1/zone/${id}`, { name: 'Hijack', cityCode: 'DXB', version: 2 }, 'admin', 'AE'))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/v1/zone?name=Test', undefined, 'admin', 'AE')).json().data).toEqual([]);
    const all = (await call('GET', '/api/v1/zone?allVerticals=true&size=100')).json().data as {
      country: string;
      vehicleType: string;
    }[];
    expect(new Set(all.map((z) => `${z.country}:${z.vehicleType}`))).toEqual(new Set(['IN:CAR', 'IN:BIKE']));
    expect((await call('GET', '/api/v1/zone/count?allVerticals=true')).json().data.count).toBe(all.length);
  });

  it('needs MANAGE_MASTERDATA to write and masterdataMenu to read', async () => {
    expect((await call('POST', '/api/v1/zone', [zone], 'viewer')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/zone', undefined, 'viewer')).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/zone', [zone], 'ops.in', 'AE')).statusCode).toBe(403);
  });
});

describe('intercity routes', () => {
  const route = { code: 'DEL-JAI', fromCityCode: 'DEL', toCityCode: 'JAI', distanceKm: 280, transitDays: 1 };

  it('creates, lists, updates by code and audits', async () => {
    const created = await call('POST', '/api/v2/route', route);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...route, active: true, version: 1 });
    expect((await call('GET', '/api/v2/route?fromCityCode=DEL&toCityCode=JAI')).json().data).toHaveLength(1);
    const updated = await call('PUT', '/api/v2/route/DEL-JAI', {
      fromCityCode: 'DEL',
      toCityCode: 'JAI',
      distanceKm: 300,
      transitDays: 2,
      version: 1,
    });
    expect(updated.json().data).toMatchObject({ distanceKm: 300, version: 2 });
    const audit = (await call('GET', '/api/audit-log/route/DEL-JAI')).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'UPDATE', field: 'distanceKm', oldValue: '280', newValue: '300' }),
    );
  });

  it('refuses a stale version, a duplicate code, a round trip and an unknown city', async () => {
    const stale = await call('PUT', '/api/v2/route/DEL-JAI', {
      fromCityCode: 'DEL',
      toCityCode: 'JAI',
      distanceKm: 1,
      transitDays: 1,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', '/api/v2/route?code=DEL-JAI')).json().data[0].distanceKm).toBe(300);
    expect((await call('POST', '/api/v2/route', route)).statusCode).toBe(409);
    const loop = await call('POST', '/api/v2/route', { ...route, code: 'DEL-DEL', toCityCode: 'DEL' });
    expect(loop.json().validation[0].field).toBe('body.toCityCode');
    const foreign = await call('POST', '/api/v2/route', { ...route, code: 'DEL-DXB', toCityCode: 'DXB' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('City DXB is not a city of IN.');
    expect((await call('PUT', '/api/v2/route/DEL-JAI', { ...route, version: 2 }, 'admin', 'AE')).statusCode).toBe(404);
    expect((await call('POST', '/api/v2/route', { ...route, distanceKm: -1 })).json().validation[0].field).toBe(
      'body.distanceKm',
    );
  });
});

describe('pincodes', () => {
  it('creates, filters, updates and refuses stale or duplicate writes', async () => {
    const created = await call('POST', '/api/v1/pincode', {
      pincode: '122009',
      cityCode: 'GGN',
      area: 'Golf Course Road',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(
      (await call('GET', '/api/v1/pincode?pincode=12200&cityCode=GGN&size=50'))
        .json()
        .data.map((p: { pincode: string }) => p.pincode),
    ).toContain('122009');
    expect((await call('GET', '/api/v1/pincode/count?cityCode=GGN')).json().data.count).toBe(4);
    const body = {
      pincode: '122009',
      cityCode: 'GGN',
      area: 'Golf Course Rd',
      serviceable: false,
      active: true,
      version: 1,
    };
    expect((await call('PUT', `/api/v1/pincode/${id}`, body)).json().data).toMatchObject({
      serviceable: false,
      version: 2,
    });
    expect((await call('PUT', `/api/v1/pincode/${id}`, body)).statusCode).toBe(409);
    expect(
      (await call('POST', '/api/v1/pincode', { pincode: '122009', cityCode: 'GGN', area: 'Again' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/v1/pincode', { pincode: '!', cityCode: 'GGN', area: 'x' }))
        .json()
        .validation.map((v: { field: string }) => v.field),
    ).toEqual(['body.pincode', 'body.area']);
    expect((await call('GET', '/api/v1/pincode?pincode=122009', undefined, 'admin', 'IN', 'BIKE')).json().data).toEqual(
      [],
    );
  });
});
