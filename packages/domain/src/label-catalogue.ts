import { AUTH_TYPES } from './audit-actor.ts';
import { BULK_REQUEST_STATUSES, BULK_REQUEST_STATUS_LABELS, BULK_ROW_OUTCOMES } from './bulk-states.ts';
import {
  CLEANING_CHECKLIST,
  CLEANING_CHECKLIST_LABELS,
  CLEANING_TASK_STATES,
  CLEANING_TASK_STATE_LABELS,
  DONE_CLEANING_STATES,
  OPEN_CLEANING_STATES,
} from './cleaning-task.ts';
import {
  DOCUMENT_ACTIONS,
  DOCUMENT_ACTION_LABELS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  PENDING_DOCUMENT_STATUSES,
} from './document-transitions.ts';
import { DEALER_LOCATION_TYPES } from './dealer-network.ts';
import { FASTAG_DOCUMENT_LABELS, FASTAG_DOCUMENT_TYPES } from './fastag-documents.ts';
import {
  FASTAG_KYC_DECISIONS,
  FASTAG_KYC_STATUSES,
  FASTAG_KYC_STATUS_LABELS,
  FASTAG_ORDER_STATES,
  FASTAG_ORDER_STATE_LABELS,
} from './fastag-order-transitions.ts';
import { FEATURES } from './features.ts';
import {
  BUSINESS_LABELS,
  BUSINESS_LABEL_LABELS,
  HOLD_REASONS,
  HOLD_REASON_LABELS,
  PUBLISH_ACTIONS,
  PUBLISH_ACTION_LABELS,
  RESERVE_STATUSES,
  SALES_TYPES,
} from './inventory-enums.ts';
import {
  INVENTORY_STATUSES,
  INVENTORY_STATUS_LABELS,
  INVENTORY_STAGE_CODES,
  INVENTORY_SUB_STAGE_CODES,
  INVENTORY_TYPES,
  PUBLISH_STATUSES,
} from './inventory-rules.ts';
import { KEY_DETAIL_LABELS } from './key-custody.ts';
import { KEY_REQUEST_STATES, KEY_REQUEST_STATE_LABELS, OPEN_KEY_REQUEST_STATES } from './key-request-transitions.ts';
import {
  AUTH_TYPE_LABELS,
  ALLOCATION_KIND_LABELS,
  BULK_ROW_OUTCOME_LABELS,
  COLLECTION_KIND_LABELS,
  DAY_LABELS,
  DND_BULK_STATUSES,
  DND_BULK_STATUS_LABELS,
  FEATURE_LABELS,
  INVENTORY_TYPE_LABELS,
  KEY_ACTION_LABELS,
  LOGISTICS_MODE_LABELS,
  PENDING_ACTION_TYPE_LABELS,
  PERMISSION_LABELS,
  PUBLISH_STATUS_LABELS,
  RESERVE_STATUS_LABELS,
  SALES_TYPE_LABELS,
  VEHICLE_TYPE_LABELS,
} from './label-tables.ts';
import {
  CAPACITY_REASONS,
  CAPACITY_REASON_LABELS,
  INVENTORY_LOCATION_STATUSES,
  INVENTORY_LOCATION_STATUS_LABELS,
  LOCATION_SUBTYPES,
  LOCATION_SUBTYPE_LABELS,
  LOCATION_TYPES,
  LOCATION_TYPE_LABELS,
  MASTER_DATA_LEVELS,
  NETWORK_TYPES,
  NETWORK_TYPE_LABELS,
} from './location-enums.ts';
import { MOVEMENT_STATUSES, MOVEMENT_STATUS_LABELS } from './movement-status.ts';
import { MOVEMENT_PHASES, OPEN_MOVEMENT_PHASES } from './movement-transitions.ts';
import {
  AU_MOVEMENT_TYPES,
  BASE_MOVEMENT_TYPES,
  LOGISTICS_MODES,
  MOVEMENT_TYPES,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_VENDORS,
  MOVEMENT_VENDOR_LABELS,
  REQUEST_TYPES,
  REQUEST_TYPE_LABELS,
} from './movement-types.ts';
import {
  PENDING_ACTION_FILTER_GROUPS,
  PENDING_ACTION_FILTER_GROUP_LABELS,
  PENDING_ACTION_SUB_REASONS,
  PENDING_ACTION_TYPES,
  PRICE_CHANGE_REASONS,
  PRICE_CHANGE_REASON_LABELS,
} from './pending-actions.ts';
import {
  ALLOCATION_KINDS,
  COLLECTION_KINDS,
  DAYS,
  DRIVER_TYPES,
  DRIVER_TYPE_LABELS,
  IDENTITY_PROVIDERS,
  IDENTITY_PROVIDER_LABELS,
  KEY_ACTIONS,
  KEY_DETAIL_TYPES,
  STAFF_TYPES,
  STAFF_TYPE_LABELS,
  USER_CATEGORIES,
  USER_CATEGORY_LABELS,
} from './people-enums.ts';
import { ACTION_PERMISSIONS, PERMISSIONS, UI_PERMISSIONS } from './permissions.ts';
import { CONTACT_CHANNELS, CONTACT_CHANNEL_LABELS } from './preference-contact.ts';
import {
  SCHEDULED_RUN_OUTCOMES,
  SCHEDULED_STATES,
  SCHEDULED_STATE_LABELS,
  SCHEDULE_REPEATS,
  SCHEDULE_REPEAT_LABELS,
} from './scheduled-movements.ts';
import {
  PICKUP_OPTIONS,
  PICKUP_OPTION_LABELS,
  SEARCH_KEYS,
  SEARCH_KEY_LABELS,
  TEST_DRIVE_OPTIONS,
  TEST_DRIVE_OPTION_LABELS,
} from './search-keys.ts';
import {
  TUTORIAL_CATEGORIES,
  TUTORIAL_CATEGORY_LABELS,
  TUTORIAL_LANGUAGES,
  TUTORIAL_LANGUAGE_LABELS,
} from './tutorial-catalogue.ts';
import { LEAVE_STATES } from './users-roster-rules.ts';
import { VEHICLE_TYPES } from './verticals.ts';

/** One enumeration a person may see: its values and the words each is shown as. */
export interface LabelledEnum {
  readonly values: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
}

/**
 * A code as words, for codes whose words are their label: IN_WORKSHOP → "In Workshop" (as the screens
 * have always shown codes without a table), closedAt → "Closed at".
 */
export const wordsOfCode = (code: string): string => {
  if (/^[A-Z0-9_\s]+$/.test(code))
    return code
      .toLowerCase()
      .split(/[_\s]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
  const text = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const asWords = (values: readonly string[]): Readonly<Record<string, string>> =>
  Object.fromEntries(values.map((v) => [v, wordsOfCode(v)]));

const entry = (values: readonly string[], labels: Readonly<Record<string, string>>): LabelledEnum => ({
  values,
  labels,
});

/**
 * THE label catalogue (DESIGN §6): every enumeration, permission, feature key and status of the domain
 * that a person may see, by the name of its list. Look-ups (`codeLabel`, `valueLabel`, `permissionLabel`)
 * read it; label-catalogue.test.ts fails when the domain exports a list that is neither here nor in
 * NOT_SHOWN, or a value here without words.
 */
export const LABEL_CATALOGUE: Readonly<Record<string, LabelledEnum>> = {
  INVENTORY_STATUSES: entry(INVENTORY_STATUSES, INVENTORY_STATUS_LABELS),
  HOLD_REASONS: entry(HOLD_REASONS, HOLD_REASON_LABELS),
  BUSINESS_LABELS: entry(BUSINESS_LABELS, BUSINESS_LABEL_LABELS),
  PRICE_CHANGE_REASONS: entry(PRICE_CHANGE_REASONS, PRICE_CHANGE_REASON_LABELS),
  PENDING_ACTION_SUB_REASONS: entry(PENDING_ACTION_SUB_REASONS, PRICE_CHANGE_REASON_LABELS),
  SEARCH_KEYS: entry(SEARCH_KEYS, SEARCH_KEY_LABELS),
  PUBLISH_STATUSES: entry(PUBLISH_STATUSES, PUBLISH_STATUS_LABELS),
  PUBLISH_ACTIONS: entry(PUBLISH_ACTIONS, PUBLISH_ACTION_LABELS),
  PENDING_ACTION_TYPES: entry(PENDING_ACTION_TYPES, PENDING_ACTION_TYPE_LABELS),
  PENDING_ACTION_FILTER_GROUPS: entry(PENDING_ACTION_FILTER_GROUPS, PENDING_ACTION_FILTER_GROUP_LABELS),
  MOVEMENT_STATUSES: entry(MOVEMENT_STATUSES, MOVEMENT_STATUS_LABELS),
  MOVEMENT_TYPES: entry(MOVEMENT_TYPES, MOVEMENT_TYPE_LABELS),
  BASE_MOVEMENT_TYPES: entry(BASE_MOVEMENT_TYPES, MOVEMENT_TYPE_LABELS),
  AU_MOVEMENT_TYPES: entry(AU_MOVEMENT_TYPES, MOVEMENT_TYPE_LABELS),
  MOVEMENT_VENDORS: entry(MOVEMENT_VENDORS, MOVEMENT_VENDOR_LABELS),
  INVENTORY_LOCATION_STATUSES: entry(INVENTORY_LOCATION_STATUSES, INVENTORY_LOCATION_STATUS_LABELS),
  LOCATION_TYPES: entry(LOCATION_TYPES, LOCATION_TYPE_LABELS),
  DEALER_LOCATION_TYPES: entry(DEALER_LOCATION_TYPES, LOCATION_TYPE_LABELS),
  LOCATION_SUBTYPES: entry(LOCATION_SUBTYPES, LOCATION_SUBTYPE_LABELS),
  CAPACITY_REASONS: entry(CAPACITY_REASONS, CAPACITY_REASON_LABELS),
  NETWORK_TYPES: entry(NETWORK_TYPES, NETWORK_TYPE_LABELS),
  LOGISTICS_MODES: entry(LOGISTICS_MODES, LOGISTICS_MODE_LABELS),
  REQUEST_TYPES: entry(REQUEST_TYPES, REQUEST_TYPE_LABELS),
  PICKUP_OPTIONS: entry(PICKUP_OPTIONS, PICKUP_OPTION_LABELS),
  TEST_DRIVE_OPTIONS: entry(TEST_DRIVE_OPTIONS, TEST_DRIVE_OPTION_LABELS),
  DRIVER_TYPES: entry(DRIVER_TYPES, DRIVER_TYPE_LABELS),
  STAFF_TYPES: entry(STAFF_TYPES, STAFF_TYPE_LABELS),
  USER_CATEGORIES: entry(USER_CATEGORIES, USER_CATEGORY_LABELS),
  IDENTITY_PROVIDERS: entry(IDENTITY_PROVIDERS, IDENTITY_PROVIDER_LABELS),
  ALLOCATION_KINDS: entry(ALLOCATION_KINDS, ALLOCATION_KIND_LABELS),
  COLLECTION_KINDS: entry(COLLECTION_KINDS, COLLECTION_KIND_LABELS),
  KEY_DETAIL_TYPES: entry(KEY_DETAIL_TYPES, KEY_DETAIL_LABELS),
  KEY_ACTIONS: entry(KEY_ACTIONS, KEY_ACTION_LABELS),
  KEY_REQUEST_STATES: entry(KEY_REQUEST_STATES, KEY_REQUEST_STATE_LABELS),
  OPEN_KEY_REQUEST_STATES: entry(OPEN_KEY_REQUEST_STATES, KEY_REQUEST_STATE_LABELS),
  RESERVE_STATUSES: entry(RESERVE_STATUSES, RESERVE_STATUS_LABELS),
  SALES_TYPES: entry(SALES_TYPES, SALES_TYPE_LABELS),
  INVENTORY_TYPES: entry(INVENTORY_TYPES, INVENTORY_TYPE_LABELS),
  INVENTORY_STAGE_CODES: entry(INVENTORY_STAGE_CODES, asWords(INVENTORY_STAGE_CODES)),
  INVENTORY_SUB_STAGE_CODES: entry(INVENTORY_SUB_STAGE_CODES, asWords(INVENTORY_SUB_STAGE_CODES)),
  MOVEMENT_PHASES: entry(MOVEMENT_PHASES, asWords(MOVEMENT_PHASES)),
  OPEN_MOVEMENT_PHASES: entry(OPEN_MOVEMENT_PHASES, asWords(OPEN_MOVEMENT_PHASES)),
  DAYS: entry(DAYS, DAY_LABELS),
  BULK_REQUEST_STATUSES: entry(BULK_REQUEST_STATUSES, BULK_REQUEST_STATUS_LABELS),
  BULK_ROW_OUTCOMES: entry(BULK_ROW_OUTCOMES, BULK_ROW_OUTCOME_LABELS),
  DND_BULK_STATUSES: entry(DND_BULK_STATUSES, DND_BULK_STATUS_LABELS),
  CLEANING_TASK_STATES: entry(CLEANING_TASK_STATES, CLEANING_TASK_STATE_LABELS),
  OPEN_CLEANING_STATES: entry(OPEN_CLEANING_STATES, CLEANING_TASK_STATE_LABELS),
  DONE_CLEANING_STATES: entry(DONE_CLEANING_STATES, CLEANING_TASK_STATE_LABELS),
  CLEANING_CHECKLIST: entry(CLEANING_CHECKLIST, CLEANING_CHECKLIST_LABELS),
  DOCUMENT_TYPES: entry(DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS),
  DOCUMENT_ACTIONS: entry(DOCUMENT_ACTIONS, DOCUMENT_ACTION_LABELS),
  DOCUMENT_STATUSES: entry(DOCUMENT_STATUSES, MOVEMENT_STATUS_LABELS),
  PENDING_DOCUMENT_STATUSES: entry(PENDING_DOCUMENT_STATUSES, MOVEMENT_STATUS_LABELS),
  FASTAG_ORDER_STATES: entry(FASTAG_ORDER_STATES, FASTAG_ORDER_STATE_LABELS),
  FASTAG_KYC_STATUSES: entry(FASTAG_KYC_STATUSES, FASTAG_KYC_STATUS_LABELS),
  FASTAG_KYC_DECISIONS: entry(FASTAG_KYC_DECISIONS, FASTAG_KYC_STATUS_LABELS),
  FASTAG_DOCUMENT_TYPES: entry(FASTAG_DOCUMENT_TYPES, FASTAG_DOCUMENT_LABELS),
  CONTACT_CHANNELS: entry(CONTACT_CHANNELS, CONTACT_CHANNEL_LABELS),
  SCHEDULED_STATES: entry(SCHEDULED_STATES, SCHEDULED_STATE_LABELS),
  SCHEDULED_RUN_OUTCOMES: entry(SCHEDULED_RUN_OUTCOMES, SCHEDULED_STATE_LABELS),
  SCHEDULE_REPEATS: entry(SCHEDULE_REPEATS, SCHEDULE_REPEAT_LABELS),
  TUTORIAL_CATEGORIES: entry(TUTORIAL_CATEGORIES, TUTORIAL_CATEGORY_LABELS),
  TUTORIAL_LANGUAGES: entry(TUTORIAL_LANGUAGES, TUTORIAL_LANGUAGE_LABELS),
  LEAVE_STATES: entry(LEAVE_STATES, asWords(LEAVE_STATES)),
  MASTER_DATA_LEVELS: entry(MASTER_DATA_LEVELS, asWords(MASTER_DATA_LEVELS)),
  AUTH_TYPES: entry(AUTH_TYPES, AUTH_TYPE_LABELS),
  VEHICLE_TYPES: entry(VEHICLE_TYPES, VEHICLE_TYPE_LABELS),
  PERMISSIONS: entry(PERMISSIONS, PERMISSION_LABELS),
  UI_PERMISSIONS: entry(UI_PERMISSIONS, PERMISSION_LABELS),
  ACTION_PERMISSIONS: entry(ACTION_PERMISSIONS, PERMISSION_LABELS),
  FEATURES: entry(FEATURES, FEATURE_LABELS),
};

/**
 * The domain's lists that never reach a screen as they are, and why: the catalogue test asks every
 * other exported list to be in LABEL_CATALOGUE.
 */
export const NOT_SHOWN: Readonly<Record<string, string>> = {
  AREAS: 'code areas of the project, never shown',
  AGEING_BUCKET_KEYS: 'shown through AGEING_BUCKETS titles',
  COUNTRIES: 'country codes are the names SPEC shows (IN, AE, KSA…)',
  CITY_CODE_GROUP_NAMES: 'SPEC names the groups by these codes (NCR, GJ, MH)',
  REFURB_STAGES: 'SPEC §3 shows the stages in these words',
  NUMBER_WORDS: 'words already',
  TOAST_TYPES: 'kinds of toast, never shown',
  FASTAG_DOCUMENT_EXTENSIONS: 'file extensions, shown as such',
  ROSTER_COLUMNS: 'column headings of the roster file the user fills in',
  TUTORIAL_MEDIA_KINDS: 'shown as PDF / video by the tutorial screen',
  BULK_REQUEST_STEPS: 'API steps, never shown',
  CLEANING_CLIENT_TYPES: 'which client wrote a row, never shown',
  CLEANING_LISTINGS: 'screen keys, never shown',
  CLEANING_PHOTO_KINDS: 'shown as Before / After headings',
  CLEANING_TASK_EVENTS: 'API events; shown as buttons with their own words',
  INVENTORY_ALLOWED_ACTIONS: 'shown as buttons with their own words',
  INVENTORY_APT_ACTIONS: 'shown as buttons with their own words',
  INVENTORY_ID_ACTIONS: 'shown as buttons with their own words',
  INVENTORY_UPDATE_ACTIONS: 'shown as buttons with their own words',
  INVENTORY_STATE_ACTIONS: 'shown as buttons with their own words',
  INVENTORY_FIELD_UPDATES: 'field names: shown through fieldName',
  INVENTORY_HISTORY_FIELDS: 'field names: shown through fieldName',
  KEY_REQUEST_ACTIONS: 'shown as buttons with their own words',
  KEY_REQUEST_PUT_ACTIONS: 'shown as buttons with their own words',
  MOVEMENT_ACTIONS: 'shown as buttons with their own words (logistic-labels)',
  PENDING_ACTION_DECISIONS: 'shown as buttons with their own words',
  PUBLISH_REQUESTS: 'shown as buttons with their own words',
  INSPECTION_TYPES: 'API parameter, never shown',
  SLOT_TYPES: 'API parameter, never shown',
};

/** A permission as words; an unknown key (a newer server) as its words rather than as a code. */
export const permissionLabel = (key: string): string =>
  (PERMISSION_LABELS as Readonly<Record<string, string>>)[key] ?? wordsOfCode(key);

/** A feature key as the sidebar names it. */
export const featureLabel = (key: string): string =>
  (FEATURE_LABELS as Readonly<Record<string, string>>)[key] ?? wordsOfCode(key);
