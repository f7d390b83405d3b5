import type { FastifyPluginAsync } from 'fastify';
import { locationEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { LocationService } from './location-service.ts';
import type { locationMediaService } from './location-media-service.ts';

/** Store locations v2 and hub media; the c2c zone list under this path is served by the zone routes. */
export const locationRoutes =
  (service: LocationService, media: ReturnType<typeof locationMediaService>): FastifyPluginAsync =>
  async (app) => {
    route(app, api.list, async (request) => ({ data: await service.list(request.caller, request.query) }));
    route(app, api.count, async (request) => ({
      data: { count: await service.count(request.caller, request.query) },
    }));
    route(app, api.get, async (request) => ({ data: await service.get(request.caller.vertical, request.params.id) }));
    route(app, api.create, async (request, reply) =>
      reply.status(201).send({ data: await service.create(request.caller, request.body) }),
    );
    route(app, api.update, async (request) => ({
      data: await service.update(request.caller, request.params.id, request.body),
    }));
    route(app, api.mediaUploadUrl, async (request) => ({
      data: await media.uploadUrl(request.caller.vertical, request.body),
    }));
  };
