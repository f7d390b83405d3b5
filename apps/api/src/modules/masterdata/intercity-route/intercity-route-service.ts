import type { Vertical } from '@b2c/domain';
import type { IntercityRoute, RouteInput, RouteUpdate } from '@b2c/contracts';
import type { Db } from '../../../plugins/db/database.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { auditedEntity, editStampOf } from '../../../kits/audited-entity.ts';
import type { Paged } from '../../../plugins/db/vertical-list.ts';
import { badRequest } from '../../../kits/http-errors.ts';
import { cityDirectory } from '../geo/geo-service.ts';
import { intercityRouteRepository, type RouteFilter, type RouteRow } from './intercity-route-repository.ts';
import { intercityRoutes } from '../masterdata-tables.ts';

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
  ...editStampOf(r),
});

const auditedFields = (r: Omit<RouteInput, 'code'>) => ({
  fromCityCode: r.fromCityCode,
  toCityCode: r.toCityCode,
  distanceKm: r.distanceKm,
  transitDays: r.transitDays,
  active: r.active,
});

export function intercityRouteService(db: Db) {
  const routes = auditedEntity(db, {
    table: intercityRoutes,
    entity: ROUTE_ENTITY,
    noun: 'Intercity route',
    identity: 'code',
    fieldsOf: auditedFields,
  });

  /** Both ends are cities of the vertical's country, and a route goes somewhere else. */
  async function checkCities(v: Vertical, input: Omit<RouteInput, 'code'>): Promise<void> {
    if (input.fromCityCode === input.toCityCode) {
      throw badRequest('An intercity route must end in another city than it starts.', 'body.toCityCode');
    }
    await cityDirectory(db).assertCities(v, {
      'body.fromCityCode': input.fromCityCode,
      'body.toCityCode': input.toCityCode,
    });
  }

  return {
    list: async (caller: Caller, q: RouteFilter & Paged) =>
      (await intercityRouteRepository(db).list(caller.vertical, q)).map(toRoute),
    count: (caller: Caller, q: RouteFilter) => intercityRouteRepository(db).count(caller.vertical, q),

    async create(caller: Caller, input: RouteInput): Promise<IntercityRoute> {
      await checkCities(caller.vertical, input);
      const unique = {
        values: { code: input.code },
        message: `An intercity route with code ${input.code} already exists.`,
      };
      return toRoute(await routes.create(caller, { values: input, unique }));
    },

    update: async (caller: Caller, code: string, input: RouteUpdate): Promise<IntercityRoute> =>
      toRoute(
        await routes.update(caller, code, {
          version: input.version,
          before: () => checkCities(caller.vertical, input),
          next: () => auditedFields(input),
        }),
      ),
  };
}
export type IntercityRouteService = ReturnType<typeof intercityRouteService>;
