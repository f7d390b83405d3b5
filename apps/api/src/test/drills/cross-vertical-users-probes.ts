import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { versionOf, type RecordsOfA } from './cross-vertical-records.ts';
import { describeResponse } from './drill-support.ts';
import type { IdProbe, ReadProbe, SharedRecordRoute } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of user management V2: a user who works only in A (IN CAR), made
 * through the API with the run's tag in their name, and an organisation for them. Making them leaves the
 * user and organisation audit rows the generated audit-trail probes aim at; the group membership probes
 * leave the group's. AE CAR and IN BIKE do not see the user (404), ops.au lacks the permission (403).
 */
const USERS = '/api/v2/users';
const made = new Map<string, { userId: number; organisationId: number; groupId: number }>();

export async function post(t: TestApp, a: RecordsOfA, url: string, payload: object): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url, headers: a.headers, payload });
  expect(res.statusCode, `${url}: ${describeResponse(res)}`).toBe(201);
  return (res.json().data as { id: number }).id;
}

/** A user of A only; `suffix` tells apart the one the delete probe removes. */
export const userBody = (a: RecordsOfA, organisationId: number, suffix = '') => ({
  userName: `drill.${a.tag.toLowerCase()}${suffix}`,
  name: `Drill user ${a.tag}${suffix}`,
  email: `drill.${a.tag.toLowerCase()}${suffix}@example.com`,
  countries: ['IN'],
  vehicleTypes: ['CAR'],
  organisationId,
  groupIds: [],
  initialPassword: 'drill-Password-1',
});

export async function usersOfA(t: TestApp, a: RecordsOfA) {
  const known = made.get(a.tag);
  if (known) return known;
  const organisationId = await post(t, a, '/api/v2/organisations', { name: `Drill organisation ${a.tag}` });
  const userId = await post(t, a, USERS, userBody(a, organisationId));
  // Any group the new user is not in (they start in none).
  const { rows } = await t.database.pool.query<{ id: number }>('SELECT id FROM groups ORDER BY id LIMIT 1');
  const records = { userId, organisationId, groupId: rows[0]!.id };
  made.set(a.tag, records);
  return records;
}

const userVersion = (t: TestApp, id: number) => versionOf(t, 'users', 'id', id);

export const USERS_WRITE_PROBES: IdProbe[] = [
  {
    route: `PUT ${USERS}/:id`,
    async request(t, a) {
      const { userId, organisationId } = await usersOfA(t, a);
      const { initialPassword: _unchanged, ...fields } = userBody(a, organisationId);
      return {
        url: `${USERS}/${userId}`,
        payload: { ...fields, name: `Drill user ${a.tag} renamed`, version: await userVersion(t, userId) },
      };
    },
  },
  {
    route: `PUT ${USERS}/:id/active`,
    async request(t, a) {
      const { userId } = await usersOfA(t, a);
      return { url: `${USERS}/${userId}/active`, payload: { active: false, version: await userVersion(t, userId) } };
    },
  },
  {
    // The group is shared by every vertical; the user named in the body is A's.
    route: 'POST /api/v2/groups/:id/users',
    async request(t, a) {
      const { userId, groupId } = await usersOfA(t, a);
      return { url: `/api/v2/groups/${groupId}/users`, payload: { userId } };
    },
  },
  {
    route: 'DELETE /api/v2/groups/:id/users/:userId',
    async request(t, a) {
      const { userId, groupId } = await usersOfA(t, a);
      return { url: `/api/v2/groups/${groupId}/users/${userId}` };
    },
  },
  {
    // A second user of A, so the one the reads look for stays.
    route: `DELETE ${USERS}/:id`,
    async request(t, a) {
      const { organisationId } = await usersOfA(t, a);
      const doomed = await post(t, a, USERS, userBody(a, organisationId, '.gone'));
      return { url: `${USERS}/${doomed}?version=${await userVersion(t, doomed)}` };
    },
  },
];

export const USERS_READ_PROBES: ReadProbe[] = [
  {
    route: `GET ${USERS}/:id`,
    request: async (t, a) => ({ url: `${USERS}/${(await usersOfA(t, a)).userId}` }),
    marker: (a) => `Drill user ${a.tag}`,
  },
];

/** SPEC §7 user management V2: groups and organisations are one list for every vertical (users-groups.ts). */
export const USERS_SHARED_ROUTES: SharedRecordRoute[] = [
  { route: 'PUT /api/v2/groups/:id', table: 'groups', why: 'groups are shared by every vertical' },
  { route: 'PUT /api/v2/organisations/:id', table: 'organisations', why: 'organisations are shared by every vertical' },
];
