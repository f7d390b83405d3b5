import { and, inArray } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { Executor } from '../../../plugins/db/vertical-scope.ts';
import { visibleTo } from '../../../plugins/db/vertical-scope.ts';
import { equals, prefix } from '../../../plugins/db/list-query.ts';
import { verticalList } from '../../../plugins/db/vertical-list.ts';
import { cities, makes, regions, states } from '../masterdata-tables.ts';

// Read-only master data is shared across verticals (DESIGN §4): every list shows what the vertical sees.
const stateList = verticalList(states, {
  filters: { name: prefix(states.name), active: equals(states.active) },
  sortable: { name: states.name, code: states.code },
  defaultSort: 'name',
  scope: 'visible',
});
const cityList = verticalList(cities, {
  filters: { name: prefix(cities.name), stateCode: equals(cities.stateCode), active: equals(cities.active) },
  sortable: { name: cities.name, code: cities.code, stateCode: cities.stateCode },
  defaultSort: 'name',
  scope: 'visible',
});
const regionList = verticalList(regions, {
  filters: { name: prefix(regions.name), active: equals(regions.active) },
  sortable: { name: regions.name, code: regions.code },
  defaultSort: 'name',
  scope: 'visible',
});
const makeList = verticalList(makes, {
  filters: { search: prefix(makes.name), active: equals(makes.active) },
  sortable: { name: makes.name, code: makes.code },
  defaultSort: 'name',
  scope: 'visible',
});

/** Read-only master data: states, cities, regions and makes, always as the vertical sees them. */
export function geoRepository(db: Executor) {
  return {
    listStates: stateList.on(db).list,
    countStates: stateList.on(db).count,
    listCities: cityList.on(db).list,
    countCities: cityList.on(db).count,
    /** The codes among `codes` that are cities of the vertical's country. */
    async existingCityCodes(v: Vertical, codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: cities.code })
        .from(cities)
        .where(and(visibleTo(cities, v), inArray(cities.code, codes)));
      return new Set(rows.map((r) => r.code));
    },
    listRegions: regionList.on(db).list,
    countRegions: regionList.on(db).count,
    listMakes: makeList.on(db).list,
    countMakes: makeList.on(db).count,
  };
}
export type GeoRepository = ReturnType<typeof geoRepository>;
