import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { yardAuditEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { asFile, CSV_TYPE } from '../../kits/file-reply.ts';
import type { YardAuditService } from './yard-audit-service.ts';
import type { YardAuditScanService } from './yard-audit-scan-service.ts';
import type { YardAuditFixService } from './yard-audit-fix-service.ts';
import { yardAuditCsv } from './yard-audit-export.ts';

/** Issue 28's routes: every one needs YARD_AUDIT (the contract says so) and works in the caller's vertical. */
export const yardAuditRoutes =
  (audits: YardAuditService, scans: YardAuditScanService, fixes: YardAuditFixService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.list, async (request) => ({ data: await audits.list(request.caller, request.query) }));
    route(app, api.count, async (request) => ({ data: { count: await audits.count(request.caller, request.query) } }));
    route(app, api.start, async (request, reply) =>
      reply.status(201).send({ data: await audits.start(request.caller, request.body) }),
    );
    route(app, api.get, async (request) => ({ data: await audits.get(request.caller, request.params.id) }));
    route(app, api.scan, async (request) => ({
      data: await scans.scan(request.caller, request.params.id, request.body),
    }));
    route(app, api.finish, async (request) => ({
      data: await audits.finish(request.caller, request.params.id, request.body.version),
    }));
    route(app, api.lists, async (request) => ({ data: await fixes.lists(request.caller, request.params.id) }));
    route(app, api.stockIn, async (request) => ({
      data: await fixes.stockIn(request.caller, request.params.id, request.params.appointmentId),
    }));
    route(app, api.markMissing, async (request, reply) => {
      const { row, created } = await fixes.markMissing(
        request.caller,
        request.params.id,
        request.params.appointmentId,
        request.body.reason,
      );
      return reply.status(created ? 201 : 200).send({ data: row });
    });
    // A file rather than a `{data}` answer, so no response schema: registered with the definition's
    // method, path, parameters and access.
    app.route({
      method: api.export.method,
      url: api.export.path,
      config: { access: api.export.access },
      schema: { tags: api.export.tags, params: api.export.params },
      handler: async (request, reply) => {
        const { id } = request.params as { id: number };
        const caller = request.caller;
        const [audit, lists] = await Promise.all([audits.get(caller, id), fixes.lists(caller, id)]);
        return asFile(reply, CSV_TYPE, `yard-audit-${id}-${audit.locationCode}.csv`).send(
          yardAuditCsv(audit, lists, caller.vertical.country),
        );
      },
    });
  };
