import type { Country } from './verticals.ts';
import type { Permission } from './permissions.ts';
import type { InventoryAllowedAction } from './movement-types.ts';
import { MOVEMENT_ACTIONS } from './movement-types.ts';
import {
  STOCK_IN_FROM_LOCATION_STATUSES,
  transitionsFor,
  type MovementEvent,
  type PhaseOrNone,
  type Transition,
  type TransitionGuard,
} from './movement-transitions.ts';

/** What the transition table is judged against: the car and its open movement, if any. */
export interface MovementState {
  country: Country;
  phase: PhaseOrNone;
  locationStatus: string | null;
  vendorSet: boolean;
  driverSet: boolean;
  /** Whether the location a stock-in names is the movement's destination (unknown when listing). */
  atDestination?: boolean;
  /** Sold, cancelled or delivered cars are gone: no new movement starts for them. */
  gone?: boolean;
}

export type Decision = { ok: true; transition: Transition } | { ok: false; reason: 'PHASE' | TransitionGuard };

const guardHolds = (guard: TransitionGuard, s: MovementState): boolean => {
  switch (guard) {
    case 'VENDOR_SET':
      return s.vendorSet;
    case 'DRIVER_SET':
      return s.driverSet;
    case 'AT_DESTINATION':
      return s.atDestination !== false;
    case 'DELIVERED':
      return s.locationStatus === 'DELIVERED_TO_CUSTOMER' || s.locationStatus === 'DELIVERED_TO_SALES';
    case 'STOCKED_IN':
      return s.locationStatus === 'STOCKED_IN' && s.gone !== true;
    case 'SCANNABLE':
      return (STOCK_IN_FROM_LOCATION_STATUSES as readonly (string | null)[]).includes(s.locationStatus);
  }
};

/**
 * The one decision: which row of the table an event takes from a state, or why none does (the phase
 * allows no such event, or a guard fails). The movement-less stock-in has its own location rule.
 */
export function decideTransition(s: MovementState, event: MovementEvent): Decision {
  const rows = transitionsFor(s.country, event, s.phase);
  if (rows.length === 0) return { ok: false, reason: 'PHASE' };
  let failed: TransitionGuard | undefined;
  for (const row of rows) {
    const broken = (row.guards ?? []).find((g) => !guardHolds(g, s));
    if (!broken) return { ok: true, transition: row };
    failed ??= broken;
  }
  return { ok: false, reason: failed ?? 'PHASE' };
}

/** Every event legal in a state (the movement panel's buttons). */
export const legalMovementEvents = (s: MovementState): MovementEvent[] =>
  (['CREATE_PICKUP_REQUEST', 'SET_VENDOR', ...MOVEMENT_ACTIONS] as const).filter((e) => decideTransition(s, e).ok);

/**
 * SPEC §3 `allowedActions` from the table: the panel shows a button only when the server would accept
 * it. Movements are logistics work, so all of them need `logisticMenu`.
 */
export function movementAllowedActions(
  s: MovementState,
  permissions: ReadonlySet<Permission>,
): InventoryAllowedAction[] {
  if (!permissions.has('logisticMenu')) return [];
  const legal = new Set(legalMovementEvents(s));
  const actions: InventoryAllowedAction[] = [];
  if (legal.has('CREATE_PICKUP_REQUEST')) actions.push('CREATE_MOVEMENT');
  if (legal.has('SET_VENDOR')) actions.push('CREATE_LOGISTIC');
  if (legal.has('TRIP_START')) actions.push('TRIP_START');
  if (legal.has('TRIP_END')) actions.push('TRIP_END');
  if (s.phase !== 'NONE' && s.vendorSet) actions.push('SEND_NOTIFICATION');
  return actions;
}
