import { verticalKey, type Vertical } from '@b2c/domain';
import type {
  LocationDetail,
  LocationInput,
  LocationListItem,
  LocationQuery,
  LocationUpdate,
  ZoneLocation,
} from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../plugins/audit.ts';
import { updateAudited } from '../../plugins/audited-update.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-errors.ts';
import { countryVerticals } from '../../plugins/db/vertical-scope.ts';
import { locationRepository, type LocationFilter, type LocationRow } from './location-repository.ts';
import { auditedFields, toDetail, toListItem, toZoneLocation } from './location-mapping.ts';

export const LOCATION_ENTITY = 'store-location';

/** What locations need of master data (passed in by app.ts, DESIGN §2). */
export interface CityLookup {
  existingCityCodes(v: Vertical, codes: string[]): Promise<Set<string>>;
}

export function locationService(db: Db, deps: { cities: CityLookup }) {
  const verticalsOf = (caller: Caller, allVerticals: boolean | undefined) =>
    allVerticals ? countryVerticals(caller) : [caller.vertical];

  /** A location lies in a city of its country and serves verticals of that country, always its own. */
  async function normalise(v: Vertical, input: Omit<LocationInput, 'code'>): Promise<string[]> {
    const known = await deps.cities.existingCityCodes(v, [input.cityCode]);
    if (!known.has(input.cityCode))
      throw badRequest(`City ${input.cityCode} is not a city of ${v.country}.`, 'body.cityCode');
    const foreign = input.servesVerticals.filter((k) => !k.startsWith(`${v.country}:`));
    if (foreign.length > 0) {
      throw badRequest(`A location of ${v.country} cannot serve ${foreign.join(', ')}.`, 'body.servesVerticals');
    }
    return [...new Set([verticalKey(v), ...input.servesVerticals])].sort();
  }

  async function assertCodeFree(repo: ReturnType<typeof locationRepository>, v: Vertical, code: string): Promise<void> {
    if ((await repo.byCodes(v, [code])).length > 0) throw conflict(`A location with code ${code} already exists.`);
  }

  return {
    async list(caller: Caller, q: LocationQuery): Promise<LocationListItem[]> {
      const rows = await locationRepository(db).list(verticalsOf(caller, q.allVerticals), q);
      return rows.map((r) => toListItem(r, q.allDetails === true));
    },
    count: (caller: Caller, q: LocationFilter & { allVerticals?: boolean | undefined }) =>
      locationRepository(db).count(verticalsOf(caller, q.allVerticals), q),

    async get(v: Vertical, id: number): Promise<LocationDetail> {
      const row = await locationRepository(db).byId(v, id);
      if (!row) throw notFound(`Location ${id}`);
      return toDetail(row);
    },

    async create(caller: Caller, input: LocationInput): Promise<LocationDetail> {
      const v = caller.vertical;
      const servesVerticals = await normalise(v, input);
      return db.transaction(async (tx) => {
        const repo = locationRepository(tx);
        await assertCodeFree(repo, v, input.code);
        const row = await repo.insert({ ...v, ...input, servesVerticals, updatedBy: caller.userName });
        await auditCreated(tx, caller, LOCATION_ENTITY, row.id, auditedFields(row));
        return toDetail(row);
      });
    },

    /** A codeless location may be given a code; a code, once set, is what other rows refer to. */
    async update(caller: Caller, id: number, input: LocationUpdate): Promise<LocationDetail> {
      const v = caller.vertical;
      if (!(await locationRepository(db).byId(v, id))) throw notFound(`Location ${id}`);
      const servesVerticals = await normalise(v, input);
      const codeOf = (current: LocationRow) => current.code ?? input.code ?? null;
      return db.transaction(async (tx) => {
        const repo = locationRepository(tx);
        const row = await updateAudited(tx, caller, {
          entity: LOCATION_ENTITY,
          id,
          label: (current) => `Location ${current?.code ?? id}`,
          version: input.version,
          lock: () => repo.byId(v, id, true),
          fieldsOf: auditedFields,
          async check(current) {
            if (current.code && input.code !== undefined && input.code !== current.code) {
              throw badRequest(`The code of location ${current.code} cannot be changed.`, 'body.code');
            }
            const code = codeOf(current);
            if (!current.code && code) await assertCodeFree(repo, v, code);
          },
          next: (current) => auditedFields({ ...input, code: codeOf(current), servesVerticals }),
          write: (values) => repo.update(v, id, values),
        });
        return toDetail(row);
      });
    },
  };
}
export type LocationService = ReturnType<typeof locationService>;

/** What other areas may ask of locations (zones, drivers): locations of a vertical by code. */
export function locationDirectory(db: Db) {
  return {
    byCodes: async (v: Vertical, codes: readonly string[]): Promise<ZoneLocation[]> =>
      (await locationRepository(db).byCodes(v, codes)).map(toZoneLocation),
  };
}
export type LocationDirectory = ReturnType<typeof locationDirectory>;
