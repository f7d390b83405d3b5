import type { FastifyPluginAsync } from 'fastify';
import { locationEndpoints, masterdataZoneEndpoints as api } from '@b2c/contracts';
import { route } from '../../../plugins/endpoint-routes.ts';
import { crudRoutes } from '../../../plugins/crud-routes.ts';
import type { ZoneService } from './zone-service.ts';

export const zoneRoutes =
  (service: ZoneService): FastifyPluginAsync =>
  async (app) => {
    crudRoutes(app, api, service);
    route(app, api.listData, async (request) => ({ data: await service.listData(request.caller, request.query) }));
    // SPEC §7 puts the c2c zone list under store-location, so the location contract defines it; it is zone data.
    route(app, locationEndpoints.c2cZones, async (request) => ({
      data: await service.listData(request.caller, { ...request.query, c2c: true }),
    }));
    route(app, api.locations, async (request) => ({
      data: await service.locationsOfZone(request.caller.vertical, request.params.code),
    }));
  };
