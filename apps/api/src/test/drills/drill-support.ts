import type pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import type { Permission } from '@b2c/domain';
import type { RegisteredRoute, RouteAccess } from '../../plugins/route-permissions.ts';

/** Helpers the security drills share: the route table, a cheap "did anything change" fingerprint. */

export type InjectMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type Headers = Record<string, string>;

/** Every route that needs a signed-in caller, i.e. what the drills must cover. */
export const guardedRoutes = (routes: readonly RegisteredRoute[]) =>
  routes.filter((r) => r.access !== undefined && r.access !== 'public' && r.access !== 'operator');

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/**
 * Fills path parameters with ids that exist in the seed (IN CAR), so a refused request is refused for
 * who asks, not because the record is missing: inventory 2 is appointment 10000000001.
 */
export function plausibleUrl(url: string): string {
  const values: Record<string, string> = { id: '2', code: 'BLR-HYD', value: 'WB39PG7966', x: 'holdReason' };
  return url
    .replace('apt-:id', 'apt-10000000001')
    .replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'X')
    .replace('*', 'x');
}

/** A JSON body for writes: the auth hook refuses before the body is even parsed, so any object will do. */
export const probePayload = (method: string) => (method === 'POST' || method === 'PUT' ? {} : undefined);

export const isPermissionRule = (
  access: RouteAccess | undefined,
): access is Permission | { anyOf: readonly Permission[] } =>
  access !== undefined && access !== 'public' && access !== 'authenticated';

/**
 * Row count and newest row version (`xmin`, the id of the transaction that wrote the row) of every table
 * in the application schema. Any insert, update or delete changes one of the two, on PGlite and
 * PostgreSQL alike, and unlike pg_stat_user_tables it does not depend on when statistics are flushed.
 */
export async function tableFingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const sql = tables
    .map(
      ({ tablename }) =>
        `SELECT '${tablename}' AS t, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM "${tablename}"`,
    )
    .join(' UNION ALL ');
  const { rows } = await pool.query<{ t: string; f: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.f]));
}

/** The tables whose fingerprint differs: `[]` when nothing was written. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).map((n) => `${n}: ${before[n]} → ${after[n]}`);
}

/** For assertion messages: what went wrong without dumping a whole page. */
export const describeResponse = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 300)}`;
