import {
  MESSAGES,
  TIME_ZONES,
  movementStatusOf,
  movementTypesFor,
  normalizeText,
  parseSlotCode,
  zonedTimeToInstant,
  type MovementType,
  type Vertical,
} from '@b2c/domain';
import type { CreatePickupRequestBody, MovementDetailsBody, MovementUpdateBody, SetLogisticBody } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { badRequest, conflict } from '../../kits/http-errors.ts';
import { movementRepository, type MovementInsert, type MovementRow } from './movement-repository.ts';
import type { CarKey, CarRow } from './movement-cars.ts';
import { MOVEMENT_ENTITY, applyEvent, refusal } from './movement-transition-service.ts';
import type { Changed, MovementContext } from './movement-context.ts';
import { customerPlaceEdit } from './customer-place-edit.ts';

/** The slot columns of a request: the day, the code, its ends, and the instant it starts (the grid sorts on it). */
export function slotColumns(v: Vertical, date: string, slot: string) {
  const { from, to } = parseSlotCode(slot);
  return {
    requestedPickupDate: date,
    slotCode: slot,
    slotFrom: from,
    slotTo: to,
    requestedPickupTime: zonedTimeToInstant(date, from, TIME_ZONES[v.country]),
  };
}

/** SPEC §5: one line, trimmed; blank is "none" (null); absent stays absent. */
export const text = (value: string | undefined) => (value === undefined ? undefined : normalizeText(value) || null);
const WAITING_PHASES = new Set(['WAITING', 'HELD_FOR_DOCUMENTS']);

/** The movement fields a body names: a field left out keeps its value, so it is not in the patch. */
const given = (fields: { [K in keyof MovementInsert]?: MovementInsert[K] | undefined }): Partial<MovementInsert> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * Pickup requests (SPEC §7): create, edit while waiting, reschedule, set the vendor, the driver and
 * external legs, the next hop. Creation and the vendor are rows of the transition table; the plain edits
 * are allowed while the car waits for pickup (details: while the movement is open).
 */
export function pickupRequestService(ctx: MovementContext) {
  async function checkTarget(v: Vertical, from: string, to: string, field: string) {
    if (from === to) throw badRequest(`The destination must differ from the origin (${from}).`, field);
    await ctx.requireActiveLocation(v, to, field);
  }

  function checkType(v: Vertical, type: MovementType | undefined) {
    if (type && !movementTypesFor(v.country).includes(type))
      throw badRequest(`Movement type ${type} does not exist in ${v.country}.`, 'body.movementType');
  }

  /**
   * Edits that are not table events: audited and versioned like the rest. `withLocked` has locked the car
   * and this movement and checked the operator's version against it, so the edit's lock answers that row.
   */
  async function edit(
    tx: Executor,
    caller: Caller,
    car: CarRow,
    open: MovementRow,
    action: string,
    patch: Partial<MovementInsert>,
    message: string,
  ): Promise<Changed> {
    const driverSet = Boolean(
      (patch.driverName ?? open.driverName) ||
      (patch.driverMobile ?? open.driverMobile) ||
      (patch.driverEmail ?? open.driverEmail),
    );
    const status = movementStatusOf(caller.vertical.country, open.phase, driverSet);
    // The pickup instant follows the slot columns; only those are audited.
    const { requestedPickupTime, ...audited } = { ...patch, status };
    const movement = await updateAudited<MovementRow, Partial<MovementInsert>>(tx, caller, {
      entity: MOVEMENT_ENTITY,
      id: car.appointmentId,
      action,
      label: () => `The movement of apt-${car.appointmentId}`,
      version: open.version,
      lock: async () => open,
      fieldsOf: (row) => row,
      next: () => audited,
      write: (values) => movementRepository(tx).update(caller.vertical, open.id, { ...values, requestedPickupTime }),
    });
    return { car, movement, message };
  }

  const waiting = (car: CarRow, open: MovementRow, action: string) => {
    if (!WAITING_PHASES.has(open.phase)) throw refusal(action, car, open);
  };

  return {
    async create(
      caller: Caller,
      key: CarKey,
      body: Omit<CreatePickupRequestBody, 'version'> & { version?: number | undefined },
      /** Runs in the request's own transaction once it is created (a scheduled raise's exactly-once record). */
      alongside?: (tx: Executor, movementId: number) => Promise<void>,
    ): Promise<Changed> {
      const v = caller.vertical;
      checkType(v, body.movementType);
      const { car: seen } = await ctx.peek(caller, key);
      const from = body.fromLocationCode ?? seen.locationCode;
      if (!from)
        throw badRequest(
          `Inventory apt-${seen.appointmentId} has no location; name the pickup location.`,
          'body.fromLocationCode',
        );
      if (from !== seen.locationCode)
        throw badRequest(
          `Inventory apt-${seen.appointmentId} stands at ${seen.locationCode ?? 'no location'}, not ${from}.`,
          'body.fromLocationCode',
        );
      await checkTarget(v, from, body.toLocationCode, 'body.toLocationCode');
      const booking = { date: body.requestedPickupDate, locationCode: from, slot: body.slot };
      const { capacity } = await ctx.slots.assertBookable(v, booking);
      return ctx.withLocked(caller, key, body.version, async (t, car, open) => {
        if (car.locationCode !== from)
          throw conflict(
            `Inventory apt-${car.appointmentId} moved to ${car.locationCode ?? 'no location'} meanwhile; reload it.`,
          );
        await ctx.claimSlot(t, v, booking, capacity);
        const outcome = await applyEvent(t, ctx.cars, caller, car, open, 'CREATE_PICKUP_REQUEST', {
          create: {
            ...v,
            inventoryId: car.id,
            appointmentId: car.appointmentId,
            movementType: body.movementType ?? (body.requestType === 'EXTERNAL' ? 'STOCK_OUT' : 'STOCK_TRANSFER'),
            fromLocationCode: from,
            toLocationCode: body.toLocationCode,
            requestType: body.requestType,
            pickupOption: body.pickupOption,
            customerAddress: text(body.customerAddress) ?? null,
            customerArea: text(body.customerArea) ?? null,
            externalPickup: body.externalPickup ?? false,
            externalDelivery: body.externalDelivery ?? false,
            externalMovement: body.requestType === 'EXTERNAL',
            vendor: body.vendor ?? null,
            logisticsMode: body.logisticsMode ?? null,
            remarks: text(body.remarks) ?? null,
            ...slotColumns(v, body.requestedPickupDate, body.slot),
          },
        });
        if (alongside && outcome.movement) await alongside(t, outcome.movement.id);
        return { car: outcome.car, movement: outcome.movement, message: MESSAGES.pickupRequestCreated };
      });
    },

    /** PUT …/movement-update: the request's fields while the car waits for pickup. */
    async update(caller: Caller, key: CarKey, body: MovementUpdateBody): Promise<Changed> {
      const v = caller.vertical;
      checkType(v, body.movementType);
      const { car: seen, open: seenOpen } = await ctx.peek(caller, key);
      const before = ctx.requireOpen(seen, seenOpen, 'update');
      if (body.toLocationCode)
        await checkTarget(v, before.fromLocationCode, body.toLocationCode, 'body.toLocationCode');
      const date = body.requestedPickupDate ?? before.requestedPickupDate;
      const slot = body.slot ?? before.slotCode;
      const reslot = date !== before.requestedPickupDate || slot !== before.slotCode;
      const booking = { date, locationCode: before.fromLocationCode, slot };
      const claim = reslot ? await ctx.slots.assertBookable(v, booking) : undefined;
      // The version check under lock guarantees the movement is still the one checked above.
      return ctx.withLocked(caller, key, body.version, async (t, car, maybeOpen) => {
        const open = ctx.requireOpen(car, maybeOpen, 'update');
        waiting(car, open, 'UPDATE_PICKUP_REQUEST');
        if (claim) await ctx.claimSlot(t, v, booking, claim.capacity);
        const patch = given({
          movementType: body.movementType,
          toLocationCode: body.toLocationCode,
          requestType: body.requestType,
          pickupOption: body.pickupOption,
          ...customerPlaceEdit(open, body),
          vendor: body.vendor,
          logisticsMode: body.logisticsMode,
          remarks: text(body.remarks),
          ...(reslot ? slotColumns(v, date, slot) : {}),
        });
        return edit(t, caller, car, open, 'UPDATE_PICKUP_REQUEST', patch, MESSAGES.pickupRequestUpdated);
      });
    },

    /** PUT /api/inventory/apt-{id}/reschedule?tags=RESCHEDULED_INTERNAL: a new day and slot, tagged. */
    async reschedule(
      caller: Caller,
      key: CarKey,
      tag: string,
      body: { version: number; requestedPickupDate: string; slot: string; remarks?: string | undefined },
    ) {
      const v = caller.vertical;
      const { car: seen, open: seenOpen } = await ctx.peek(caller, key);
      const before = ctx.requireOpen(seen, seenOpen, 'reschedule');
      if (body.requestedPickupDate === before.requestedPickupDate && body.slot === before.slotCode) {
        throw badRequest(`The pickup is already booked for ${body.requestedPickupDate} ${body.slot}.`, 'body.slot');
      }
      const booking = { date: body.requestedPickupDate, locationCode: before.fromLocationCode, slot: body.slot };
      const { capacity } = await ctx.slots.assertBookable(v, booking);
      return ctx.withLocked(caller, key, body.version, async (t, car, maybeOpen) => {
        const open = ctx.requireOpen(car, maybeOpen, 'reschedule');
        waiting(car, open, 'RESCHEDULE');
        await ctx.claimSlot(t, v, booking, capacity);
        const tags = open.tags.includes(tag) ? open.tags : [...open.tags, tag];
        const patch = {
          ...slotColumns(v, body.requestedPickupDate, body.slot),
          tags,
          ...(body.remarks ? { remarks: text(body.remarks) } : {}),
        };
        return edit(t, caller, car, open, 'RESCHEDULE', patch, MESSAGES.pickupRequestUpdated);
      });
    },

    /** POST /api/inventory/{id}/logistic (SET_VENDOR in the table): the vendor, mode and driver. */
    async setVendor(
      caller: Caller,
      key: CarKey,
      body: Omit<SetLogisticBody, 'version'> & { version?: number | undefined },
    ): Promise<Changed> {
      if (body.locusTeamId) await ctx.requireActiveLocusTeam(caller.vertical, body.locusTeamId, 'body.locusTeamId');
      return ctx.withLocked(caller, key, body.version, async (t, car, open) => {
        const movementPatch = given({
          vendor: body.vendor,
          logisticsMode: body.logisticsMode,
          driverName: text(body.driverName),
          driverMobile: body.driverMobile,
          driverEmail: body.driverEmail,
          locusTeamId: body.locusTeamId,
        });
        const outcome = await applyEvent(t, ctx.cars, caller, car, open, 'SET_VENDOR', { movementPatch });
        return { car: outcome.car, movement: outcome.movement, message: MESSAGES.logisticVendorSet };
      });
    },

    /** PUT …/update/movement-details: driver and external legs while the movement is open. */
    async details(caller: Caller, key: CarKey, body: MovementDetailsBody): Promise<Changed> {
      if (body.locusTeamId) await ctx.requireActiveLocusTeam(caller.vertical, body.locusTeamId, 'body.locusTeamId');
      return ctx.withLocked(caller, key, body.version, async (t, car, maybeOpen) => {
        const open = ctx.requireOpen(car, maybeOpen, 'update');
        const { version: _v, remarks, driverName, ...rest } = body;
        const patch = given({ ...rest, driverName: text(driverName), remarks: text(remarks) });
        if (Object.keys(patch).length === 0) throw badRequest('Nothing to update: send at least one detail.', 'body');
        return edit(t, caller, car, open, 'UPDATE_MOVEMENT_DETAILS', patch, MESSAGES.movementDetailsUpdated);
      });
    },

    /**
     * PUT /api/inventory/{id}/next-hop?locationCode=…: routes the open movement through a hub before its
     * destination; its trip then ends, and a receipt (MARK_RECEIVED or a scan) takes it, at the hop. That
     * receipt closes the leg and opens the onward leg hop → destination (`next-hop-leg.ts`). Allowed until
     * the trip ends.
     */
    async nextHop(caller: Caller, key: CarKey, locationCode: string, version: number): Promise<Changed> {
      await ctx.requireActiveLocation(caller.vertical, locationCode, 'querystring.locationCode');
      return ctx.withLocked(caller, key, version, async (t, car, maybeOpen) => {
        const open = ctx.requireOpen(car, maybeOpen, 'route through a next hop');
        if (!WAITING_PHASES.has(open.phase) && open.phase !== 'ON_ROAD') throw refusal('TRIP_END', car, open);
        if (locationCode === open.fromLocationCode || locationCode === open.toLocationCode) {
          throw conflict(
            `The next hop must differ from the origin ${open.fromLocationCode} and the destination ${open.toLocationCode}.`,
          );
        }
        return edit(t, caller, car, open, 'NEXT_HOP', { nextHopLocationCode: locationCode }, MESSAGES.nextHopCreated);
      });
    },
  };
}
export type PickupRequestService = ReturnType<typeof pickupRequestService>;
