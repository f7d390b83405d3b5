import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const call = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  user = 'admin',
  country: 'IN' | 'AE' = 'IN',
) => t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, 'CAR') });

const driver = {
  name: 'Kiran Test Driver',
  mobile: '+91 98765-43210',
  email: 'kiran.test@example.com',
  driverType: 'FIXED',
  staffType: 'DRIVER',
  vendor: 'IN_HOUSE',
  homeLocationCode: 'HUB-DEL-1',
};

describe('drivers', () => {
  let id: number;

  it('creates the first saved item, normalising the mobile, and audits it', async () => {
    const res = await call(
      'POST',
      '/api/v1/driver',
      [driver, { ...driver, name: 'Ignored', mobile: '+919000000000' }],
      'ops.in',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: driver.name,
      mobile: '+919876543210',
      active: true,
      version: 1,
      updatedBy: 'ops.in',
    });
    id = res.json().data.id;
    expect((await call('GET', '/api/v1/driver?mobile=+9190000')).json().data).toEqual([]);
    expect((await call('GET', `/api/v1/driver/${id}`)).json().data.email).toBe(driver.email);
    const audit = (await call('GET', `/api/audit-log/driver/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'CREATE', field: 'mobile', newValue: '+919876543210' }),
    );
  });

  it('refuses a duplicate mobile with a clear 409, and bad fields with 400', async () => {
    const dup = await call('POST', '/api/v1/driver', [{ ...driver, name: 'Someone Else', mobile: '+919876543210' }]);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A driver with mobile +919876543210 already exists.');
    const bad = await call('POST', '/api/v1/driver', [
      { ...driver, mobile: '12', email: 'not-an-email', driverType: 'BOSS' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation.map((v: { field: string }) => v.field)).toEqual(
      expect.arrayContaining(['body.0.mobile', 'body.0.email', 'body.0.driverType']),
    );
    const home = await call('POST', '/api/v1/driver', [
      { ...driver, mobile: '+919811111111', homeLocationCode: 'HUB-DXB-1' },
    ]);
    expect(home.json().validation[0].field).toBe('body.0.homeLocationCode');
    expect((await call('POST', '/api/v1/driver', [])).statusCode).toBe(400);
  });

  it('updates with POST ?id= (id in the body), version-checked', async () => {
    const body = [{ ...driver, id, version: 1, driverType: 'VARIABLE', vendor: 'DRIVEU' }];
    const ok = await call('POST', `/api/v1/driver?id=${id}`, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ driverType: 'VARIABLE', vendor: 'DRIVEU', version: 2 });
    const stale = await call('POST', `/api/v1/driver?id=${id}`, [{ ...body[0], vendor: 'LOCUS' }]);
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/v1/driver/${id}`)).json().data).toMatchObject({ vendor: 'DRIVEU', version: 2 });
    expect(
      (await call('POST', `/api/v1/driver?id=${id}`, [{ ...driver, id: id + 1, version: 2 }])).json().validation[0]
        .field,
    ).toBe('body.0.id');
    expect((await call('POST', `/api/v1/driver?id=${id}`, { ...driver })).json().validation[0].field).toBe(
      'body.0.version',
    );
    const audit = (await call('GET', `/api/audit-log/driver/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'UPDATE', field: 'vendor', oldValue: 'IN_HOUSE', newValue: 'DRIVEU' }),
    );
  });

  it('lists with filters and counts', async () => {
    const rows = (await call('GET', '/api/v1/driver?name=kiran&driverType=VARIABLE&active=true')).json().data;
    expect(rows.map((d: { id: number }) => d.id)).toEqual([id]);
    expect((await call('GET', '/api/v1/driver/count?vendor=DRIVEU&name=Kiran')).json().data.count).toBe(1);
    const seeded = (await call('GET', '/api/v1/driver/count')).json().data.count;
    expect(seeded).toBe(15); // 13 drivers and the 2 cleaners seed-cleaning adds for IN cars
    expect((await call('GET', '/api/v1/driver?staffType=PILOT')).json().validation[0].field).toBe(
      'querystring.staffType',
    );
  });

  it('keeps drivers in their vertical and behind crudDriver', async () => {
    expect((await call('GET', `/api/v1/driver/${id}`, undefined, 'admin', 'AE')).statusCode).toBe(404);
    const hijack = await call(
      'POST',
      `/api/v1/driver?id=${id}`,
      [{ ...driver, homeLocationCode: null, version: 2 }],
      'admin',
      'AE',
    );
    expect(hijack.statusCode).toBe(404);
    expect((await call('GET', '/api/v1/driver?name=Kiran', undefined, 'admin', 'AE')).json().data).toEqual([]);
    expect((await call('GET', '/api/v1/driver', undefined, 'viewer')).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/driver', [driver], 'ops.in', 'AE')).statusCode).toBe(403);
  });

  it('creates, reads and replaces a weekly resource plan', async () => {
    expect((await call('GET', `/api/v1/resource-planner?driverId=${id}`)).json().data).toBeNull();
    const week = [
      { day: 'wednesday', from: '09:00', to: '17:00' },
      { day: 'monday', from: '08:30', to: '18:00' },
    ];
    const created = await call('POST', '/api/v1/resource-planner', { driverId: id, availability: week });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.availability.map((a: { day: string }) => a.day)).toEqual(['monday', 'wednesday']);
    expect((await call('GET', `/api/v1/resource-planner?driverId=${id}`)).json().data.version).toBe(1);
    expect((await call('POST', '/api/v1/resource-planner', { driverId: id, availability: week })).statusCode).toBe(409);
    const replaced = await call('POST', '/api/v1/resource-planner', {
      driverId: id,
      availability: [{ day: 'sunday', from: '10:00', to: '12:00' }],
      version: 1,
    });
    expect(replaced.json().data).toMatchObject({
      version: 2,
      availability: [{ day: 'sunday', from: '10:00', to: '12:00' }],
    });
    expect(
      (await call('POST', '/api/v1/resource-planner', { driverId: id, availability: [], version: 1 })).statusCode,
    ).toBe(409);
    const backwards = await call('POST', '/api/v1/resource-planner', {
      driverId: id,
      availability: [{ day: 'monday', from: '18:00', to: '09:00' }],
      version: 2,
    });
    expect(backwards.json().validation[0].field).toBe('body.availability.0.to');
    const twice = await call('POST', '/api/v1/resource-planner', {
      driverId: id,
      availability: [week[1], week[1]],
      version: 2,
    });
    expect(twice.json().validation[0].field).toBe('body.availability.1.day');
    expect(
      (
        await call('POST', '/api/v1/resource-planner', {
          driverId: id,
          availability: [{ day: 'funday', from: '9', to: '10:00' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/v1/resource-planner?driverId=${id}`, undefined, 'admin', 'AE')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/audit-log/resource-planner/${id}/count`)).json().data.count).toBe(2);
  });
});
