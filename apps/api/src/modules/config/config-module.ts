import type { FastifyPluginAsync } from 'fastify';
import { verticalKey, type FeatureMatrix, type Vertical, type VerticalFlags } from '@b2c/domain';

import type { Db } from '../../plugins/db/database.ts';
import { configRepository } from './config-repository.ts';
import { configService } from './config-service.ts';
import { configAdminService } from './config-admin-service.ts';
import { configRoutes } from './config-routes.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { expiringCache, type ExpiringCache } from '../../kits/expiring-cache.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import * as configTables from './config-tables.ts';

export interface ConfigPorts {
  /** The vertical flags as read on every request, kept 5 s and dropped in every process on a change. */
  flagsCache: ExpiringCache<Vertical, VerticalFlags>;
  flags(v: Vertical): Promise<VerticalFlags>;
  featureMatrix(): Promise<FeatureMatrix>;
  /** The matrix read inside a caller's transaction (a bulk job's batch on the single embedded session). */
  featureMatrixOn(db: Executor): Promise<FeatureMatrix>;
}

const port = portsFrom<PlatformPorts & ConfigPorts>();

export const configFace = defineModule<ConfigPorts>({
  area: 'config',
  provides: {
    flagsCache: port(['db'], ({ db }) =>
      expiringCache(async (v: Vertical): Promise<VerticalFlags> => Object.freeze(await configRepository(db).flags(v)), {
        ttlMs: 5_000,
        keyOf: verticalKey,
      }),
    ),
    flags: port(['flagsCache'], ({ flagsCache }) => flagsCache.get),
    featureMatrix: port(
      ['db'],
      ({ db }) =>
        () =>
          configRepository(db).featureMatrix(),
    ),
    featureMatrixOn: port([], () => (db: Executor) => configRepository(db).featureMatrix()),
  },
  routes: port(['db', 'flagsCache'], ({ db, flagsCache }) => configModule(db, flagsCache)),
});

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
export const configSeeding = {
  featureMatrix: configTables.featureMatrix,
  verticalFlags: configTables.verticalFlags,
  contactPersons: configTables.contactPersons,
};
