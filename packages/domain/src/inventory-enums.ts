import type { Labels } from './one-of.ts';

/** SPEC §3 reserve statuses of a sold or held car. */
export const RESERVE_STATUSES = ['RESERVED', 'BOOKED', 'DELIVERED'] as const;
export type ReserveStatus = (typeof RESERVE_STATUSES)[number];

/** SPEC §3 business labels: the codes are the catalogue's, the labels what operators call them. */
export const BUSINESS_LABELS = ['BETA_GO', 'GO', 'GAMMA'] as const;
export type BusinessLabel = (typeof BUSINESS_LABELS)[number];
export const BUSINESS_LABEL_LABELS: Labels<BusinessLabel> = { BETA_GO: 'Value Car', GO: 'GS', GAMMA: 'GAMMA' };

/** SPEC §3 sales types; only AU sells wholesale, so only AU shows the field. */
export const SALES_TYPES = ['RETAIL', 'WHOLESALE'] as const;
export type SalesType = (typeof SALES_TYPES)[number];

/** SPEC §3 why an inventory is held back from sale. */
export const HOLD_REASONS = [
  'TRADE',
  'RETAIL',
  'PENDING_TRADE',
  'COMPANY_ASSET',
  'PENDING_COMPANY_ASSET',
  'RETAIL_ON_HOLD',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
export const HOLD_REASON_LABELS: Labels<HoldReason> = {
  TRADE: 'Trade',
  RETAIL: 'Retail',
  PENDING_TRADE: 'Pending Trade',
  COMPANY_ASSET: 'Company Asset',
  PENDING_COMPANY_ASSET: 'Pending Company Asset',
  RETAIL_ON_HOLD: 'Retail On Hold',
};

/** SPEC §3 refurbishment stages, in workshop order; the codes are the refurbishment service's. */
export const REFURB_STAGES = [
  'denting',
  'prepping',
  'masking',
  'painting',
  'drying',
  'fitting',
  'detailing',
  'bsqc',
  'mech-service',
  'ac-electrical-wheelshop',
] as const;
export type RefurbStage = (typeof REFURB_STAGES)[number];

/** SPEC §4 publish actions, as the inventory history shows them. */
export const PUBLISH_ACTIONS = ['PUBLISH', 'UNPUBLISH', 'PUBLISH_FAILED'] as const;
export type PublishAction = (typeof PUBLISH_ACTIONS)[number];
export const PUBLISH_ACTION_LABELS: Labels<PublishAction> = {
  PUBLISH: 'Publish',
  UNPUBLISH: 'Unpublish',
  PUBLISH_FAILED: 'Publish Failed',
};

/** SPEC §4: bulk upload states travel as numbers (1 to 4), hence a code table, not a string list. */
export const BULK_UPLOAD_STATES = { NEW: 1, UPLOADED: 2, PUBLISHED: 3, UNPUBLISHED: 4 } as const;
export type BulkUploadStateName = keyof typeof BULK_UPLOAD_STATES;
export type BulkUploadStateCode = (typeof BULK_UPLOAD_STATES)[BulkUploadStateName];
export const BULK_UPLOAD_STATE_CODES = Object.values(BULK_UPLOAD_STATES) as BulkUploadStateCode[];
export const BULK_UPLOAD_STATE_LABELS: Readonly<Record<BulkUploadStateCode, string>> = {
  1: 'New',
  2: 'Uploaded',
  3: 'Published',
  4: 'Unpublished',
};

export const isBulkUploadStateCode = (value: unknown): value is BulkUploadStateCode =>
  (BULK_UPLOAD_STATE_CODES as readonly unknown[]).includes(value);

/** SPEC §4: the inventory status word shown in history (Sold wins over the publish flag). */
export const inventoryHistoryStatus = (row: { sold: boolean; published: boolean }): string =>
  row.sold ? 'Sold' : row.published ? 'Published' : 'Unpublished';

/** SPEC §4: a status message after an inventory change returns to this value when reset. */
export const UPDATE_STATUS_RESET = 'reset';
