import { LABEL_CATALOGUE, wordsOfCode } from './label-catalogue.ts';
import { MOVEMENT_TAG_LABELS, SEEDED_GROUP_LABELS } from './label-tables.ts';

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

// Order settles codes two lists share with different words (GO is "GS" as a business label): the lists
// the screens showed first come first. Feature keys are left out: "driver" is a word in a sentence too.
const FIRST = [
  'INVENTORY_STATUSES',
  'HOLD_REASONS',
  'BUSINESS_LABELS',
  'PRICE_CHANGE_REASONS',
  'SEARCH_KEYS',
  'PUBLISH_STATUSES',
  'PUBLISH_ACTIONS',
  'PENDING_ACTION_TYPES',
  'PENDING_ACTION_FILTER_GROUPS',
];
const TABLES: readonly Readonly<Record<string, string>>[] = [
  ...FIRST.map((name) => LABEL_CATALOGUE[name]!.labels),
  MOVEMENT_TAG_LABELS,
  ...Object.entries(LABEL_CATALOGUE)
    .filter(([name]) => !FIRST.includes(name) && name !== 'FEATURES')
    .map(([, list]) => list.labels),
  SEEDED_GROUP_LABELS,
];

const tableLabel = (code: string): string | undefined => {
  for (const table of TABLES) {
    const label = table[code];
    if (label !== undefined) return label;
  }
  return undefined;
};

const words = wordsOfCode;

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
