import type { FastifyPluginAsync } from 'fastify';
import { locationEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import type { LocationService } from './location-service.ts';
import type { locationMediaService } from './location-media-service.ts';

/** Store locations v2 and hub media; the c2c zone list under this path is served by the zone routes. */
export const locationRoutes =
  (service: LocationService, media: ReturnType<typeof locationMediaService>): FastifyPluginAsync =>
  async (app) => {
    crudRoutes(app, api, service);
    route(app, api.mediaUploadUrl, async (request) => ({
      data: await media.uploadUrl(request.caller.vertical, request.body),
    }));
    route(app, api.media, async (request) => ({ data: await media.list(request.caller.vertical, request.params.id) }));
    route(app, api.addMedia, async (request, reply) =>
      reply.status(201).send({ data: await media.add(request.caller, request.params.id, request.body) }),
    );
    route(app, api.removeMedia, async (request) => ({
      data: await media.remove(request.caller, request.params.id, request.params.mediaId),
    }));
  };
