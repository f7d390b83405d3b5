import {
  FUTURE_DATE_LIMIT_DAYS,
  TIME_ZONES,
  addDays,
  decideTransition,
  formatDate,
  type MovementAction,
  type Vertical,
} from '@b2c/domain';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { HttpError } from '../../kits/http-errors.ts';
import type { MovementInsert, MovementRow } from './movement-repository.ts';
import type { CarKey, InventoryCars } from './movement-cars.ts';
import type { MovementContext } from './movement-context.ts';
import { applyEvent, stateOf, type EventOutcome } from './movement-transition-service.ts';
import { slotColumns } from './pickup-request-service.ts';

/**
 * A movement routed through a next hop travels in legs: the receipt at the hop closes the leg, and in the
 * same transaction the onward leg hop → destination opens as a new pickup request. The chain is visible
 * through this tag and the leg's remarks, which name the previous leg (no schema change: no link column).
 */
export const NEXT_HOP_LEG_TAG = 'NEXT_HOP_LEG';
/** The hop offered no slot in the bookable window: the leg keeps the previous leg's day and slot for ops to reschedule. */
export const RESCHEDULE_NEEDED_TAG = 'RESCHEDULE_NEEDED';

/** The hop a movement goes through before its destination, if it has one. */
export const hopOf = (
  m: Pick<MovementRow, 'nextHopLocationCode' | 'toLocationCode'> | undefined,
): string | undefined =>
  m?.nextHopLocationCode && m.nextHopLocationCode !== m.toLocationCode ? m.nextHopLocationCode : undefined;

/** The onward leg's pickup, booked before the write's transaction (see `planOnwardLeg`). */
export interface OnwardLegPlan {
  hop: string;
  date: string;
  slot: string;
}

/**
 * The stock-in scan's first try runs without a plan (issue 12: reading the route before every scan cost two
 * statements, for the rare car scanned at its next hop). Should the scan turn out to receive the car at its
 * hop, `openOnwardLeg` throws `OnwardLegUnplanned`, which rolls the scan's transaction back; the scan then
 * plans the leg and runs again.
 */
export const NOT_PLANNED_YET = Symbol('onward leg not planned yet');
export type OnwardLegChoice = OnwardLegPlan | undefined | typeof NOT_PLANNED_YET;
export class OnwardLegUnplanned extends Error {
  constructor() {
    super('The scan receives the car at its next hop: plan the onward leg first.');
  }
}

const RECEIVABLE_PHASES: ReadonlySet<string> = new Set(['ON_ROAD', 'ARRIVED']);

/** The hop's first bookable pickup slot: today's if one is left, else the first day within the window that has one. */
async function firstOpenSlot(ctx: MovementContext, v: Vertical, hop: string) {
  const today = formatDate(new Date(), TIME_ZONES[v.country]);
  try {
    for (let ahead = 0; ahead <= FUTURE_DATE_LIMIT_DAYS; ahead++) {
      const date = addDays(today, ahead);
      const { slots } = await ctx.slots.offered(v, { date, locationCode: hop, slotType: 'PICKUP' });
      if (slots[0]) return { date, slot: slots[0].code };
    }
  } catch (err) {
    // A hop made inactive since the route was set must not block the receipt; the leg is then tagged instead.
    if (!(err instanceof HttpError && err.statusCode === 400)) throw err;
  }
  return undefined;
}

/**
 * For an event that may receive a routed car at its hop (MARK_RECEIVED, or STOCK_IN scanned at the hop): the
 * onward leg's slot. Slots are read from another area on the pool, so this runs BEFORE the write's
 * transaction (the embedded database has one connection); the write re-reads the route under lock and
 * uses the plan only when it is for the same hop.
 */
export async function planOnwardLeg(
  ctx: MovementContext,
  caller: Caller,
  key: CarKey,
  event: MovementAction,
  scannedAt: string | undefined,
): Promise<OnwardLegPlan | undefined> {
  if (event !== 'MARK_RECEIVED' && event !== 'STOCK_IN') return undefined;
  const open = await ctx.openRoute(caller, key);
  const hop = hopOf(open);
  if (!open || !hop || !RECEIVABLE_PHASES.has(open.phase)) return undefined;
  if (event === 'STOCK_IN' && scannedAt !== hop) return undefined;
  const slot = await firstOpenSlot(ctx, caller.vertical, hop);
  return slot && { hop, ...slot };
}

/**
 * The onward leg's fields: same type, request, pickup option and logistics mode as the leg received. The
 * vendor, driver and Locus team are left empty — a new leg is a new job for whoever carries it, and
 * keeping the first carrier would let a trip start (VENDOR_SET) without anyone assigning it. The pickup is
 * at our own hop, so it is not an external pickup; an external delivery stays one.
 */
function onwardLegFields(v: Vertical, received: MovementRow, hop: string, plan: OnwardLegPlan | undefined) {
  const booked = plan?.hop === hop ? plan : undefined;
  const fields: Omit<MovementInsert, 'phase' | 'status' | 'createdBy' | 'updatedBy'> = {
    ...v,
    inventoryId: received.inventoryId,
    appointmentId: received.appointmentId,
    movementType: received.movementType,
    fromLocationCode: hop,
    toLocationCode: received.toLocationCode,
    requestType: received.requestType,
    pickupOption: received.pickupOption,
    // The request's customer stays the same: a home pick-up's address travels with its legs.
    customerAddress: received.customerAddress,
    customerArea: received.customerArea,
    externalPickup: false,
    externalDelivery: received.externalDelivery,
    externalMovement: received.externalMovement,
    vendor: null,
    logisticsMode: received.logisticsMode,
    tags: booked ? [NEXT_HOP_LEG_TAG] : [NEXT_HOP_LEG_TAG, RESCHEDULE_NEEDED_TAG],
    remarks:
      `Onward leg of movement #${received.id} (${received.fromLocationCode} → ${received.toLocationCode}), ` +
      `received at its next hop ${hop}.`,
    ...slotColumns(v, booked?.date ?? received.requestedPickupDate, booked?.slot ?? received.slotCode),
  };
  return fields;
}

/**
 * After an event in the receipt's transaction: when it received a leg routed through a hop, the car goes on.
 * The receipt has already closed that leg (so the one-open-movement index holds) and stocked the car in at
 * the hop; the onward leg then opens through the table's CREATE_PICKUP_REQUEST like any pickup request — the
 * car turns Pending, both versions move, the audit records it. A car gone meanwhile (sourcing cancelled,
 * delivered) is not sent on and stays Stocked In at the hop.
 */
export async function openOnwardLeg(
  tx: Executor,
  cars: InventoryCars,
  caller: Caller,
  received: MovementRow | undefined,
  outcome: EventOutcome,
  plan: OnwardLegChoice,
): Promise<EventOutcome | undefined> {
  const hop = hopOf(received);
  if (!received || !hop || outcome.transition.to !== 'RECEIVED') return undefined;
  if (!decideTransition(stateOf(caller, outcome.car, undefined), 'CREATE_PICKUP_REQUEST').ok) return undefined;
  if (plan === NOT_PLANNED_YET) throw new OnwardLegUnplanned();
  return applyEvent(tx, cars, caller, outcome.car, undefined, 'CREATE_PICKUP_REQUEST', {
    create: onwardLegFields(caller.vertical, received, hop, plan),
  });
}
