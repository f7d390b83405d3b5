import type { InventoryRow, UiRules } from '@b2c/contracts';
import {
  ACTION_PERMISSIONS,
  INVENTORY_ACTION_PERMISSION,
  INVENTORY_FIELD_UPDATES,
  MESSAGES,
  UI_PERMISSIONS,
  INVENTORY_UPDATE_ACTIONS,
  isOneOf,
  networkTypesFor,
  updateButtonReason,
  type Country,
  type InventoryFieldUpdate,
  type InventoryUpdateAction,
  type Permission,
} from '@b2c/domain';

/**
 * Which update buttons a user sees on a car: the action's permission (SPEC §6) and the vertical's flag
 * (SPEC §3 UI rules) decide whether a button is there; the domain's inventory action table (the one the
 * server enforces) decides whether it is enabled, and why not (issue 19).
 */
export type CarState = Pick<
  InventoryRow,
  'sold' | 'status' | 'reserveStatus' | 'publishStatus' | 'published' | 'locationStatus'
>;

const FLAG: Partial<Record<InventoryUpdateAction, keyof UiRules['flags']>> = {
  TARGET_PRICE: 'showTargetPrice',
  UPDATE_RESERVE_STATUS: 'reserveButton',
  GPS_TRACKER: 'gpsTracker',
};

/** Why the car's state refuses the button's action (shown on hover), or null when it is allowed. */
export const refusedReason = (action: InventoryUpdateAction, car: CarState): string | null =>
  updateButtonReason(action, car);

const permitted = (rules: UiRules, permission: Permission): boolean =>
  isOneOf(ACTION_PERMISSIONS, permission)
    ? rules.actionPermissions[permission]
    : isOneOf(UI_PERMISSIONS, permission) && rules.uiPermissions[permission];

export const mayRun = (action: InventoryUpdateAction, rules: UiRules): boolean => {
  const flag = FLAG[action];
  return permitted(rules, INVENTORY_ACTION_PERMISSION[action]) && (flag === undefined || rules.flags[flag] === true);
};

/** The actions this user may run, in the order the button bar shows them, each with why the car refuses it. */
export const barActions = (
  car: CarState,
  rules: UiRules,
): { action: InventoryUpdateAction; refused: string | null }[] =>
  INVENTORY_UPDATE_ACTIONS.filter((a) => mayRun(a, rules)).map((action) => ({
    action,
    refused: refusedReason(action, car),
  }));

/** The actions this user may run on this car now. */
export const visibleActions = (car: CarState, rules: UiRules): InventoryUpdateAction[] =>
  barActions(car, rules)
    .filter((a) => a.refused === null)
    .map((a) => a.action);

export const ACTION_LABELS: Record<InventoryUpdateAction, string> = {
  LIST_PRICE: 'Update listing price',
  TARGET_PRICE: 'Update target price',
  EGC: 'Update EGC',
  PUBLISH_STATUS: 'Publish / Unpublish',
  SOLD: 'Mark as sold',
  SOURCING_CANCELLATION: 'Cancel sourcing',
  UPDATE_RESERVE_STATUS: 'Reserve',
  PARKING_SLOT: 'Update parking slot',
  STAGE: 'Update stage',
  TYPE: 'Update type',
  GPS_TRACKER: 'Update GPS tracker',
};

/** The reserve button says what it will do. */
export const actionLabel = (action: InventoryUpdateAction, car: CarState): string =>
  action === 'UPDATE_RESERVE_STATUS' && car.reserveStatus === 'RESERVED' ? 'Unreserve' : ACTION_LABELS[action];

/**
 * SPEC §8 toasts where SPEC has one; the server's own wording ("Listing price updated", "Price change
 * sent for approval") otherwise, since it knows whether the change applied or waits for approval.
 */
const SPEC_TOAST: Partial<Record<InventoryUpdateAction, string>> = {
  EGC: MESSAGES.egcUpdated,
  PARKING_SLOT: MESSAGES.parkingSlotUpdated,
  STAGE: MESSAGES.inventoryStageUpdated,
  TYPE: MESSAGES.inventoryTypeUpdated,
  GPS_TRACKER: MESSAGES.gpsTrackerUpdated,
  SOURCING_CANCELLATION: MESSAGES.sourcingCancelled,
};

export const successToast = (action: InventoryUpdateAction, serverMessage: string, reserveStatus?: boolean): string => {
  if (action === 'UPDATE_RESERVE_STATUS') return reserveStatus ? MESSAGES.reserved : MESSAGES.unreserved;
  return SPEC_TOAST[action] ?? serverMessage;
};

/**
 * The edits beside the `?action=` updates: vehicle details (`PUT …/{x}/update`), the registration
 * number and the chassis image. The server asks UPDATE_INVENTORY for each (SPEC §6).
 */
export const EXTRA_ACTIONS = ['DETAILS', 'REGISTRATION', 'CHASSIS_IMAGE'] as const;
export type ExtraAction = (typeof EXTRA_ACTIONS)[number];
export const EXTRA_ACTION_LABELS: Record<ExtraAction, string> = {
  DETAILS: 'Edit vehicle details',
  REGISTRATION: 'Update registration number',
  CHASSIS_IMAGE: 'Upload chassis image',
};
export const visibleExtraActions = (rules: UiRules): ExtraAction[] =>
  rules.actionPermissions.UPDATE_INVENTORY ? [...EXTRA_ACTIONS] : [];

/** The `PUT …/{x}/update` fields this country has: sales type only in AU, network type where it has types. */
export const editableFields = (country: Country): InventoryFieldUpdate[] =>
  INVENTORY_FIELD_UPDATES.filter((f) =>
    f === 'salesType' ? country === 'AU' : f === 'networkType' ? networkTypesFor(country).length > 0 : true,
  );
