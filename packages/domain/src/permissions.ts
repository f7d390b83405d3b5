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
 * does not name (approving a pending action, stocking a car in, managing users, editing master data and
 * configuration).
 */
export const ACTION_PERMISSIONS = [
  'CREATE_INVENTORY',
  'UPDATE_INVENTORY',
  'PRICE_UPDATE',
  'UPDATE_INVENTORY_STAGE',
  'UPDATE_INVENTORY_TYPE',
  'APPROVE_PENDING_ACTION',
  // Issue 19: stocking a car in moves stock; a menu permission (key managers see the inventory) is not enough.
  'STOCK_IN',
  'MANAGE_MASTERDATA',
  'MANAGE_USERS',
  'MANAGE_CONFIG',
  // Key management (issue 14): UAE_KEY_REQUESTER asks for keys and cancels their own requests;
  // UAE_KEY_MANAGER hands keys out, takes them back and sees every request.
  'REQUEST_KEYS',
  'MANAGE_KEYS',
  // Car cleaning and tutorials (issue 17): assigning and photographing tasks, QA's decision, adding tutorials.
  'ASSIGN_CLEANING',
  'REVIEW_CLEANING',
  'MANAGE_TUTORIALS',
  // FASTag (issue 17): the list is open to every signed-in user (SPEC §6); uploading documents, the KYC
  // decision and activation change an order and need this.
  'MANAGE_FASTAG',
  // The big dealer network (issue 16): editing dealers and allocating cars to them, which moves stock.
  'MANAGE_DEALERS',
  // Issue 25: the Errors screen (reported panel and API failures) is for administrators only.
  'VIEW_ERRORS',
  // Issue 28: yard audits — start one at a location, scan cars, finish it and offer its fixes.
  'YARD_AUDIT',
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
