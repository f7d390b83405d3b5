import type { FastifyPluginAsync } from 'fastify';
import { inventoryPendingActionEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import type { PendingActionService } from './pending-action-service.ts';

/** Maker-checker (SPEC §7 pending actions). */
export const pendingActionRoutes =
  (service: PendingActionService): FastifyPluginAsync =>
  async (app) => {
    crudRoutes(app, api, service);
    route(app, api.decide, async (request) => ({ data: await service.decide(request.caller, request.body) }));
    route(app, api.history, async (request) => ({ data: await service.history(request.caller, request.params.id) }));
  };
