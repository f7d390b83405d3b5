import type { Labels } from './one-of.ts';

/** SPEC §3 driver types: how a driver is engaged. */
export const DRIVER_TYPES = ['YARD', 'VARIABLE', 'FIXED'] as const;
export type DriverType = (typeof DRIVER_TYPES)[number];
export const DRIVER_TYPE_LABELS: Labels<DriverType> = { YARD: 'Yard', VARIABLE: 'Variable', FIXED: 'Fixed' };

/** SPEC §3 staff types of the resource planner. */
export const STAFF_TYPES = ['DRIVER', 'CA', 'CLEANER', 'MECHANIC', 'OTHER'] as const;
export type StaffType = (typeof STAFF_TYPES)[number];
export const STAFF_TYPE_LABELS: Labels<StaffType> = {
  DRIVER: 'Driver',
  CA: 'CA',
  CLEANER: 'Cleaner',
  MECHANIC: 'Mechanic',
  OTHER: 'Other',
};

/** SPEC §3 user categories of user management V2. */
export const USER_CATEGORIES = ['C24_EMPLOYEES', 'DSA', 'EXTERNAL'] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];
export const USER_CATEGORY_LABELS: Labels<UserCategory> = {
  C24_EMPLOYEES: 'CARS24 employee',
  DSA: 'DSA partner',
  EXTERNAL: 'External',
};

/** SPEC §3: which identity provider a user signs in with; ALL means either. */
export const IDENTITY_PROVIDERS = ['ALL', 'OKTA', 'DESCOPE'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];
export const IDENTITY_PROVIDER_LABELS: Labels<IdentityProvider> = {
  ALL: 'Okta or Descope',
  OKTA: 'Okta',
  DESCOPE: 'Descope',
};

/** SPEC §3 allocation kinds: whom a user is allocated to as. */
export const ALLOCATION_KINDS = ['CA_ALLOCATION', 'C2B_INSPECTOR_ALLOCATION'] as const;
export type AllocationKind = (typeof ALLOCATION_KINDS)[number];

/** SPEC §3 collection kinds. */
export const COLLECTION_KINDS = ['PRIMARY', 'COLLECTION'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** SPEC §3 days, lower case as the roster and slot configuration store them. */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];

/** SPEC §3 key management. */
export const KEY_DETAIL_TYPES = ['KEY_DETAILS', 'SPARE_KEY_DETAILS'] as const;
export type KeyDetailType = (typeof KEY_DETAIL_TYPES)[number];

export const KEY_ACTIONS = ['KEY_IN', 'KEY_OUT'] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number];

/** SPEC §4 key request actions (PUT request/{id}/action/{action}, plus create and cancel). */
export const KEY_REQUEST_ACTIONS = ['CREATE', 'CANCEL', 'MARK_RECEIVED', 'READY_TO_BE_PICKED'] as const;
export type KeyRequestAction = (typeof KEY_REQUEST_ACTIONS)[number];
