import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country, VehicleType } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import {
  changedTables,
  describeResponse,
  guardedRoutes,
  routeKey,
  tableFingerprint,
  type Headers,
  type InjectMethod,
} from './drill-support.ts';
import { otherLocation } from '../movement-test-support.ts';
import { recordsOfA, type RecordsOfA } from './cross-vertical-records.ts';
import { WRITE_PROBES, type ReadProbe } from './cross-vertical-probes.ts';
import { AUDIT_ROUTE, READ_PROBES, auditEntityOf } from './cross-vertical-reads.ts';
import { USERS_SHARED_ROUTES } from './cross-vertical-users-probes.ts';
import { USERS_V1_SHARED_ROUTES } from './cross-vertical-users-v1-probes.ts';

/**
 * Security drill: records of vertical A (IN CAR), addressed by id from verticals B — another country
 * with every permission (admin in AE), a user whose token has no IN at all (ops.au), and the same
 * country's other vehicle type (admin in IN BIKE). Each must be refused (or, for a filter, come back
 * empty), nothing may change, and the same request as A must succeed, which proves the probe is valid.
 * No route here reads master data marked for all verticals (cities, states, makes: DESIGN §4), the
 * only data the verticals share; those are read through lists, which the route tests cover.
 */
const OTHER_VERTICALS: [string, Country, VehicleType][] = [
  ['admin', 'AE', 'CAR'],
  ['ops.au', 'AU', 'CAR'],
  ['admin', 'IN', 'BIKE'],
];

let t: TestApp;
let a: RecordsOfA;
let others: { label: string; headers: Headers; location: string }[];
const statuses = new Map<number, number>();
// Issue 25: reported errors are the deployment's, not a vertical's (administrators see them all).
const ERRORS_SHARED_ROUTES = [
  { route: 'GET /api/errors/:id', table: 'error_groups', why: 'error groups span every vertical' },
  { route: 'POST /api/errors/:id/resolve', table: 'error_groups', why: 'error groups span every vertical' },
];
const SHARED_ROUTES = [...USERS_SHARED_ROUTES, ...USERS_V1_SHARED_ROUTES, ...ERRORS_SHARED_ROUTES];

beforeAll(async () => {
  t = await buildTestApp();
  a = await recordsOfA(t);
  others = await Promise.all(
    OTHER_VERTICALS.map(async ([user, country, type]) => ({
      label: `${user} in ${country} ${type}`,
      headers: await t.as(user, country, type),
      location: await otherLocation(t, country, '', type),
    })),
  );
});
afterAll(() => t?.close());

const send = (method: string, url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method: method as InjectMethod, url, headers, payload: payload as object | undefined });
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
const methodOf = (route: string) => route.split(' ')[0]!;

/** The audit trail routes, one probe per route in the table, aimed at A's newest audited entity. */
async function auditProbes(): Promise<ReadProbe[]> {
  const routes = guardedRoutes(t.routes).filter((r) => AUDIT_ROUTE.test(routeKey(r)));
  const probes: ReadProbe[] = [];
  for (const route of routes) {
    const [, path, countSuffix] = AUDIT_ROUTE.exec(routeKey(route))!;
    const { rows } = await t.database.pool.query<{ entity_id: string }>(
      `SELECT entity_id FROM audit_log WHERE country = 'IN' AND vehicle_type = 'CAR' AND entity = $1
       ORDER BY id DESC LIMIT 1`,
      [auditEntityOf(path!)],
    );
    expect(rows[0], `an audited ${auditEntityOf(path!)} in A: add a write probe that makes one`).toBeDefined();
    const id = rows[0]!.entity_id;
    probes.push({
      route: routeKey(route),
      request: async () => ({ url: `/api/audit-log/${path}/${encodeURIComponent(id)}${countSuffix ?? ''}` }),
      // A's trail has rows. A count is a bare number: A's must not be 0, another vertical's must be.
      marker: () => (countSuffix ? '' : '"entityId"'),
      emptyForOthers: true,
    });
  }
  return probes;
}

/** A filter answering another vertical may return nothing: null, [], or a zero count. */
const isEmptyAnswer = (body: string) => /^\{"data":(null|\[\]|\{"count":0\})\}$/.test(body);

describe('cross-vertical access by id', () => {
  it('has a probe for every route that names a record, and every probe names a route', () => {
    const table = new Set(guardedRoutes(t.routes).map(routeKey));
    const probed = new Set([...WRITE_PROBES, ...READ_PROBES, ...SHARED_ROUTES].map((p) => p.route));
    const unprobed = guardedRoutes(t.routes).filter(
      (r) => r.url.includes(':') && r.method !== 'HEAD' && !probed.has(routeKey(r)) && !AUDIT_ROUTE.test(routeKey(r)),
    );
    expect(unprobed.map(routeKey), 'routes with an id and no cross-vertical probe').toEqual([]);
    expect(
      [...probed].filter((r) => !table.has(r)),
      'probes for routes that do not exist',
    ).toEqual([]);
  });

  it('finds no vertical in the records of the routes it does not probe, as they are shared by every vertical', async () => {
    for (const { route, table, why } of SHARED_ROUTES) {
      const { rows } = await t.database.pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [table],
      );
      const columns = rows.map((r) => r.column_name);
      expect(columns, `${route}: table ${table}`).toContain('id');
      // A vertical column would make the record someone's: then it needs a probe like the others.
      expect(
        columns.filter((c) => /country|countries|vehicle_type/.test(c)),
        `${route} (${why})`,
      ).toEqual([]);
    }
  });

  it("refuses every write to A's records from another vertical, changes nothing, and A's own write succeeds", async () => {
    for (const probe of WRITE_PROBES) {
      const method = methodOf(probe.route);
      const { url, payload, headers } = await probe.request(t, a);
      const before = await tableFingerprint(t.database.pool);
      for (const other of others) {
        const asOther = probe.inOther?.({ url, payload }, other.location) ?? { url, payload };
        const res = await send(method, asOther.url, { ...other.headers, ...headers }, asOther.payload);
        const what = `${probe.route} (${asOther.url}) as ${other.label}: ${describeResponse(res)}`;
        count(res.statusCode);
        // A bulk request answers 200 with a result per row; each row must have failed.
        const refusedRows =
          res.statusCode === 200 &&
          url === '/api/inventory/bulk' &&
          (res.json().data as { success: boolean }[]).every((row) => !row.success);
        expect(refusedRows || [403, 404].includes(res.statusCode), what).toBe(true);
        if (res.statusCode < 300) expect(res.body, what).not.toContain(a.tag);
      }
      expect(changedTables(before, await tableFingerprint(t.database.pool)), `${probe.route} wrote`).toEqual([]);
      const own = await send(method, url, { ...a.headers, ...headers }, payload);
      expect(own.statusCode, `${probe.route} as A: ${describeResponse(own)}`).toBeLessThan(300);
      if (url === '/api/inventory/bulk') expect(own.json().data[0].success, own.body).toBe(true);
    }
  });

  it("never answers another vertical with A's records by id, and the reads write nothing", async () => {
    const probes = [...READ_PROBES, ...(await auditProbes())];
    for (const probe of probes) {
      const { url } = await probe.request(t, a);
      const marker = probe.marker(a);
      const own = await send('GET', url, a.headers);
      expect(own.statusCode, `${probe.route} as A: ${describeResponse(own)}`).toBe(200);
      if (marker) expect(own.body, `${probe.route} as A shows the record`).toContain(marker);
      expect(own.body, `${probe.route} as A`).not.toMatch(/"count":0\}/);
      const before = await tableFingerprint(t.database.pool);
      for (const other of others) {
        for (const method of ['GET', 'HEAD']) {
          const res = await send(method, url, other.headers);
          const what = `${method} ${url} as ${other.label}: ${describeResponse(res)}`;
          count(res.statusCode);
          if (res.statusCode < 300 && method === 'GET') {
            expect(probe.emptyForOthers && isEmptyAnswer(res.body), `${what} — A's record answered`).toBe(true);
          } else if (res.statusCode < 300) {
            expect(probe.emptyForOthers, `${what} — HEAD found A's record`).toBe(true);
          } else {
            expect([403, 404], what).toContain(res.statusCode);
          }
          // Only answers can leak: a refusal may name the id it was asked for.
          if (marker && res.statusCode < 300) expect(res.body, what).not.toContain(marker);
        }
      }
      expect(changedTables(before, await tableFingerprint(t.database.pool)), `${probe.route} wrote`).toEqual([]);
    }
    console.info(`cross-vertical: ${WRITE_PROBES.length} writes, ${probes.length} reads; statuses`, statuses);
  });
});
