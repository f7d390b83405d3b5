import type { FastifyInstance } from 'fastify';
import type { AuditEndpoints } from '@b2c/contracts';
import type { Db } from './db/database.ts';
import { countAudit, readAudit } from '../kits/audit.ts';
import { route } from './endpoint-routes.ts';

/**
 * Serves one entity's trail (SPEC §7 "audit logs … their counts"), as defined in `auditLogEndpoints` of
 * `@b2c/contracts`: the paged list and its count, scoped to the caller's vertical like every other read.
 * `entity` is the audit table's name for it, which the path does not always spell (`route` → intercity-route).
 * @example registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.driver, entity: DRIVER_ENTITY });
 */
export function registerAuditRoutes(
  app: FastifyInstance,
  db: Db,
  { endpoints, entity }: { endpoints: AuditEndpoints; entity: string },
): void {
  route(app, endpoints.list, async (request) => ({
    data: await readAudit(db, {
      vertical: request.caller.vertical,
      entity,
      entityId: request.params.id,
      ...request.query,
    }),
  }));
  route(app, endpoints.count, async (request) => ({
    data: { count: await countAudit(db, { vertical: request.caller.vertical, entity, entityId: request.params.id }) },
  }));
}
