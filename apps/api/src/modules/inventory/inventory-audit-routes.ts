import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogResponse, fieldHistoryQuery, singleFieldHistoryQuery } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { INVENTORY_ENTITY, PENDING_ACTION_ENTITY } from './inventory-mutation.ts';
import { MOVEMENT_ENTITY, type InventoryHistoryService } from './inventory-history-service.ts';

const tags = ['inventory: audit'];
const read = { access: 'inventoryMenu' } as const;

/**
 * Audit of a car (SPEC §7): the trail `/api/audit-log/inventory/{appointmentId}` (+ /count) and the
 * field histories under `/api/audit-log/v2/field/…`, each keyed by the appointment id.
 */
export const inventoryAuditRoutes =
  (db: Db, history: InventoryHistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    registerAuditRoutes(app, db, {
      pathName: 'inventory',
      entity: INVENTORY_ENTITY,
      access: 'inventoryMenu',
      tag: tags[0]!,
    });
    // SPEC §7 "a pending-action audit log": requests and decisions, by pending action id.
    registerAuditRoutes(app, db, {
      pathName: 'pending-action',
      entity: PENDING_ACTION_ENTITY,
      access: 'inventoryMenu',
      tag: tags[0]!,
    });
    const response = { 200: auditLogResponse };
    app.get(
      '/api/audit-log/v2/field/inventory',
      { config: read, schema: { tags, querystring: fieldHistoryQuery, response } },
      async (request) => {
        const { id, fields, page, size } = request.query;
        return {
          data: await history.fields({
            vertical: request.caller.vertical,
            entity: INVENTORY_ENTITY,
            entityId: id,
            fields,
            page,
            size,
          }),
        };
      },
    );
    app.get(
      '/api/audit-log/v2/field/inventory-field',
      { config: read, schema: { tags, querystring: singleFieldHistoryQuery, response } },
      async (request) => {
        const { id, field, page, size } = request.query;
        return {
          data: await history.fields({
            vertical: request.caller.vertical,
            entity: INVENTORY_ENTITY,
            entityId: id,
            fields: [field],
            page,
            size,
          }),
        };
      },
    );
    app.get(
      '/api/audit-log/v2/field/movement-field',
      { config: read, schema: { tags, querystring: singleFieldHistoryQuery, response } },
      async (request) => {
        const { id, field, page, size } = request.query;
        return {
          data: await history.fields({
            vertical: request.caller.vertical,
            entity: MOVEMENT_ENTITY,
            entityId: id,
            fields: [field],
            page,
            size,
          }),
        };
      },
    );
  };
