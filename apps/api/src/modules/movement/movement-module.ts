import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOVEMENT_ACTIONS, isOneOf } from '@b2c/domain';
import { auditLogEndpoints, movementActionBody, stockInBody, type CreatePickupRequestBody } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Jobs } from '../../kits/jobs.ts';
import type { Mailer } from '../../plugins/mail/mailer.ts';
import type { Caller } from '../../plugins/auth.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { forbidden, parseOrThrow } from '../../kits/http-errors.ts';
import { movementContext, toResult, type MovementDeps } from './movement-context.ts';
import { movementActionService } from './movement-action-service.ts';
import { pickupRequestService } from './pickup-request-service.ts';
import { movementBatchService } from './movement-batch-service.ts';
import { stockInService } from './stock-in-service.ts';
import { NOT_PLANNED_YET } from './next-hop-leg.ts';
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
    await app.register(logisticRoutes(logistics, movementBatchService(pickups), notifications, deps.locusTeams));
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
    /**
     * Issue 28: an approved missing-car report marks the car lost by the table's MARK_LOST, in the
     * decision's transaction (the approval and the loss commit together).
     */
    markLost: async (tx: Executor, caller: Caller, appointmentId: string, remarks: string) => {
      await actions.act(caller, { appointmentId }, 'MARK_LOST', { remarks }, { tx, onward: NOT_PLANNED_YET });
    },
    /**
     * Issue 28: the yard audit's fix for a car found where the system does not hold it — the stock-in
     * scan's own service and rules (STOCK_IN permission, the table, audit, Idempotency-Key), with the
     * audit's record of the fix written in the same transaction.
     */
    stockInHere: (
      caller: Caller,
      appointmentId: string,
      locationCode: string,
      extra: { comment: string; idempotencyKey: string; alongside: (tx: Executor) => Promise<void> },
    ) => stockIn.stockIn(caller, { by: 'apt', value: appointmentId, locationCode, ...extra }),
    /**
     * Issue 16: the big dealer network allocates a car to a dealer as an internal stock-transfer pickup
     * request, through the same rules (transition table, slot, versions, audit) as the logistics screen.
     */
    transfer: async (
      caller: Caller,
      appointmentId: string,
      to: { toLocationCode: string; date: string; slot: string; version?: number | undefined; remarks?: string },
    ) =>
      toResult(
        await pickups.create(
          caller,
          { appointmentId },
          {
            movementType: 'STOCK_TRANSFER',
            requestType: 'INTERNAL',
            // From a hub to a dealer, no customer's home: a home pick-up would need the customer's address.
            pickupOption: 'DROP_AT_HUB',
            toLocationCode: to.toLocationCode,
            requestedPickupDate: to.date,
            slot: to.slot,
            version: to.version,
            ...(to.remarks ? { remarks: to.remarks } : {}),
          },
        ),
      ),
    /** The pickup slots still bookable at a car's location on a day (the allocation takes the first). */
    pickupSlots: (caller: Caller, locationCode: string, date: string) =>
      deps.slots.offered(caller.vertical, { date, locationCode, slotType: 'PICKUP' }),
    /**
     * Issue 16, scheduled logistics: raises a pickup request as `caller`; `alongside` writes the schedule's
     * exactly-once record in the request's own transaction (it throws to roll the request back).
     */
    raisePickup: async (
      caller: Caller,
      appointmentId: string,
      body: Omit<CreatePickupRequestBody, 'version'>,
      alongside: (tx: Executor, movementId: number) => Promise<void>,
    ): Promise<{ movementId: number }> => {
      const { movement } = await pickups.create(caller, { appointmentId }, body, alongside);
      return { movementId: movement!.id };
    },
  };

  return { plugin, hooks };
}
export type MovementHooks = ReturnType<typeof movementArea>['hooks'];
