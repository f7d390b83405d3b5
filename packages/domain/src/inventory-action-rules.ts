import type { InventoryUpdateAction, PublishRequest } from './inventory-rules.ts';

/**
 * Which actions a car's state allows (issue 19: "rules of the inventory's state, in one place, like the
 * movement transition table"). The API refuses an action the table refuses, with the condition's reason;
 * the panel disables the button with the same reason on hover. Permissions and vertical flags are
 * checked elsewhere: this table is about the car alone.
 *
 * The movement table still decides which movement events a location state allows; the conditions here
 * are the ones that make a car leave sale or stock for good (sold, cancelled, lost, delivered).
 */

/** The actions the table judges: the `?action=` updates with publish and reserve split by direction, plus movements. */
export const INVENTORY_STATE_ACTIONS = [
  'LIST_PRICE',
  'TARGET_PRICE',
  'PUBLISH',
  'UNPUBLISH',
  'PERMANENT_DELISTING',
  'SOLD',
  'RESERVE',
  'UNRESERVE',
  'SOURCING_CANCELLATION',
  'EGC',
  'PARKING_SLOT',
  'STAGE',
  'TYPE',
  'GPS_TRACKER',
  'MARK_LOST',
  'STOCK_IN',
  'CREATE_MOVEMENT',
] as const;
export type InventoryStateAction = (typeof INVENTORY_STATE_ACTIONS)[number];

/** The car's state the table reads; the publish fields are read only by the publish actions. */
export interface InventoryActionState {
  status: string;
  sold: boolean;
  reserveStatus: string | null;
  locationStatus: string | null;
  publishStatus?: string | null;
  published?: boolean;
}

interface Condition {
  holds: (s: InventoryActionState) => boolean;
  /** Plain words for the operator; the API puts them after "cannot …:", the panel shows them on hover. */
  reason: string;
}

/** The states that refuse actions, in the order a refusal names them (the most lasting first). */
export const CAR_CONDITIONS = {
  SOURCING_CANCELLED: { holds: (s) => s.status === 'SOURCING_CANCELLED', reason: 'Its sourcing was cancelled.' },
  LOST: { holds: (s) => s.locationStatus === 'LOST', reason: 'It is marked lost.' },
  SOLD: { holds: (s) => s.sold, reason: 'It is sold.' },
  DELIVERED: { holds: (s) => s.reserveStatus === 'DELIVERED', reason: 'It is delivered to its buyer.' },
  BOOKED: { holds: (s) => s.reserveStatus === 'BOOKED', reason: 'It is booked for an order.' },
  RESERVED: { holds: (s) => s.reserveStatus === 'RESERVED', reason: 'It is reserved.' },
  NOT_RESERVED: { holds: (s) => s.reserveStatus === null, reason: 'It is not reserved.' },
  PERMANENTLY_DELISTED: {
    holds: (s) => s.publishStatus === 'PERMANENTLY_DELISTED',
    reason: 'It is permanently delisted.',
  },
  PUBLISHED: { holds: (s) => s.publishStatus === 'PUBLISHED', reason: 'It is already published.' },
  NOT_PUBLISHED: { holds: (s) => s.published === false, reason: 'It is not published.' },
} as const satisfies Record<string, Condition>;
export type CarCondition = keyof typeof CAR_CONDITIONS;

const OFF_SALE = ['SOURCING_CANCELLED', 'LOST', 'SOLD'] as const satisfies readonly CarCondition[];
const HELD = ['DELIVERED', 'BOOKED', 'RESERVED'] as const satisfies readonly CarCondition[];

/**
 * THE TABLE: for each action, the conditions that refuse it; an action is allowed in every other state.
 * - A car that left sale (cancelled, lost, sold) takes no price, publish, sale or reservation.
 * - A booked or delivered car belongs to an order: only a plain reservation is undone here.
 * - A lost car may be stocked in again (found); a cancelled one left the stock for good.
 * - Housekeeping fields (stage, type, EGC, parking slot, GPS tracker) stay editable in every state.
 */
export const INVENTORY_ACTION_RULES: Readonly<Record<InventoryStateAction, readonly CarCondition[]>> = {
  LIST_PRICE: OFF_SALE,
  TARGET_PRICE: OFF_SALE,
  PUBLISH: [...OFF_SALE, 'PERMANENTLY_DELISTED', 'PUBLISHED'],
  UNPUBLISH: ['PERMANENTLY_DELISTED', 'NOT_PUBLISHED'],
  PERMANENT_DELISTING: ['SOURCING_CANCELLED', 'PERMANENTLY_DELISTED'],
  SOLD: OFF_SALE,
  RESERVE: [...OFF_SALE, ...HELD],
  UNRESERVE: ['DELIVERED', 'BOOKED', 'NOT_RESERVED'],
  SOURCING_CANCELLATION: ['SOURCING_CANCELLED', 'SOLD', ...HELD],
  EGC: [],
  PARKING_SLOT: [],
  STAGE: [],
  TYPE: [],
  GPS_TRACKER: [],
  MARK_LOST: ['SOURCING_CANCELLED', 'LOST', 'DELIVERED'],
  STOCK_IN: ['SOURCING_CANCELLED'],
  CREATE_MOVEMENT: ['SOURCING_CANCELLED', 'LOST', 'DELIVERED'],
};

/** The first condition of the car that refuses the action, or null when the car's state allows it. */
export function inventoryActionRefusal(action: InventoryStateAction, s: InventoryActionState): CarCondition | null {
  return INVENTORY_ACTION_RULES[action].find((c) => CAR_CONDITIONS[c].holds(s)) ?? null;
}

/** Why the car's state refuses the action, in plain words; null when it is allowed. */
export const inventoryActionReason = (action: InventoryStateAction, s: InventoryActionState): string | null => {
  const refused = inventoryActionRefusal(action, s);
  return refused ? CAR_CONDITIONS[refused].reason : null;
};

/** How the API names a refused action after the car's label ("Inventory apt-1 cannot be sold: it is marked lost."). */
export const INVENTORY_ACTION_REFUSED: Readonly<Record<InventoryStateAction, string>> = {
  LIST_PRICE: 'cannot have its listing price changed',
  TARGET_PRICE: 'cannot have its target price changed',
  PUBLISH: 'cannot be published',
  UNPUBLISH: 'cannot be unpublished',
  PERMANENT_DELISTING: 'cannot be delisted',
  SOLD: 'cannot be sold',
  RESERVE: 'cannot be reserved',
  UNRESERVE: 'cannot be unreserved',
  SOURCING_CANCELLATION: 'cannot have its sourcing cancelled',
  EGC: 'cannot have its EGC changed',
  PARKING_SLOT: 'cannot have its parking slot changed',
  STAGE: 'cannot have its stage changed',
  TYPE: 'cannot have its type changed',
  GPS_TRACKER: 'cannot have its GPS tracker changed',
  MARK_LOST: 'cannot be marked lost',
  STOCK_IN: 'cannot be stocked in',
  CREATE_MOVEMENT: 'cannot be moved',
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The API's refusal sentence, or null when the car's state allows the action. */
export function inventoryActionRefusalMessage(
  action: InventoryStateAction,
  s: InventoryActionState,
  label: string,
): string | null {
  const reason = inventoryActionReason(action, s);
  return reason ? `${label} ${INVENTORY_ACTION_REFUSED[action]}: ${lowerFirst(reason)}` : null;
}

/**
 * The table's action for an update request. Publish and reserve take the body's choice: the publish
 * request, or whether to reserve (true) or release (false).
 */
export function stateActionOf(action: InventoryUpdateAction, choice?: PublishRequest | boolean): InventoryStateAction {
  if (action === 'PUBLISH_STATUS') return typeof choice === 'string' ? choice : 'PUBLISH';
  if (action === 'UPDATE_RESERVE_STATUS') return choice === false ? 'UNRESERVE' : 'RESERVE';
  return action;
}

/**
 * The panel's button for an update that opens a dialog with a choice (publish / unpublish / delist):
 * the reason it is disabled is null as soon as one choice is allowed.
 */
export function updateButtonReason(action: InventoryUpdateAction, s: InventoryActionState): string | null {
  if (action === 'PUBLISH_STATUS') {
    const reasons = (['PUBLISH', 'UNPUBLISH', 'PERMANENT_DELISTING'] as const).map((a) => inventoryActionReason(a, s));
    return reasons.includes(null) ? null : reasons[0]!;
  }
  if (action === 'UPDATE_RESERVE_STATUS')
    return inventoryActionReason(s.reserveStatus === 'RESERVED' ? 'UNRESERVE' : 'RESERVE', s);
  return inventoryActionReason(action, s);
}

/**
 * What marking a car lost does to its sale (issue 19 item 4): it leaves the storefront, and its
 * reservation or booking is released, since a lost car cannot be handed over. The audit keeps what it was.
 */
export function markedLostSalePatch(
  s: Required<Pick<InventoryActionState, 'reserveStatus' | 'publishStatus' | 'published'>>,
): {
  published?: false;
  publishStatus?: 'UNPUBLISHED';
  reserveStatus?: null;
} {
  return {
    ...(s.published || s.publishStatus === 'PUBLISHED' ? { published: false, publishStatus: 'UNPUBLISHED' } : {}),
    ...(s.reserveStatus === 'RESERVED' || s.reserveStatus === 'BOOKED' ? { reserveStatus: null } : {}),
  };
}
