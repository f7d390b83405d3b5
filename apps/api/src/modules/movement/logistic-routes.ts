import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countResponse,
  internalMovementBulkBody,
  locusTeamsResponse,
  logisticBulkBody,
  logisticFilters,
  logisticListQuery,
  logisticListResponse,
  movementBulkResponse,
  outboxListResponse,
  outboxQuery,
  vendorNotificationQuery,
  vendorNotificationResponse,
} from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { LocusTeamLookup } from './movement-context.ts';
import { movementRepository } from './movement-repository.ts';
import { toLogisticRow } from './movement-mapping.ts';
import { openMovementCsv } from './movement-export.ts';
import type { movementBulkService } from './movement-bulk-service.ts';
import type { VendorNotificationService } from './vendor-notification-service.ts';

const tags = ['logistic'];
const logistics = { access: 'logisticMenu' } as const;

/** The logistics grid and what acts on many movements: list + count, export, bulk, Locus teams, vendor e-mail. */
export const logisticRoutes =
  (
    db: Db,
    bulk: ReturnType<typeof movementBulkService>,
    notifications: VendorNotificationService,
    locusTeams: LocusTeamLookup,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/inventory/logistic',
      { config: logistics, schema: { tags, querystring: logisticListQuery, response: { 200: logisticListResponse } } },
      async (request) => ({
        data: (await movementRepository(db).grid(request.caller.vertical, request.query)).map(toLogisticRow),
      }),
    );
    app.get(
      '/api/inventory/logistic/count',
      { config: logistics, schema: { tags, querystring: logisticFilters, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await movementRepository(db).count(request.caller.vertical, request.query) },
      }),
    );
    app.get('/api/inventory/export/open-movement', { config: logistics, schema: { tags } }, async (request, reply) => {
      const { country, vehicleType } = request.caller.vertical;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="open-movements-${country}-${vehicleType}.csv"`)
        .send(openMovementCsv(db, request.caller.vertical));
    });
    app.get(
      '/api/inventory/logistic/locus/teams',
      { config: logistics, schema: { tags, response: { 200: locusTeamsResponse } } },
      async (request) => ({
        data: await locusTeams.active(request.caller.vertical),
      }),
    );
    app.post(
      '/api/inventory/internal-movement/bulk',
      { config: logistics, schema: { tags, body: internalMovementBulkBody, response: { 200: movementBulkResponse } } },
      async (request) => ({ data: await bulk.internalMovements(request.caller, request.body, request.log) }),
    );
    app.post(
      '/api/inventory/logistic/bulk',
      { config: logistics, schema: { tags, body: logisticBulkBody, response: { 200: movementBulkResponse } } },
      async (request) => ({
        data: await bulk.vendors(request.caller, request.body, request.log),
      }),
    );
    app.get(
      '/api/notification/VENDOR_ASSIGNED',
      {
        config: logistics,
        schema: { tags, querystring: vendorNotificationQuery, response: { 200: vendorNotificationResponse } },
      },
      async (request) => ({ data: await notifications.vendorAssigned(request.caller, request.query.appointmentId) }),
    );
    app.get(
      '/api/notification/outbox',
      { config: logistics, schema: { tags, querystring: outboxQuery, response: { 200: outboxListResponse } } },
      async (request) => ({
        data: await notifications.outbox(request.caller, request.query.appointmentId),
      }),
    );
  };
