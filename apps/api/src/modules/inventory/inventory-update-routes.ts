import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentParam, hardRefreshBody, inventoryActionBody, inventoryAptActionQuery, inventoryBulkBody, inventoryBulkResponse,
  inventoryFieldBody, inventoryFieldParam, inventoryIdActionQuery, inventoryIdParam, inventoryUpdateResponse, registrationNumberBody,
} from '@b2c/contracts';
import type { InventoryUpdateService } from './inventory-update-service.ts';
import type { inventoryBulkService } from './inventory-bulk-service.ts';
import { parseAction } from './inventory-mutation.ts';

const tags = ['inventory: updates'];
// The action decides the permission (PRICE_UPDATE, UPDATE_INVENTORY_STAGE …); the service checks it.
const anyAction = { access: 'inventoryMenu' } as const;
const update = { access: 'UPDATE_INVENTORY' } as const;

/** SPEC §7 inventory updates; each answers `{inventory, pendingAction, message}`. */
export const inventoryUpdateRoutes =
  (service: InventoryUpdateService, bulk: ReturnType<typeof inventoryBulkService>): FastifyPluginAsyncZod =>
  async (app) => {
    const response = { 200: inventoryUpdateResponse };
    app.post(
      '/api/inventory/apt-:id',
      { config: anyAction, schema: { tags, params: appointmentParam, querystring: inventoryAptActionQuery, body: inventoryActionBody, response } },
      async (request) => ({
        data: await service.apply(request.caller, { appointmentId: request.params.id }, parseAction(request.query.action, request.body)),
      }),
    );
    app.post(
      '/api/inventory/:id',
      { config: anyAction, schema: { tags, params: inventoryIdParam, querystring: inventoryIdActionQuery, body: inventoryActionBody, response } },
      async (request) => ({ data: await service.apply(request.caller, { id: request.params.id }, parseAction(request.query.action, request.body)) }),
    );
    app.put(
      '/api/inventory/apt-:id/:x/update',
      { config: update, schema: { tags, params: inventoryFieldParam, body: inventoryFieldBody, response } },
      async (request) => ({ data: await service.updateField(request.caller, request.params.id, request.params.x, request.body) }),
    );
    // SPEC §7 lists "a registration-number update" without its path; this follows the `{x}/update` style.
    app.put(
      '/api/inventory/apt-:id/registration-number',
      { config: update, schema: { tags, params: appointmentParam, body: registrationNumberBody, response } },
      async (request) => ({ data: await service.updateRegistration(request.caller, request.params.id, request.body) }),
    );
    app.post(
      '/api/admin-utils/inventory/apt-:id/hard-refresh',
      { config: update, schema: { tags: ['admin utils'], params: appointmentParam, body: hardRefreshBody, response } },
      async (request) => ({ data: await service.hardRefresh(request.caller, request.params.id, request.body.version) }),
    );
    app.post(
      '/api/inventory/bulk',
      { config: anyAction, schema: { tags, body: inventoryBulkBody, response: { 200: inventoryBulkResponse } } },
      async (request) => ({ data: await bulk.run(request.caller, request.body, request.log) }),
    );
  };
