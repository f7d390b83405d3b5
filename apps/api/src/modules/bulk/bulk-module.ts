import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Jobs } from '../../kits/jobs.ts';
import type { ObjectStorage } from '../../plugins/storage.ts';
import { bulkService } from './bulk-service.ts';
import { bulkApplyRunner, startBulkWorker } from './bulk-apply-job.ts';
import { bulkRoutes } from './bulk-routes.ts';
import { resendQueuedApplies } from './bulk-recovery.ts';
import { watchStalledRequests } from './bulk-takeover.ts';
import { SERVER_ROW_BATCH, SINGLE_SESSION_ROW_BATCH } from './bulk-repository.ts';
import type { BulkInventory } from './bulk-types.ts';
import type { BulkBatchTypes } from './bulk-batch-types.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { DriverPorts } from '../driver/driver-module.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { MasterdataPorts } from '../masterdata/masterdata-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import type { PreferencePorts } from '../preference/preference-module.ts';
import type { UsersPorts } from '../users/users-module.ts';

const port = portsFrom<
  PlatformPorts & DriverPorts & InventoryPorts & MasterdataPorts & MovementPorts & PreferencePorts & UsersPorts
>();

export const bulkFace = defineModule({
  area: 'bulk',
  routes: port(
    [
      'db',
      'database',
      'inventoryBulkEdits',
      'pincodeBulk',
      'pickupBulk',
      'driverBulk',
      'dndBulk',
      'storage',
      'jobs',
      'permissions',
    ],
    (p) =>
      bulkModule(p.db, {
        // Bulk upload v2 applies each inventory row through the inventory's single-edit service.
        inventory: p.inventoryBulkEdits,
        // The other types go through their own area's service, a batch of rows at a time.
        others: {
          PINCODE: {
            keyColumn: 'pincode',
            check: p.pincodeBulk.check,
            apply: p.pincodeBulk.upsert,
            revert: p.pincodeBulk.revert,
          },
          PICKUP_REQUEST: p.pickupBulk,
          DRIVER: p.driverBulk,
          DND: p.dndBulk,
        },
        storage: p.storage,
        jobs: p.jobs,
        permissionsOf: p.permissions.get,
        singleSession: Boolean(p.database.embedded),
      }),
  ),
});

export interface BulkModuleDeps {
  /** The inventory area's single-edit update service and car lookup (app.ts passes them in). */
  inventory: BulkInventory;
  /** The other types' area services (pincodes …), checked and applied a batch at a time. */
  others: BulkBatchTypes;
  storage: ObjectStorage;
  jobs: Jobs;
  permissionsOf(groups: string[]): Promise<ReadonlySet<Permission>>;
  /** The embedded database: one session serves everyone, so the job's batch transactions are shorter. */
  singleSession: boolean;
}

/** Bulk upload v2 (issue 15): routes, and the durable worker that applies confirmed uploads. */
export const bulkModule =
  (db: Db, deps: BulkModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const batchRows = deps.singleSession ? SINGLE_SESSION_ROW_BATCH : SERVER_ROW_BATCH;
    const runner = bulkApplyRunner(db, { ...deps, batchRows, log: app.log });
    const wakeWorker = await startBulkWorker(deps.jobs, runner);
    // A request confirmed just before a crash, its job never sent: sent now (bulk-recovery.ts).
    const resent = await resendQueuedApplies(db, deps.jobs);
    if (resent.length > 0) app.log.info({ requests: resent }, 'bulk uploads queued again after a restart');
    // A request whose process died mid-way is taken up here within a minute (bulk-takeover.ts).
    const watch = watchStalledRequests(db, (job) => runner.run(job), app.log);
    // On close, before the job workers are awaited: every run stops after its current row or batch.
    app.addHook('preClose', async () => runner.stop());
    app.addHook('onClose', async () => watch.stop());
    await app.register(bulkRoutes(bulkService(db, { ...deps, wakeWorker })));
  };
