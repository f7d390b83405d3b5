import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cleaningEndpoints } from '@b2c/contracts';
import { isFeatureEnabled, type Feature, type FeatureMatrix } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { forbidden } from '../../kits/http-errors.ts';
import { CLEANING_ENTITY, type CleaningDeps } from './cleaning-mapping.ts';
import { cleaningService } from './cleaning-service.ts';
import { cleaningStepService } from './cleaning-step-service.ts';
import { cleaningRoutes } from './cleaning-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { DriverPorts } from '../driver/driver-module.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import * as cleaningTables from './cleaning-tables.ts';
import { cleaningDashboard, type CleaningDashboard } from './cleaning-dashboard.ts';

export interface CleaningPorts {
  /** The start page's QA pass rate (issue 29). */
  cleaningDashboard: CleaningDashboard;
}

const port = portsFrom<PlatformPorts & ConfigPorts & DriverPorts & InventoryPorts & LocationPorts & CleaningPorts>();

export const cleaningFace = defineModule<CleaningPorts>({
  area: 'cleaning',
  provides: { cleaningDashboard: port(['db'], ({ db }) => cleaningDashboard(db)) },
  routes: port(
    ['db', 'storage', 'featureMatrix', 'inventoryCar', 'locations', 'cleaners'],
    ({ db, storage, featureMatrix, inventoryCar, locations, cleaners }) =>
      cleaningModule(db, {
        storage,
        featureMatrix,
        findCar: inventoryCar.find,
        locations,
        cleaners,
      }),
  ),
});

const FEATURE_NAMES: Partial<Record<Feature, string>> = {
  carCleaningQa: 'Car cleaning QA',
  carCleaningHistory: 'Car cleaning history',
};

/**
 * SPEC §6: the car-cleaning screens have their own flags. The history list needs the history feature,
 * a task's detail and trail either one, everything else (the QA list and every change) the QA feature.
 */
export const featuresOfRoute = (url: string | undefined): Feature[] => {
  if (url?.includes('/listing/CLEANING_HISTORY')) return ['carCleaningHistory'];
  if (url?.includes('/audit-log/') || /\/task\/:id$/.test(url ?? '')) return ['carCleaningQa', 'carCleaningHistory'];
  return ['carCleaningQa'];
};

/** Car cleaning (issue 17): one plugin for app.ts; storage, cars, locations and cleaners are passed in. */
export const cleaningModule =
  (db: Db, deps: CleaningDeps & { featureMatrix: () => Promise<FeatureMatrix> }): FastifyPluginAsyncZod =>
  async (app) => {
    // After authentication, before validation: a vertical without the feature learns nothing of the body.
    app.addHook('onRequest', async (request) => {
      const v = request.caller.vertical;
      const features = featuresOfRoute(request.routeOptions.url);
      const matrix = await deps.featureMatrix();
      if (!features.some((f) => isFeatureEnabled(matrix, f, v)))
        throw forbidden(`${FEATURE_NAMES[features[0]!]} is not enabled for ${v.country} ${v.vehicleType}.`);
    });
    await app.register(cleaningRoutes(cleaningService(db, deps), cleaningStepService(db, deps)));
    registerAuditRoutes(app, db, {
      endpoints: { list: cleaningEndpoints.auditTrail, count: cleaningEndpoints.auditTrailCount },
      entity: CLEANING_ENTITY,
    });
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const cleaningSeeding = {
  cleaningTasks: cleaningTables.cleaningTasks,
  cleaningTaskEvents: cleaningTables.cleaningTaskEvents,
};
