import type { FastifyPluginAsync } from 'fastify';
import { masterdataPlaceEndpoints as api } from '@b2c/contracts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { PlaceService } from './place-service.ts';

/** GET /api/places?q= — places of the caller's vertical's country (issue 26). */
export const placeRoutes =
  (service: PlaceService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.search, async (request) => ({
      data: await service.search(request.caller.vertical, request.query.q),
    }));
  };
