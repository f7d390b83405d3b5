import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_MESSAGES, type Country, type VehicleType } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  payload?: unknown,
  user = 'cc.admin',
  country: Country = 'IN',
  vehicleType: VehicleType = 'CAR',
) => t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, vehicleType) });

const rowCount = async (table: string) =>
  Number((await t.database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

describe('the CC_ADMIN and feature guard', () => {
  it('refuses a user without CC_ADMIN on every preference route, writing nothing', async () => {
    const before = await rowCount('dnd_entries');
    for (const [method, url] of [
      ['GET', '/api/user-preference'],
      ['GET', '/api/user-preference/count'],
      ['GET', '/api/user-preference/dnd'],
      ['POST', '/api/user-preference/dnd'],
      ['DELETE', '/api/user-preference/dnd/1?version=1'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? {} : undefined, 'ops.in');
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(PREFERENCE_MESSAGES.ccAdminRequired);
    }
    expect(await rowCount('dnd_entries')).toBe(before);
  });

  it('refuses a CC_ADMIN in a vertical where the feature is off', async () => {
    const res = await call('GET', '/api/user-preference/dnd', undefined, 'admin', 'AU');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('User preferences are not enabled for AU CAR.');
  });
});

describe('customer-contact preferences', () => {
  it('lists and counts the vertical’s rows only', async () => {
    const rows = (await call('GET', '/api/user-preference')).json().data;
    expect(rows.map((r: { mobileNumber: string }) => r.mobileNumber).sort()).toEqual([
      '+919811100010',
      '+919811100011',
    ]);
    expect((await call('GET', '/api/user-preference/count?preferredChannel=CALL')).json().data.count).toBe(1);
    const ae = (await call('GET', '/api/user-preference', undefined, 'admin', 'AE')).json().data;
    expect(ae.map((r: { mobileNumber: string }) => r.mobileNumber)).toEqual(['+971501110010']);
  });

  it('creates by number (E.164), refuses a second create, edits by version and audits', async () => {
    const body = { mobileNumber: '098765 43210', preferredChannel: 'SMS', customerName: 'Kiran' };
    const created = await call('POST', '/api/user-preference', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ mobileNumber: '+919876543210', version: 1, updatedBy: 'cc.admin' });
    const id = created.json().data.id;

    const again = await call('POST', '/api/user-preference', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A user preference for +919876543210 already exists: reload it to edit it.');

    const edited = await call('POST', '/api/user-preference', { ...body, preferredChannel: 'WHATSAPP', version: 1 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ preferredChannel: 'WHATSAPP', version: 2 });
    const stale = await call('POST', '/api/user-preference', { ...body, preferredChannel: 'CALL', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', '/api/user-preference?mobileNumber=9876543210')).json().data[0].preferredChannel).toBe(
      'WHATSAPP',
    );

    const audit = (await call('GET', `/api/audit-log/user-preference/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'CREATE', field: 'mobileNumber', newValue: '+919876543210' }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'UPDATE', field: 'preferredChannel', oldValue: 'SMS', newValue: 'WHATSAPP' }),
    );
    expect((await call('GET', `/api/audit-log/user-preference/${id}`, undefined, 'admin', 'AE')).json().data).toEqual(
      [],
    );
  });

  it('names the field of a bad number or language', async () => {
    const bad = await call('POST', '/api/user-preference', { mobileNumber: '+971501234567', preferredChannel: 'SMS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation).toEqual([
      { field: 'body.mobileNumber', message: 'must be a valid IN mobile number, e.g. +91 98765 43210' },
    ]);
    const lang = await call('POST', '/api/user-preference', {
      mobileNumber: '9876500000',
      preferredChannel: 'FAX',
      preferredLanguage: 'English',
    });
    expect(
      lang
        .json()
        .validation.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['body.preferredChannel', 'body.preferredLanguage']);
  });
});
