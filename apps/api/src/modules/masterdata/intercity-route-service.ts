import type { Vertical } from '@b2c/domain';
import type { IntercityRoute, RouteInput, RouteUpdate } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../plugins/audit.ts';
import { updateAudited } from '../../plugins/audited-update.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-errors.ts';
import { geoRepository } from './geo-repository.ts';
import { intercityRouteRepository, type RouteFilter, type RouteRow } from './intercity-route-repository.ts';

/** Audited under the route's code: it is the route's identity in every path (SPEC §3). */
export const ROUTE_ENTITY = 'intercity-route';

const toRoute = (r: RouteRow): IntercityRoute => ({
  id: r.id,
  code: r.code,
  fromCityCode: r.fromCityCode,
  toCityCode: r.toCityCode,
  distanceKm: r.distanceKm,
  transitDays: r.transitDays,
  active: r.active,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

const auditedFields = (r: Omit<RouteInput, 'code'>) => ({
  fromCityCode: r.fromCityCode,
  toCityCode: r.toCityCode,
  distanceKm: r.distanceKm,
  transitDays: r.transitDays,
  active: r.active,
});

export function intercityRouteService(db: Db) {
  /** Both ends are cities of the vertical's country, and a route goes somewhere else. */
  async function checkCities(v: Vertical, input: Omit<RouteInput, 'code'>): Promise<void> {
    if (input.fromCityCode === input.toCityCode) {
      throw badRequest('An intercity route must end in another city than it starts.', 'body.toCityCode');
    }
    const known = await geoRepository(db).existingCityCodes(v, [input.fromCityCode, input.toCityCode]);
    for (const field of ['fromCityCode', 'toCityCode'] as const) {
      if (!known.has(input[field]))
        throw badRequest(`City ${input[field]} is not a city of ${v.country}.`, `body.${field}`);
    }
  }

  return {
    list: async (v: Vertical, q: RouteFilter & { page: number; size: number; sort?: string | undefined }) =>
      (await intercityRouteRepository(db).list(v, q)).map(toRoute),
    count: (v: Vertical, q: RouteFilter) => intercityRouteRepository(db).count(v, q),

    async create(caller: Caller, input: RouteInput): Promise<IntercityRoute> {
      const v = caller.vertical;
      await checkCities(v, input);
      return db.transaction(async (tx) => {
        const repo = intercityRouteRepository(tx);
        if (await repo.byCode(v, input.code))
          throw conflict(`An intercity route with code ${input.code} already exists.`);
        const row = await repo.insert({ ...v, ...input, updatedBy: caller.userName });
        await auditCreated(tx, caller, ROUTE_ENTITY, row.code, auditedFields(row));
        return toRoute(row);
      });
    },

    async update(caller: Caller, code: string, input: RouteUpdate): Promise<IntercityRoute> {
      const v = caller.vertical;
      if (!(await intercityRouteRepository(db).byCode(v, code))) throw notFound(`Intercity route ${code}`);
      await checkCities(v, input);
      return db.transaction(async (tx) => {
        const repo = intercityRouteRepository(tx);
        const row = await updateAudited(tx, caller, {
          entity: ROUTE_ENTITY,
          id: code,
          label: () => `Intercity route ${code}`,
          version: input.version,
          lock: () => repo.byCode(v, code, true),
          fieldsOf: auditedFields,
          next: () => auditedFields(input),
          write: (values) => repo.update(v, code, values),
        });
        return toRoute(row);
      });
    },
  };
}
export type IntercityRouteService = ReturnType<typeof intercityRouteService>;
