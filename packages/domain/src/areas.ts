import type { Feature } from './features.ts';

/**
 * One name per area (docs/glossary.md "Areas"): the API module folder, the contracts file prefix and
 * `<area>Endpoints`, the web feature folder and the service family all use it. A test in the API
 * (area-names.test.ts) holds the folders, the contracts and the glossary to this list.
 */
export const AREAS = [
  'inventory',
  'movement',
  'slot',
  'driver',
  'location',
  'masterdata',
  'users',
  'preference',
  'key',
  'document',
  'dealer',
  'bulk',
  'config',
  'scheduled',
  'fastag',
  'cleaning',
  'tutorial',
  // Issue 25: reported failures (the Errors screen); no sidebar item.
  'errors',
  // Issue 28: counting a yard's cars by scanning them; reached from the stock-in icon and a location.
  'yard-audit',
  // Issue 29: the start page after sign-in; the sidebar's title opens it.
  'dashboard',
] as const;
export type Area = (typeof AREAS)[number];

/** SPEC's sidebar items keep SPEC's names (they are stored in the feature matrix); each has one area. */
export const AREA_OF_FEATURE: Readonly<Record<Feature, Area>> = {
  inventory: 'inventory',
  logistic: 'movement',
  driver: 'driver',
  location: 'location',
  masterdata: 'masterdata',
  documentPendency: 'document',
  bulkUpload: 'bulk',
  keyManagement: 'key',
  bigDealer: 'dealer',
  configs: 'config',
  scheduledTasks: 'scheduled',
  userManagementV1: 'users',
  userManagementV2: 'users',
  userPreferences: 'preference',
  carCleaningQa: 'cleaning',
  carCleaningHistory: 'cleaning',
  trainingTutorials: 'tutorial',
  fastag: 'fastag',
};

export const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);
