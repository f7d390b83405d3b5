import type { FastifyPluginAsync } from 'fastify';
import { inventoryEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { asFile, CSV_TYPE } from '../../kits/file-reply.ts';
import type { InventoryQueryService } from './inventory-query-service.ts';

/**
 * The grid, its count, its CSV export (issue 30) and the catalogue's car details (SPEC §7 reads). The vehicle detail
 * (`GET /api/inventory/v2/apt-{id}`) carries the open movement, so the movement area serves it from
 * `service.detail` (issue 27: it builds on this area, never the reverse).
 */
export const inventoryRoutes =
  (service: InventoryQueryService): FastifyPluginAsync =>
  async (app) => {
    // The page arrives as JSON text written by PostgreSQL; it is sent as it is (a string skips the serializer).
    route(app, api.list, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await service.listJson(request.caller, request.query)),
    );
    route(app, api.count, async (request) => ({ data: await service.count(request.caller, request.query) }));
    // A streamed file, not `{data}`: the query is checked by the contract like the grid's; the answer is the CSV.
    route(app, api.export, async (request, reply) => {
      const { country, vehicleType } = request.caller.vertical;
      const file = await service.exportCsv(request.caller, request.query);
      return asFile(reply, CSV_TYPE, `inventory-${country}-${vehicleType}.csv`).send(file);
    });
    route(app, api.catalogue, async (request) => ({
      data: await service.catalogue(request.caller, request.query.appIds),
    }));
  };
