import type { Vertical } from '@b2c/domain';
import type { Zone, ZoneData, ZoneInput, ZoneLocation, ZoneQuery, ZoneUpdate } from '@b2c/contracts';
import type { Db } from '../../../plugins/db/database.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { auditedEntity, editStampOf } from '../../../kits/audited-entity.ts';
import { badRequest, notFound } from '../../../kits/http-errors.ts';
import { countryVerticals } from '../../../plugins/db/vertical-scope.ts';
import { cityDirectory } from '../geo/geo-service.ts';
import { zones } from '../masterdata-tables.ts';
import { zoneRepository, type ZoneFilter, type ZoneRow } from './zone-repository.ts';

/** What zones need of the location area (passed in, DESIGN §2): locations of a vertical by code. */
export interface LocationLookup {
  byCodes(v: Vertical, codes: readonly string[]): Promise<ZoneLocation[]>;
}

export const ZONE_ENTITY = 'zone';

/** A zone lists each of its locations once, in the order first given. */
const distinct = (codes: string[]) => [...new Set(codes)];

const toZone = (r: ZoneRow): Zone => ({
  id: r.id,
  code: r.code,
  name: r.name,
  cityCode: r.cityCode,
  c2c: r.c2c,
  active: r.active,
  locationCodes: r.locationCodes,
  country: r.country,
  vehicleType: r.vehicleType,
  ...editStampOf(r),
});

/** The audited fields of a zone, in the shape both the row and the input share. */
const auditedFields = (z: Omit<ZoneInput, 'code'>) => ({
  name: z.name,
  cityCode: z.cityCode,
  c2c: z.c2c,
  active: z.active,
  locationCodes: z.locationCodes,
});

export function zoneService(db: Db, deps: { locations: LocationLookup }) {
  const zoneRows = auditedEntity(db, {
    table: zones,
    entity: ZONE_ENTITY,
    noun: 'Zone',
    nameOf: (r) => r.code,
    fieldsOf: auditedFields,
    createdFieldsOf: (r) => ({ code: r.code, ...auditedFields(r) }),
  });
  const zonesOf = (caller: Caller, allVerticals: boolean | undefined) =>
    allVerticals ? countryVerticals(caller) : [caller.vertical];

  /** A zone names a city of its country and locations of its vertical; anything else is a 400. */
  async function checkReferences(v: Vertical, input: Omit<ZoneInput, 'code'>, prefix: string): Promise<void> {
    await cityDirectory(db).assertCities(v, { [`${prefix}.cityCode`]: input.cityCode });
    const codes = distinct(input.locationCodes);
    const found = new Set((await deps.locations.byCodes(v, codes)).map((l) => l.code));
    const missing = codes.filter((c) => !found.has(c));
    if (missing.length > 0) {
      throw badRequest(
        `These locations are not locations of ${v.country} ${v.vehicleType}: ${missing.join(', ')}.`,
        `${prefix}.locationCodes`,
      );
    }
  }

  async function withLocations(rows: ZoneRow[]): Promise<ZoneData[]> {
    return Promise.all(
      rows.map(async (r) => {
        const v = { country: r.country, vehicleType: r.vehicleType } as Vertical;
        const locations = await deps.locations.byCodes(v, r.locationCodes);
        return { ...toZone(r), locations };
      }),
    );
  }

  return {
    list: async (caller: Caller, q: ZoneQuery) =>
      (await zoneRepository(db).list(zonesOf(caller, q.allVerticals), q)).map(toZone),
    count: (caller: Caller, q: ZoneFilter & { allVerticals?: boolean | undefined }) =>
      zoneRepository(db).count(zonesOf(caller, q.allVerticals), q),
    listData: async (caller: Caller, q: ZoneQuery) =>
      withLocations(await zoneRepository(db).list(zonesOf(caller, q.allVerticals), q)),

    async locationsOfZone(v: Vertical, code: string): Promise<ZoneLocation[]> {
      const zone = await zoneRepository(db).byCode(v, code);
      if (!zone) throw notFound(`Zone ${code}`);
      return deps.locations.byCodes(v, zone.locationCodes);
    },

    /** SPEC §7: the panel posts its saved zone data; the first entry is the zone to create. */
    async create(caller: Caller, entries: ZoneInput[]): Promise<Zone> {
      const input = entries[0]!;
      await checkReferences(caller.vertical, input, 'body.0');
      const row = await zoneRows.create(caller, {
        values: { ...input, locationCodes: distinct(input.locationCodes) },
        unique: { values: { code: input.code }, message: `A zone with code ${input.code} already exists.` },
      });
      return toZone(row);
    },

    async update(caller: Caller, id: number, input: ZoneUpdate): Promise<Zone> {
      const row = await zoneRows.update(caller, id, {
        version: input.version,
        before: () => checkReferences(caller.vertical, input, 'body'),
        next: () => auditedFields({ ...input, locationCodes: distinct(input.locationCodes) }),
      });
      return toZone(row);
    },
  };
}
export type ZoneService = ReturnType<typeof zoneService>;
