import { describe, it, expect } from 'vitest';
import {
  ALLOCATION_KINDS,
  COLLECTION_KINDS,
  DAYS,
  DRIVER_TYPE_LABELS,
  IDENTITY_PROVIDERS,
  KEY_ACTIONS,
  KEY_DETAIL_TYPES,
  KEY_REQUEST_ACTIONS,
  STAFF_TYPES,
  USER_CATEGORIES,
} from './people-enums.ts';

describe('people and key enumerations', () => {
  it('match SPEC §3', () => {
    expect(Object.values(DRIVER_TYPE_LABELS)).toEqual(['Yard', 'Variable', 'Fixed']);
    expect(STAFF_TYPES).toEqual(['DRIVER', 'CA', 'CLEANER', 'MECHANIC', 'OTHER']);
    expect(USER_CATEGORIES).toEqual(['C24_EMPLOYEES', 'DSA', 'EXTERNAL']);
    expect(IDENTITY_PROVIDERS).toEqual(['ALL', 'OKTA', 'DESCOPE']);
    expect(ALLOCATION_KINDS).toEqual(['CA_ALLOCATION', 'C2B_INSPECTOR_ALLOCATION']);
    expect(COLLECTION_KINDS).toEqual(['PRIMARY', 'COLLECTION']);
    expect(KEY_DETAIL_TYPES).toEqual(['KEY_DETAILS', 'SPARE_KEY_DETAILS']);
    expect(KEY_ACTIONS).toEqual(['KEY_IN', 'KEY_OUT']);
    expect(KEY_REQUEST_ACTIONS).toContain('MARK_RECEIVED');
  });

  it('runs the week monday to sunday', () => {
    expect(DAYS).toHaveLength(7);
    expect(DAYS[0]).toBe('monday');
    expect(DAYS[6]).toBe('sunday');
  });
});
