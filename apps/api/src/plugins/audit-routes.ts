import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogQuery, auditLogResponse, countResponse } from '@b2c/contracts';
import type { Db } from './db/database.ts';
import { countAudit, readAudit } from './audit.ts';
import type { RouteAccess } from './route-permissions.ts';

/**
 * GET /api/audit-log/{pathName}/{id} and …/{id}/count for one entity (SPEC §7 "audit logs … their
 * counts"), scoped to the caller's vertical like every other read.
 */
export function registerAuditRoutes(
  app: FastifyInstance,
  db: Db,
  options: { pathName: string; entity: string; access: RouteAccess; tag: string },
): void {
  const scoped = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string().trim().min(1).max(60) });
  const base = `/api/audit-log/${options.pathName}/:id`;
  scoped.get(
    base,
    {
      config: { access: options.access },
      schema: { tags: [options.tag], params, querystring: auditLogQuery, response: { 200: auditLogResponse } },
    },
    async (request) => ({
      data: await readAudit(db, {
        vertical: request.caller.vertical,
        entity: options.entity,
        entityId: request.params.id,
        ...request.query,
      }),
    }),
  );
  scoped.get(
    `${base}/count`,
    { config: { access: options.access }, schema: { tags: [options.tag], params, response: { 200: countResponse } } },
    async (request) => ({
      data: {
        count: await countAudit(db, {
          vertical: request.caller.vertical,
          entity: options.entity,
          entityId: request.params.id,
        }),
      },
    }),
  );
}
