import type { Country } from './verticals.ts';
import type { Labels } from './one-of.ts';

/** SPEC §3: the four movement types every country has. */
export const BASE_MOVEMENT_TYPES = ['BOUGHT', 'STOCK_IN', 'STOCK_OUT', 'STOCK_TRANSFER'] as const;

/**
 * SPEC §3 lists AU's additions as "Source Pick-up, At Source, Parked, the C2B and Trade-in variants".
 * We read "variants" as the same three steps for the two AU sourcing channels (cars bought from a
 * consumer, C2B, and cars taken in part-exchange, Trade-in), hence nine codes for those three words.
 */
export const AU_MOVEMENT_TYPES = [
  'SOURCE_PICKUP',
  'AT_SOURCE',
  'PARKED',
  'C2B_SOURCE_PICKUP',
  'C2B_AT_SOURCE',
  'C2B_PARKED',
  'TRADE_IN_SOURCE_PICKUP',
  'TRADE_IN_AT_SOURCE',
  'TRADE_IN_PARKED',
  'SOURCING_CANCELLATION',
  'SOURCING_RETURN',
  'DISPOSAL',
] as const;

export const MOVEMENT_TYPES = [...BASE_MOVEMENT_TYPES, ...AU_MOVEMENT_TYPES] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const MOVEMENT_TYPE_LABELS: Labels<MovementType> = {
  BOUGHT: 'Bought',
  STOCK_IN: 'Stock In',
  STOCK_OUT: 'Stock Out',
  STOCK_TRANSFER: 'Stock Transfer',
  SOURCE_PICKUP: 'Source Pick-up',
  AT_SOURCE: 'At Source',
  PARKED: 'Parked',
  C2B_SOURCE_PICKUP: 'C2B Source Pick-up',
  C2B_AT_SOURCE: 'C2B At Source',
  C2B_PARKED: 'C2B Parked',
  TRADE_IN_SOURCE_PICKUP: 'Trade-in Source Pick-up',
  TRADE_IN_AT_SOURCE: 'Trade-in At Source',
  TRADE_IN_PARKED: 'Trade-in Parked',
  SOURCING_CANCELLATION: 'Sourcing Cancellation',
  SOURCING_RETURN: 'Sourcing return',
  DISPOSAL: 'Disposal',
};

/** The movement types a country may create or filter by; only AU runs its own sourcing logistics. */
export const movementTypesFor = (country: Country): readonly MovementType[] =>
  country === 'AU' ? MOVEMENT_TYPES : BASE_MOVEMENT_TYPES;

/** SPEC §3 `allowedActions`: what the server says the current user may do with one inventory. */
export const INVENTORY_ALLOWED_ACTIONS = [
  'CREATE_MOVEMENT',
  'CREATE_LOGISTIC',
  'TRIP_START',
  'TRIP_END',
  'SEND_NOTIFICATION',
] as const;
export type InventoryAllowedAction = (typeof INVENTORY_ALLOWED_ACTIONS)[number];

/** SPEC §4 "Movement actions", the `action` of PUT /api/inventory/{id}/movement. */
export const MOVEMENT_ACTIONS = [
  'TRIP_START',
  'TRIP_END',
  'STOCK_IN',
  'STOCK_OUT',
  'STOCK_TRANSFER',
  'RETURN',
  'DRIVER_REQUEST_CANCEL',
  'MARK_RECEIVED',
  'READY_TO_BE_PICKED',
  'MARK_DISPATCHED',
  'MARK_LOST',
  'MARK_PENDING_FOR_DOCUMENTS',
] as const;
export type MovementAction = (typeof MOVEMENT_ACTIONS)[number];

/** SPEC §3 movement vendors; the codes are ours, the labels SPEC's. */
export const MOVEMENT_VENDORS = ['DRIVEU', 'IN_HOUSE', 'C2B', 'OFFLINE', 'LOCUS', 'ZOFEUR'] as const;
export type MovementVendor = (typeof MOVEMENT_VENDORS)[number];
export const MOVEMENT_VENDOR_LABELS: Labels<MovementVendor> = {
  DRIVEU: 'DriveU',
  IN_HOUSE: 'In House',
  C2B: 'C2B',
  OFFLINE: 'Offline',
  LOCUS: 'Locus',
  ZOFEUR: 'Zofeur',
};

export const LOGISTICS_MODES = ['OWN_TRUCK', '3PL_VENDOR', 'CARCIERGE', 'VENDOR_ORGANIZED'] as const;
export type LogisticsMode = (typeof LOGISTICS_MODES)[number];

export const REQUEST_TYPES = ['INTERNAL', 'EXTERNAL'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_TYPE_LABELS: Labels<RequestType> = { INTERNAL: 'Internal', EXTERNAL: 'External' };
