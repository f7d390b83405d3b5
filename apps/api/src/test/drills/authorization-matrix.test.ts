import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Country, Permission, VehicleType } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { grants } from '../../plugins/route-permissions.ts';
import { usersRepository } from '../../modules/users/users-repository.ts';
import {
  changedTables,
  describeResponse,
  guardedRoutes,
  isPermissionRule,
  plausibleUrl,
  probePayload,
  routeKey,
  tableFingerprint,
  type Headers,
  type InjectMethod,
} from './drill-support.ts';

/**
 * Security drill: every route that needs a caller, generated from the route table, is called without a
 * token, by a seeded user who lacks its permission, in a vertical outside the caller's claims, and with a
 * bad or missing vertical header. Each must be refused with the right status and write nothing.
 */

interface SeededUser {
  userName: string;
  permissions: ReadonlySet<Permission>;
  country: Country;
  vehicleType: VehicleType;
}

let t: TestApp;
let seededUsers: SeededUser[];
const headersOf = new Map<string, Headers>();

beforeAll(async () => {
  t = await buildTestApp();
  const userStore = usersRepository(t.database.db);
  const { rows } = await t.database.pool.query<{ user_name: string }>('SELECT user_name FROM users ORDER BY id');
  seededUsers = [];
  for (const { user_name } of rows) {
    const user = await userStore.findActiveByUserName(user_name);
    if (!user) continue;
    const permissions = new Set((await userStore.permissionsOfGroups(user.groups)) as Permission[]);
    const [country, vehicleType] = [user.countries[0] as Country, user.vehicleTypes[0] as VehicleType];
    seededUsers.push({ userName: user.userName, permissions, country, vehicleType });
    headersOf.set(user.userName, await t.as(user.userName, country, vehicleType));
  }
});
afterAll(() => t?.close());

const call = (method: string, url: string, headers: Headers) =>
  t.app.inject({ method: method as InjectMethod, url, headers, payload: probePayload(method) });

/** HEAD answers carry no body: only the status can be checked there. */
function expectRefusal(res: LightMyRequestResponse, method: string, status: number, message: RegExp, what: string) {
  expect(res.statusCode, `${what}: ${describeResponse(res)}`).toBe(status);
  if (method === 'HEAD') return;
  expect(res.json(), what).toMatchObject({ status, message: expect.stringMatching(message) });
}

/** The seeded users who lack a route's permission, the one with the most other permissions first. */
function usersLacking(access: Permission | { anyOf: readonly Permission[] }): SeededUser[] {
  return seededUsers
    .filter((u) => !grants(access, u.permissions))
    .sort((a, b) => b.permissions.size - a.permissions.size);
}

describe('authorization matrix over the whole route table', () => {
  it('seeds users with and without permissions to probe with', () => {
    expect(seededUsers.map((u) => u.userName)).toEqual(expect.arrayContaining(['admin', 'viewer', 'ops.in']));
    expect(seededUsers.find((u) => u.userName === 'viewer')?.permissions.size).toBe(0);
  });

  it('refuses every guarded route without a token, without the permission, outside the vertical and with bad vertical headers — and writes nothing', async () => {
    const routes = guardedRoutes(t.routes);
    const admin = await t.as('admin');
    const outsider = await t.as('ops.in', 'AU', 'CAR');
    const { ['x-vehicle-type']: _dropped, ...noVehicleType } = admin;
    const probed = new Set<string>();
    let requests = 0;
    let permissionProbes = 0;
    // One fingerprint per route: the one after a route is the one before the next (nothing else writes).
    let before = await tableFingerprint(t.database.pool);
    for (const route of routes) {
      const { method } = route;
      const url = plausibleUrl(route.url);
      const what = `${routeKey(route)} (${url})`;
      const refusals: [Headers, number, RegExp, string][] = [
        [{ 'x-country': 'IN', 'x-vehicle-type': 'CAR' }, 401, /bearer token/, 'without a token'],
        [
          { authorization: 'Bearer not.a.jwt', 'x-country': 'IN' },
          401,
          /bearer token is not valid/,
          'with a malformed token',
        ],
        [outsider, 403, /^You have no access to AU CAR\.$/, 'as ops.in in AU CAR'],
        [{ ...admin, 'x-country': 'XX' }, 400, /^X-Country header must be/, 'with X-Country XX'],
        [noVehicleType, 400, /^X-Vehicle-Type header must be/, 'without X-Vehicle-Type'],
      ];
      if (isPermissionRule(route.access)) {
        const lacking = usersLacking(route.access);
        // The viewer has no permission at all; the closest miss is the user with most permissions but this one.
        for (const userName of new Set([lacking[0]!.userName, 'viewer'])) {
          refusals.push([headersOf.get(userName)!, 403, /^You need (the|one of the permissions)/, `as ${userName}`]);
          permissionProbes++;
        }
      }
      // The refusals of one route at once: each is answered by the gate before any handler runs.
      const answers = await Promise.all(refusals.map(([headers]) => call(method, url, headers)));
      answers.forEach((res, i) => {
        const [, status, message, who] = refusals[i]!;
        expectRefusal(res, method, status, message, `${what} ${who}`);
      });
      requests += refusals.length;

      const after = await tableFingerprint(t.database.pool);
      expect(changedTables(before, after), `${what} wrote`).toEqual([]);
      before = after;
      probed.add(routeKey(route));
    }
    // A new route is probed as soon as it is registered; this fails if one slipped past the loop.
    expect(probed.size).toBe(routes.length);
    expect(routes.length).toBeGreaterThan(150);
    expect(permissionProbes).toBeGreaterThan(routes.length);
    console.info(`authorization matrix: ${routes.length} routes, ${requests} requests`);
    // About 7 requests and one table fingerprint per route: ~3 s for 400 routes alone, slower beside others.
  }, 60_000);

  it('probes the yard audit routes (issue 28) above, every one behind YARD_AUDIT', () => {
    const yard = guardedRoutes(t.routes).filter((r) => r.url.startsWith('/api/yard-audit') && r.method !== 'HEAD');
    expect(yard.map(routeKey).sort()).toEqual([
      'GET /api/yard-audit',
      'GET /api/yard-audit/:id',
      'GET /api/yard-audit/:id/export',
      'GET /api/yard-audit/:id/lists',
      'GET /api/yard-audit/count',
      'POST /api/yard-audit',
      'POST /api/yard-audit/:id/finish',
      'POST /api/yard-audit/:id/missing/:appointmentId/mark-missing',
      'POST /api/yard-audit/:id/scan',
      'POST /api/yard-audit/:id/unexpected/:appointmentId/stock-in',
    ]);
    expect(yard.filter((r) => r.access !== 'YARD_AUDIT').map(routeKey)).toEqual([]);
    // Who lacks it among the seeded users is refused above: the viewer and the approver at least.
    expect(usersLacking('YARD_AUDIT').map((u) => u.userName)).toEqual(expect.arrayContaining(['viewer', 'approver']));
  });

  it('lets a user with the permission through the same gate (the probes above are not refused for another reason)', async () => {
    // A positive control on a read of each kind of access: a permission, anyOf, and any signed-in user.
    const ops = await t.as('ops.in');
    const before = await tableFingerprint(t.database.pool);
    for (const url of ['/api/v1/driver/count', '/api/v1/city/count', '/api/config/ui-rules', '/api/inventory/count']) {
      const res = await t.app.inject({ url, headers: ops });
      expect(res.statusCode, `${url}: ${describeResponse(res)}`).toBe(200);
    }
    const viewer = await t.app.inject({ url: '/api/config/ui-rules', headers: headersOf.get('viewer')! });
    expect(viewer.statusCode).toBe(200);
    expect(changedTables(before, await tableFingerprint(t.database.pool))).toEqual([]);
  });
});
