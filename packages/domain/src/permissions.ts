/**
 * The one permission catalogue (DESIGN §4). Groups carry these keys; the API enforces them per route,
 * the panel hides routes, menu items, buttons and columns with the same keys.
 */

/** SPEC §3 uiPermissions: the menu and screen permissions. */
export const UI_PERMISSIONS = [
  'inventoryMenu',
  'logisticMenu',
  'crudDriver',
  'masterdataMenu',
  'bulkUpload',
  'documentsMenu',
  'bigDealerMenu',
  'userManagementMenu',
  'configMenu',
  'carCleaningQa',
  'carCleaningHistory',
  'trainingTutorials',
] as const;
export type UiPermission = (typeof UI_PERMISSIONS)[number];

/**
 * SPEC §6 action permissions tied to history columns, plus the write permissions the API needs that SPEC
 * does not name (approving a pending action, managing users, editing master data and configuration).
 */
export const ACTION_PERMISSIONS = [
  'CREATE_INVENTORY',
  'UPDATE_INVENTORY',
  'PRICE_UPDATE',
  'UPDATE_INVENTORY_STAGE',
  'UPDATE_INVENTORY_TYPE',
  'APPROVE_PENDING_ACTION',
  'MANAGE_MASTERDATA',
  'MANAGE_USERS',
  'MANAGE_CONFIG',
] as const;
export type ActionPermission = (typeof ACTION_PERMISSIONS)[number];

export const PERMISSIONS = [...UI_PERMISSIONS, ...ACTION_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);

/** Groups SPEC names whose membership itself is a rule (SPEC §6). */
export const SPECIAL_GROUPS = {
  CC_ADMIN: 'CC_ADMIN',
  UAE_KEY_MANAGER: 'UAE_KEY_MANAGER',
  UAE_KEY_REQUESTER: 'UAE_KEY_REQUESTER',
} as const;
export type SpecialGroup = keyof typeof SPECIAL_GROUPS;
