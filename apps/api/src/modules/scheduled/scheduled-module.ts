import type { FastifyPluginAsync } from 'fastify';
import { scheduledEndpoints } from '@b2c/contracts';
import { isFeatureEnabled, scheduledTasksTitle, type FeatureMatrix } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Jobs } from '../../kits/jobs.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { forbidden } from '../../kits/http-errors.ts';
import { scheduledService, SCHEDULED_ENTITY, type ScheduledLookups } from './scheduled-service.ts';
import { scheduledRaiser, type PickupRaiser } from './scheduled-raiser.ts';
import { scheduledRoutes } from './scheduled-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import * as scheduledTables from './scheduled-tables.ts';

export interface ScheduledPorts {
  /** The scheduled-tasks area and its job's handler (tests drive it with a fake clock). */
  scheduled: ReturnType<typeof scheduledArea>;
}

const port = portsFrom<PlatformPorts & ConfigPorts & InventoryPorts & LocationPorts & MovementPorts & ScheduledPorts>();

export const scheduledFace = defineModule<ScheduledPorts>({
  area: 'scheduled',
  provides: {
    scheduled: port(
      ['db', 'featureMatrix', 'locations', 'inventoryCar', 'movements', 'jobs', 'log'],
      ({ db, featureMatrix, locations, inventoryCar, movements, jobs, log }) =>
        scheduledArea(db, {
          featureMatrix,
          locations,
          findCar: inventoryCar.find,
          movements,
          jobs,
          log,
        }),
    ),
  },
  routes: port(['scheduled'], ({ scheduled }) => scheduled.plugin),
});

export const SCHEDULED_RAISE_QUEUE = 'scheduled-movement-raise';
/** Every minute: pg-boss 10 checks its crons every 30 s and sends a minute's job once (singletonSeconds 60). */
const RAISE_CRON = '* * * * *';

export interface ScheduledDeps extends ScheduledLookups {
  featureMatrix(): Promise<FeatureMatrix>;
  /** The movement area's interface (app.ts passes `movements.hooks`). */
  movements: PickupRaiser;
  jobs: Jobs;
  log: { error(obj: object, msg: string): void };
}

/**
 * Scheduled logistics (SPEC §2 /scheduled-tasks): the routes, gated by the scheduledTasks feature of the
 * caller's vertical (SPEC §6), and the durable pg-boss schedule that raises due movements. `raiser` is the
 * job's handler, for app.ts to expose (tests drive it with a fake clock).
 */
export function scheduledArea(db: Db, deps: ScheduledDeps) {
  const raiser = scheduledRaiser(db, deps.movements, deps.log);
  const plugin: FastifyPluginAsync = async (app) => {
    // After sign-in (the caller is known) and before validation: a refused caller learns nothing of the body.
    app.addHook('onRequest', async (request) => {
      const v = request.caller.vertical;
      if (!isFeatureEnabled(await deps.featureMatrix(), 'scheduledTasks', v))
        throw forbidden(`${scheduledTasksTitle(v.country)} are not enabled for ${v.country} ${v.vehicleType}.`);
    });
    await app.register(scheduledRoutes(scheduledService(db, deps)));
    registerAuditRoutes(app, db, { endpoints: scheduledEndpoints.audit, entity: SCHEDULED_ENTITY });

    const { jobs } = deps;
    if (!(await jobs.getQueue(SCHEDULED_RAISE_QUEUE))) await jobs.createQueue(SCHEDULED_RAISE_QUEUE);
    // Stored in the database: one sweep a minute however many API processes run, and it survives restarts.
    await jobs.schedule(SCHEDULED_RAISE_QUEUE, RAISE_CRON);
    await jobs.work(SCHEDULED_RAISE_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
      await raiser.raiseDue(new Date());
    });
  };
  return { plugin, raiser };
}

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const scheduledSeeding = {
  scheduledMovements: scheduledTables.scheduledMovements,
  scheduledMovementRuns: scheduledTables.scheduledMovementRuns,
};
