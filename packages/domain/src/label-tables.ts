import type { AuthType } from './audit-actor.ts';
import type { BulkRowOutcome } from './bulk-states.ts';
import type { Feature } from './features.ts';
import type { KeyAction, AllocationKind, CollectionKind, Day } from './people-enums.ts';
import type { ReserveStatus, SalesType } from './inventory-enums.ts';
import type { LogisticsMode } from './movement-types.ts';
import type { Labels } from './one-of.ts';
import type { PendingActionType } from './pending-actions.ts';
import type { InventoryType, PublishStatus } from './inventory-rules.ts';
import type { Permission } from './permissions.ts';
import type { VehicleType } from './verticals.ts';

/**
 * Labels of the codes that had none and reached a screen as codes (issue 24, finding 15): permissions
 * in groups and on the key page ("REQUEST_KEYS, MANAGE_KEYS"), feature keys in the matrix ("bigDealer"),
 * OWN_TRUCK, VALID / INVALID in bulk results. The catalogue (label-catalogue.ts) gathers these with the
 * tables kept beside their enumerations.
 */
export const PERMISSION_LABELS: Labels<Permission> = {
  inventoryMenu: 'Inventory menu',
  logisticMenu: 'Logistic menu',
  crudDriver: 'Driver management',
  masterdataMenu: 'Master data menu',
  bulkUpload: 'Bulk upload',
  documentsMenu: 'Documents menu',
  bigDealerMenu: 'Big dealer menu',
  userManagementMenu: 'User management menu',
  configMenu: 'Configs menu',
  carCleaningQa: 'Car cleaning QA',
  carCleaningHistory: 'Car cleaning history',
  trainingTutorials: 'Training tutorials',
  CREATE_INVENTORY: 'Create inventory',
  UPDATE_INVENTORY: 'Update inventory',
  PRICE_UPDATE: 'Update prices',
  UPDATE_INVENTORY_STAGE: 'Update inventory stage',
  UPDATE_INVENTORY_TYPE: 'Update inventory type',
  APPROVE_PENDING_ACTION: 'Approve pending actions',
  STOCK_IN: 'Stock in',
  MANAGE_MASTERDATA: 'Manage master data',
  MANAGE_USERS: 'Manage users',
  MANAGE_CONFIG: 'Manage configs',
  REQUEST_KEYS: 'Request keys',
  MANAGE_KEYS: 'Manage keys',
  ASSIGN_CLEANING: 'Assign cleaning',
  REVIEW_CLEANING: 'Review cleaning',
  MANAGE_TUTORIALS: 'Manage tutorials',
  MANAGE_FASTAG: 'Manage FASTag',
  MANAGE_DEALERS: 'Manage dealers',
  VIEW_ERRORS: 'View error reports',
  YARD_AUDIT: 'Yard audit',
};

/** Feature keys as the sidebar names them (SPEC §2 "Sidebar"). */
export const FEATURE_LABELS: Labels<Feature> = {
  inventory: 'Inventory',
  logistic: 'Logistic',
  driver: 'Driver Management',
  location: 'Location',
  masterdata: 'Master Data',
  documentPendency: 'Document Pendency',
  bulkUpload: 'Bulk Upload',
  keyManagement: 'Key Management',
  bigDealer: 'Big Dealer Network',
  configs: 'Configs',
  scheduledTasks: 'Scheduled Tasks',
  userManagementV1: 'User Management',
  userManagementV2: 'User Management V2',
  userPreferences: 'User Preferences',
  carCleaningQa: 'Car Cleaning QA',
  carCleaningHistory: 'Car Cleaning History',
  trainingTutorials: 'Training Tutorials',
  fastag: 'Fastag',
};

export const LOGISTICS_MODE_LABELS: Labels<LogisticsMode> = {
  OWN_TRUCK: 'Own truck',
  '3PL_VENDOR': '3PL vendor',
  CARCIERGE: 'Carcierge',
  VENDOR_ORGANIZED: 'Vendor organised',
};

export const BULK_ROW_OUTCOME_LABELS: Labels<BulkRowOutcome> = {
  VALID: 'Valid',
  INVALID: 'Invalid',
  APPLIED: 'Applied',
  PENDING_APPROVAL: 'Pending approval',
  FAILED: 'Failed',
  SKIPPED: 'Skipped',
};

/** The do-not-disturb "Add many" outcome of one line. */
export const DND_BULK_STATUSES = ['ADDED', 'ALREADY_LISTED', 'FAILED'] as const;
export type DndBulkStatus = (typeof DND_BULK_STATUSES)[number];
export const DND_BULK_STATUS_LABELS: Labels<DndBulkStatus> = {
  ADDED: 'Added',
  ALREADY_LISTED: 'Already listed',
  FAILED: 'Failed',
};

export const RESERVE_STATUS_LABELS: Labels<ReserveStatus> = {
  RESERVED: 'Reserved',
  BOOKED: 'Booked',
  DELIVERED: 'Delivered',
};

export const SALES_TYPE_LABELS: Labels<SalesType> = { RETAIL: 'Retail', WHOLESALE: 'Wholesale' };

export const INVENTORY_TYPE_LABELS: Labels<InventoryType> = {
  OWNED: 'Owned',
  CONSIGNMENT: 'Consignment',
  TRADE_IN: 'Trade-in',
  PARTNER: 'Partner',
};

export const KEY_ACTION_LABELS: Labels<KeyAction> = { KEY_IN: 'Key in', KEY_OUT: 'Key out' };

export const ALLOCATION_KIND_LABELS: Labels<AllocationKind> = {
  CA_ALLOCATION: 'CA allocation',
  C2B_INSPECTOR_ALLOCATION: 'C2B inspector allocation',
};

export const COLLECTION_KIND_LABELS: Labels<CollectionKind> = { PRIMARY: 'Primary', COLLECTION: 'Collection' };

export const DAY_LABELS: Labels<Day> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const AUTH_TYPE_LABELS: Labels<AuthType> = { USER: 'User', SYSTEM: 'System', SERVICE: 'Service' };

export const VEHICLE_TYPE_LABELS: Labels<VehicleType> = { CAR: 'Car', BIKE: 'Bike' };

/**
 * The groups the product seeds (SPEC §6 names CC_ADMIN and the key groups). A group an administrator
 * creates is shown by its name; these read as words wherever a list of groups is recorded (user audit).
 */
export const SEEDED_GROUP_LABELS: Readonly<Record<string, string>> = {
  ADMIN: 'Admin',
  CC_ADMIN: 'CC admin',
  OPERATIONS: 'Operations',
  UAE_KEY_MANAGER: 'UAE key manager',
  UAE_KEY_REQUESTER: 'UAE key requester',
  PRICE_APPROVER: 'Price approver',
  VIEWER: 'Viewer',
};

/**
 * Codes are the API's words, not an operator's: "Publish status updated: UNPUBLISHED", "LISTING_PRICE_UPDATE"
 * and "inventorySubStage: ON_HOLD → —" were on screen. These are labels of codes the screens and the API's
 * messages show.
 */
export const PUBLISH_STATUS_LABELS: Labels<PublishStatus> = {
  PUBLISHED: 'Published',
  UNPUBLISHED: 'Unpublished',
  PERMANENTLY_DELISTED: 'Permanently Delisted',
  PUBLISH_FAILED: 'Publish Failed',
};

export const PENDING_ACTION_TYPE_LABELS: Labels<PendingActionType> = {
  OFFER_PRICE_UPDATE: 'Offer price change',
  LISTING_PRICE_UPDATE: 'Listing price change',
  PUBLISH_STATUS_UPDATE: 'Publish status change',
  MARK_MISSING: 'Missing car report',
};

/** Tags a movement carries (SPEC §7 reschedule `tags=`). */
export const MOVEMENT_TAG_LABELS: Readonly<Record<string, string>> = {
  RESCHEDULED_INTERNAL: 'Rescheduled internally',
  RESCHEDULED_EXTERNAL: 'Rescheduled by the customer',
};
