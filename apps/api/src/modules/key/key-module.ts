import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db/database.ts';
import { forbidden } from '../../kits/http-errors.ts';
import type { KeyDeps } from './key-custody-service.ts';
import { keyService } from './key-service.ts';
import { keyRequestService } from './key-request-service.ts';
import { keyRoutes } from './key-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import * as keyTables from './key-tables.ts';
import { keyRepository } from './key-repository.ts';

export interface KeyPorts {
  /** The start page's counts: requests per state and keys out, overdue before the given instant (issue 29). */
  keyDashboard: { status: ReturnType<typeof keyRepository>['status'] };
}

const port = portsFrom<PlatformPorts & ConfigPorts & InventoryPorts & LocationPorts & KeyPorts>();

export const keyFace = defineModule<KeyPorts>({
  area: 'key',
  provides: {
    keyDashboard: port(['db'], ({ db }) => ({
      status: (v, overdueBefore) => keyRepository(db).status(v, overdueBefore),
    })),
  },
  routes: port(['db', 'flags', 'inventoryCar', 'locations'], ({ db, flags, inventoryCar, locations }) =>
    keyModule(db, { flags, findCar: inventoryCar.find, locations }),
  ),
});

/**
 * Key management (issue 14): one plugin for app.ts; vertical flags, the car lookup and locations are
 * passed in. Every route of the area answers only where the vertical's key-management flag is on.
 */
export const keyModule =
  (db: Db, deps: KeyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // After authentication (onRequest), before the handler: the flag is per vertical, not per route.
    app.addHook('preHandler', async (request) => {
      const v = request.caller.vertical;
      if (!(await deps.flags(v)).keyManagement)
        throw forbidden(`Key management is not enabled for ${v.country} ${v.vehicleType}.`);
    });
    await app.register(keyRoutes(keyService(db, deps), keyRequestService(db, deps)));
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const keySeeding = { keyRequests: keyTables.keyRequests, carKeys: keyTables.carKeys };
