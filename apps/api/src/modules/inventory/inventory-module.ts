import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { readSnapshots, type OpenReadSnapshot } from '../../plugins/db/read-snapshot.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { INVENTORY_ENTITY, PENDING_ACTION_ENTITY, type InventoryDeps } from './inventory-mutation.ts';
import { inventoryQueryService } from './inventory-query-service.ts';
import { inventoryUpdateService } from './inventory-update-service.ts';
import { inventoryBatchService } from './inventory-batch-service.ts';
import { inventorySatelliteService } from './inventory-satellite-service.ts';
import { pendingActionService } from './pending-action-service.ts';
import { pendingActionEffects } from './pending-action-effects.ts';
import { withdrawPendingAction } from './pending-action-withdrawal.ts';
import { inventoryHistoryService } from './inventory-history-service.ts';
import { inventoryRoutes } from './inventory-routes.ts';
import { inventoryUpdateRoutes } from './inventory-update-routes.ts';
import { inventorySatelliteRoutes } from './inventory-satellite-routes.ts';
import { chassisUploadRoutes } from './chassis-upload-routes.ts';
import { pendingActionRoutes } from './pending-action-routes.ts';
import { inventoryAuditRoutes } from './inventory-audit-routes.ts';
import type { Vertical, VerticalFlags } from '@b2c/domain';
import type { Executor, TransactionalExecutor } from '../../plugins/db/vertical-scope.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import { inventoryLocationWriter } from './inventory-location-service.ts';
import type { InventoryKey } from './inventory-location-repository.ts';
import { inventoryStockReader } from './inventory-stock-reader.ts';
import { inventoryYardCars } from './inventory-yard-cars.ts';
import { inventoryDashboard, type InventoryDashboard } from './inventory-dashboard.ts';
import * as inventoryTables from './inventory-tables.ts';

export type { YardCar } from './inventory-yard-cars.ts';

export interface InventoryPorts {
  /** A car by appointment id or id, and the writer of where it stands (the movement area's moves). */
  inventoryCars: typeof inventoryLocationWriter;
  /** A car by appointment id, id, registration or VIN, as it stands now: the lookup every other area uses. */
  inventoryCar: { find(v: Vertical, key: InventoryKey): ReturnType<typeof inventoryLocationWriter.find> };
  /** The cars standing at locations, for the dealer network's stock. */
  inventoryStock: ReturnType<typeof inventoryStockReader>;
  /** The cars a yard audit expects at a location. */
  inventoryYardCars: ReturnType<typeof inventoryYardCars>;
  /** The start page's counts of the vertical's cars and open approvals (issue 29). */
  inventoryDashboard: InventoryDashboard;
  /** The single-edit update service on a bulk job's row transaction, and its car lookup. */
  inventoryBulkEdits: ReturnType<typeof bulkEdits>;
  /** The inventory area: its routes and what the areas building on it use (the three below). */
  inventory: ReturnType<typeof inventoryModule>;
  inventoryActions: InventoryProvides['inventoryActions'];
  inventoryDetail: InventoryProvides['inventoryDetail'];
  approvalEffects: InventoryProvides['approvalEffects'];
}

/** What a bulk upload's inventory row goes through: the same single-edit service, on the row's transaction. */
const bulkEdits = (deps: InventoryDeps) => ({
  find: (db: Executor, v: Vertical, appointmentId: string, lock?: boolean) =>
    inventoryLocationWriter.find(db, v, { appointmentId }, lock),
  flags: deps.flags,
  // The flags are read once per job: on the embedded database's one session, a read on another connection
  // while the row's transaction is open would wait forever.
  updates: (db: TransactionalExecutor, rowFlags: VerticalFlags) =>
    inventoryUpdateService(db, { ...deps, flags: async () => rowFlags }),
  // A rollback withdraws the approval requests its rows raised (issue 29), in the rollback's transaction.
  withdrawPending: withdrawPendingAction,
});

const port = portsFrom<PlatformPorts & ConfigPorts & InventoryPorts>();

export const inventoryFace = defineModule<InventoryPorts>({
  area: 'inventory',
  provides: {
    inventoryCars: port([], () => inventoryLocationWriter),
    inventoryCar: port(['db'], ({ db }) => ({
      find: (v: Vertical, key: InventoryKey) => inventoryLocationWriter.find(db, v, key),
    })),
    inventoryStock: port(['db'], ({ db }) => inventoryStockReader(db)),
    inventoryYardCars: port(['db'], ({ db }) => inventoryYardCars(db)),
    inventoryDashboard: port(['db'], ({ db }) => inventoryDashboard(db)),
    inventoryBulkEdits: port(['flags'], (deps) => bulkEdits(deps)),
    inventory: port(['db', 'database', 'flags'], ({ db, database, flags }) =>
      inventoryModule(db, { flags }, readSnapshots(database)),
    ),
    inventoryActions: port(['inventory'], ({ inventory }) => inventory.provides.inventoryActions),
    inventoryDetail: port(['inventory'], ({ inventory }) => inventory.provides.inventoryDetail),
    approvalEffects: port(['inventory'], ({ inventory }) => inventory.provides.approvalEffects),
  },
  routes: port(['inventory'], ({ inventory }) => inventory.plugin),
});

/**
 * The inventory area (SPEC §7 inventory service): its routes as one plugin for app.ts, vertical flags
 * passed in, and what it provides to the areas that build on it (issue 27: they depend on this one, never
 * the reverse): its own actions and the vehicle detail for the routes SPEC shares with movements, and the
 * extension point of what an approval also does.
 */
export function inventoryModule(db: Db, deps: InventoryDeps, openSnapshot?: OpenReadSnapshot) {
  const updates = inventoryUpdateService(db, deps);
  const query = inventoryQueryService(db, deps, openSnapshot);
  const approvals = pendingActionEffects();

  const plugin: FastifyPluginAsyncZod = async (app) => {
    const satellites = inventorySatelliteService(db);
    await app.register(inventoryRoutes(query));
    await app.register(inventoryUpdateRoutes(updates, inventoryBatchService(updates, deps)));
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

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const inventorySeeding = { inventory: inventoryTables.inventory };
