import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogEndpoints, type CreatePickupRequestBody } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Jobs } from '../../kits/jobs.ts';
import type { Mailer } from '../../plugins/mail/mailer.ts';
import type { Caller } from '../../plugins/auth.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { movementContext, toResult, type MovementDeps } from './movement-context.ts';
import { movementActionService } from './movement-action-service.ts';
import { pickupRequestService } from './pickup-request-service.ts';
import { movementBatchService } from './movement-batch-service.ts';
import { stockInService } from './stock-in-service.ts';
import { NOT_PLANNED_YET } from './next-hop-leg.ts';
import { scheduleIdempotencyPurge } from './idempotency-purge.ts';
import { vendorNotificationService } from './vendor-notification-service.ts';
import { MOVEMENT_ENTITY } from './movement-transition-service.ts';
import { movementRoutes } from './movement-routes.ts';
import { logisticService } from './logistic-service.ts';
import { logisticRoutes } from './logistic-routes.ts';
import { stockInRoutes } from './stock-in-routes.ts';
import { movementInventoryRoutes } from './movement-inventory-routes.ts';
import type { MovementInventoryPorts } from './movement-inventory-ports.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MasterdataPorts } from '../masterdata/masterdata-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import type { SlotPorts } from '../slot/slot-module.ts';
import { slotBookings } from './slot-bookings.ts';
import { movementDashboard, type MovementDashboard } from './movement-dashboard.ts';
import { pickupBulkUpload } from './pickup-bulk-upload.ts';
import * as movementTables from './movement-tables.ts';
import * as pickupRequests from './pickup-request-service.ts';

export interface MovementPorts {
  /** The movement area: its routes and what other areas ask of it (`movements`). */
  movement: ReturnType<typeof movementArea>;
  /** Stock transfers, pickups raised on a schedule, a car marked lost or stocked in by another area. */
  movements: MovementHooks;
  /** The pickups booked per slot, which the slot area counts against capacity. */
  slotBookings: ReturnType<typeof slotBookings>['between'];
  /** Bulk upload of pickup requests, a batch of rows at a time. */
  pickupBulk: ReturnType<typeof pickupBulkUpload>;
  /** The start page's open pick-ups per day and slot (issue 29). */
  movementDashboard: MovementDashboard;
}

const port = portsFrom<
  PlatformPorts & ConfigPorts & InventoryPorts & LocationPorts & MasterdataPorts & SlotPorts & MovementPorts
>();

export const movementFace = defineModule<MovementPorts>({
  area: 'movement',
  provides: {
    movement: port(
      [
        'db',
        'flags',
        'locations',
        'slots',
        'jobs',
        'mailer',
        'locusTeams',
        'inventoryCars',
        'inventoryActions',
        'inventoryDetail',
        'approvalEffects',
      ],
      ({ db, inventoryCars, ...deps }) => movementArea(db, { ...deps, cars: inventoryCars }),
    ),
    movements: port(['movement'], ({ movement }) => movement.hooks),
    slotBookings: port(['db'], ({ db }) => slotBookings(db).between),
    movementDashboard: port(['db'], ({ db }) => movementDashboard(db)),
    pickupBulk: port(['db', 'inventoryCars', 'locationsOn', 'movements'], (p) =>
      pickupBulkUpload(p.db, {
        cars: p.inventoryCars,
        locationsOn: p.locationsOn,
        raisePickup: p.movements.raisePickup,
      }),
    ),
  },
  routes: port(['movement'], ({ movement }) => movement.plugin),
});

/**
 * The movement area (issue 6): its routes as one plugin — with those SPEC places on the inventory's own
 * paths (the movement actions, the detail's movement) — and the hooks other areas call. Issue 27: it
 * builds on the inventory (`deps.inventory*`, its cars), which never calls this area.
 */
export function movementArea(db: Db, deps: MovementDeps & MovementInventoryPorts & { jobs: Jobs; mailer: Mailer }) {
  const ctx = movementContext(db, deps);
  const actions = movementActionService(db, ctx);
  const pickups = pickupRequestService(ctx);
  const stockIn = stockInService(db, ctx, actions);
  const notifications = vendorNotificationService(db, deps.cars, deps.jobs, deps.mailer);
  // Issue 28: an approved missing car report marks the car lost by the table's MARK_LOST, in the
  // decision's transaction (the approval and the loss commit together).
  deps.approvalEffects.on('MARK_MISSING', async (tx, caller, { appointmentId, remarks }) => {
    await actions.act(caller, { appointmentId }, 'MARK_LOST', { remarks }, { tx, onward: NOT_PLANNED_YET });
  });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    await notifications.start();
    await scheduleIdempotencyPurge(db, deps.jobs);
    await app.register(movementRoutes(actions, pickups));
    const logistics = logisticService(db, deps.cars);
    await app.register(logisticRoutes(logistics, movementBatchService(pickups), notifications, deps.locusTeams));
    await app.register(stockInRoutes(stockIn));
    await app.register(movementInventoryRoutes(actions, stockIn, deps));
    // The trail shows on the inventory detail too, so inventory staff read it as well.
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.inventoryMovement, entity: MOVEMENT_ENTITY });
  };

  const hooks = {
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

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const movementSeeding = {
  inventoryMovements: movementTables.inventoryMovements,
  slotColumns: pickupRequests.slotColumns,
};
