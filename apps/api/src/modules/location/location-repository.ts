import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { LocationQuery } from '@b2c/contracts';
import { ownedBy, ownedByAny, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, orderOf, pageOf, startsWith } from '../../plugins/db/list-query.ts';
import { storeLocations } from './location-tables.ts';

export type LocationRow = typeof storeLocations.$inferSelect;
export type LocationFilter = Pick<
  LocationQuery,
  'locationType' | 'locationSubtype' | 'cityCode' | 'active' | 'name' | 'code'
>;

const t = storeLocations;
const SORTS = {
  name: t.name,
  code: t.code,
  cityCode: t.cityCode,
  locationType: t.locationType,
  updatedAt: t.updatedAt,
  id: t.id,
};

/** SPEC §3: locations without a code are dropped from lists, so every list condition starts there. */
const listWhere = (verticals: readonly Vertical[], q: LocationFilter): SQL | undefined =>
  and(
    ownedByAny(t, verticals),
    isNotNull(t.code),
    q.locationType === undefined ? undefined : eq(t.locationType, q.locationType),
    q.locationSubtype === undefined ? undefined : eq(t.locationSubtype, q.locationSubtype),
    q.cityCode === undefined ? undefined : eq(t.cityCode, q.cityCode),
    q.active === undefined ? undefined : eq(t.active, q.active),
    q.name === undefined ? undefined : startsWith(t.name, q.name),
    q.code === undefined ? undefined : startsWith(t.code, q.code),
  );

export function locationRepository(db: Executor) {
  return {
    ...verticalRows(db, t),
    list: (
      verticals: readonly Vertical[],
      q: LocationFilter & { page: number; size: number; sort?: string | undefined },
    ) =>
      db
        .select()
        .from(t)
        .where(listWhere(verticals, q))
        .orderBy(...orderOf(q.sort, SORTS, 'name', t.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),

    async count(verticals: readonly Vertical[], q: LocationFilter): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(t).where(listWhere(verticals, q));
      return row?.n ?? 0;
    },

    byCodes: (v: Vertical, codes: readonly string[]) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(t)
            .where(and(ownedBy(t, v), inArray(t.code, [...codes])))
            .orderBy(t.name, t.id),
  };
}
