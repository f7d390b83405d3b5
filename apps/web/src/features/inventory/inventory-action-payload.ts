import type { InventoryDetail } from '@b2c/contracts';
import type { InventoryUpdateAction } from '@b2c/domain';
import { cleanText } from '../../shared/forms/form-values.ts';

/** What the action forms hold; each action reads its own fields. */
export interface ActionFormValues {
  listingPrice?: number | null;
  priceChangeReason?: string;
  targetPrice?: number | null;
  egc?: string;
  publishStatus?: string;
  remarks?: string;
  parkingSlot?: string;
  inventoryStage?: string;
  inventorySubStage?: string | null;
  inventoryType?: string;
  gpsTrackerNumber?: string;
}

type Car = Pick<
  InventoryDetail,
  'version' | 'reserveStatus' | 'inventoryAttributes' | 'listingPrice' | 'parkingSlot' | 'gpsTrackerNumber' | 'egc'
>;

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

/**
 * The body an action sends: the form's fields for that action (texts cleaned per SPEC §5) plus the
 * `version` the user saw, so a change made meanwhile by someone else is answered with 409, not lost.
 * Reserve toggles: it asks for the opposite of what the car has.
 */
export const actionPayload = (
  action: InventoryUpdateAction,
  values: ActionFormValues,
  car: Car,
): Record<string, unknown> => {
  const remarks = cleanText(values.remarks);
  const body: Record<string, unknown> = (() => {
    switch (action) {
      case 'LIST_PRICE':
        return { listingPrice: values.listingPrice, priceChangeReason: values.priceChangeReason, remarks };
      case 'TARGET_PRICE':
        return { targetPrice: values.targetPrice };
      case 'EGC':
        return { egc: cleanText(values.egc) };
      case 'PUBLISH_STATUS':
        return { publishStatus: values.publishStatus, remarks };
      case 'SOLD':
        return {};
      case 'SOURCING_CANCELLATION':
        return { remarks };
      case 'UPDATE_RESERVE_STATUS':
        return { reserveStatus: car.reserveStatus === null };
      case 'PARKING_SLOT':
        return { parkingSlot: cleanText(values.parkingSlot) };
      case 'STAGE':
        return { inventoryStage: values.inventoryStage, inventorySubStage: values.inventorySubStage ?? null };
      case 'TYPE':
        return { inventoryType: values.inventoryType };
      case 'GPS_TRACKER':
        return { gpsTrackerNumber: cleanText(values.gpsTrackerNumber) };
    }
  })();
  // The sub-stage may be sent as null ("none"); everything else absent is left out.
  return {
    ...defined(body),
    ...(action === 'STAGE' ? { inventorySubStage: body.inventorySubStage } : {}),
    version: car.version,
  };
};

/** The form starts from what the car has, so an edit changes one thing at a time. */
export const initialActionValues = (action: InventoryUpdateAction, car: Car): ActionFormValues => {
  const a = car.inventoryAttributes;
  switch (action) {
    case 'LIST_PRICE':
      return {
        listingPrice: car.listingPrice === null ? null : Number(car.listingPrice),
        priceChangeReason: car.listingPrice === null ? 'INITIAL_PRICE_UPDATE' : 'PRICE_REVISION',
      };
    case 'TARGET_PRICE':
      return { targetPrice: a.targetPrice === null ? null : Number(a.targetPrice) };
    case 'EGC':
      return { egc: car.egc ?? '' };
    case 'PARKING_SLOT':
      return { parkingSlot: car.parkingSlot ?? '' };
    case 'STAGE':
      return { inventoryStage: a.inventoryStage ?? undefined, inventorySubStage: a.inventorySubStage };
    case 'TYPE':
      return { inventoryType: a.inventoryType ?? undefined };
    case 'GPS_TRACKER':
      return { gpsTrackerNumber: car.gpsTrackerNumber ?? '' };
    default:
      return {};
  }
};

/** Field labels for validation messages ("Listing price is required."). */
export const ACTION_FIELD_LABELS = {
  listingPrice: 'Listing price',
  priceChangeReason: 'Reason',
  targetPrice: 'Target price',
  egc: 'EGC',
  publishStatus: 'Publish status',
  remarks: 'Remarks',
  parkingSlot: 'Parking slot',
  inventoryStage: 'Stage',
  inventorySubStage: 'Sub-stage',
  inventoryType: 'Type',
  gpsTrackerNumber: 'GPS tracker number',
} as const;
