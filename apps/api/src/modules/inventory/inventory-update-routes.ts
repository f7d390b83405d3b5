import type { FastifyPluginAsync } from 'fastify';
import { inventoryEndpoints as api } from '@b2c/contracts';
import { INVENTORY_APT_ACTIONS, INVENTORY_ID_ACTIONS, isOneOf } from '@b2c/domain';
import { route } from '../../plugins/endpoint-routes.ts';
import { HttpError } from '../../kits/http-errors.ts';
import type { InventoryUpdateService } from './inventory-update-service.ts';
import type { inventoryBatchService } from './inventory-batch-service.ts';
import { parseAction, type InventoryMovementHooks } from './inventory-mutation.ts';

/** SPEC §7 inventory updates; each answers `{inventory, pendingAction, message}`. */
export const inventoryUpdateRoutes =
  (
    service: InventoryUpdateService,
    bulk: ReturnType<typeof inventoryBatchService>,
    movements?: InventoryMovementHooks,
  ): FastifyPluginAsync =>
  async (app) => {
    // Issue 6 hook: movement actions on these two paths go to the movement module (SPEC §7).
    const noMovements = () => new HttpError(400, 'Movement actions are not available.');
    route(app, api.aptAction, async (request) => {
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
    });
    route(app, api.idAction, async (request) => {
      const { action } = request.query;
      if (isOneOf(INVENTORY_ID_ACTIONS, action))
        return {
          data: await service.apply(request.caller, { id: request.params.id }, parseAction(action, request.body)),
        };
      if (!movements) throw noMovements();
      return { data: await movements.idAction(request.caller, request.params.id, action, request.body) };
    });
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
