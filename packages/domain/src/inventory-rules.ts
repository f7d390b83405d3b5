import type { Labels } from './one-of.ts';
import type { InventoryAllowedAction } from './movement-types.ts';
import type { InventoryLocationStatus } from './location-enums.ts';
import type { Permission } from './permissions.ts';

/**
 * SPEC §4 says the full inventory status enumeration is not shown; these are ours, chosen so that the
 * history's Sold / Published / Unpublished words and the SPEC actions (sold, sourcing cancellation)
 * each have a home.
 */
export const INVENTORY_STATUSES = [
  'PROCURED',
  'IN_REFURB',
  'READY_FOR_SALE',
  'BOOKED',
  'SOLD',
  'SOURCING_CANCELLED',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const INVENTORY_STATUS_LABELS: Labels<InventoryStatus> = {
  PROCURED: 'Procured',
  IN_REFURB: 'In Refurb',
  READY_FOR_SALE: 'Ready for Sale',
  BOOKED: 'Booked',
  SOLD: 'Sold',
  SOURCING_CANCELLED: 'Sourcing Cancelled',
};

/** Ours (SPEC names stage and sub-stage without values): the stage a car is in, with its sub-stages. */
export const INVENTORY_STAGES = {
  PROCUREMENT: ['INSPECTION_DONE', 'PAYMENT_DONE', 'PICKED_UP'],
  REFURBISHMENT: ['ESTIMATION', 'IN_WORKSHOP', 'QC'],
  RETAIL: ['LISTED', 'ON_HOLD', 'BOOKED'],
  DELIVERY: ['DOCUMENTATION', 'READY', 'DELIVERED'],
} as const;
export type InventoryStage = keyof typeof INVENTORY_STAGES;
export const INVENTORY_STAGE_CODES = [
  'PROCUREMENT',
  'REFURBISHMENT',
  'RETAIL',
  'DELIVERY',
] as const satisfies readonly InventoryStage[];
export const INVENTORY_SUB_STAGE_CODES = [...new Set(Object.values(INVENTORY_STAGES).flat())];

export const isSubStageOf = (stage: InventoryStage, subStage: string | null | undefined): boolean =>
  subStage === null || subStage === undefined || (INVENTORY_STAGES[stage] as readonly string[]).includes(subStage);

/** Ours: how the car is owned and sold. */
export const INVENTORY_TYPES = ['OWNED', 'CONSIGNMENT', 'TRADE_IN', 'PARTNER'] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

/**
 * Where a car stands on the storefront. SPEC §4 publish actions (Publish, Unpublish, Publish Failed)
 * plus the permanent delisting that SPEC's price-change reasons name.
 */
export const PUBLISH_STATUSES = ['PUBLISHED', 'UNPUBLISHED', 'PERMANENTLY_DELISTED', 'PUBLISH_FAILED'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** What an operator asks for in a publish-status update (also the pending action's sub-reason). */
export const PUBLISH_REQUESTS = ['PUBLISH', 'UNPUBLISH', 'PERMANENT_DELISTING'] as const;
export type PublishRequest = (typeof PUBLISH_REQUESTS)[number];

/** `POST /api/inventory/apt-{id}?action=…` (SPEC §7). */
export const INVENTORY_APT_ACTIONS = [
  'LIST_PRICE',
  'TARGET_PRICE',
  'EGC',
  'PUBLISH_STATUS',
  'SOLD',
  'SOURCING_CANCELLATION',
  'UPDATE_RESERVE_STATUS',
] as const;
export type InventoryAptAction = (typeof INVENTORY_APT_ACTIONS)[number];

/** `POST /api/inventory/{id}?action=…` (SPEC §7); stock in/out and trips belong to movements. */
export const INVENTORY_ID_ACTIONS = ['PARKING_SLOT', 'STAGE', 'TYPE', 'GPS_TRACKER'] as const;
export type InventoryIdAction = (typeof INVENTORY_ID_ACTIONS)[number];

export type InventoryUpdateAction = InventoryAptAction | InventoryIdAction;
export const INVENTORY_UPDATE_ACTIONS = [...INVENTORY_APT_ACTIONS, ...INVENTORY_ID_ACTIONS] as const;

/** The permission each update needs (SPEC §6 action permissions). */
export const INVENTORY_ACTION_PERMISSION: Readonly<Record<InventoryUpdateAction, Permission>> = {
  LIST_PRICE: 'PRICE_UPDATE',
  TARGET_PRICE: 'PRICE_UPDATE',
  EGC: 'UPDATE_INVENTORY',
  PUBLISH_STATUS: 'UPDATE_INVENTORY',
  SOLD: 'UPDATE_INVENTORY',
  SOURCING_CANCELLATION: 'UPDATE_INVENTORY',
  UPDATE_RESERVE_STATUS: 'UPDATE_INVENTORY',
  PARKING_SLOT: 'UPDATE_INVENTORY',
  STAGE: 'UPDATE_INVENTORY_STAGE',
  TYPE: 'UPDATE_INVENTORY_TYPE',
  GPS_TRACKER: 'UPDATE_INVENTORY',
};

/**
 * The maker-checker rule (ours; SPEC only says some changes need approval). A listing-price change
 * applies at once only when the caller may approve pending actions AND the price does not fall by more
 * than this share of the current price; otherwise it waits for a second person.
 */
export const PRICE_DROP_APPROVAL_THRESHOLD = 0.1;

export const listPriceNeedsApproval = (q: {
  current: number | null;
  proposed: number;
  canApprove: boolean;
}): boolean => {
  if (!q.canApprove) return true;
  if (q.current === null || q.current <= 0) return false;
  return (q.current - q.proposed) / q.current > PRICE_DROP_APPROVAL_THRESHOLD;
};

/**
 * Publish-status changes: a caller without the approval permission always asks; a permanent delisting
 * cannot be undone from the panel, so it always takes a second person.
 */
export const publishChangeNeedsApproval = (q: { request: PublishRequest; canApprove: boolean }): boolean =>
  !q.canApprove || q.request === 'PERMANENT_DELISTING';

/** The state allowedActions is computed from. */
export interface AllowedActionState {
  sold: boolean;
  status: string;
  locationStatus: InventoryLocationStatus | string | null;
  movementActive: boolean;
  reserveStatus: string | null;
}

/**
 * SPEC §3 allowedActions, from the record's state and the caller's permissions. A new movement needs a
 * car standing still at a location and not gone (sold-and-delivered, cancelled, lost); the trip and
 * notification actions exist only while a movement is open: start when it waits, end while in transit.
 */
export function allowedInventoryActions(
  s: AllowedActionState,
  permissions: ReadonlySet<Permission>,
): InventoryAllowedAction[] {
  const canMove = permissions.has('UPDATE_INVENTORY') || permissions.has('logisticMenu');
  if (!canMove) return [];
  const gone = s.status === 'SOURCING_CANCELLED' || s.locationStatus === 'LOST' || s.reserveStatus === 'DELIVERED';
  const actions: InventoryAllowedAction[] = [];
  if (!s.movementActive && !gone && s.locationStatus !== 'IN_TRANSIT') actions.push('CREATE_MOVEMENT');
  if (s.movementActive) {
    if (s.locationStatus === 'PENDING') actions.push('CREATE_LOGISTIC', 'TRIP_START');
    if (s.locationStatus === 'IN_TRANSIT') actions.push('TRIP_END');
    actions.push('SEND_NOTIFICATION');
  }
  return actions;
}

/** Inspections the detail page reads (SPEC §7: inspection by id, default POST_REFURB). */
export const INSPECTION_TYPES = ['PROCUREMENT', 'POST_REFURB', 'REFURBISHMENT'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];

/** Fields editable through `PUT /api/inventory/apt-{id}/{x}/update` (SPEC §7; `x` names the field). */
export const INVENTORY_FIELD_UPDATES = [
  'holdReason',
  'businessLabel',
  'salesType',
  'networkType',
  'refurbStage',
  'avgMarketPrice',
] as const;
export type InventoryFieldUpdate = (typeof INVENTORY_FIELD_UPDATES)[number];

/** The fields of SPEC §2's inventory history view, in its column order. */
export const INVENTORY_HISTORY_FIELDS = [
  'listingPrice',
  'priceChangeReason',
  'status',
  'published',
  'sold',
  'targetPrice',
  'inventoryStage',
  'inventorySubStage',
  'inventoryType',
  'avgMarketPrice',
] as const;
