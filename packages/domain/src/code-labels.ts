import { BUSINESS_LABEL_LABELS, HOLD_REASON_LABELS, PUBLISH_ACTION_LABELS } from './inventory-enums.ts';
import { INVENTORY_STATUS_LABELS, type PublishStatus } from './inventory-rules.ts';
import { INVENTORY_LOCATION_STATUS_LABELS, LOCATION_TYPE_LABELS } from './location-enums.ts';
import { MOVEMENT_STATUS_LABELS } from './movement-status.ts';
import { MOVEMENT_TYPE_LABELS, MOVEMENT_VENDOR_LABELS } from './movement-types.ts';
import type { Labels } from './one-of.ts';
import {
  PENDING_ACTION_FILTER_GROUP_LABELS,
  PRICE_CHANGE_REASON_LABELS,
  type PendingActionType,
} from './pending-actions.ts';
import { SEARCH_KEY_LABELS } from './search-keys.ts';

/**
 * Codes are the API's words, not an operator's: "Publish status updated: UNPUBLISHED", "LISTING_PRICE_UPDATE"
 * and "inventorySubStage: ON_HOLD → —" were on screen. These are the labels of the codes the screens and
 * the API's messages show that had none yet, and one look-up over every label table.
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
};

/** Tags a movement carries (SPEC §7 reschedule `tags=`). */
export const MOVEMENT_TAG_LABELS: Readonly<Record<string, string>> = {
  RESCHEDULED_INTERNAL: 'Rescheduled internally',
  RESCHEDULED_EXTERNAL: 'Rescheduled by the customer',
};

/** Audited field names that do not read well split into words. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  inventorySubStage: 'Sub-stage',
  inventoryStage: 'Stage',
  inventoryType: 'Inventory type',
  egc: 'EGC',
  gpsTrackerNumber: 'GPS tracker number',
  avgMarketPrice: 'Average market price',
  holdReason: 'Hold reason',
  locationStatus: 'Location status',
  locationCode: 'Location',
  cityCode: 'City',
};

const TABLES: readonly Readonly<Record<string, string>>[] = [
  INVENTORY_STATUS_LABELS,
  HOLD_REASON_LABELS,
  BUSINESS_LABEL_LABELS,
  PRICE_CHANGE_REASON_LABELS,
  SEARCH_KEY_LABELS,
  PUBLISH_STATUS_LABELS,
  PUBLISH_ACTION_LABELS,
  PENDING_ACTION_TYPE_LABELS,
  PENDING_ACTION_FILTER_GROUP_LABELS,
  MOVEMENT_TAG_LABELS,
  MOVEMENT_STATUS_LABELS,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_VENDOR_LABELS,
  INVENTORY_LOCATION_STATUS_LABELS,
  LOCATION_TYPE_LABELS,
];

const tableLabel = (code: string): string | undefined => {
  for (const table of TABLES) {
    const label = table[code];
    if (label !== undefined) return label;
  }
  return undefined;
};

const words = (code: string) =>
  code
    .toLowerCase()
    .split(/[_\s]+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');

/**
 * A code as an operator reads it: its label where a domain table has one (BETA_GO → "Value Car"),
 * else its words (IN_WORKSHOP → "In Workshop").
 * @example codeLabel('LISTING_PRICE_UPDATE') // 'Listing price change'
 */
export const codeLabel = (code: string | null | undefined): string => {
  if (code === null || code === undefined || code === '') return '';
  return tableLabel(code) ?? words(code);
};

/** A code with an underscore (ON_HOLD); a single capital word may be a code of a city (AMD) and is kept. */
const UNDERSCORED_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

/**
 * A recorded value as shown: a code by its label or words, anything else (a price, a name, a city
 * code) as it is.
 */
export const valueLabel = (value: string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  return tableLabel(value) ?? (UNDERSCORED_CODE.test(value) ? words(value) : value);
};

/** An audited field as words: "listingPrice" → "Listing price", "inventorySubStage" → "Sub-stage". */
export const fieldName = (field: string): string => {
  const known = FIELD_NAMES[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One audited change as a line: "Sub-stage: On Hold → —". */
export const changeLine = (field: string, oldValue: string | null, newValue: string | null): string =>
  `${fieldName(field)}: ${valueLabel(oldValue) || '—'} → ${valueLabel(newValue) || '—'}`;
