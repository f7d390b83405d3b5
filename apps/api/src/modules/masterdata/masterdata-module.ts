import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogEndpoints,
  masterdataIntercityRouteEndpoints,
  masterdataLocusTeamEndpoints,
  masterdataPincodeEndpoints,
} from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import { geoService } from './geo/geo-service.ts';
import { geoRoutes } from './geo/geo-routes.ts';
import { zoneService, ZONE_ENTITY, type LocationLookup } from './zone/zone-service.ts';
import { zoneRoutes } from './zone/zone-routes.ts';
import { intercityRouteService, ROUTE_ENTITY } from './intercity-route/intercity-route-service.ts';
import { pincodeService, PINCODE_ENTITY } from './pincode/pincode-service.ts';
import { locusTeamService, LOCUS_TEAM_ENTITY } from './locus-team/locus-team-service.ts';
import { placeService } from './place/place-service.ts';
import { placeRoutes } from './place/place-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import { cityDirectory } from './geo/geo-service.ts';
import { locusTeamDirectory } from './locus-team/locus-team-service.ts';
import { pincodeBulkService } from './pincode/pincode-bulk-service.ts';
import * as masterdataTables from './masterdata-tables.ts';

export interface MasterdataPorts {
  /** The vertical's cities (and the all-vertical ones), for the areas whose forms name a city. */
  cities: ReturnType<typeof cityDirectory>;
  locusTeams: ReturnType<typeof locusTeamDirectory>;
  /** Bulk upload of pincodes, a batch of rows at a time on the job's transaction. */
  pincodeBulk: ReturnType<typeof pincodeBulkService>;
}

const port = portsFrom<PlatformPorts & LocationPorts & MasterdataPorts>();

export const masterdataFace = defineModule<MasterdataPorts>({
  area: 'masterdata',
  provides: {
    cities: port(['db'], ({ db }) => cityDirectory(db)),
    locusTeams: port(['db'], ({ db }) => locusTeamDirectory(db)),
    pincodeBulk: port([], () => pincodeBulkService()),
  },
  routes: port(['db', 'locations'], ({ db, locations }) => masterdataModule(db, { locations })),
});

/** The master data area (SPEC §7): one plugin for app.ts; zones get the location lookup passed in. */
export const masterdataModule =
  (db: Db, deps: { locations: LocationLookup }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(geoRoutes(geoService(db)));
    await app.register(zoneRoutes(zoneService(db, deps)));
    await app.register(placeRoutes(placeService(db)));
    crudRoutes(app, masterdataIntercityRouteEndpoints, intercityRouteService(db));
    crudRoutes(app, masterdataPincodeEndpoints, pincodeService(db));
    crudRoutes(app, masterdataLocusTeamEndpoints, locusTeamService(db));
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.zone, entity: ZONE_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.intercityRoute, entity: ROUTE_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.pincode, entity: PINCODE_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.locusTeam, entity: LOCUS_TEAM_ENTITY });
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const masterdataSeeding = {
  states: masterdataTables.states,
  cities: masterdataTables.cities,
  regions: masterdataTables.regions,
  pincodes: masterdataTables.pincodes,
  zones: masterdataTables.zones,
  intercityRoutes: masterdataTables.intercityRoutes,
  makes: masterdataTables.makes,
  locusTeams: masterdataTables.locusTeams,
};
