import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Vt = 'CAR' | 'BIKE';
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  user = 'admin',
  country: 'IN' | 'AE' = 'IN',
  vehicleType: Vt = 'CAR',
) => t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, vehicleType) });

const hub = {
  code: 'HUB-TEST-1',
  name: 'Gurugram Udyog Vihar Hub',
  cityCode: 'GGN',
  locationType: 'PARENT_HUB',
  address: 'Plot 12, Udyog Vihar Phase 4, Gurugram',
  latitude: 28.5,
  longitude: 77.08,
  holdingPeriodDays: 30,
  servesVerticals: ['IN:BIKE'],
};

describe('store locations', () => {
  let id: number;

  it('creates a location (serving its own vertical too) and audits it', async () => {
    const res = await call('POST', '/api/v2/store-location', hub, 'ops.in');
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      code: 'HUB-TEST-1',
      locationSubtype: 'OWN',
      active: true,
      version: 1,
      servesVerticals: ['IN:BIKE', 'IN:CAR'],
    });
    id = data.id;
    expect((await call('GET', `/api/v2/store-location/${id}`)).json().data.name).toBe(hub.name);
    const audit = await call('GET', `/api/audit-log/store-location/${id}`);
    expect(audit.json().data).toContainEqual(
      expect.objectContaining({ action: 'CREATE', field: 'code', newValue: 'HUB-TEST-1', actor: 'ops.in' }),
    );
    expect((await call('GET', `/api/audit-log/store-location/${id}/count`)).json().data.count).toBe(
      audit.json().data.length,
    );
  });

  it('names the fields of a bad body, refuses a duplicate code (409) and a city of another country', async () => {
    const bad = await call('POST', '/api/v2/store-location', {
      ...hub,
      code: '',
      locationType: 'CASTLE',
      latitude: 123,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation.map((v: { field: string }) => v.field)).toEqual(
      expect.arrayContaining(['body.code', 'body.locationType', 'body.latitude']),
    );
    const dup = await call('POST', '/api/v2/store-location', hub);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A location with code HUB-TEST-1 already exists.');
    const foreign = await call('POST', '/api/v2/store-location', { ...hub, code: 'X-1', cityCode: 'DXB' });
    expect(foreign.json()).toMatchObject({ status: 400, validation: [{ field: 'body.cityCode' }] });
    const abroad = await call('POST', '/api/v2/store-location', { ...hub, code: 'X-2', servesVerticals: ['AE:CAR'] });
    expect(abroad.json().validation[0].field).toBe('body.servesVerticals');
  });

  it("refuses coordinates outside the vertical's country, naming each (issue 26)", async () => {
    const dubai = await call('POST', '/api/v2/store-location', {
      ...hub,
      code: 'X-3',
      latitude: 25.2,
      longitude: 55.27,
    });
    expect(dubai.statusCode).toBe(400);
    expect(dubai.json().validation).toEqual([
      { field: 'body.longitude', message: 'is outside India (between 68 and 97.5)' },
    ]);
    const swapped = await call('POST', '/api/v2/store-location', {
      ...hub,
      code: 'X-3',
      latitude: 77.08,
      longitude: 28.5,
    });
    expect(swapped.json().validation).toEqual([
      { field: 'body.latitude', message: 'is outside India (between 6 and 37.5)' },
      { field: 'body.longitude', message: 'is outside India (between 68 and 97.5)' },
    ]);
    const current = (await call('GET', `/api/v2/store-location/${id}`)).json().data;
    const edit = await call('PUT', `/api/v2/store-location/${id}`, {
      ...hub,
      longitude: 12.5,
      version: current.version,
    });
    expect(edit.json()).toMatchObject({
      status: 400,
      message: 'Invalid data. Please check and try again. Longitude is outside India (between 68 and 97.5).',
      validation: [{ field: 'body.longitude' }],
    });
    // A location of the UAE is checked against the UAE: Dubai's coordinates pass there.
    const inDubai = { ...hub, code: 'X-AE-1', cityCode: 'DXB', servesVerticals: [], latitude: 25.2, longitude: 55.27 };
    expect((await call('POST', '/api/v2/store-location', inDubai, 'admin', 'AE')).statusCode).toBe(201);
    expect((await call('GET', `/api/v2/store-location/count?code=X-`)).json().data.count).toBe(0);
  });

  it('answers the stock-in search: type + city, active only, 2000 a page, by name', async () => {
    const url =
      '/api/v2/store-location?locationType=PARENT_HUB&cityCode=GGN&active=true&page=0&size=2000&sort=name,asc';
    await call('POST', '/api/v2/store-location', {
      ...hub,
      code: 'HUB-TEST-0',
      name: 'Gurugram Aardvark Hub',
      active: false,
    });
    await call('POST', '/api/v2/store-location', { ...hub, code: 'HUB-TEST-2', name: 'Gurugram Manesar Hub' });
    const res = await call('GET', url, undefined, 'key.manager', 'AE');
    expect(res.statusCode).toBe(200);
    const mine = await call('GET', url);
    const rows = mine.json().data as { name: string; active: boolean; locationType: string; cityCode: string }[];
    expect(rows.map((r) => r.name)).toEqual([
      'Gurugram Manesar Hub',
      'Gurugram Parent Hub',
      'Gurugram Udyog Vihar Hub',
    ]);
    expect(rows.every((r) => r.active && r.locationType === 'PARENT_HUB' && r.cityCode === 'GGN')).toBe(true);
    expect(rows[0]).not.toHaveProperty('address');
    expect((await call('GET', '/api/v2/store-location?size=2001')).json().validation[0].field).toBe('querystring.size');
  });

  it('lists with details on request, never codeless locations, and sorts as asked', async () => {
    const detailed = (await call('GET', '/api/v2/store-location?name=Gurugram%20Udyog&allDetails=true')).json().data;
    expect(detailed[0]).toMatchObject({ address: hub.address, latitude: 28.5, version: 1 });
    const all = (await call('GET', '/api/v2/store-location?size=2000')).json().data as { code: string; name: string }[];
    expect(all.every((l) => l.code)).toBe(true);
    expect(all.map((l) => l.name)).not.toContain('New Delhi New Yard (code pending)');
    const count = (await call('GET', '/api/v2/store-location/count')).json().data.count;
    expect(count).toBe(all.length);
    const byCode = (await call('GET', '/api/v2/store-location?sort=code,desc&size=3'))
      .json()
      .data.map((l: { code: string }) => l.code);
    expect(byCode).toEqual([...byCode].sort().reverse());
    const both = (await call('GET', '/api/v2/store-location?allVerticals=true&allDetails=false&size=2000')).json()
      .data as { vehicleType: string }[];
    expect(new Set(both.map((l) => l.vehicleType))).toEqual(new Set(['CAR', 'BIKE']));
  });

  it('updates with the current version; a stale one is 409 and changes nothing', async () => {
    const body = { ...hub, name: 'Gurugram Udyog Vihar Parent Hub', holdingPeriodDays: 21, version: 1 };
    const ok = await call('PUT', `/api/v2/store-location/${id}`, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: body.name, holdingPeriodDays: 21, version: 2 });
    const stale = await call('PUT', `/api/v2/store-location/${id}`, { ...body, name: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/v2/store-location/${id}`)).json().data).toMatchObject({
      name: body.name,
      version: 2,
    });
    const recode = await call('PUT', `/api/v2/store-location/${id}`, { ...body, code: 'OTHER', version: 2 });
    expect(recode.json().validation[0].field).toBe('body.code');
    const audit = (await call('GET', `/api/audit-log/store-location/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'UPDATE', field: 'holdingPeriodDays', oldValue: '30', newValue: '21' }),
    );
  });

  it('hides a location from other verticals (404, nothing changed) and from users without the permission', async () => {
    expect((await call('GET', `/api/v2/store-location/${id}`, undefined, 'admin', 'AE')).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/store-location/${id}`, undefined, 'admin', 'IN', 'BIKE')).statusCode).toBe(404);
    const put = await call(
      'PUT',
      `/api/v2/store-location/${id}`,
      { ...hub, cityCode: 'DXB', version: 2 },
      'admin',
      'AE',
    );
    expect(put.statusCode).toBe(404);
    expect((await call('GET', '/api/v2/store-location?code=HUB-TEST', undefined, 'admin', 'AE')).json().data).toEqual(
      [],
    );
    expect((await call('GET', `/api/audit-log/store-location/${id}`, undefined, 'admin', 'AE')).json().data).toEqual(
      [],
    );
    expect((await call('GET', '/api/v2/store-location', undefined, 'viewer')).statusCode).toBe(403);
    expect((await call('POST', '/api/v2/store-location', hub, 'viewer')).statusCode).toBe(403);
    expect((await call('GET', '/api/v2/store-location', undefined, 'ops.in', 'AE')).statusCode).toBe(403);
    expect((await call('GET', '/api/v2/store-location/count', undefined, 'key.manager', 'AE')).statusCode).toBe(403);
  });
});
