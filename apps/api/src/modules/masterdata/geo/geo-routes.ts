import type { FastifyPluginAsync } from 'fastify';
import { masterdataEndpoints as api } from '@b2c/contracts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { GeoService } from './geo-service.ts';

/** States, cities, regions and makes: read-only lists and counts (SPEC §7 master data). */
export const geoRoutes =
  (service: GeoService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.states, async (request) => ({ data: await service.states(request.caller.vertical, request.query) }));
    route(app, api.countStates, async (request) => ({
      data: { count: await service.countStates(request.caller.vertical, request.query) },
    }));
    route(app, api.cities, async (request) => ({ data: await service.cities(request.caller.vertical, request.query) }));
    route(app, api.countCities, async (request) => ({
      data: { count: await service.countCities(request.caller.vertical, request.query) },
    }));
    route(app, api.regions, async (request) => ({
      data: await service.regions(request.caller.vertical, request.query),
    }));
    route(app, api.countRegions, async (request) => ({
      data: { count: await service.countRegions(request.caller.vertical, request.query) },
    }));
    route(app, api.makes, async (request) => ({ data: await service.makes(request.caller.vertical, request.query) }));
    route(app, api.countMakes, async (request) => ({
      data: { count: await service.countMakes(request.caller.vertical, request.query) },
    }));
  };
