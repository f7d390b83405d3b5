import { verticalKey, type LocationType, type Vertical } from '@b2c/domain';
import type {
  LocationDetail,
  LocationInput,
  LocationListItem,
  LocationQuery,
  LocationUpdate,
  ZoneLocation,
} from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditedEntity } from '../../kits/audited-entity.ts';
import { badRequest } from '../../kits/http-errors.ts';
import { assertInCountry } from '../../kits/coordinates-in-country.ts';
import { countryVerticals } from '../../plugins/db/vertical-scope.ts';
import { locationRepository, type LocationFilter, type LocationRow } from './location-repository.ts';
import { storeLocations } from './location-tables.ts';
import { auditedFields, toDetail, toListItem, toZoneLocation } from './location-mapping.ts';

export const LOCATION_ENTITY = 'store-location';

/** What locations need of master data (passed in by app.ts, DESIGN §2). */
export interface CityLookup {
  /** A 400 naming the field unless each field's code is a city of the vertical's country. */
  assertCities(v: Vertical, fields: Record<string, string>): Promise<void>;
}

/** The verticals a location serves: always its own, each once, in order. */
const servedBy = (v: Vertical, input: Pick<LocationInput, 'servesVerticals'>): string[] =>
  [...new Set([verticalKey(v), ...input.servesVerticals])].sort();

/** A location's code is unique in its vertical. */
const codeFree = (code: string) => ({ values: { code }, message: `A location with code ${code} already exists.` });

export function locationService(db: Db, deps: { cities: CityLookup }) {
  const locationRows = auditedEntity(db, {
    table: storeLocations,
    entity: LOCATION_ENTITY,
    noun: 'Location',
    nameOf: (r) => r.code,
    fieldsOf: auditedFields,
  });
  const verticalsOf = (caller: Caller, allVerticals: boolean | undefined) =>
    allVerticals ? countryVerticals(caller) : [caller.vertical];

  /**
   * A location lies in its country (its coordinates, issue 26) and in a city of it, and serves verticals of
   * that country, always its own.
   */
  async function checkReferences(v: Vertical, input: Omit<LocationInput, 'code'>): Promise<void> {
    assertInCountry(v.country, input);
    await deps.cities.assertCities(v, { 'body.cityCode': input.cityCode });
    const foreign = input.servesVerticals.filter((k) => !k.startsWith(`${v.country}:`));
    if (foreign.length > 0) {
      throw badRequest(`A location of ${v.country} cannot serve ${foreign.join(', ')}.`, 'body.servesVerticals');
    }
  }

  return {
    async list(caller: Caller, q: LocationQuery): Promise<LocationListItem[]> {
      const rows = await locationRepository(db).list(verticalsOf(caller, q.allVerticals), q);
      return rows.map((r) => toListItem(r, q.allDetails === true));
    },
    count: (caller: Caller, q: LocationFilter & { allVerticals?: boolean | undefined }) =>
      locationRepository(db).count(verticalsOf(caller, q.allVerticals), q),
    get: async (caller: Caller, id: number) => toDetail(await locationRows.get(caller.vertical, id)),

    async create(caller: Caller, input: LocationInput): Promise<LocationDetail> {
      await checkReferences(caller.vertical, input);
      const row = await locationRows.create(caller, {
        values: { ...input, servesVerticals: servedBy(caller.vertical, input) },
        unique: codeFree(input.code),
      });
      return toDetail(row);
    },

    /** A codeless location may be given a code; a code, once set, is what other rows refer to. */
    async update(caller: Caller, id: number, input: LocationUpdate): Promise<LocationDetail> {
      const codeOf = (current: LocationRow) => current.code ?? input.code ?? null;
      const row = await locationRows.update(caller, id, {
        version: input.version,
        before: () => checkReferences(caller.vertical, input),
        unique: input.code === undefined ? undefined : codeFree(input.code),
        check(current) {
          if (current.code && input.code !== undefined && input.code !== current.code) {
            throw badRequest(`The code of location ${current.code} cannot be changed.`, 'body.code');
          }
        },
        next: (current) =>
          auditedFields({ ...input, code: codeOf(current), servesVerticals: servedBy(caller.vertical, input) }),
      });
      return toDetail(row);
    },
  };
}
export type LocationService = ReturnType<typeof locationService>;

/** What other areas may ask of locations (zones, drivers): locations of a vertical by code. */
export function locationDirectory(db: Executor) {
  return {
    byCodes: async (v: Vertical, codes: readonly string[]): Promise<ZoneLocation[]> =>
      (await locationRepository(db).byCodes(v, codes)).map(toZoneLocation),
    /** The vertical's coded locations of one type, by name (the big dealer network picks its sites there). */
    ofType: async (v: Vertical, locationType: LocationType): Promise<ZoneLocation[]> =>
      (await locationRepository(db).list(v, { locationType, page: 0, size: 2000 })).map(toZoneLocation),
  };
}
export type LocationDirectory = ReturnType<typeof locationDirectory>;
