import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGroup, insertUser } from '../../test/users-factories.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { groups, userGroups, users } from './users-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url, headers: await t.as(user, 'IN', 'CAR'), ...(payload ? { payload } : {}) });
const db = () => t.database.db;
const trail = (entity: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));
const storedUser = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const groupIdsOf = async (userId: number) =>
  (await db().select().from(userGroups).where(eq(userGroups.userId, userId))).map((m) => m.groupId);
const fieldsOf = (res: { json: () => { validation?: { field: string }[] } }) =>
  (res.json().validation ?? []).map((v) => v.field);

const newUser = (overrides: object = {}) => ({
  userName: `v1.user${Math.random().toString(36).slice(2, 8)}`,
  name: 'Vera One',
  email: 'vera@example.com',
  countries: ['IN'],
  vehicleTypes: ['CAR'],
  initialPassword: 'initial-Password-1',
  ...overrides,
});

describe('user management V1: /api/v1/user', () => {
  it('creates, reads, edits and deletes a user through the V2 rules, audited and version-checked', async () => {
    const created = await call('POST', '/api/v1/user', newUser());
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json().data;
    expect(user).toMatchObject({ name: 'Vera One', groups: [], version: 1, passwordChangeRequired: true });

    const listed = await call('GET', `/api/v1/user?userName=${user.userName}`, undefined, 'cc.admin');
    expect(listed.json().data.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect((await call('GET', `/api/v1/user/count?userName=${user.userName}`)).json().data.count).toBe(1);

    const { initialPassword: _once, ...edit } = newUser({ userName: user.userName, name: 'Vera Renamed' });
    const edited = await call('PUT', `/api/v1/user/${user.id}`, { ...edit, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Vera Renamed', version: 2 });
    expect((await trail('user', user.id)).find((a) => a.action === 'UPDATE' && a.field === 'name')).toMatchObject({
      oldValue: 'Vera One',
      newValue: 'Vera Renamed',
      actorId: 'admin',
    });

    const stale = await call('PUT', `/api/v1/user/${user.id}`, { ...edit, name: 'Lost Edit', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await storedUser(user.id)).name).toBe('Vera Renamed');
    expect((await call('DELETE', `/api/v1/user/${user.id}?version=1`)).statusCode).toBe(409);

    const removed = await call('DELETE', `/api/v1/user/${user.id}?version=2`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await storedUser(user.id)).deletedAt).not.toBeNull();
    expect((await call('GET', `/api/v1/user/${user.id}`)).statusCode).toBe(404);
    expect((await trail('user', user.id)).some((a) => a.action === 'DELETE')).toBe(true);
  });

  it('answers 400 naming the field, 403 without the permission, 404 for another vertical’s user', async () => {
    const cases: [object, string][] = [
      [newUser({ email: 'not-mail' }), 'body.email'],
      [newUser({ countries: [] }), 'body.countries'],
      [newUser({ phone: '12' }), 'body.phone'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/v1/user', body);
      expect(res.statusCode, field).toBe(400);
      expect(fieldsOf(res), field).toContain(field);
    }
    const before = (await db().select().from(users)).length;
    expect((await call('POST', '/api/v1/user', newUser(), 'cc.admin')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/user', undefined, 'viewer')).statusCode).toBe(403);
    expect((await db().select().from(users)).length).toBe(before);

    const au = await insertUser(db(), { countries: ['AU'] });
    expect((await call('GET', `/api/v1/user/${au.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/user/${au.id}?version=1`)).statusCode).toBe(404);
    expect((await storedUser(au.id)).deletedAt).toBeNull();
  });
});

describe('user management V1: a user’s groups', () => {
  it('adds and removes a group on the user: their groups change, audited, 409 on a stale user', async () => {
    const group = await insertGroup(db());
    const user = await insertUser(db());
    const added = await call('POST', `/api/v1/user/${user.id}/group/${group.id}?version=1`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ groups: [{ id: group.id, name: group.name }], version: 2 });
    expect(await groupIdsOf(user.id)).toEqual([group.id]);
    expect((await trail('user', user.id)).find((a) => a.field === 'groups')).toMatchObject({
      oldValue: '[]',
      newValue: JSON.stringify([group.name]),
    });

    const stale = await call('DELETE', `/api/v1/user/${user.id}/group/${group.id}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect(await groupIdsOf(user.id)).toEqual([group.id]);
    const again = await call('POST', `/api/v1/user/${user.id}/group/${group.id}?version=2`);
    expect(again.statusCode).toBe(400);

    const removed = await call('DELETE', `/api/v1/user/${user.id}/group/${group.id}?version=2`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ groups: [], version: 3 });
    expect(await groupIdsOf(user.id)).toEqual([]);
    expect(
      (await call('POST', `/api/v1/user/${user.id}/group/${group.id}?version=3`, undefined, 'cc.admin')).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/v1/user/${user.id}/group/${group.id}`)).statusCode).toBe(400);
  });

  it('keeps an admin from removing their own last admin group', async () => {
    const me = (await db().select().from(users).where(eq(users.userName, 'admin')))[0]!;
    const admins = (await db().select().from(groups).where(eq(groups.name, 'ADMIN')))[0]!;
    const res = await call('DELETE', `/api/v1/user/${me.id}/group/${admins.id}?version=${me.version}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(USER_MESSAGES.ownLastAdminGroup);
    expect(await groupIdsOf(me.id)).toContain(admins.id);
  });
});

describe('user management V1: /api/v1/user/group', () => {
  it('creates, edits and deletes an empty group, audited and version-checked', async () => {
    const created = await call('POST', '/api/v1/user/group', { name: 'V1_LEADS', permissions: ['inventoryMenu'] });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json().data;
    const listed = await call('GET', '/api/v1/user/group', undefined, 'cc.admin');
    expect(listed.json().data.map((g: { name: string }) => g.name)).toContain('V1_LEADS');
    const edited = await call('PUT', `/api/v1/user/group/${group.id}`, {
      name: 'V1_LEADS',
      permissions: ['inventoryMenu', 'logisticMenu'],
      version: 1,
    });
    expect(edited.json().data.version).toBe(2);
    expect((await call('PUT', `/api/v1/user/group/${group.id}`, { name: 'V1_LEADS', version: 1 })).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `/api/v1/user/group/${group.id}?version=1`)).statusCode).toBe(409);

    const removed = await call('DELETE', `/api/v1/user/group/${group.id}?version=2`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await db().select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
    expect(
      (await trail('user-group', group.id)).find((a) => a.action === 'DELETE' && a.field === 'name'),
    ).toMatchObject({ oldValue: 'V1_LEADS', newValue: null });
  });

  it('refuses to delete a group with members (400), a bad name (400 naming it) and a non-admin (403)', async () => {
    const group = await insertGroup(db());
    await insertUser(db(), { groupNames: [group.name] });
    const busy = await call('DELETE', `/api/v1/user/group/${group.id}?version=1`);
    expect(busy.statusCode).toBe(400);
    expect(busy.json().message).toBe(`Group ${group.name} still has 1 user: remove them from it first.`);
    expect((await db().select().from(groups).where(eq(groups.id, group.id))).length).toBe(1);

    const bad = await call('POST', '/api/v1/user/group', { name: 'lower case' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('body.name');
    expect((await call('POST', '/api/v1/user/group', { name: 'NOPE_V1' }, 'cc.admin')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/user/group/${group.id}?version=1`, undefined, 'cc.admin')).statusCode).toBe(
      403,
    );
  });
});
