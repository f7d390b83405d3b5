import { and, eq, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, orderOf, pageOf, startsWith } from '../../plugins/db/list-query.ts';
import { intercityRoutes } from './masterdata-tables.ts';

export type RouteRow = typeof intercityRoutes.$inferSelect;
export interface RouteFilter {
  code?: string | undefined;
  fromCityCode?: string | undefined;
  toCityCode?: string | undefined;
  active?: boolean | undefined;
}

const t = intercityRoutes;
const whereOf = (v: Vertical, q: RouteFilter): SQL | undefined =>
  and(
    ownedBy(t, v),
    q.code === undefined ? undefined : startsWith(t.code, q.code),
    q.fromCityCode === undefined ? undefined : eq(t.fromCityCode, q.fromCityCode),
    q.toCityCode === undefined ? undefined : eq(t.toCityCode, q.toCityCode),
    q.active === undefined ? undefined : eq(t.active, q.active),
  );
const SORTS = {
  code: t.code,
  fromCityCode: t.fromCityCode,
  toCityCode: t.toCityCode,
  distanceKm: t.distanceKm,
  updatedAt: t.updatedAt,
  id: t.id,
};

export function intercityRouteRepository(db: Executor) {
  return {
    list: (v: Vertical, q: RouteFilter & { page: number; size: number; sort?: string | undefined }) =>
      db
        .select()
        .from(t)
        .where(whereOf(v, q))
        .orderBy(...orderOf(q.sort, SORTS, 'code', t.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),

    async count(v: Vertical, q: RouteFilter): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(t).where(whereOf(v, q));
      return row?.n ?? 0;
    },

    async byCode(v: Vertical, code: string, lock = false): Promise<RouteRow | undefined> {
      const query = db
        .select()
        .from(t)
        .where(and(ownedBy(t, v), eq(t.code, code)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    // Routes are read and updated by code, not id, so only the insert is the shared one.
    insert: verticalRows(db, t).insert,

    async update(v: Vertical, code: string, values: Partial<typeof t.$inferInsert>): Promise<RouteRow> {
      const [updated] = await db
        .update(t)
        .set(values)
        .where(and(ownedBy(t, v), eq(t.code, code)))
        .returning();
      return updated!;
    },
  };
}
