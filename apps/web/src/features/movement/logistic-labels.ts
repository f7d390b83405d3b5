import {
  LOGISTICS_MODES,
  LOGISTICS_MODE_LABELS,
  MOVEMENT_STATUS_LABELS,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_VENDORS,
  MOVEMENT_VENDOR_LABELS,
  PICKUP_OPTIONS,
  PICKUP_OPTION_LABELS,
  REQUEST_TYPES,
  REQUEST_TYPE_LABELS,
  movementStatusesFor,
  movementTypesFor,
  type Country,
  type MovementAction,
} from '@b2c/domain';

export const vendorOptions = MOVEMENT_VENDORS.map((value) => ({ value, label: MOVEMENT_VENDOR_LABELS[value] }));
// SPEC §3 lists the modes by their codes; a person reads them in words (issue 24: OWN_TRUCK on screen).
export const modeOptions = LOGISTICS_MODES.map((value) => ({ value, label: LOGISTICS_MODE_LABELS[value] }));
export const requestTypeOptions = REQUEST_TYPES.map((value) => ({ value, label: REQUEST_TYPE_LABELS[value] }));
export const pickupOptionOptions = PICKUP_OPTIONS.map((value) => ({ value, label: PICKUP_OPTION_LABELS[value] }));
export const statusOptions = (country: Country) =>
  movementStatusesFor(country).map((value) => ({ value, label: MOVEMENT_STATUS_LABELS[value] }));
export const typeOptions = (country: Country) =>
  movementTypesFor(country).map((value) => ({ value, label: MOVEMENT_TYPE_LABELS[value] }));

/** Button texts of SPEC §4's movement actions. */
export const ACTION_LABELS: Record<MovementAction, string> = {
  TRIP_START: 'Start trip',
  TRIP_END: 'End trip',
  STOCK_IN: 'Stock in',
  STOCK_OUT: 'Stock out',
  STOCK_TRANSFER: 'Stock transfer',
  RETURN: 'Return',
  DRIVER_REQUEST_CANCEL: 'Cancel driver request',
  MARK_RECEIVED: 'Mark received',
  READY_TO_BE_PICKED: 'Ready to be picked',
  MARK_DISPATCHED: 'Mark dispatched',
  MARK_LOST: 'Mark lost',
  MARK_PENDING_FOR_DOCUMENTS: 'Mark pending for documents',
};

/** Actions that move a car out of reach or close its movement early: asked twice. */
export const CONFIRMED_ACTIONS: ReadonlySet<MovementAction> = new Set([
  'MARK_LOST',
  'RETURN',
  'DRIVER_REQUEST_CANCEL',
  'STOCK_OUT',
]);
