import { addDays, dayOfDate, todayIn, weekStartOf } from '@b2c/domain';
import type { TestApp } from '../build-test-app.ts';
import { multipartForm } from '../multipart-form.ts';
import { PNG } from '../sample-files.ts';
import { insertRosterShift } from '../users-roster-factories.ts';
import { versionOf, type RecordsOfA } from './cross-vertical-records.ts';
import { post, userBody, usersOfA } from './cross-vertical-users-probes.ts';
import type { IdProbe, ReadProbe, SharedRecordRoute } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of user management V1 (SPEC §7: users, groups, a user's groups,
 * roster and leaves) and of V2's profile image. They aim at a user of A (IN CAR) of their own, made
 * through V1 in the V2 probes' organisation: the V2 probes deactivate theirs, and only an active user
 * can be on leave or on the roster. The user has a leave (its reason carries the run's tag) and a shift
 * today at A's yard (a fixture in SQL: the roster's upload names users by file, not by id). AE CAR and
 * IN BIKE do not see the user or the leave (404), ops.au lacks the permission (403).
 */
const V1 = '/api/v1/user';
const LEAVES = '/api/v1/leaves';
const made = new Map<string, { userId: number; leaveId: number; groupId: number; today: string }>();

async function v1UserOfA(t: TestApp, a: RecordsOfA) {
  const known = made.get(a.tag);
  if (known) return known;
  const { organisationId, groupId } = await usersOfA(t, a);
  const userId = await post(t, a, V1, userBody(a, organisationId, '.v1'));
  const today = todayIn('IN');
  // A month ahead, so it has not ended when it is revoked; the apply probe takes the days after.
  const leaveId = await post(t, a, LEAVES, {
    userId,
    from: addDays(today, 30),
    to: addDays(today, 31),
    reason: `Drill leave ${a.tag}`,
  });
  await insertRosterShift(t.database.db, {
    userId,
    weekStart: weekStartOf(today),
    day: dayOfDate(today),
    shiftStart: '00:00',
    shiftEnd: '23:59',
    locationCode: a.location.code,
    updatedBy: 'drill',
  });
  const records = { userId, leaveId, groupId, today };
  made.set(a.tag, records);
  return records;
}

const userVersion = async (t: TestApp, a: RecordsOfA) => {
  const { userId } = await v1UserOfA(t, a);
  return { userId, version: await versionOf(t, 'users', 'id', userId) };
};

export const USERS_V1_WRITE_PROBES: IdProbe[] = [
  {
    route: `PUT ${V1}/:id`,
    async request(t, a) {
      const { userId, version } = await userVersion(t, a);
      const { organisationId } = await usersOfA(t, a);
      const { initialPassword: _unchanged, ...fields } = userBody(a, organisationId, '.v1');
      return { url: `${V1}/${userId}`, payload: { ...fields, name: `Drill user ${a.tag} V1 renamed`, version } };
    },
  },
  {
    // The group is shared by every vertical; the user in the path is A's.
    route: `POST ${V1}/:id/group/:groupId`,
    async request(t, a) {
      const { userId, groupId } = await v1UserOfA(t, a);
      const { version } = await userVersion(t, a);
      return { url: `${V1}/${userId}/group/${groupId}?version=${version}` };
    },
  },
  {
    route: `DELETE ${V1}/:id/group/:groupId`,
    async request(t, a) {
      const { userId, groupId } = await v1UserOfA(t, a);
      const { version } = await userVersion(t, a);
      return { url: `${V1}/${userId}/group/${groupId}?version=${version}` };
    },
  },
  {
    route: 'POST /api/v2/users/:id/image',
    async request(t, a) {
      const { userId, version } = await userVersion(t, a);
      const form = multipartForm(
        { version: String(version) },
        { field: 'file', fileName: 'drill.png', declaredType: 'image/png', content: PNG },
      );
      return {
        url: `/api/v2/users/${userId}/image`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
  },
  {
    // After the upload above: A's user has an image to remove.
    route: 'DELETE /api/v2/users/:id/image',
    async request(t, a) {
      const { userId, version } = await userVersion(t, a);
      return { url: `/api/v2/users/${userId}/image?version=${version}` };
    },
  },
  {
    // A's user named in the body: another vertical gets the 404 of a user it does not have.
    route: `POST ${LEAVES}`,
    async request(t, a) {
      const { userId, today } = await v1UserOfA(t, a);
      return {
        url: LEAVES,
        payload: { userId, from: addDays(today, 40), to: addDays(today, 41), reason: `Drill leave again ${a.tag}` },
      };
    },
  },
  {
    route: `PUT ${LEAVES}/:id/revoke`,
    async request(t, a) {
      const { leaveId } = await v1UserOfA(t, a);
      return {
        url: `${LEAVES}/${leaveId}/revoke`,
        payload: { version: await versionOf(t, 'user_leaves', 'id', leaveId) },
      };
    },
  },
  {
    // A second V1 user of A, so the one the reads look for stays.
    route: `DELETE ${V1}/:id`,
    async request(t, a) {
      const { organisationId } = await usersOfA(t, a);
      const doomed = await post(t, a, V1, userBody(a, organisationId, '.v1gone'));
      return { url: `${V1}/${doomed}?version=${await versionOf(t, 'users', 'id', doomed)}` };
    },
  },
];

/** The user by id; the leaves and the roster are filters (by user, by A's yard): empty for others. */
export const USERS_V1_READ_PROBES: ReadProbe[] = [
  {
    route: `GET ${V1}/:id`,
    request: async (t, a) => ({ url: `${V1}/${(await v1UserOfA(t, a)).userId}` }),
    marker: (a) => `Drill user ${a.tag} V1`,
  },
  {
    route: `GET ${LEAVES}`,
    request: async (t, a) => ({ url: `${LEAVES}?userId=${(await v1UserOfA(t, a)).userId}` }),
    marker: (a) => `Drill leave ${a.tag}`,
    emptyForOthers: true,
  },
  {
    route: 'GET /api/v1/roster',
    request: async (t, a) => ({
      url: `/api/v1/roster?weekStart=${weekStartOf((await v1UserOfA(t, a)).today)}&locationCode=${a.location.code}`,
    }),
    marker: (a) => `Drill user ${a.tag} V1`,
    emptyForOthers: true,
  },
  {
    route: 'GET /api/v1/roster/working',
    request: async (t, a) => ({
      url: `/api/v1/roster/working?locationCode=${a.location.code}&date=${(await v1UserOfA(t, a)).today}`,
    }),
    marker: (a) => `Drill user ${a.tag} V1`,
    emptyForOthers: true,
  },
];

/** SPEC §7 V1 groups CRUD: the same groups as V2's, one list for every vertical (users-groups.ts). */
export const USERS_V1_SHARED_ROUTES: SharedRecordRoute[] = [
  { route: `PUT ${V1}/group/:id`, table: 'groups', why: 'groups are shared by every vertical' },
  { route: `DELETE ${V1}/group/:id`, table: 'groups', why: 'groups are shared by every vertical' },
];
