import type { Vertical } from '@b2c/domain';
import type { City, Make, Region, State } from '@b2c/contracts';
import type { Executor } from '../../../plugins/db/vertical-scope.ts';
import type { Db } from '../../../plugins/db/database.ts';
import { badRequest } from '../../../kits/http-errors.ts';
import { geoRepository } from './geo-repository.ts';
import type { cities, makes, regions, states } from '../masterdata-tables.ts';

type Scope = Pick<State, 'country' | 'vehicleType'>;
const scopeOf = (r: { country: string; vehicleType: string }) =>
  ({ country: r.country, vehicleType: r.vehicleType }) as Scope;

const toState = (r: typeof states.$inferSelect): State => ({
  id: r.id,
  code: r.code,
  name: r.name,
  unionTerritory: r.unionTerritory,
  active: r.active,
  ...scopeOf(r),
});
const toCity = (r: typeof cities.$inferSelect): City => ({
  id: r.id,
  code: r.code,
  name: r.name,
  stateCode: r.stateCode,
  active: r.active,
  ...scopeOf(r),
});
const toRegion = (r: typeof regions.$inferSelect): Region => ({
  id: r.id,
  code: r.code,
  name: r.name,
  cityCodes: r.cityCodes,
  active: r.active,
  ...scopeOf(r),
});
const toMake = (r: typeof makes.$inferSelect): Make => ({
  id: r.id,
  code: r.code,
  name: r.name,
  active: r.active,
  ...scopeOf(r),
});

type Repo = ReturnType<typeof geoRepository>;
type ListArgs<K extends keyof Repo> = Parameters<Repo[K]>[1];

/** Read-only master data as the caller's vertical sees it (its own rows plus the shared ones). */
export function geoService(db: Db) {
  const repo = geoRepository(db);
  return {
    states: async (v: Vertical, q: ListArgs<'listStates'>) => (await repo.listStates(v, q)).map(toState),
    countStates: (v: Vertical, q: ListArgs<'countStates'>) => repo.countStates(v, q),
    cities: async (v: Vertical, q: ListArgs<'listCities'>) => (await repo.listCities(v, q)).map(toCity),
    countCities: (v: Vertical, q: ListArgs<'countCities'>) => repo.countCities(v, q),
    regions: async (v: Vertical, q: ListArgs<'listRegions'>) => (await repo.listRegions(v, q)).map(toRegion),
    countRegions: (v: Vertical, q: ListArgs<'countRegions'>) => repo.countRegions(v, q),
    makes: async (v: Vertical, q: ListArgs<'listMakes'>) => (await repo.listMakes(v, q)).map(toMake),
    countMakes: (v: Vertical, q: ListArgs<'countMakes'>) => repo.countMakes(v, q),
  };
}
export type GeoService = ReturnType<typeof geoService>;

/** What other areas may ask of master data (passed to them by app.ts, DESIGN §2). */
export function cityDirectory(db: Executor) {
  return {
    /** The codes among `codes` that are cities of the vertical's country. */
    existingCityCodes: (v: Vertical, codes: string[]) => geoRepository(db).existingCityCodes(v, codes),

    /** A 400 naming the field unless each field's code (`{'body.cityCode': 'DEL'}`) is a city of the country. */
    async assertCities(v: Vertical, fields: Record<string, string>): Promise<void> {
      const known = await geoRepository(db).existingCityCodes(v, Object.values(fields));
      for (const [field, code] of Object.entries(fields)) {
        if (!known.has(code)) throw badRequest(`City ${code} is not a city of ${v.country}.`, field);
      }
    },
  };
}
export type CityDirectory = ReturnType<typeof cityDirectory>;
