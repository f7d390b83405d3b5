import type { BulkInventoryType } from '@b2c/contracts';
import type { BulkCar, BulkParsedAction } from './bulk-types.ts';

/** The car's fields each inventory type writes: what a row's rollback restores (issue 29). */
export const FIELDS_OF_TYPE = {
  LIST_PRICE: ['listingPrice', 'priceChangeReason'],
  TARGET_PRICE: ['targetPrice'],
  PUBLISH_STATUS: ['publishStatus'],
  STAGE: ['inventoryStage', 'inventorySubStage'],
  TYPE: ['inventoryType'],
  PARKING_SLOT: ['parkingSlot'],
} as const satisfies Record<BulkInventoryType, readonly (keyof BulkCar)[]>;

/** The car's values of the fields the type writes, as they are before the row (kept with the row's claim). */
export function previousValues(type: BulkInventoryType, car: BulkCar): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const field of FIELDS_OF_TYPE[type]) {
    const value = car[field];
    values[field] = value === undefined || value === null ? null : String(value);
  }
  return values;
}

/** The publish request that puts a car back to a publish status; none for a status no request sets. */
const PUBLISH_REQUEST_OF = {
  PUBLISHED: 'PUBLISH',
  UNPUBLISHED: 'UNPUBLISH',
  PERMANENTLY_DELISTED: 'PERMANENT_DELISTING',
} as const;

export type RevertAction = { action: BulkParsedAction } | { refused: string };

/**
 * The single edit that puts the values from before the row back, based on the car's current version —
 * or why there is none: the field was empty before (an edit cannot empty a price), or the status was one
 * only the catalogue sets.
 */
export function revertAction(
  type: BulkInventoryType,
  previous: Record<string, string | null>,
  version: number,
  remarks: string,
): RevertAction {
  const none = (what: string) => ({ refused: `It had no ${what} before the upload, and an edit cannot clear it.` });
  switch (type) {
    case 'LIST_PRICE': {
      if (previous.listingPrice === null || previous.listingPrice === undefined) return none('listing price');
      const reason = previous.priceChangeReason === 'INITIAL_PRICE_UPDATE' ? 'INITIAL_PRICE_UPDATE' : 'PRICE_REVISION';
      return {
        action: {
          action: type,
          body: { listingPrice: Number(previous.listingPrice), priceChangeReason: reason, remarks, version },
        },
      };
    }
    case 'TARGET_PRICE':
      if (previous.targetPrice === null || previous.targetPrice === undefined) return none('target price');
      return { action: { action: type, body: { targetPrice: Number(previous.targetPrice), version } } };
    case 'PUBLISH_STATUS': {
      const request = PUBLISH_REQUEST_OF[previous.publishStatus as keyof typeof PUBLISH_REQUEST_OF];
      if (!request) return { refused: 'Its publish status before the upload is set only by the catalogue.' };
      return { action: { action: type, body: { publishStatus: request, remarks, version } } };
    }
    case 'STAGE': {
      if (!previous.inventoryStage) return none('inventory stage');
      const inventoryStage = previous.inventoryStage as Extract<
        BulkParsedAction,
        { action: 'STAGE' }
      >['body']['inventoryStage'];
      return {
        action: {
          action: type,
          body: { inventoryStage, inventorySubStage: previous.inventorySubStage ?? null, version },
        },
      };
    }
    case 'TYPE': {
      if (!previous.inventoryType) return none('inventory type');
      const inventoryType = previous.inventoryType as Extract<
        BulkParsedAction,
        { action: 'TYPE' }
      >['body']['inventoryType'];
      return { action: { action: type, body: { inventoryType, version } } };
    }
    case 'PARKING_SLOT':
      if (!previous.parkingSlot) return none('parking slot');
      return { action: { action: type, body: { parkingSlot: previous.parkingSlot, version } } };
  }
}
