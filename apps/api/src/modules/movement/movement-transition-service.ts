import {
  INVENTORY_LOCATION_STATUS_LABELS,
  MOVEMENT_STATUS_LABELS,
  decideTransition,
  inventoryActionRefusalMessage,
  isOneOf,
  isOpenPhase,
  movementStatusOf,
  INVENTORY_LOCATION_STATUSES,
  type InventoryStateAction,
  type MovementEvent,
  type MovementState,
  type Transition,
  type TransitionGuard,
} from '@b2c/domain';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { actorOf, diff, writeAudit } from '../../kits/audit.ts';
import { nextVersionStamp } from '../../kits/audited-update.ts';
import { badRequest, conflict } from '../../kits/http-errors.ts';
import { movementRepository, type MovementInsert, type MovementRow } from './movement-repository.ts';
import type { CarPatch, CarRow, InventoryCars } from './movement-cars.ts';

/** The audit entity of every movement change; the inventory module's movement field history reads it. */
export const MOVEMENT_ENTITY = 'inventory-movement';

export const carLabel = (car: Pick<CarRow, 'appointmentId'>) => `Inventory apt-${car.appointmentId}`;
const driverOn = (m: MovementRow | undefined) => Boolean(m && (m.driverName || m.driverMobile || m.driverEmail));

/** A car is gone for logistics once its sourcing is cancelled or it has been delivered to its buyer. */
const isGone = (car: CarRow) => car.status === 'SOURCING_CANCELLED' || car.reserveStatus === 'DELIVERED';

export function stateOf(
  caller: Caller,
  car: CarRow,
  open: MovementRow | undefined,
  atLocation?: string,
): MovementState {
  return {
    country: caller.vertical.country,
    phase: open?.phase ?? 'NONE',
    locationStatus: car.locationStatus,
    vendorSet: Boolean(open?.vendor),
    driverSet: driverOn(open),
    atDestination:
      atLocation === undefined || !open ? true : atLocation === (open.nextHopLocationCode ?? open.toLocationCode),
    gone: isGone(car),
  };
}

/** Where the car stands, in words, for a refusal: SPEC asks that it names the current status. */
export function currentStatusText(car: CarRow, open: MovementRow | undefined): string {
  if (open) return `its movement is ${MOVEMENT_STATUS_LABELS[open.status]}`;
  const status = isOneOf(INVENTORY_LOCATION_STATUSES, car.locationStatus)
    ? INVENTORY_LOCATION_STATUS_LABELS[car.locationStatus]
    : 'without a location status';
  return `it has no open movement and is ${status}`;
}

const GUARD_HINT: Record<TransitionGuard, string> = {
  VENDOR_SET: 'set a logistic vendor first',
  DRIVER_SET: 'assign a driver first',
  AT_DESTINATION: "it is not at the movement's destination",
  DELIVERED: 'only a delivered car can be returned without a movement',
  STOCKED_IN: 'the car must be stocked in at a location',
  SCANNABLE: 'a car delivered to a customer comes back by RETURN',
};

/** 409 naming the current status (issue 6: "an illegal action gets a clear 409"). */
export function refusal(event: string, car: CarRow, open: MovementRow | undefined, guard?: TransitionGuard) {
  const base = `${event} is not allowed for ${carLabel(car)}: ${currentStatusText(car, open)}`;
  return conflict(guard ? `${base}; ${GUARD_HINT[guard]}.` : `${base}.`);
}

/** The events the inventory's action table also judges (a cancelled car is never stocked in, …). */
const STATE_RULED: Partial<Record<MovementEvent, InventoryStateAction>> = {
  STOCK_IN: 'STOCK_IN',
  MARK_LOST: 'MARK_LOST',
  CREATE_PICKUP_REQUEST: 'CREATE_MOVEMENT',
};

/** Why the car's own state refuses the event, whatever its location; null when it does not. */
export function stateRefusal(event: MovementEvent, car: CarRow): string | null {
  const ruled = STATE_RULED[event];
  return ruled ? inventoryActionRefusalMessage(ruled, car, carLabel(car)) : null;
}

/** 409 with the table's reason when the car's own state refuses the event. */
function assertStateAllows(event: MovementEvent, car: CarRow): void {
  const refused = stateRefusal(event, car);
  if (refused) throw conflict(refused);
}

export interface EventInput {
  /** The location a scan, transfer or return names. */
  locationCode?: string | undefined;
  remarks?: string | undefined;
  comment?: string | undefined;
  /** For CREATE_PICKUP_REQUEST: the movement to open. */
  create?: Omit<MovementInsert, 'phase' | 'status' | 'createdBy' | 'updatedBy'>;
  /** For SET_VENDOR and other edits: movement fields to set alongside the event. */
  movementPatch?: Partial<MovementInsert>;
}

export interface EventOutcome {
  car: CarRow;
  movement: MovementRow | null;
  transition: Transition;
}

function carPatchFor(t: Transition, car: CarRow, open: MovementRow | undefined, input: EventInput): CarPatch {
  const at = (code: string | null): CarPatch => ({
    locationCode: code,
    locationSince: code === car.locationCode ? car.locationSince : new Date(),
  });
  let where: CarPatch = {};
  switch (t.location) {
    case 'KEEP':
      break;
    case 'DEPART':
    case 'LEAVE':
      where = { ...at(null), lastLocationCode: car.locationCode ?? car.lastLocationCode };
      break;
    case 'ARRIVE':
      where = at(open!.nextHopLocationCode ?? open!.toLocationCode);
      break;
    case 'BACK_TO_ORIGIN':
      where = at(open!.fromLocationCode);
      break;
    case 'AT_TARGET': {
      const target = input.locationCode ?? (t.event === 'RETURN' ? car.lastLocationCode : null);
      if (!target) throw badRequest(`${t.event} needs the location the car is at.`, 'body.locationCode');
      if (target === car.locationCode && car.locationStatus === 'STOCKED_IN') {
        throw conflict(`${carLabel(car)} is already Stocked In at ${target}.`);
      }
      where = {
        ...at(target),
        ...(car.locationCode && car.locationCode !== target ? { lastLocationCode: car.locationCode } : {}),
      };
    }
  }
  const delivered =
    car.sold || car.reserveStatus === 'BOOKED' || car.reserveStatus === 'DELIVERED'
      ? 'DELIVERED_TO_CUSTOMER'
      : 'DELIVERED_TO_SALES';
  const locationStatus =
    t.locationStatus === 'KEEP' ? car.locationStatus : t.locationStatus === 'DELIVERED' ? delivered : t.locationStatus;
  const movementActive = t.to !== 'NONE' && isOpenPhase(t.to);
  return { ...where, locationStatus, movementActive };
}

function movementPatchFor(
  caller: Caller,
  t: Transition,
  open: MovementRow,
  input: EventInput,
  now: Date,
): Partial<MovementInsert> {
  const phase = t.to === 'NONE' ? open.phase : t.to;
  // AU has no "Denied": a driver's cancel there releases the driver and keeps the request.
  const releaseDriver = t.event === 'DRIVER_REQUEST_CANCEL' && phase === 'WAITING';
  const next: Partial<MovementInsert> = {
    ...input.movementPatch,
    ...(releaseDriver ? { driverName: null, driverMobile: null, driverEmail: null } : {}),
    ...(t.event === 'TRIP_START' || t.event === 'MARK_DISPATCHED' ? { tripStartedAt: now } : {}),
    ...(t.event === 'TRIP_END' ? { tripEndedAt: now } : {}),
    ...(input.remarks ? { remarks: input.remarks } : {}),
  };
  const driverSet = releaseDriver
    ? false
    : Boolean(next.driverName ?? next.driverMobile ?? next.driverEmail ?? driverOn(open));
  const closing = !isOpenPhase(phase);
  return {
    ...next,
    phase,
    status: movementStatusOf(caller.vertical.country, phase, driverSet),
    complete: closing,
    closedAt: closing ? now : null,
    ...nextVersionStamp(open, caller, now),
  };
}

const AUDITED_CAR = ['locationCode', 'lastLocationCode', 'locationStatus', 'movementActive'] as const;
const pickCar = (c: Partial<CarRow>) => Object.fromEntries(AUDITED_CAR.filter((k) => k in c).map((k) => [k, c[k]]));
const MOVEMENT_NOISE = new Set([
  'version',
  'updatedAt',
  'updatedBy',
  'createdAt',
  'createdBy',
  'id',
  'country',
  'vehicleType',
  'requestedPickupTime',
]);
const pickMovement = (p: Partial<MovementInsert>) =>
  Object.fromEntries(Object.entries(p).filter(([k]) => !MOVEMENT_NOISE.has(k)));

/**
 * Runs one event of the transition table on a locked car and its open movement: decides (or refuses
 * with 409), moves the car's location (through the inventory module's writer), opens / advances / closes
 * the movement, bumps both versions and writes the audit rows, all in the caller's transaction.
 */
export async function applyEvent(
  tx: Executor,
  cars: InventoryCars,
  caller: Caller,
  car: CarRow,
  open: MovementRow | undefined,
  event: MovementEvent,
  input: EventInput = {},
): Promise<EventOutcome> {
  const v = caller.vertical;
  assertStateAllows(event, car);
  const decision = decideTransition(
    stateOf(caller, car, open, event === 'STOCK_IN' ? input.locationCode : undefined),
    event,
  );
  if (!decision.ok) throw refusal(event, car, open, decision.reason === 'PHASE' ? undefined : decision.reason);
  const t = decision.transition;
  const repo = movementRepository(tx);
  const carPatch = carPatchFor(t, car, open, input);
  const now = new Date();

  let movement: MovementRow | null = open ?? null;
  let movementChanges: Record<string, unknown> = {};
  let movementBefore: Record<string, unknown> = {};
  if (t.from === 'NONE' && t.to !== 'NONE') {
    if (!input.create) throw new Error(`${event} opens a movement and needs its fields`);
    const phase = t.to;
    const driverSet = Boolean(input.create.driverName ?? input.create.driverMobile ?? input.create.driverEmail);
    movement = await repo.insert({
      ...input.create,
      phase,
      status: movementStatusOf(v.country, phase, driverSet),
      createdBy: caller.userName,
      updatedBy: caller.userName,
    });
    movementChanges = pickMovement(input.create);
  } else if (open) {
    const patch = movementPatchFor(caller, t, open, input, now);
    movement = await repo.update(v, open.id, patch);
    movementBefore = open;
    movementChanges = pickMovement(patch);
  }

  const moved = await cars.setLocation(tx, v, car.id, { ...carPatch, ...nextVersionStamp(car, caller, now) });
  // A lost car leaves sale too; the inventory module applies and audits that part (issue 19 item 4).
  const updatedCar = t.event === 'MARK_LOST' ? await cars.takeOffSale(tx, caller, moved) : moved;
  const changes = [
    ...diff(pickCar(car), pickCar(carPatch)),
    ...diff(movementBefore, movementChanges),
    ...(input.comment ? [{ field: 'comment', old: null, new: input.comment }] : []),
  ];
  await writeAudit(tx, {
    vertical: v,
    entity: MOVEMENT_ENTITY,
    entityId: car.appointmentId,
    action: event,
    actor: actorOf(caller),
    changes,
  });
  return { car: updatedCar, movement, transition: t };
}
