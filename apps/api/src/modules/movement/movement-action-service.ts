import {
  MESSAGES,
  isOpenPhase,
  legalMovementEvents,
  movementAllowedActions,
  movementStatusOf,
  type MovementAction,
  type MovementState,
} from '@b2c/domain';
import type { MovementActionBody, MovementView } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, diff, writeAudit } from '../../kits/audit.ts';
import { nextVersionStamp } from '../../kits/audited-update.ts';
import { forbidden, notFound } from '../../kits/http-errors.ts';
import { movementRepository } from './movement-repository.ts';
import type { CarKey, CarRow } from './movement-cars.ts';
import { MOVEMENT_ENTITY, applyEvent, stateOf, stateRefusal } from './movement-transition-service.ts';
import { keyLabel, type Changed, type MovementContext } from './movement-context.ts';
import { toMovement, toMovementInventory } from './movement-mapping.ts';
import { openOnwardLeg, planOnwardLeg, type OnwardLegChoice } from './next-hop-leg.ts';

/** SPEC §8's toast per action; the actions SPEC gives none for answer with ours. */
export const ACTION_MESSAGES: Record<MovementAction, string> = {
  TRIP_START: MESSAGES.tripStarted,
  TRIP_END: MESSAGES.tripEnded,
  STOCK_IN: MESSAGES.inventoryStockedIn,
  STOCK_OUT: MESSAGES.inventoryStockedOut,
  STOCK_TRANSFER: 'Inventory transferred successfully',
  RETURN: MESSAGES.inventoryReturned,
  DRIVER_REQUEST_CANCEL: 'Driver request cancelled successfully',
  MARK_RECEIVED: 'Inventory marked as received',
  READY_TO_BE_PICKED: 'Inventory marked ready to be picked',
  MARK_DISPATCHED: 'Inventory marked as dispatched',
  MARK_LOST: 'Inventory marked as lost',
  MARK_PENDING_FOR_DOCUMENTS: 'Inventory marked as pending for documents',
};

/**
 * The panel's movement buttons: the table's legal events the caller may run and the car's own state
 * allows (issue 19: stock-in needs STOCK_IN; a cancelled car is not stocked in).
 */
const offeredEvents = (caller: Caller, car: CarRow, state: MovementState) =>
  caller.permissions.has('logisticMenu')
    ? legalMovementEvents(state).filter(
        (e) => (e !== 'STOCK_IN' || caller.permissions.has('STOCK_IN')) && stateRefusal(e, car) === null,
      )
    : [];

/** The movement actions (PUT …/movement?action=…, POST /api/inventory/{id}?action=…), the refresh and the view. */
export function movementActionService(db: Db, ctx: MovementContext) {
  return {
    async act(
      caller: Caller,
      key: CarKey,
      action: MovementAction,
      body: Partial<MovementActionBody> & { comment?: string | undefined },
      inCallersTx?: { tx: Executor; onward: OnwardLegChoice },
    ): Promise<Changed> {
      // Issue 19 item 6: stock-in has its own permission on every path (scan, inventory id, movement).
      if (action === 'STOCK_IN' && !caller.permissions.has('STOCK_IN'))
        throw forbidden('You need the STOCK_IN permission for this action.');
      // Inside a caller's transaction (the scan) the caller has checked the location and planned the
      // onward leg already: both read other areas on the pool, which must happen before the transaction.
      if (body.locationCode && !inCallersTx)
        await ctx.requireActiveLocation(caller.vertical, body.locationCode, 'body.locationCode');
      const onward = inCallersTx
        ? inCallersTx.onward
        : await planOnwardLeg(ctx, caller, key, action, body.locationCode);
      return ctx.withLocked(
        caller,
        key,
        body.version,
        async (t, car, open) => {
          const outcome = await applyEvent(t, ctx.cars, caller, car, open, action, {
            locationCode: body.locationCode,
            remarks: body.remarks,
            comment: body.comment,
          });
          // A receipt at a next hop opens the onward leg; the answer shows that open leg, with the receipt's message.
          const after = (await openOnwardLeg(t, ctx.cars, caller, open, outcome, onward)) ?? outcome;
          return { car: after.car, movement: after.movement, message: ACTION_MESSAGES[action] };
        },
        inCallersTx?.tx,
      );
    },

    /**
     * PUT …/movement/refresh: re-derives what the movement's phase implies (its per-country status, the
     * car's movementActive flag), repairing rows an import or an old bug left out of step. Audited only
     * when it changed something; the versions move only then.
     */
    async refresh(caller: Caller, key: CarKey, version: number): Promise<Changed> {
      return ctx.withLocked(caller, key, version, async (t, car, maybeOpen) => {
        const open = ctx.requireOpen(car, maybeOpen, 'refresh');
        const repo = movementRepository(t);
        const status = movementStatusOf(
          caller.vertical.country,
          open.phase,
          Boolean(open.driverName || open.driverMobile || open.driverEmail),
        );
        const active = isOpenPhase(open.phase);
        if (status === open.status && active === car.movementActive)
          return { car, movement: open, message: 'Movement is up to date' };
        const now = new Date();
        const movement = await repo.update(caller.vertical, open.id, {
          status,
          complete: !active,
          ...nextVersionStamp(open, caller, now),
        });
        const updated = await ctx.cars.setLocation(t, caller.vertical, car.id, {
          movementActive: active,
          ...nextVersionStamp(car, caller, now),
        });
        await writeAudit(t, {
          vertical: caller.vertical,
          entity: MOVEMENT_ENTITY,
          entityId: car.appointmentId,
          action: 'REFRESH',
          actor: actorOf(caller),
          changes: [
            ...diff({ status: open.status }, { status }),
            ...diff({ movementActive: car.movementActive }, { movementActive: active }),
          ],
        });
        return { car: updated, movement, message: 'Movement refreshed' };
      });
    },

    /** GET /api/inventory/{id}/movement. */
    async view(caller: Caller, key: CarKey): Promise<MovementView> {
      const repo = movementRepository(db);
      const car = await ctx.cars.find(db, caller.vertical, key);
      if (!car) throw notFound(keyLabel(key));
      const [open, history] = await Promise.all([
        repo.openOf(caller.vertical, car.id),
        repo.historyOf(caller.vertical, car.id),
      ]);
      const state = stateOf(caller, car, open);
      return {
        movement: open ? toMovement(open) : null,
        history: history.map(toMovement),
        inventory: toMovementInventory(car),
        allowedActions: movementAllowedActions(state, caller.permissions),
        legalActions: offeredEvents(caller, car, state),
      };
    },

    /** For the inventory detail (SPEC §3 `inventoryMovement`, `allowedActions`): the open movement and the table's verdict. */
    async forDetail(caller: Caller, car: CarRow) {
      const open = await movementRepository(db).openOf(caller.vertical, car.id);
      return {
        inventoryMovement: open ? toMovement(open) : null,
        allowedActions: movementAllowedActions(stateOf(caller, car, open), caller.permissions),
      };
    },
  };
}
export type MovementActionService = ReturnType<typeof movementActionService>;
