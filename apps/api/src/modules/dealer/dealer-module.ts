import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEALER_MESSAGES } from '@b2c/domain';
import { dealerEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { forbidden } from '../../kits/http-errors.ts';
import type { DealerDeps } from './dealer-deps.ts';
import { dealerService, DEALER_ENTITY } from './dealer-service.ts';
import { dealerStockService } from './dealer-stock-service.ts';
import { dealerAllocationService } from './dealer-allocation-service.ts';
import { dealerRoutes } from './dealer-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MasterdataPorts } from '../masterdata/masterdata-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import * as dealerTables from './dealer-tables.ts';

const port = portsFrom<
  PlatformPorts & ConfigPorts & InventoryPorts & LocationPorts & MasterdataPorts & MovementPorts
>();

export const dealerFace = defineModule({
  area: 'dealer',
  routes: port(
    ['db', 'flags', 'locations', 'cities', 'inventoryStock', 'inventoryCar', 'movements'],
    ({ db, flags, locations, cities, inventoryStock, inventoryCar, movements }) =>
      dealerModule(db, {
        flags,
        locations,
        cities,
        stock: inventoryStock,
        findCar: inventoryCar.find,
        movements,
      }),
  ),
});

/**
 * The big dealer network (issue 16): one plugin for app.ts; flags, locations, cities, the cars at
 * locations and the movement area's transfer are passed in. SPEC §6: the network needs bigDealerActive
 * plus bigDealerMenu — the routes declare the permission, this hook refuses every route of the area
 * where the vertical's flag is off.
 */
export const dealerModule =
  (db: Db, deps: DealerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // After authentication and the route's permission (onRequest), before the handler.
    app.addHook('preHandler', async (request) => {
      const v = request.caller.vertical;
      if (!(await deps.flags(v)).bigDealerActive) throw forbidden(DEALER_MESSAGES.notEnabled(v));
    });
    const dealers = dealerService(db, deps);
    await app.register(dealerRoutes(dealers, dealerStockService(db, deps), dealerAllocationService(deps, dealers)));
    registerAuditRoutes(app, db, { endpoints: dealerEndpoints.audit, entity: DEALER_ENTITY });
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const dealerSeeding = { dealers: dealerTables.dealers };
