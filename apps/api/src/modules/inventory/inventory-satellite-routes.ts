import type { FastifyPluginAsync } from 'fastify';
import { inventoryFactEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { InventorySatelliteService } from './inventory-satellite-service.ts';

/** Read-only facts of the detail page (SPEC §7 inventory and inspection reads). */
export const inventorySatelliteRoutes =
  (service: InventorySatelliteService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.inspection, async (request) => ({
      data: await service.inspection(request.caller, request.params.id, request.query.inspectionType),
    }));
    route(app, api.inspectionById, async (request) => ({
      data: await service.inspection(request.caller, request.params.id, request.query.inspectionType),
    }));
    route(app, api.refurbishmentInspection, async (request) => ({
      data: await service.inspection(request.caller, request.params.id, 'REFURBISHMENT'),
    }));
    route(app, api.paymentStatus, async (request) => ({
      data: await service.paymentStatus(request.caller, request.params.id),
    }));
    route(app, api.bookedOrder, async (request) => ({
      data: await service.bookedOrder(request.caller, request.params.id),
    }));
    route(app, api.orders, async (request) => ({ data: await service.orders(request.caller, request.params.id) }));
    route(app, api.latestOrder, async (request) => ({
      data: await service.latestOrder(request.caller, request.params.id),
    }));
    route(app, api.externalDelivery, async (request) => ({
      data: await service.externalDeliveryAllowed(request.caller, request.params.id),
    }));
    route(app, api.chassis, async (request) => ({
      data: await service.chassis(request.caller, request.query.appointmentId),
    }));
    route(app, api.holdingPeriod, async (request) => ({
      data: await service.holdingPeriod(request.caller, request.params.id),
    }));
  };
