/**
 * The domain's lists that never reach a screen as they are, and why: the catalogue test asks every
 * other exported list to be in LABEL_CATALOGUE.
 */
export const NOT_SHOWN: Readonly<Record<string, string>> = {
  AREAS: 'code areas of the project, never shown',
  AGEING_BUCKET_KEYS: 'shown through AGEING_BUCKETS titles',
  STOCK_AGE_KEYS: 'shown through STOCK_AGE_LABELS',
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
  CLEANING_TASK_EVENTS:
    "shown through CLEANING_TASK_EVENT_LABELS on a task's steps, not the catalogue: APPROVE is also a price approval's word",
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
  ALWAYS_SHOWN_FEATURES: 'feature keys: shown through featureLabel',
  VERTICAL_FLAG_NAMES: 'flag names: shown through the /configs flag labels',
};
