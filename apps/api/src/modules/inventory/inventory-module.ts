import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { INVENTORY_ENTITY, PENDING_ACTION_ENTITY, type InventoryDeps } from './inventory-mutation.ts';
import { inventoryQueryService } from './inventory-query-service.ts';
import { inventoryUpdateService } from './inventory-update-service.ts';
import { inventoryBulkService } from './inventory-bulk-service.ts';
import { inventorySatelliteService } from './inventory-satellite-service.ts';
import { pendingActionService } from './pending-action-service.ts';
import { pendingActionEffects } from './pending-action-effects.ts';
import { inventoryHistoryService } from './inventory-history-service.ts';
import { inventoryRoutes } from './inventory-routes.ts';
import { inventoryUpdateRoutes } from './inventory-update-routes.ts';
import { inventorySatelliteRoutes } from './inventory-satellite-routes.ts';
import { chassisUploadRoutes } from './chassis-upload-routes.ts';
import { pendingActionRoutes } from './pending-action-routes.ts';
import { inventoryAuditRoutes } from './inventory-audit-routes.ts';

/**
 * The inventory area (SPEC §7 inventory service): its routes as one plugin for app.ts, vertical flags
 * passed in, and what it provides to the areas that build on it (issue 27: they depend on this one, never
 * the reverse): its own actions and the vehicle detail for the routes SPEC shares with movements, and the
 * extension point of what an approval also does.
 */
export function inventoryModule(db: Db, deps: InventoryDeps) {
  const updates = inventoryUpdateService(db, deps);
  const query = inventoryQueryService(db);
  const approvals = pendingActionEffects();

  const plugin: FastifyPluginAsyncZod = async (app) => {
    const satellites = inventorySatelliteService(db);
    await app.register(inventoryRoutes(query));
    await app.register(inventoryUpdateRoutes(updates, inventoryBulkService(updates, deps)));
    await app.register(inventorySatelliteRoutes(satellites));
    await app.register(chassisUploadRoutes(satellites));
    await app.register(pendingActionRoutes(pendingActionService(db, approvals)));
    // A car's audit trail (SPEC §7), keyed by the appointment id, and "a pending-action audit log":
    // requests and decisions, by pending action id.
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.inventory, entity: INVENTORY_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.pendingAction, entity: PENDING_ACTION_ENTITY });
    await app.register(inventoryAuditRoutes(inventoryHistoryService(db)));
  };

  const provides = {
    /** The inventory's own `?action=` updates (price, publish, stage …), the body checked by its schema. */
    inventoryActions: { apply: updates.apply },
    /** The vehicle detail as this area answers it, with the car's row. */
    inventoryDetail: { read: query.detail },
    /** Register what approving a kind of request also does, in the decision's transaction. */
    approvalEffects: { on: approvals.on },
  };

  return { plugin, provides };
}
export type InventoryProvides = ReturnType<typeof inventoryModule>['provides'];
