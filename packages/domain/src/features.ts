import { ALL_VERTICALS, verticalKey, type Country, type Vertical, type VerticalKey } from './verticals.ts';

/**
 * Features whose visibility depends on the vertical (SPEC §1, §2 "Sidebar"). SPEC does not give the
 * mapping; these defaults are ours, seeded into the database and editable from /configs.
 */
export const FEATURES = [
  'inventory',
  'logistic',
  'driver',
  'location',
  'masterdata',
  'documentPendency',
  'bulkUpload',
  'keyManagement',
  'bigDealer',
  'configs',
  'scheduledTasks',
  'userManagementV1',
  'userManagementV2',
  'userPreferences',
  'carCleaningQa',
  'carCleaningHistory',
  'trainingTutorials',
  'fastag',
] as const;
export type Feature = (typeof FEATURES)[number];

export type FeatureMatrix = Record<Feature, readonly VerticalKey[]>;

const every: readonly VerticalKey[] = ALL_VERTICALS.map(verticalKey);
const carsIn = (...countries: Country[]): VerticalKey[] => countries.map((c) => `${c}:CAR` as const);
const bothIn = (...countries: Country[]): VerticalKey[] =>
  countries.flatMap((c) => [`${c}:CAR` as const, `${c}:BIKE` as const]);

/** The default feature matrix: feature → the verticals allowed to see it. One table, on purpose. */
export const DEFAULT_FEATURE_MATRIX: FeatureMatrix = {
  inventory: every,
  logistic: every,
  driver: every,
  location: every,
  masterdata: every,
  documentPendency: carsIn('IN'),
  bulkUpload: every,
  keyManagement: carsIn('AE', 'KSA'),
  bigDealer: bothIn('IN'),
  configs: every,
  scheduledTasks: carsIn('IN', 'AU', 'TH'),
  userManagementV1: every,
  userManagementV2: every,
  // AE cars keep a do-not-disturb list too (the demo data has rows there).
  userPreferences: [...bothIn('IN'), ...carsIn('AE')],
  carCleaningQa: carsIn('IN', 'AE', 'AU'),
  carCleaningHistory: carsIn('IN', 'AE', 'AU'),
  trainingTutorials: carsIn('IN', 'AE', 'AU'),
  // SPEC §6 "Fastag is always shown": every vertical; those without orders show an empty list.
  fastag: every,
};

/**
 * SPEC §6 "Fastag is always shown": features the matrix cannot hide. They are on in every vertical
 * whatever the stored table says, /configs does not offer to turn them off, and the API refuses it.
 */
export const ALWAYS_SHOWN_FEATURES: readonly Feature[] = ['fastag'];
export const isAlwaysShown = (feature: Feature): boolean => ALWAYS_SHOWN_FEATURES.includes(feature);
/** Why /configs will not turn such a feature off (the editor's note and the API's refusal). */
export const alwaysShownReason = (label: string): string =>
  `${label} is always shown (SPEC §6): the feature matrix cannot turn it off.`;

export const isFeatureEnabled = (matrix: FeatureMatrix, feature: Feature, vertical: Vertical): boolean =>
  isAlwaysShown(feature) || matrix[feature].includes(verticalKey(vertical));

/** Which features a vertical sees, as the `{feature: boolean}` map the ui-rules call returns. */
export const featuresFor = (matrix: FeatureMatrix, vertical: Vertical): Record<Feature, boolean> =>
  Object.fromEntries(FEATURES.map((f) => [f, isFeatureEnabled(matrix, f, vertical)])) as Record<Feature, boolean>;
