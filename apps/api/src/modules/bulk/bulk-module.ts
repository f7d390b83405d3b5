import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { ObjectStorage } from '../../plugins/storage.ts';
import { bulkService } from './bulk-service.ts';
import { bulkApplyRunner, startBulkWorker } from './bulk-apply-job.ts';
import { bulkRoutes } from './bulk-routes.ts';
import type { BulkInventory } from './bulk-types.ts';

export interface BulkModuleDeps {
  /** The inventory area's single-edit update service and car lookup (app.ts passes them in). */
  inventory: BulkInventory;
  storage: ObjectStorage;
  jobs: Jobs;
  permissionsOf(groups: string[]): Promise<ReadonlySet<Permission>>;
}

/** Bulk upload v2 (issue 15): routes, and the durable worker that applies confirmed uploads. */
export const bulkModule =
  (db: Db, deps: BulkModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const runner = bulkApplyRunner(db, { ...deps, log: app.log });
    await startBulkWorker(deps.jobs, runner);
    await app.register(bulkRoutes(bulkService(db, deps)));
  };
