import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { driverService, DRIVER_ENTITY, type LocationLookup } from './driver-service.ts';
import { resourcePlanService, RESOURCE_PLAN_ENTITY } from './resource-plan-service.ts';
import { driverRoutes } from './driver-routes.ts';
import { resourcePlanDay, type StaffOnDuty } from './resource-plan-day.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import type { UsersPorts } from '../users/users-module.ts';
import { cleanerDirectory } from './cleaner-directory.ts';
import { driverBulkUpload } from './driver-bulk-upload.ts';
import * as driverTables from './driver-tables.ts';

export interface DriverPorts {
  /** The drivers who clean cars, for car cleaning's assignments. */
  cleaners: ReturnType<typeof cleanerDirectory>;
  /** Bulk upload of drivers, a batch of rows at a time. */
  driverBulk: ReturnType<typeof driverBulkUpload>;
}

const port = portsFrom<PlatformPorts & LocationPorts & UsersPorts & DriverPorts>();

export const driverFace = defineModule<DriverPorts>({
  area: 'driver',
  provides: {
    cleaners: port(['db'], ({ db }) => cleanerDirectory(db)),
    driverBulk: port(['locationsOn'], ({ locationsOn }) => driverBulkUpload({ locationsOn })),
  },
  routes: port(['db', 'locations', 'staff'], ({ db, locations, staff }) => driverModule(db, { locations, staff })),
});

/**
 * Drivers and the resource planner (SPEC §7): one plugin for app.ts; locations and the hub staff on duty
 * (the users area's roster) are passed in.
 */
export const driverModule =
  (db: Db, deps: { locations: LocationLookup; staff: StaffOnDuty }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(driverRoutes(driverService(db, deps), resourcePlanService(db), resourcePlanDay(db, deps)));
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.driver, entity: DRIVER_ENTITY });
    // Audited under the driver's id: a driver has one plan.
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.resourcePlanner, entity: RESOURCE_PLAN_ENTITY });
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const driverSeeding = { drivers: driverTables.drivers, resourcePlans: driverTables.resourcePlans };
