import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentParam,
  hardRefreshBody,
  inventoryBulkBody,
  inventoryBulkResponse,
  inventoryFieldBody,
  inventoryFieldParam,
  inventoryIdParam,
  inventoryUpdateResponse,
  registrationNumberBody,
  inventoryActionOrStockInBody,
  inventoryAptActionResponse,
  inventoryAptOrStockInQuery,
  inventoryIdActionResponse,
  inventoryIdOrMovementActionQuery,
} from '@b2c/contracts';
import { INVENTORY_APT_ACTIONS, INVENTORY_ID_ACTIONS, isOneOf } from '@b2c/domain';
import { HttpError } from '../../plugins/http-errors.ts';
import type { InventoryUpdateService } from './inventory-update-service.ts';
import type { inventoryBulkService } from './inventory-bulk-service.ts';
import { parseAction, type InventoryMovementHooks } from './inventory-mutation.ts';

const tags = ['inventory: updates'];
// The action decides the permission (PRICE_UPDATE, UPDATE_INVENTORY_STAGE …); the service checks it.
const anyAction = { access: 'inventoryMenu' } as const;
const update = { access: 'UPDATE_INVENTORY' } as const;

/** SPEC §7 inventory updates; each answers `{inventory, pendingAction, message}`. */
export const inventoryUpdateRoutes =
  (
    service: InventoryUpdateService,
    bulk: ReturnType<typeof inventoryBulkService>,
    movements?: InventoryMovementHooks,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const response = { 200: inventoryUpdateResponse };
    // Issue 6 hook: movement actions on these two paths go to the movement module (SPEC §7).
    const noMovements = () => new HttpError(400, 'Movement actions are not available.');
    app.post(
      '/api/inventory/apt-:id',
      {
        config: anyAction,
        schema: {
          tags,
          params: appointmentParam,
          querystring: inventoryAptOrStockInQuery,
          body: inventoryActionOrStockInBody,
          response: { 200: inventoryAptActionResponse },
        },
      },
      async (request) => {
        const { action, comment } = request.query;
        if (isOneOf(INVENTORY_APT_ACTIONS, action)) {
          return {
            data: await service.apply(
              request.caller,
              { appointmentId: request.params.id },
              parseAction(action, request.body),
            ),
          };
        }
        if (!movements) throw noMovements();
        const key = request.headers['idempotency-key'];
        return {
          data: await movements.aptStockIn(
            request.caller,
            request.params.id,
            request.body,
            comment,
            Array.isArray(key) ? key[0] : key,
          ),
        };
      },
    );
    app.post(
      '/api/inventory/:id',
      {
        config: anyAction,
        schema: {
          tags,
          params: inventoryIdParam,
          querystring: inventoryIdOrMovementActionQuery,
          body: inventoryActionOrStockInBody,
          response: { 200: inventoryIdActionResponse },
        },
      },
      async (request) => {
        const { action } = request.query;
        if (isOneOf(INVENTORY_ID_ACTIONS, action))
          return {
            data: await service.apply(request.caller, { id: request.params.id }, parseAction(action, request.body)),
          };
        if (!movements) throw noMovements();
        return { data: await movements.idAction(request.caller, request.params.id, action, request.body) };
      },
    );
    app.put(
      '/api/inventory/apt-:id/:x/update',
      { config: update, schema: { tags, params: inventoryFieldParam, body: inventoryFieldBody, response } },
      async (request) => ({
        data: await service.updateField(request.caller, request.params.id, request.params.x, request.body),
      }),
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
