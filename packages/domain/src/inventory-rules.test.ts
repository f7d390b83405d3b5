import { describe, expect, it } from 'vitest';
import type { Permission } from './permissions.ts';
import {
  INVENTORY_ACTION_PERMISSION,
  INVENTORY_UPDATE_ACTIONS,
  allowedInventoryActions,
  isSubStageOf,
  listPriceNeedsApproval,
  publishChangeNeedsApproval,
} from './inventory-rules.ts';

const perms = (...p: Permission[]) => new Set<Permission>(p);

describe('approval rule', () => {
  it('lets an approver change the price unless it falls by more than 10%', () => {
    expect(listPriceNeedsApproval({ current: 1000, proposed: 1200, canApprove: true })).toBe(false);
    expect(listPriceNeedsApproval({ current: 1000, proposed: 900, canApprove: true })).toBe(false);
    expect(listPriceNeedsApproval({ current: 1000, proposed: 899, canApprove: true })).toBe(true);
    expect(listPriceNeedsApproval({ current: null, proposed: 899, canApprove: true })).toBe(false);
  });
  it('always asks when the caller cannot approve', () => {
    expect(listPriceNeedsApproval({ current: 1000, proposed: 1200, canApprove: false })).toBe(true);
    expect(publishChangeNeedsApproval({ request: 'PUBLISH', canApprove: false })).toBe(true);
  });
  it('always asks for a permanent delisting', () => {
    expect(publishChangeNeedsApproval({ request: 'PERMANENT_DELISTING', canApprove: true })).toBe(true);
    expect(publishChangeNeedsApproval({ request: 'UNPUBLISH', canApprove: true })).toBe(false);
  });
});

describe('allowed actions', () => {
  const base = {
    sold: false,
    status: 'READY_FOR_SALE',
    locationStatus: 'STOCKED_IN',
    movementActive: false,
    reserveStatus: null,
  };
  it('offers a movement for a parked car', () => {
    expect(allowedInventoryActions(base, perms('UPDATE_INVENTORY'))).toEqual(['CREATE_MOVEMENT']);
  });
  it('offers trip start while a movement waits and trip end in transit', () => {
    expect(
      allowedInventoryActions({ ...base, movementActive: true, locationStatus: 'PENDING' }, perms('logisticMenu')),
    ).toEqual(['CREATE_LOGISTIC', 'TRIP_START', 'SEND_NOTIFICATION']);
    expect(
      allowedInventoryActions({ ...base, movementActive: true, locationStatus: 'IN_TRANSIT' }, perms('logisticMenu')),
    ).toEqual(['TRIP_END', 'SEND_NOTIFICATION']);
  });
  it('offers nothing for a cancelled or lost car, or to a viewer', () => {
    expect(allowedInventoryActions({ ...base, status: 'SOURCING_CANCELLED' }, perms('UPDATE_INVENTORY'))).toEqual([]);
    expect(allowedInventoryActions({ ...base, locationStatus: 'LOST' }, perms('UPDATE_INVENTORY'))).toEqual([]);
    expect(allowedInventoryActions(base, perms())).toEqual([]);
  });
});

describe('catalogue', () => {
  it('names a permission for every update action', () => {
    for (const a of INVENTORY_UPDATE_ACTIONS) expect(INVENTORY_ACTION_PERMISSION[a]).toBeTruthy();
  });
  it('checks sub-stages against their stage', () => {
    expect(isSubStageOf('REFURBISHMENT', 'QC')).toBe(true);
    expect(isSubStageOf('REFURBISHMENT', 'LISTED')).toBe(false);
    expect(isSubStageOf('RETAIL', null)).toBe(true);
  });
});
