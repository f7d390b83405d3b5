import type { FastifyPluginAsync } from 'fastify';
import { inventoryHistoryEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { INVENTORY_ENTITY } from './inventory-mutation.ts';
import { MOVEMENT_ENTITY, type InventoryHistoryService } from './inventory-history-service.ts';

/**
 * The field histories of a car (SPEC §7) under `/api/audit-log/v2/field/…`, keyed by the appointment id.
 * The trails themselves (`/api/audit-log/inventory/…`, `…/pending-action/…`) are the shared audit routes,
 * registered by inventory-module.ts.
 */
export const inventoryAuditRoutes =
  (history: InventoryHistoryService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.fields, async (request) => {
      const { id, fields, page, size } = request.query;
      const vertical = request.caller.vertical;
      return { data: await history.fields({ vertical, entity: INVENTORY_ENTITY, entityId: id, fields, page, size }) };
    });
    route(app, api.field, async (request) => {
      const { id, field, page, size } = request.query;
      const vertical = request.caller.vertical;
      return {
        data: await history.fields({ vertical, entity: INVENTORY_ENTITY, entityId: id, fields: [field], page, size }),
      };
    });
    route(app, api.movementField, async (request) => {
      const { id, field, page, size } = request.query;
      const vertical = request.caller.vertical;
      return {
        data: await history.fields({ vertical, entity: MOVEMENT_ENTITY, entityId: id, fields: [field], page, size }),
      };
    });
  };
