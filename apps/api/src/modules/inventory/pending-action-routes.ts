import type { FastifyPluginAsync } from 'fastify';
import { inventoryPendingActionEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { PendingActionService } from './pending-action-service.ts';

/** Maker-checker (SPEC §7 pending actions). */
export const pendingActionRoutes =
  (service: PendingActionService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.list, async (request) => ({ data: await service.list(request.caller, request.query) }));
    route(app, api.count, async (request) => ({
      data: { count: await service.count(request.caller, request.query) },
    }));
    route(app, api.decide, async (request) => ({ data: await service.decide(request.caller, request.body) }));
    route(app, api.history, async (request) => ({ data: await service.history(request.caller, request.params.id) }));
  };
