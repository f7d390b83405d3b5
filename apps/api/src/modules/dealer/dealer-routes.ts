import type { FastifyPluginAsync } from 'fastify';
import { dealerEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import type { DealerService } from './dealer-service.ts';
import type { DealerStockService } from './dealer-stock-service.ts';
import type { DealerAllocationService } from './dealer-allocation-service.ts';

export const dealerRoutes =
  (dealers: DealerService, stock: DealerStockService, allocation: DealerAllocationService): FastifyPluginAsync =>
  async (app) => {
    crudRoutes(app, api, dealers);
    route(app, api.locations, async (request) => ({ data: await dealers.locations(request.caller) }));
    route(app, api.stock, async (request) => ({ data: await stock.list(request.caller, request.query) }));
    route(app, api.stockCount, async (request) => ({
      data: { count: await stock.count(request.caller, request.query) },
    }));
    route(app, api.allocate, async (request) => ({
      data: await allocation.allocate(request.caller, request.params.id, request.body, request.log),
    }));
  };
