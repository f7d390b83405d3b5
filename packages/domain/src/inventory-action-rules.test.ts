import { describe, expect, it } from 'vitest';
import {
  CAR_CONDITIONS,
  INVENTORY_ACTION_RULES,
  INVENTORY_STATE_ACTIONS,
  inventoryActionReason,
  inventoryActionRefusalMessage,
  markedLostSalePatch,
  stateActionOf,
  updateButtonReason,
  type InventoryActionState,
} from './inventory-action-rules.ts';
import { INVENTORY_UPDATE_ACTIONS } from './inventory-rules.ts';

const forSale: InventoryActionState = {
  status: 'READY_FOR_SALE',
  sold: false,
  reserveStatus: null,
  locationStatus: 'STOCKED_IN',
  publishStatus: 'PUBLISHED',
  published: true,
};
const allowedFor = (s: InventoryActionState) => INVENTORY_STATE_ACTIONS.filter((a) => !inventoryActionReason(a, s));

describe('the inventory action table (issue 19)', () => {
  it('has a row for every action and a reason for every condition', () => {
    expect(Object.keys(INVENTORY_ACTION_RULES).sort()).toEqual([...INVENTORY_STATE_ACTIONS].sort());
    for (const c of Object.values(CAR_CONDITIONS)) expect(c.reason).toMatch(/^[A-Z].*\.$/);
  });

  it('lets a published car for sale do everything but publish again and unreserve', () => {
    expect(allowedFor(forSale)).toEqual(INVENTORY_STATE_ACTIONS.filter((a) => a !== 'PUBLISH' && a !== 'UNRESERVE'));
  });

  it('takes a lost car off sale: no price, publish, sale or reservation; it may be found (stocked in)', () => {
    const lost = { ...forSale, locationStatus: 'LOST', published: false, publishStatus: 'UNPUBLISHED' };
    for (const a of [
      'LIST_PRICE',
      'TARGET_PRICE',
      'PUBLISH',
      'SOLD',
      'RESERVE',
      'MARK_LOST',
      'CREATE_MOVEMENT',
    ] as const)
      expect(inventoryActionReason(a, lost), a).toBe('It is marked lost.');
    expect(allowedFor(lost)).toEqual([
      'PERMANENT_DELISTING',
      'SOURCING_CANCELLATION',
      'EGC',
      'PARKING_SLOT',
      'STAGE',
      'TYPE',
      'GPS_TRACKER',
      'STOCK_IN',
    ]);
  });

  it('keeps a sourcing-cancelled car out of stock for good, naming the cancellation first', () => {
    const cancelled = { ...forSale, status: 'SOURCING_CANCELLED', published: false, publishStatus: 'UNPUBLISHED' };
    expect(inventoryActionReason('STOCK_IN', cancelled)).toBe('Its sourcing was cancelled.');
    expect(inventoryActionReason('LIST_PRICE', { ...cancelled, locationStatus: 'LOST' })).toBe(
      'Its sourcing was cancelled.',
    );
    expect(allowedFor(cancelled)).toEqual(['EGC', 'PARKING_SLOT', 'STAGE', 'TYPE', 'GPS_TRACKER']);
  });

  it('undoes only a plain reservation; a booked car belongs to its order', () => {
    expect(inventoryActionReason('UNRESERVE', { ...forSale, reserveStatus: 'RESERVED' })).toBeNull();
    expect(inventoryActionReason('UNRESERVE', { ...forSale, reserveStatus: 'BOOKED' })).toBe(
      'It is booked for an order.',
    );
    expect(inventoryActionReason('RESERVE', { ...forSale, reserveStatus: 'RESERVED' })).toBe('It is reserved.');
    expect(inventoryActionReason('SOURCING_CANCELLATION', { ...forSale, reserveStatus: 'BOOKED' })).toBe(
      'It is booked for an order.',
    );
  });

  it('words the API refusal after the label', () => {
    const lost = { ...forSale, locationStatus: 'LOST' };
    expect(inventoryActionRefusalMessage('SOLD', lost, 'Inventory apt-1')).toBe(
      'Inventory apt-1 cannot be sold: it is marked lost.',
    );
    expect(inventoryActionRefusalMessage('SOLD', forSale, 'Inventory apt-1')).toBeNull();
  });

  it('maps every update request to a row, reading the direction of publish and reserve', () => {
    for (const a of INVENTORY_UPDATE_ACTIONS) expect(INVENTORY_STATE_ACTIONS).toContain(stateActionOf(a));
    expect(stateActionOf('PUBLISH_STATUS', 'UNPUBLISH')).toBe('UNPUBLISH');
    expect(stateActionOf('UPDATE_RESERVE_STATUS', false)).toBe('UNRESERVE');
  });

  it('enables a choice button while one of its choices is allowed', () => {
    const sold = { ...forSale, sold: true, published: false, publishStatus: 'UNPUBLISHED' };
    expect(updateButtonReason('PUBLISH_STATUS', sold)).toBeNull();
    const delisted = { ...forSale, published: false, publishStatus: 'PERMANENTLY_DELISTED' };
    expect(updateButtonReason('PUBLISH_STATUS', delisted)).toBe('It is permanently delisted.');
    expect(updateButtonReason('UPDATE_RESERVE_STATUS', { ...forSale, reserveStatus: 'RESERVED' })).toBeNull();
    expect(updateButtonReason('SOLD', { ...forSale, locationStatus: 'LOST' })).toBe('It is marked lost.');
  });
});

describe('marking a car lost (issue 19 item 4)', () => {
  it('takes it off the storefront and releases its reservation or booking', () => {
    expect(markedLostSalePatch({ published: true, publishStatus: 'PUBLISHED', reserveStatus: 'BOOKED' })).toEqual({
      published: false,
      publishStatus: 'UNPUBLISHED',
      reserveStatus: null,
    });
    expect(markedLostSalePatch({ published: false, publishStatus: 'UNPUBLISHED', reserveStatus: null })).toEqual({});
    expect(markedLostSalePatch({ published: false, publishStatus: null, reserveStatus: 'DELIVERED' })).toEqual({});
  });
});
