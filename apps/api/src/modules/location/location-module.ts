import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { ObjectStorage } from '../../plugins/storage.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { locationService, LOCATION_ENTITY, type CityLookup } from './location-service.ts';
import { locationMediaService } from './location-media-service.ts';
import { locationRoutes } from './location-routes.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { MasterdataPorts } from '../masterdata/masterdata-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import { locationDirectory, type LocationDirectory } from './location-service.ts';
import * as locationTables from './location-tables.ts';

export interface LocationPorts {
  /** The vertical's locations by code and type, for every area that names a location. */
  locations: LocationDirectory;
  /** The same, read inside a caller's transaction (bulk jobs). */
  locationsOn(db: Executor): LocationDirectory;
}

const port = portsFrom<PlatformPorts & MasterdataPorts & LocationPorts>();

export const locationFace = defineModule<LocationPorts>({
  area: 'location',
  provides: {
    locations: port(['db'], ({ db }) => locationDirectory(db)),
    locationsOn: port([], () => locationDirectory),
  },
  routes: port(['db', 'cities', 'storage'], ({ db, cities, storage }) => locationModule(db, { cities, storage })),
});

/** Store locations (SPEC §7 master data): one plugin for app.ts; cities and storage are passed in. */
export const locationModule =
  (db: Db, deps: { cities: CityLookup; storage: ObjectStorage }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(locationRoutes(locationService(db, deps), locationMediaService(db, deps.storage)));
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.storeLocation, entity: LOCATION_ENTITY });
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const locationSeeding = { storeLocations: locationTables.storeLocations };
