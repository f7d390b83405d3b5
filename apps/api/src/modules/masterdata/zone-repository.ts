import { and, eq, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { ZoneQuery } from '@b2c/contracts';
import { ownedBy, ownedByAny, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, orderOf, pageOf, startsWith } from '../../plugins/db/list-query.ts';
import { zones } from './masterdata-tables.ts';

export type ZoneRow = typeof zones.$inferSelect;
export type ZoneFilter = Omit<ZoneQuery, 'page' | 'size' | 'sort' | 'allVerticals'>;

const filterOf = (q: ZoneFilter): (SQL | undefined)[] => [
  q.name === undefined ? undefined : startsWith(zones.name, q.name),
  q.cityCode === undefined ? undefined : eq(zones.cityCode, q.cityCode),
  q.active === undefined ? undefined : eq(zones.active, q.active),
  q.c2c === undefined ? undefined : eq(zones.c2c, q.c2c),
];

const SORTS = {
  name: zones.name,
  code: zones.code,
  cityCode: zones.cityCode,
  updatedAt: zones.updatedAt,
  id: zones.id,
};

export function zoneRepository(db: Executor) {
  return {
    ...verticalRows(db, zones),
    list: (verticals: readonly Vertical[], q: ZoneFilter & { page: number; size: number; sort?: string | undefined }) =>
      db
        .select()
        .from(zones)
        .where(and(ownedByAny(zones, verticals), ...filterOf(q)))
        .orderBy(...orderOf(q.sort, SORTS, 'name', zones.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),

    async count(verticals: readonly Vertical[], q: ZoneFilter): Promise<number> {
      const [row] = await db
        .select({ n: countAll })
        .from(zones)
        .where(and(ownedByAny(zones, verticals), ...filterOf(q)));
      return row?.n ?? 0;
    },

    async byCode(v: Vertical, code: string): Promise<ZoneRow | undefined> {
      const [row] = await db
        .select()
        .from(zones)
        .where(and(ownedBy(zones, v), eq(zones.code, code)));
      return row;
    },
  };
}
export type ZoneRepository = ReturnType<typeof zoneRepository>;
