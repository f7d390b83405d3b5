import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGroup, insertOrganisation, insertUser } from '../../test/users-factories.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { groups, organisations, userGroups, users } from './users-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url, headers: await t.as(user, 'IN', 'CAR'), ...(payload ? { payload } : {}) });
const trail = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));
const isMember = async (userId: number, groupId: number) =>
  (
    await t.database.db
      .select()
      .from(userGroups)
      .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)))
  ).length === 1;

describe('user management V2: groups', () => {
  it('creates and edits a group with its permission keys, audited and version-checked', async () => {
    const created = await call('POST', '/api/v2/groups', { name: 'HUB_LEADS', permissions: ['inventoryMenu'] });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json().data;
    expect(group).toMatchObject({ name: 'HUB_LEADS', permissions: ['inventoryMenu'], memberCount: 0, version: 1 });
    const edited = await call('PUT', `/api/v2/groups/${group.id}`, {
      name: 'HUB_LEADS',
      description: 'Hub leads',
      permissions: ['inventoryMenu', 'logisticMenu'],
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.version).toBe(2);
    expect(
      (await trail('user-group', group.id)).find((a) => a.action === 'UPDATE' && a.field === 'permissions'),
    ).toMatchObject({
      action: 'UPDATE',
      oldValue: '["inventoryMenu"]',
      newValue: '["inventoryMenu","logisticMenu"]',
    });
    const stale = await call('PUT', `/api/v2/groups/${group.id}`, { name: 'HUB_LEADS', permissions: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row!.permissions).toEqual(['inventoryMenu', 'logisticMenu']);
  });

  it('refuses an unknown permission key, a bad name (400 with the field), a taken one (409) and a non-admin (403)', async () => {
    const cases: [object, string, number][] = [
      [{ name: 'X_ONE', permissions: ['flyPlanes'] }, 'body.permissions.0', 400],
      [{ name: 'lower case' }, 'body.name', 400],
      [{ name: 'OPERATIONS' }, 'body.name', 409],
    ];
    for (const [body, field, status] of cases) {
      const res = await call('POST', '/api/v2/groups', body);
      expect(res.statusCode, field).toBe(status);
      expect(
        res.json().validation.map((v: { field: string }) => v.field),
        field,
      ).toContain(field);
    }
    expect((await call('POST', '/api/v2/groups', { name: 'NOPE' }, 'cc.admin')).statusCode).toBe(403);
    expect((await call('GET', '/api/v2/groups', undefined, 'viewer')).statusCode).toBe(403);
  });

  it('adds and removes a member: the user’s groups audited old → new and their version bumped', async () => {
    const group = await insertGroup(t.database.db);
    const user = await insertUser(t.database.db);
    const added = await call('POST', `/api/v2/groups/${group.id}/users`, { userId: user.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.memberCount).toBe(1);
    expect(await isMember(user.id, group.id)).toBe(true);
    const again = await call('POST', `/api/v2/groups/${group.id}/users`, { userId: user.id });
    expect(again.statusCode).toBe(400);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.version).toBe(2);
    expect((await trail('user', user.id)).find((a) => a.field === 'groups')).toMatchObject({
      oldValue: '[]',
      newValue: JSON.stringify([group.name]),
    });
    const removed = await call('DELETE', `/api/v2/groups/${group.id}/users/${user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await isMember(user.id, group.id)).toBe(false);
    expect((await trail('user-group', group.id)).map((a) => a.action).sort()).toEqual(['ADD_USER', 'REMOVE_USER']);
    const au = await insertUser(t.database.db, { countries: ['AU'] });
    expect((await call('POST', `/api/v2/groups/${group.id}/users`, { userId: au.id })).statusCode).toBe(404);
  });

  it('keeps an admin from leaving their last admin group, by membership or by its permissions', async () => {
    const admins = (await t.database.db.select().from(groups).where(eq(groups.name, 'ADMIN')))[0]!;
    const me = (await t.database.db.select().from(users).where(eq(users.userName, 'admin')))[0]!;
    const leave = await call('DELETE', `/api/v2/groups/${admins.id}/users/${me.id}`);
    expect(leave.statusCode).toBe(400);
    expect(leave.json().message).toBe(USER_MESSAGES.ownLastAdminGroup);
    expect(await isMember(me.id, admins.id)).toBe(true);
    const strip = await call('PUT', `/api/v2/groups/${admins.id}`, {
      name: 'ADMIN',
      permissions: ['inventoryMenu'],
      version: admins.version,
    });
    expect(strip.statusCode).toBe(400);
    expect(strip.json().message).toBe(USER_MESSAGES.ownLastAdminGroup);
  });
});

describe('user management V2: organisations', () => {
  it('lists, creates and edits, audited, 409 when stale, 409 naming the field for a taken name', async () => {
    const existing = await insertOrganisation(t.database.db, { name: 'Acme Logistics' });
    const created = await call('POST', '/api/v2/organisations', { name: 'Zen Partners' });
    expect(created.statusCode, created.body).toBe(201);
    const org = created.json().data;
    const list = await call('GET', '/api/v2/organisations', undefined, 'cc.admin');
    const names = list.json().data.map((o: { name: string }) => o.name);
    // Sorted by name, the seed's demo organisations among them.
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['Acme Logistics', 'Zen Partners']));
    const taken = await call('POST', '/api/v2/organisations', { name: 'acme logistics' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().validation[0].field).toBe('body.name');
    const edited = await call('PUT', `/api/v2/organisations/${org.id}`, {
      name: 'Zen Partners',
      active: false,
      version: 1,
    });
    expect(edited.json().data).toMatchObject({ active: false, version: 2 });
    expect((await call('PUT', `/api/v2/organisations/${org.id}`, { name: 'Zed', version: 1 })).statusCode).toBe(409);
    expect(
      (await trail('organisation', org.id)).find((a) => a.action === 'UPDATE' && a.field === 'active'),
    ).toMatchObject({
      action: 'UPDATE',
      oldValue: 'true',
      newValue: 'false',
    });
    const [row] = await t.database.db.select().from(organisations).where(eq(organisations.id, existing.id));
    expect(row!.version).toBe(1);
  });
});
