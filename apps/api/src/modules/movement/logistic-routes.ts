import type { FastifyPluginAsync } from 'fastify';
import { movementLogisticEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { asFile, CSV_TYPE } from '../../kits/file-reply.ts';
import type { LocusTeamLookup } from './movement-context.ts';
import type { LogisticService } from './logistic-service.ts';
import type { movementBatchService } from './movement-batch-service.ts';
import type { VendorNotificationService } from './vendor-notification-service.ts';

/** The logistics grid and what acts on many movements: list + count, export, bulk, Locus teams, vendor e-mail. */
export const logisticRoutes =
  (
    logistics: LogisticService,
    bulk: ReturnType<typeof movementBatchService>,
    notifications: VendorNotificationService,
    locusTeams: LocusTeamLookup,
  ): FastifyPluginAsync =>
  async (app) => {
    route(app, api.list, async (request) => ({
      data: await logistics.list(request.caller.vertical, request.query),
    }));
    route(app, api.count, async (request) => ({
      data: { count: await logistics.count(request.caller.vertical, request.query) },
    }));
    // A streamed CSV file rather than a `{data}` answer, so no response schema: registered here, but with
    // the method, path and access of its definition.
    app.route({
      method: api.export.method,
      url: api.export.path,
      config: { access: api.export.access },
      schema: { tags: api.export.tags },
      handler: async (request, reply) => {
        const { country, vehicleType } = request.caller.vertical;
        return asFile(reply, CSV_TYPE, `open-movements-${country}-${vehicleType}.csv`).send(
          logistics.openMovementCsv(request.caller.vertical),
        );
      },
    });
    route(app, api.locusTeams, async (request) => ({ data: await locusTeams.active(request.caller.vertical) }));
    route(app, api.internalBatch, async (request) => ({
      data: await bulk.internalMovements(request.caller, request.body, request.log),
    }));
    route(app, api.vendorBatch, async (request) => ({
      data: await bulk.vendors(request.caller, request.body, request.log),
    }));
    route(app, api.notifyVendor, async (request) => ({
      data: await notifications.vendorAssigned(request.caller, request.query.appointmentId),
    }));
    route(app, api.outbox, async (request) => ({
      data: await notifications.outbox(request.caller, request.query.appointmentId),
    }));
  };
