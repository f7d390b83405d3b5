import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { geoService } from './geo-service.ts';
import { geoRoutes } from './masterdata-routes.ts';
import { zoneService, ZONE_ENTITY, type LocationLookup } from './zone-service.ts';
import { zoneRoutes } from './zone-routes.ts';
import { intercityRouteService, ROUTE_ENTITY } from './intercity-route-service.ts';
import { intercityRouteRoutes } from './intercity-route-routes.ts';
import { pincodeService, PINCODE_ENTITY } from './pincode-service.ts';
import { pincodeRoutes } from './pincode-routes.ts';
import { locusTeamService, LOCUS_TEAM_ENTITY } from './locus-team-service.ts';
import { locusTeamRoutes } from './locus-team-routes.ts';

/** The master data area (SPEC §7): one plugin for app.ts; zones get the location lookup passed in. */
export const masterdataModule =
  (db: Db, deps: { locations: LocationLookup }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(geoRoutes(geoService(db)));
    await app.register(zoneRoutes(zoneService(db, deps)));
    await app.register(intercityRouteRoutes(intercityRouteService(db)));
    await app.register(pincodeRoutes(pincodeService(db)));
    await app.register(locusTeamRoutes(locusTeamService(db)));
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.zone, entity: ZONE_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.intercityRoute, entity: ROUTE_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.pincode, entity: PINCODE_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.locusTeam, entity: LOCUS_TEAM_ENTITY });
  };
