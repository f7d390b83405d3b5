import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { INVENTORY_ENTITY, PENDING_ACTION_ENTITY, type InventoryDeps } from './inventory-mutation.ts';
import { inventoryQueryService } from './inventory-query-service.ts';
import { inventoryUpdateService } from './inventory-update-service.ts';
import { inventoryBatchService } from './inventory-batch-service.ts';
import { inventorySatelliteService } from './inventory-satellite-service.ts';
import { pendingActionService } from './pending-action-service.ts';
import { inventoryHistoryService } from './inventory-history-service.ts';
import { inventoryRoutes } from './inventory-routes.ts';
import { inventoryUpdateRoutes } from './inventory-update-routes.ts';
import { inventorySatelliteRoutes } from './inventory-satellite-routes.ts';
import { chassisUploadRoutes } from './chassis-upload-routes.ts';
import { pendingActionRoutes } from './pending-action-routes.ts';
import { inventoryAuditRoutes } from './inventory-audit-routes.ts';

/** The inventory area (SPEC §7 inventory service): one plugin for app.ts; vertical flags passed in. */
export const inventoryModule =
  (db: Db, deps: InventoryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const updates = inventoryUpdateService(db, deps);
    const satellites = inventorySatelliteService(db);
    await app.register(inventoryRoutes(inventoryQueryService(db, deps.movements)));
    await app.register(inventoryUpdateRoutes(updates, inventoryBatchService(updates, deps), deps.movements));
    await app.register(inventorySatelliteRoutes(satellites));
    await app.register(chassisUploadRoutes(satellites));
    await app.register(pendingActionRoutes(pendingActionService(db, deps.movements)));
    // A car's audit trail (SPEC §7), keyed by the appointment id, and "a pending-action audit log":
    // requests and decisions, by pending action id.
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.inventory, entity: INVENTORY_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.pendingAction, entity: PENDING_ACTION_ENTITY });
    await app.register(inventoryAuditRoutes(inventoryHistoryService(db)));
  };
