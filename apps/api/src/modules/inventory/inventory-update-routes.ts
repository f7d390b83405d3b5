import type { FastifyPluginAsync } from 'fastify';
import { inventoryEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { InventoryUpdateService } from './inventory-update-service.ts';
import type { inventoryBatchService } from './inventory-batch-service.ts';

/**
 * SPEC §7 inventory updates; each answers `{inventory, pendingAction, message}`. The two action paths
 * (`POST /api/inventory/apt-{id}?action=…`, `POST /api/inventory/{id}?action=…`) also move cars, so the
 * movement area registers them and hands this area's own actions to `service.apply` (issue 27).
 */
export const inventoryUpdateRoutes =
  (service: InventoryUpdateService, bulk: ReturnType<typeof inventoryBatchService>): FastifyPluginAsync =>
  async (app) => {
    route(app, api.updateField, async (request) => ({
      data: await service.updateField(request.caller, request.params.id, request.params.x, request.body),
    }));
    route(app, api.updateRegistration, async (request) => ({
      data: await service.updateRegistration(request.caller, request.params.id, request.body),
    }));
    route(app, api.hardRefresh, async (request) => ({
      data: await service.hardRefresh(request.caller, request.params.id, request.body.version),
    }));
    route(app, api.batch, async (request) => ({ data: await bulk.run(request.caller, request.body, request.log) }));
  };
