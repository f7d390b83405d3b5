import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { visibleTo } from '../../plugins/db/vertical-scope.ts';
import { countAll, orderOf, pageOf, startsWith } from '../../plugins/db/list-query.ts';
import { cities, makes, regions, states } from './masterdata-tables.ts';

interface Paging {
  page: number;
  size: number;
  sort?: string | undefined;
}
interface NameFilter {
  name?: string | undefined;
  active?: boolean | undefined;
}

const when = <T>(value: T | undefined, condition: (v: T) => SQL): SQL | undefined =>
  value === undefined ? undefined : condition(value);

/** Read-only master data: states, cities, regions and makes, always as the vertical sees them. */
export function geoRepository(db: Executor) {
  const stateWhere = (v: Vertical, q: NameFilter) =>
    and(
      visibleTo(states, v),
      when(q.name, (n) => startsWith(states.name, n)),
      when(q.active, (a) => eq(states.active, a)),
    );
  const cityWhere = (v: Vertical, q: NameFilter & { stateCode?: string | undefined }) =>
    and(
      visibleTo(cities, v),
      when(q.name, (n) => startsWith(cities.name, n)),
      when(q.stateCode, (s) => eq(cities.stateCode, s)),
      when(q.active, (a) => eq(cities.active, a)),
    );
  const regionWhere = (v: Vertical, q: NameFilter) =>
    and(
      visibleTo(regions, v),
      when(q.name, (n) => startsWith(regions.name, n)),
      when(q.active, (a) => eq(regions.active, a)),
    );
  const makeWhere = (v: Vertical, q: { search?: string | undefined; active?: boolean | undefined }) =>
    and(
      visibleTo(makes, v),
      when(q.search, (n) => startsWith(makes.name, n)),
      when(q.active, (a) => eq(makes.active, a)),
    );

  const count = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

  return {
    listStates: (v: Vertical, q: NameFilter & Paging) =>
      db
        .select()
        .from(states)
        .where(stateWhere(v, q))
        .orderBy(...orderOf(q.sort, { name: states.name, code: states.code }, 'name', states.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),
    countStates: (v: Vertical, q: NameFilter) => count(db.select({ n: countAll }).from(states).where(stateWhere(v, q))),

    listCities: (v: Vertical, q: NameFilter & Paging & { stateCode?: string | undefined }) =>
      db
        .select()
        .from(cities)
        .where(cityWhere(v, q))
        .orderBy(
          ...orderOf(q.sort, { name: cities.name, code: cities.code, stateCode: cities.stateCode }, 'name', cities.id),
        )
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),
    countCities: (v: Vertical, q: NameFilter & { stateCode?: string | undefined }) =>
      count(db.select({ n: countAll }).from(cities).where(cityWhere(v, q))),
    /** The codes among `codes` that are cities of the vertical's country. */
    async existingCityCodes(v: Vertical, codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: cities.code })
        .from(cities)
        .where(and(visibleTo(cities, v), inArray(cities.code, codes)));
      return new Set(rows.map((r) => r.code));
    },

    listRegions: (v: Vertical, q: NameFilter & Paging) =>
      db
        .select()
        .from(regions)
        .where(regionWhere(v, q))
        .orderBy(...orderOf(q.sort, { name: regions.name, code: regions.code }, 'name', regions.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),
    countRegions: (v: Vertical, q: NameFilter) =>
      count(db.select({ n: countAll }).from(regions).where(regionWhere(v, q))),
    listMakes: (v: Vertical, q: { search?: string | undefined; active?: boolean | undefined } & Paging) =>
      db
        .select()
        .from(makes)
        .where(makeWhere(v, q))
        .orderBy(...orderOf(q.sort, { name: makes.name, code: makes.code }, 'name', makes.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),
    countMakes: (v: Vertical, q: { search?: string | undefined; active?: boolean | undefined }) =>
      count(db.select({ n: countAll }).from(makes).where(makeWhere(v, q))),
  };
}
export type GeoRepository = ReturnType<typeof geoRepository>;
