import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentParam,
  catalogueQuery,
  catalogueResponse,
  inventoryCountQuery,
  inventoryCountResponse,
  inventoryDetailResponse,
  inventoryListQuery,
  inventoryListResponse,
} from '@b2c/contracts';
import type { InventoryQueryService } from './inventory-query-service.ts';

const tags = ['inventory'];
const read = { access: 'inventoryMenu' } as const;

/** The grid, its count, the detail, and the catalogue's car details (SPEC §7 reads). */
export const inventoryRoutes =
  (service: InventoryQueryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/inventory',
      { config: read, schema: { tags, querystring: inventoryListQuery, response: { 200: inventoryListResponse } } },
      async (request) => ({
        data: await service.list(request.caller, request.query),
      }),
    );
    app.get(
      '/api/inventory/count',
      { config: read, schema: { tags, querystring: inventoryCountQuery, response: { 200: inventoryCountResponse } } },
      async (request) => ({ data: await service.count(request.caller, request.query) }),
    );
    app.get(
      '/api/inventory/v2/apt-:id',
      { config: read, schema: { tags, params: appointmentParam, response: { 200: inventoryDetailResponse } } },
      async (request) => ({ data: await service.detail(request.caller, request.params.id) }),
    );
    // SPEC §7 names the catalogue gateway's path as is; it serves the same vertical-scoped cars.
    app.get(
      '/detail/v1/cars',
      { config: read, schema: { tags, querystring: catalogueQuery, response: { 200: catalogueResponse } } },
      async (request) => ({
        data: await service.catalogue(request.caller, request.query.appIds),
      }),
    );
  };
