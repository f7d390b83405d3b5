import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOVEMENT_ACTIONS, isOneOf } from '@b2c/domain';
import { auditLogEndpoints, movementActionBody, stockInBody } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Mailer } from '../../plugins/mail/mailer.ts';
import type { Caller } from '../../plugins/auth.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { forbidden, parseOrThrow } from '../../plugins/http-errors.ts';
import { movementContext, toResult, type MovementDeps } from './movement-context.ts';
import { movementActionService } from './movement-action-service.ts';
import { pickupRequestService } from './pickup-request-service.ts';
import { movementBulkService } from './movement-bulk-service.ts';
import { stockInService } from './stock-in-service.ts';
import { scheduleIdempotencyPurge } from './idempotency-purge.ts';
import { vendorNotificationService } from './vendor-notification-service.ts';
import { MOVEMENT_ENTITY } from './movement-transition-service.ts';
import type { CarRow } from './movement-cars.ts';
import { movementRoutes } from './movement-routes.ts';
import { logisticService } from './logistic-service.ts';
import { logisticRoutes } from './logistic-routes.ts';
import { stockInRoutes } from './stock-in-routes.ts';

/**
 * The movement area (issue 6): its routes as one plugin, plus the hooks the inventory module calls for
 * the movement actions SPEC places on the inventory's own paths and for the detail's movement.
 */
export function movementArea(db: Db, deps: MovementDeps & { jobs: Jobs; mailer: Mailer }) {
  const ctx = movementContext(db, deps);
  const actions = movementActionService(db, ctx);
  const pickups = pickupRequestService(ctx);
  const stockIn = stockInService(db, ctx, actions);
  const notifications = vendorNotificationService(db, deps.cars, deps.jobs, deps.mailer);

  const plugin: FastifyPluginAsyncZod = async (app) => {
    await notifications.start();
    await scheduleIdempotencyPurge(db, deps.jobs);
    await app.register(movementRoutes(actions, pickups));
    const logistics = logisticService(db, deps.cars);
    await app.register(logisticRoutes(logistics, movementBulkService(pickups), notifications, deps.locusTeams));
    await app.register(stockInRoutes(stockIn));
    // The trail shows on the inventory detail too, so inventory staff read it as well.
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.inventoryMovement, entity: MOVEMENT_ENTITY });
  };

  const hooks = {
    /** POST /api/inventory/{id}?action=STOCK_IN|STOCK_OUT|RETURN|TRIP_START|TRIP_END. */
    async idAction(caller: Caller, id: number, action: string, body: unknown) {
      if (!isOneOf(MOVEMENT_ACTIONS, action)) throw new Error(`${action} is not a movement action`);
      // The inventory's route needs inventoryMenu; a movement action also needs what the movement routes need.
      if (!caller.permissions.has('logisticMenu'))
        throw forbidden('You need the logisticMenu permission for this action.');
      return toResult(await actions.act(caller, { id }, action, parseOrThrow(movementActionBody, body, 'body')));
    },
    /** POST /api/inventory/apt-{id}?action=STOCK_IN&comment=… with `{locationCode}`. */
    aptStockIn: (
      caller: Caller,
      appointmentId: string,
      body: unknown,
      comment: string | undefined,
      idempotencyKey: string | undefined,
    ) =>
      stockIn.stockIn(caller, {
        by: 'apt',
        value: appointmentId,
        locationCode: parseOrThrow(stockInBody, body, 'body').locationCode,
        comment,
        idempotencyKey,
      }),
    forDetail: (caller: Caller, car: CarRow) => actions.forDetail(caller, car),
  };

  return { plugin, hooks };
}
export type MovementHooks = ReturnType<typeof movementArea>['hooks'];
