import { describe, it, expect } from 'vitest';
import * as enums from './enums.ts';
import * as index from './index.ts';

describe('enums.ts', () => {
  it('gathers every enumeration of SPEC §3 and §4', () => {
    for (const name of [
      'MOVEMENT_TYPES',
      'movementTypesFor',
      'LOCATION_TYPES',
      'LOCATION_SUBTYPES',
      'MOVEMENT_VENDORS',
      'LOGISTICS_MODES',
      'REQUEST_TYPES',
      'DRIVER_TYPES',
      'STAFF_TYPES',
      'KEY_DETAIL_TYPES',
      'KEY_ACTIONS',
      'RESERVE_STATUSES',
      'DAYS',
      'BUSINESS_LABELS',
      'SALES_TYPES',
      'NETWORK_TYPES',
      'networkTypesFor',
      'HOLD_REASONS',
      'REFURB_STAGES',
      'USER_CATEGORIES',
      'IDENTITY_PROVIDERS',
      'CAPACITY_REASONS',
      'ALLOCATION_KINDS',
      'COLLECTION_KINDS',
      'MASTER_DATA_LEVELS',
      'SEARCH_KEYS',
      'searchKeysFor',
      'PICKUP_OPTIONS',
      'TEST_DRIVE_OPTIONS',
      'PENDING_ACTION_TYPES',
      'PENDING_ACTION_SUB_REASONS',
      'PENDING_ACTION_FILTER_GROUPS',
      'filterGroupCriteria',
      'PUBLISH_ACTIONS',
      'BULK_UPLOAD_STATES',
      'PRICE_CHANGE_REASONS',
      'INVENTORY_LOCATION_STATUSES',
      'INDIAN_STATES',
      'CITY_CODE_GROUPS',
      'MOVEMENT_STATUSES',
      'movementStatusesFor',
    ]) {
      expect(enums, name).toHaveProperty(name);
      expect(index, name).toHaveProperty(name);
    }
  });

  it('keeps each list free of duplicates', () => {
    for (const [name, value] of Object.entries(enums)) {
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
        expect(new Set(value).size, name).toBe(value.length);
      }
    }
  });
});
