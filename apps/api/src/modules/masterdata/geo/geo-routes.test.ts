import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = async (url: string, user = 'admin', country: 'IN' | 'AE' | 'KSA' = 'IN') =>
  t.app.inject({ url, headers: await t.as(user, country, 'CAR') });

describe('states', () => {
  it('lists the Indian states with their codes, and counts them', async () => {
    const res = await get('/api/v1/state?size=100');
    expect(res.statusCode).toBe(200);
    const states = res.json().data as { code: string; name: string }[];
    expect(states).toContainEqual(
      expect.objectContaining({ code: 'TG', name: 'Telangana', country: 'IN', vehicleType: 'ALL' }),
    );
    expect((await get('/api/v1/state/count')).json().data.count).toBe(36);
  });

  it('shows each country its own states only', async () => {
    const names = (await get('/api/v1/state?size=100', 'admin', 'AE')).json().data.map((s: { name: string }) => s.name);
    expect(names).toContain('Dubai');
    expect(names).not.toContain('Telangana');
  });

  it('needs masterdataMenu (403 for a viewer, and for another vertical)', async () => {
    expect((await get('/api/v1/state', 'viewer')).statusCode).toBe(403);
    expect((await get('/api/v1/state', 'ops.in', 'AE')).statusCode).toBe(403);
  });

  it('refuses an unknown sort field with a 400 naming it', async () => {
    const res = await get('/api/v1/state?sort=password,asc');
    expect(res.statusCode).toBe(400);
    expect(res.json().validation[0].field).toBe('querystring.sort');
  });
});

describe('cities', () => {
  it('answers the stock-in prefix search with active cities only, sorted by name', async () => {
    const res = await get('/api/v1/city?name=n&active=true&size=50');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { name: string; active: boolean }[];
    expect(rows.map((c) => c.name)).toEqual(['Nagpur', 'Navi Mumbai', 'New Delhi', 'Noida']);
    expect(rows.every((c) => c.active)).toBe(true);
    const inactive = (await get('/api/v1/city?name=pat&active=true')).json().data;
    expect(inactive).toEqual([]);
    expect((await get('/api/v1/city?name=pat')).json().data[0]).toMatchObject({ code: 'PAT', active: false });
  });

  it('filters by state and counts', async () => {
    const res = await get('/api/v1/city?stateCode=GJ&size=50');
    expect(
      res
        .json()
        .data.map((c: { code: string }) => c.code)
        .sort(),
    ).toEqual(['AMD', 'BDQ', 'GNR', 'RAJ', 'STV']);
    expect((await get('/api/v1/city/count?stateCode=GJ')).json().data.count).toBe(5);
  });

  it('is open to inventory staff for the stock-in flow, but not to users without a menu', async () => {
    const keyManager = await t.app.inject({
      url: '/api/v1/city?name=Du',
      headers: await t.as('key.manager', 'AE', 'CAR'),
    });
    expect(keyManager.statusCode).toBe(200);
    expect(keyManager.json().data.map((c: { code: string }) => c.code)).toEqual(['DXB']);
    const viewer = await get('/api/v1/city', 'viewer');
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toMatch(/masterdataMenu, inventoryMenu, logisticMenu/);
  });

  it('names the bad field of a bad filter', async () => {
    const res = await get('/api/v1/city?active=maybe&size=5000');
    expect(res.statusCode).toBe(400);
    const fields = res.json().validation.map((v: { field: string }) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['querystring.active', 'querystring.size']));
  });
});

describe('regions and makes', () => {
  it('lists regions of the vertical with their cities', async () => {
    const res = await get('/api/v1/region');
    expect(res.json().data.map((r: { code: string }) => r.code)).toEqual(['EAST', 'NORTH', 'SOUTH', 'WEST']);
    expect((await get('/api/v1/region/count', 'admin', 'KSA')).json().data.count).toBe(3);
  });

  it('lists car makes for CAR and bike makes for BIKE; search is a name prefix', async () => {
    const cars = (await get('/api/v2/make?size=100')).json().data.map((m: { name: string }) => m.name);
    expect(cars).toContain('Maruti Suzuki');
    expect(cars).not.toContain('Royal Enfield');
    const bikes = await t.app.inject({ url: '/api/v2/make?search=roy', headers: await t.as('admin', 'AU', 'BIKE') });
    expect(bikes.json().data).toEqual([
      expect.objectContaining({ name: 'Royal Enfield', country: 'ALL', vehicleType: 'BIKE' }),
    ]);
    expect((await get('/api/v2/make/count?search=m')).json().data.count).toBe(6);
  });
});
