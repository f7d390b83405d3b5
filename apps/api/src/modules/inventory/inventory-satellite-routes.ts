import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentParam,
  chassisQuery,
  chassisResponse,
  externalDeliveryResponse,
  holdingPeriodResponse,
  inspectionQuery,
  inspectionResponse,
  inventoryIdParam,
  orderListResponse,
  orderResponse,
  paymentStatusResponse,
} from '@b2c/contracts';
import type { InventorySatelliteService } from './inventory-satellite-service.ts';

const tags = ['inventory: details'];
const read = { access: 'inventoryMenu' } as const;

/** Read-only facts of the detail page (SPEC §7 inventory and inspection reads). */
export const inventorySatelliteRoutes =
  (service: InventorySatelliteService): FastifyPluginAsyncZod =>
  async (app) => {
    const inspection = {
      config: read,
      schema: { tags, params: appointmentParam, querystring: inspectionQuery, response: { 200: inspectionResponse } },
    };
    app.get('/api/inventory/apt-:id/inspectionDetails', inspection, async (request) => ({
      data: await service.inspection(request.caller, request.params.id, request.query.inspectionType),
    }));
    // SPEC §7 "Inspection, refurbishment": the inspection service's own reads, by appointment id.
    app.get('/api/inspection/:id', inspection, async (request) => ({
      data: await service.inspection(request.caller, request.params.id, request.query.inspectionType),
    }));
    app.get(
      '/api/refurbishment/inspection/:id',
      { config: read, schema: { tags, params: appointmentParam, response: { 200: inspectionResponse } } },
      async (request) => ({
        data: await service.inspection(request.caller, request.params.id, 'REFURBISHMENT'),
      }),
    );
    app.get(
      '/api/inventory/apt-:id/paymentStatus',
      { config: read, schema: { tags, params: appointmentParam, response: { 200: paymentStatusResponse } } },
      async (request) => ({
        data: await service.paymentStatus(request.caller, request.params.id),
      }),
    );
    app.get(
      '/api/inventory/apt-:id/bookedOrder',
      { config: read, schema: { tags, params: appointmentParam, response: { 200: orderResponse } } },
      async (request) => ({
        data: await service.bookedOrder(request.caller, request.params.id),
      }),
    );
    app.get(
      '/api/inventory/apt-:id/order',
      { config: read, schema: { tags, params: appointmentParam, response: { 200: orderListResponse } } },
      async (request) => ({
        data: await service.orders(request.caller, request.params.id),
      }),
    );
    app.get(
      '/api/v1/order/:id/latest',
      { config: read, schema: { tags, params: appointmentParam, response: { 200: orderResponse } } },
      async (request) => ({
        data: await service.latestOrder(request.caller, request.params.id),
      }),
    );
    app.get(
      '/api/inventory/:id/externalDeliveryAllowed',
      { config: read, schema: { tags, params: inventoryIdParam, response: { 200: externalDeliveryResponse } } },
      async (request) => ({ data: await service.externalDeliveryAllowed(request.caller, request.params.id) }),
    );
    app.get(
      '/api/inventory/v1/inventory/chassis',
      { config: read, schema: { tags, querystring: chassisQuery, response: { 200: chassisResponse } } },
      async (request) => ({
        data: await service.chassis(request.caller, request.query.appointmentId),
      }),
    );
    // SPEC §7 names "location holding period" without a path; this follows the detail reads' style.
    app.get(
      '/api/inventory/apt-:id/location-holding-period',
      { config: read, schema: { tags, params: appointmentParam, response: { 200: holdingPeriodResponse } } },
      async (request) => ({ data: await service.holdingPeriod(request.caller, request.params.id) }),
    );
  };
