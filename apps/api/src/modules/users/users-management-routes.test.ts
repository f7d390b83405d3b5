import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertOrganisation, insertUser } from '../../test/users-factories.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { verifyPassword } from '../../kits/passwords.ts';
import { groups, users } from './users-tables.ts';

let t: TestApp;
let groupId: (name: string) => number;
beforeAll(async () => {
  t = await buildTestApp();
  const all = await t.database.db.select().from(groups);
  groupId = (name) => all.find((g) => g.name === name)!.id;
});
afterAll(() => t?.close());

const PASSWORD = 'initial-Password-1';
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url, headers: await t.as(user, 'IN', 'CAR'), ...(payload ? { payload } : {}) });
const newUser = (overrides: object = {}) => ({
  userName: `new.user${Math.random().toString(36).slice(2, 8)}`,
  name: 'Nina New',
  email: 'nina@example.com',
  phone: '98765 43210',
  category: 'DSA',
  countries: ['IN'],
  vehicleTypes: ['CAR'],
  groupIds: [groupId('OPERATIONS')],
  initialPassword: PASSWORD,
  ...overrides,
});
const stored = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const trail = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));

describe('user management V2: /api/v2/users', () => {
  it('creates a user with a hashed initial password to change at first sign-in, audited without it', async () => {
    const org = await insertOrganisation(t.database.db);
    const res = await call('POST', '/api/v2/users', newUser({ organisationId: org.id }));
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      name: 'Nina New',
      phone: '+919876543210',
      category: 'DSA',
      organisationName: org.name,
      groups: [{ id: groupId('OPERATIONS'), name: 'OPERATIONS' }],
      active: true,
      identityProvider: 'ALL',
      lastSignInAt: null,
      passwordChangeRequired: true,
      version: 1,
      updatedBy: 'admin',
    });
    expect(res.body).not.toContain(PASSWORD);
    const row = await stored(user.id);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
    const audited = await trail(user.id);
    expect(audited.map((a) => a.field)).toEqual(
      expect.arrayContaining(['userName', 'groups', 'passwordChangeRequired']),
    );
    expect(JSON.stringify(audited)).not.toContain(PASSWORD);
    expect(audited.find((a) => a.field === 'groups')).toMatchObject({ action: 'CREATE', newValue: '["OPERATIONS"]' });
  });

  it('lists, filters and counts the users of the caller’s vertical only', async () => {
    const org = await insertOrganisation(t.database.db);
    const inUser = await insertUser(t.database.db, { name: 'Filter Person', organisationId: org.id });
    await insertUser(t.database.db, { name: 'Filter Person AU', countries: ['AU'] });
    const list = await call('GET', `/api/v2/users?name=Filter&organisationId=${org.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { id: number }) => u.id)).toEqual([inUser.id]);
    const count = await call('GET', '/api/v2/users/count?name=Filter');
    expect(count.json().data.count).toBe(1);
    const byGroup = await call('GET', `/api/v2/users/count?groupId=${groupId('CC_ADMIN')}`);
    // admin and cc.admin work in IN CAR and are in CC_ADMIN.
    expect(byGroup.json().data.count).toBe(2);
    const auUser = await insertUser(t.database.db, { countries: ['AU'] });
    expect((await call('GET', `/api/v2/users/${auUser.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/users?sort=passwordHash')).statusCode).toBe(400);
  });

  it('lets userManagementMenu read and only MANAGE_USERS write; others get 403', async () => {
    expect((await call('GET', '/api/v2/users', undefined, 'cc.admin')).statusCode).toBe(200);
    const write = await call('POST', '/api/v2/users', newUser(), 'cc.admin');
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toMatch(/MANAGE_USERS/);
    expect((await call('GET', '/api/v2/users', undefined, 'ops.in')).statusCode).toBe(403);
  });

  it('answers 400 naming the field (409 for a taken username): e-mail, phone, no country, password', async () => {
    const taken = await insertUser(t.database.db);
    const cases: [object, string, RegExp, number?][] = [
      [{ email: 'not-an-email' }, 'body.email', /valid e-mail/],
      [{ phone: '+61412345678' }, 'body.phone', /phone number of IN/],
      [{ countries: [] }, 'body.countries', /at least one country/],
      [{ vehicleTypes: [] }, 'body.vehicleTypes', /at least one vehicle type/],
      [{ userName: taken.userName }, 'body.userName', /already taken/, 409],
      [{ initialPassword: 'short' }, 'body.initialPassword', /at least 12/],
      [{ groupIds: [999_999] }, 'body.groupIds', /No group has the id 999999/],
    ];
    for (const [change, field, message, status = 400] of cases) {
      const before = await t.database.db.$count(users);
      const res = await call('POST', '/api/v2/users', newUser(change));
      expect(res.statusCode, field).toBe(status);
      expect(res.json().validation, field).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]),
      );
      expect(await t.database.db.$count(users), field).toBe(before);
    }
  });

  it('edits by version: 409 on a stale one, the username fixed, every change audited old → new', async () => {
    const user = await insertUser(t.database.db, { groupNames: ['VIEWER'] });
    const edit = (version: number, overrides: object = {}) =>
      call('PUT', `/api/v2/users/${user.id}`, {
        userName: user.userName,
        name: 'Renamed Person',
        email: user.email,
        countries: ['IN'],
        vehicleTypes: ['CAR', 'BIKE'],
        groupIds: [groupId('OPERATIONS')],
        version,
        ...overrides,
      });
    const ok = await edit(1);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Renamed Person', version: 2, groups: [{ name: 'OPERATIONS' }] });
    const changes = (await trail(user.id)).filter((a) => a.action === 'UPDATE');
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', oldValue: user.name, newValue: 'Renamed Person' }),
        expect.objectContaining({ field: 'groups', oldValue: '["VIEWER"]', newValue: '["OPERATIONS"]' }),
      ]),
    );
    const stale = await edit(1, { name: 'Lost Update' });
    expect(stale.statusCode).toBe(409);
    expect((await stored(user.id)).name).toBe('Renamed Person');
    const renamed = await edit(2, { userName: 'someone.else' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().validation[0].field).toBe('body.userName');
  });

  it('toggles active and soft-deletes, both versioned and audited; a deleted user leaves the lists', async () => {
    const user = await insertUser(t.database.db);
    const off = await call('PUT', `/api/v2/users/${user.id}/active`, { active: false, version: 1 });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, version: 2 });
    expect((await call('PUT', `/api/v2/users/${user.id}/active`, { active: true, version: 1 })).statusCode).toBe(409);
    const gone = await call('DELETE', `/api/v2/users/${user.id}?version=2`);
    expect(gone.statusCode).toBe(200);
    expect((await stored(user.id)).deletedAt).toBeInstanceOf(Date);
    expect((await stored(user.id)).deletedBy).toBe('admin');
    expect((await call('GET', `/api/v2/users/${user.id}`)).statusCode).toBe(404);
    expect((await trail(user.id)).find((a) => a.action === 'DELETE' && a.field === 'deleted')).toMatchObject({
      oldValue: 'false',
      newValue: 'true',
    });
  });

  it('keeps an admin from deactivating, deleting or demoting themself', async () => {
    const me = (await t.database.db.select().from(users).where(eq(users.userName, 'admin')))[0]!;
    const off = await call('PUT', `/api/v2/users/${me.id}/active`, { active: false, version: me.version });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(USER_MESSAGES.deactivateSelf);
    expect((await call('DELETE', `/api/v2/users/${me.id}?version=${me.version}`)).statusCode).toBe(400);
    const demote = await call('PUT', `/api/v2/users/${me.id}`, {
      userName: 'admin',
      name: me.name,
      email: me.email,
      countries: me.countries,
      vehicleTypes: me.vehicleTypes,
      groupIds: [groupId('CC_ADMIN')],
      version: me.version,
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toMatchObject({
      message: USER_MESSAGES.ownLastAdminGroup,
      validation: [{ field: 'body.groupIds' }],
    });
    expect((await stored(me.id)).version).toBe(me.version);
  });
});
