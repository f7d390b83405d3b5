import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../plugins/db/database.ts';
import { configRepository } from './config-repository.ts';
import { configService } from './config-service.ts';
import { configAdminService } from './config-admin-service.ts';
import { configRoutes } from './config-routes.ts';

/** UI rules, contact persons and /configs (feature matrix, vertical flags): one plugin for app.ts. */
export const configModule = (db: Db): FastifyPluginAsync => {
  const repo = configRepository(db);
  return configRoutes(configService(repo), configAdminService(db, repo));
};
