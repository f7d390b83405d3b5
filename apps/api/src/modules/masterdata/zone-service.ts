import type { Vertical } from '@b2c/domain';
import type { Zone, ZoneData, ZoneInput, ZoneLocation, ZoneQuery, ZoneUpdate } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../plugins/audit.ts';
import { updateAudited } from '../../plugins/audited-update.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-errors.ts';
import { countryVerticals } from '../../plugins/db/vertical-scope.ts';
import { geoRepository } from './geo-repository.ts';
import { zoneRepository, type ZoneFilter, type ZoneRow } from './zone-repository.ts';

/** What zones need of the location area (passed in, DESIGN §2): locations of a vertical by code. */
export interface LocationLookup {
  byCodes(v: Vertical, codes: readonly string[]): Promise<ZoneLocation[]>;
}

export const ZONE_ENTITY = 'zone';

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
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
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
  const zonesOf = (caller: Caller, allVerticals: boolean | undefined) =>
    allVerticals ? countryVerticals(caller) : [caller.vertical];

  /** A zone names a city of its country and locations of its vertical; anything else is a 400. */
  async function checkReferences(v: Vertical, input: Omit<ZoneInput, 'code'>, prefix: string): Promise<string[]> {
    const cities = await geoRepository(db).existingCityCodes(v, [input.cityCode]);
    if (!cities.has(input.cityCode))
      throw badRequest(`City ${input.cityCode} is not a city of ${v.country}.`, `${prefix}.cityCode`);
    const codes = [...new Set(input.locationCodes)];
    const found = new Set((await deps.locations.byCodes(v, codes)).map((l) => l.code));
    const missing = codes.filter((c) => !found.has(c));
    if (missing.length > 0) {
      throw badRequest(
        `These locations are not locations of ${v.country} ${v.vehicleType}: ${missing.join(', ')}.`,
        `${prefix}.locationCodes`,
      );
    }
    return codes;
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
      const v = caller.vertical;
      const locationCodes = await checkReferences(v, input, 'body.0');
      return db.transaction(async (tx) => {
        const repo = zoneRepository(tx);
        if (await repo.byCode(v, input.code)) throw conflict(`A zone with code ${input.code} already exists.`);
        const row = await repo.insert({ ...v, ...input, locationCodes, updatedBy: caller.userName });
        await auditCreated(tx, caller, ZONE_ENTITY, row.id, { code: row.code, ...auditedFields(row) });
        return toZone(row);
      });
    },

    async update(caller: Caller, id: number, input: ZoneUpdate): Promise<Zone> {
      const v = caller.vertical;
      // Another vertical's zone is a 404 before anything about the body is said.
      if (!(await zoneRepository(db).byId(v, id))) throw notFound(`Zone ${id}`);
      const locationCodes = await checkReferences(v, input, 'body');
      return db.transaction(async (tx) => {
        const repo = zoneRepository(tx);
        const row = await updateAudited(tx, caller, {
          entity: ZONE_ENTITY,
          id,
          label: (current) => `Zone ${current?.code ?? id}`,
          version: input.version,
          lock: () => repo.byId(v, id, true),
          fieldsOf: auditedFields,
          next: () => auditedFields({ ...input, locationCodes }),
          write: (values) => repo.update(v, id, values),
        });
        return toZone(row);
      });
    },
  };
}
export type ZoneService = ReturnType<typeof zoneService>;
