import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_MESSAGES, type Country } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dndService } from './dnd-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, user = 'cc.admin', country: Country = 'IN') =>
  t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, 'CAR') });

const numbersOf = (rows: { mobileNumber: string }[]) => rows.map((r) => r.mobileNumber).sort();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the DND list', () => {
  let id: number;

  it('adds a number in E.164 for the vertical’s country and audits it', async () => {
    const res = await call('POST', '/api/user-preference/dnd', {
      mobileNumber: '098111 22233',
      reason: 'Asked not to be called',
      channels: ['CALL', 'WHATSAPP'],
      expiresOn: inDays(10),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ mobileNumber: '+919811122233', active: true, version: 1 });
    id = res.json().data.id;
    const audit = (await call('GET', `/api/audit-log/dnd/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'CREATE', field: 'mobileNumber', newValue: '+919811122233' }),
    );
    expect(audit).toContainEqual(expect.objectContaining({ field: 'channels', newValue: '["CALL","WHATSAPP"]' }));
  });

  it('refuses a listed number (409), a bad number and a past expiry (400 naming the field)', async () => {
    const body = { mobileNumber: '+91 98111 22233', reason: 'Again', channels: ['SMS'] };
    const dup = await call('POST', '/api/user-preference/dnd', body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('+919811122233 is already on the DND list.');
    const bad = await call('POST', '/api/user-preference/dnd', { ...body, mobileNumber: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation).toEqual([
      { field: 'body.mobileNumber', message: 'must be a valid IN mobile number, e.g. +91 98765 43210' },
    ]);
    const past = await call('POST', '/api/user-preference/dnd', {
      ...body,
      mobileNumber: '9811122299',
      expiresOn: inDays(-3),
    });
    expect(past.json().validation).toEqual([{ field: 'body.expiresOn', message: 'must be today or a later day' }]);
    const none = await call('POST', '/api/user-preference/dnd', { ...body, mobileNumber: '9811122299', channels: [] });
    expect(none.json().validation[0].field).toBe('body.channels');
    expect((await call('GET', '/api/user-preference/dnd/count?mobileNumber=9811122299')).json().data.count).toBe(0);
  });

  it('finds rows by any part of the number, by channel and by being in force', async () => {
    expect(numbersOf((await call('GET', '/api/user-preference/dnd?mobileNumber=11122')).json().data)).toEqual([
      '+919811122233',
    ]);
    expect(
      numbersOf((await call('GET', '/api/user-preference/dnd?mobileNumber=%2B9198111000')).json().data),
    ).toHaveLength(4);
    expect(numbersOf((await call('GET', '/api/user-preference/dnd?channel=WHATSAPP&active=true')).json().data)).toEqual(
      ['+919811100002', '+919811100003', '+919811122233'],
    );
    expect((await call('GET', '/api/user-preference/dnd/count?active=false')).json().data.count).toBe(0);
    expect((await call('GET', '/api/user-preference/dnd?mobileNumber=98a')).json().validation[0].field).toBe(
      'querystring.mobileNumber',
    );
  });

  it('keeps other verticals’ rows invisible and untouchable', async () => {
    const ae = (await call('GET', '/api/user-preference/dnd', undefined, 'admin', 'AE')).json().data;
    expect(numbersOf(ae)).toEqual(['+971501110001', '+971501110002', '+971501110003']);
    const hijack = await call(
      'PUT',
      `/api/user-preference/dnd/${id}`,
      { reason: 'x y z', channels: ['SMS'], expiresOn: null, version: 1 },
      'admin',
      'AE',
    );
    expect(hijack.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/user-preference/dnd/${id}?version=1`, undefined, 'admin', 'AE')).statusCode,
    ).toBe(404);
  });

  it('edits by version (409 when stale) and audits old → new', async () => {
    const edit = { reason: 'Complaint open', channels: ['CALL', 'SMS', 'WHATSAPP'], expiresOn: null, version: 1 };
    const ok = await call('PUT', `/api/user-preference/dnd/${id}`, edit);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ reason: 'Complaint open', expiresAt: null, version: 2 });
    const stale = await call('PUT', `/api/user-preference/dnd/${id}`, { ...edit, reason: 'Other' });
    expect(stale.statusCode).toBe(409);
    const audit = (await call('GET', `/api/audit-log/dnd/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'UPDATE',
        field: 'reason',
        oldValue: 'Asked not to be called',
        newValue: 'Complaint open',
      }),
    );
  });

  it('adds many numbers, answering each row', async () => {
    const res = await call('POST', '/api/user-preference/dnd/bulk', {
      entries: [
        { mobileNumber: '9822200001', reason: 'Paste one', channels: ['SMS'] },
        { mobileNumber: 'not a number', reason: 'Paste two', channels: ['SMS'] },
        { mobileNumber: '+91 98222 00001', reason: 'Paste three', channels: ['CALL'] },
        { mobileNumber: '9811100001', reason: 'Seeded already', channels: ['CALL'] },
        { mobileNumber: '9822200002', reason: 'x', channels: ['CALL'] },
        { mobileNumber: '9822200003', reason: 'Until next week', channels: ['EMAIL'], expiresOn: inDays(7) },
      ],
    });
    expect(res.statusCode).toBe(200);
    const outcomes = res.json().data;
    expect(outcomes.map((o: { status: string }) => o.status)).toEqual([
      'ADDED',
      'FAILED',
      'ALREADY_LISTED',
      'ALREADY_LISTED',
      'FAILED',
      'ADDED',
    ]);
    expect(outcomes[1].message).toBe('Mobile number must be a valid IN mobile number, e.g. +91 98765 43210.');
    expect(outcomes[2].message).toBe('+919822200001 is also in row 1.');
    expect(outcomes[4].message).toBe('Reason must have at least 3 characters.');
    const count = (await call('GET', '/api/user-preference/dnd/count?mobileNumber=98222')).json().data.count;
    expect(count).toBe(2);
    const audit = (await call('GET', `/api/audit-log/dnd/${outcomes[5].id}`)).json().data;
    expect(audit.map((a: { field: string }) => a.field).sort()).toEqual([
      'channels',
      'expiresOn',
      'mobileNumber',
      'reason',
    ]);
  });

  it('removes by version (409 when stale), auditing what the row said', async () => {
    const stale = await call('DELETE', `/api/user-preference/dnd/${id}?version=1`);
    expect(stale.statusCode).toBe(409);
    const ok = await call('DELETE', `/api/user-preference/dnd/${id}?version=2`);
    expect(ok.json().data).toEqual({ id });
    expect((await call('GET', '/api/user-preference/dnd/count?mobileNumber=11122')).json().data.count).toBe(0);
    const audit = (await call('GET', `/api/audit-log/dnd/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'DELETE', field: 'reason', oldValue: 'Complaint open', newValue: null }),
    );
  });
});

describe('may we contact this number on this channel now', () => {
  const IN_CAR = { country: 'IN', vehicleType: 'CAR' } as const;

  it('honours channels and the expiry, per vertical', async () => {
    const { mayContact } = dndService(t.database.db);
    // Seeded: +919811100004 blocks CALL and SMS for 7 more days.
    expect(await mayContact(IN_CAR, '98111 00004', 'CALL')).toMatchObject({
      allowed: false,
      reason: 'Travelling abroad',
    });
    expect(await mayContact(IN_CAR, '9811100004', 'EMAIL')).toEqual({ allowed: true });
    expect(await mayContact(IN_CAR, '9811100004', 'CALL', new Date(Date.now() + 9 * 86_400_000))).toEqual({
      allowed: true,
    });
    expect(await mayContact({ country: 'IN', vehicleType: 'BIKE' }, '9811100004', 'CALL')).toEqual({ allowed: true });
    expect((await mayContact(IN_CAR, 'junk', 'SMS')).allowed).toBe(false);
  });

  it('answers the same over HTTP, behind the same guard', async () => {
    const res = await call('GET', '/api/user-preference/dnd/check?mobileNumber=9811100001&channel=CALL');
    expect(res.json().data).toEqual({
      mobileNumber: '+919811100001',
      channel: 'CALL',
      allowed: false,
      reason: 'Customer asked not to be called',
      until: null,
    });
    const bad = await call('GET', '/api/user-preference/dnd/check?mobileNumber=1&channel=CALL');
    expect(bad.json().validation[0].field).toBe('querystring.mobileNumber');
    const refused = await call(
      'GET',
      '/api/user-preference/dnd/check?mobileNumber=9811100001&channel=CALL',
      undefined,
      'ops.in',
    );
    expect(refused.json().message).toBe(PREFERENCE_MESSAGES.ccAdminRequired);
  });
});
