import type { FastifyPluginAsync } from 'fastify';
import type { Vertical, VerticalFlags } from '@b2c/domain';
import type { ExpiringCache } from '../../kits/expiring-cache.ts';
import type { Db } from '../../plugins/db/database.ts';
import { configRepository } from './config-repository.ts';
import { configService } from './config-service.ts';
import { configAdminService } from './config-admin-service.ts';
import { configRoutes } from './config-routes.ts';

/**
 * UI rules, contact persons and /configs (feature matrix, vertical flags): one plugin for app.ts. `flags` is
 * the app's cached read of the vertical flags, which a save here clears.
 */
export const configModule = (db: Db, flags: ExpiringCache<Vertical, VerticalFlags>): FastifyPluginAsync => {
  const repo = configRepository(db);
  return configRoutes(configService(repo, flags.get), configAdminService(db, repo, flags.clear));
};

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
import * as configTables from './config-tables.ts';
export const configSeeding = {
  featureMatrix: configTables.featureMatrix,
  verticalFlags: configTables.verticalFlags,
  contactPersons: configTables.contactPersons,
};
