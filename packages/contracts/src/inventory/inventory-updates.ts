import { z } from 'zod';
import {
  INVENTORY_APT_ACTIONS,
  INVENTORY_FIELD_UPDATES,
  INVENTORY_ID_ACTIONS,
  INVENTORY_STAGE_CODES,
  INVENTORY_TYPES,
  INVENTORY_UPDATE_ACTIONS,
  PUBLISH_REQUESTS,
  type InventoryUpdateAction,
} from '@b2c/domain';
import { envelope, versioned } from '../common.ts';
import { inventoryDetail } from './inventory.ts';
import { pendingAction } from './inventory-pending-action.ts';
import { priceField as price } from './inventory-price.ts';

/**
 * Inventory updates (SPEC §7): POST /api/inventory/apt-{id}?action=…, POST /api/inventory/{id}?action=…,
 * PUT /api/inventory/apt-{id}/{x}/update, PUT /api/inventory/apt-{id}/registration-number, the admin-utils
 * hard refresh and POST /api/inventory/bulk. Every body carries the `version` it was based on.
 */
const shortText = (max: number) => z.string().trim().min(1, 'is required').max(max);
const remarks = z.string().trim().max(500).optional();

export const INVENTORY_ACTION_BODIES = {
  LIST_PRICE: versioned.extend({
    listingPrice: price,
    priceChangeReason: z.enum(['PRICE_REVISION', 'INITIAL_PRICE_UPDATE']),
    remarks,
  }),
  TARGET_PRICE: versioned.extend({ targetPrice: price }),
  EGC: versioned.extend({ egc: shortText(40) }),
  PUBLISH_STATUS: versioned.extend({ publishStatus: z.enum(PUBLISH_REQUESTS), remarks }),
  SOLD: versioned,
  SOURCING_CANCELLATION: versioned.extend({ remarks }),
  UPDATE_RESERVE_STATUS: versioned.extend({ reserveStatus: z.boolean() }),
  PARKING_SLOT: versioned.extend({
    parkingSlot: shortText(20).regex(/^[A-Za-z0-9-]+$/, 'must use only letters, digits and "-"'),
  }),
  STAGE: versioned.extend({
    inventoryStage: z.enum(INVENTORY_STAGE_CODES),
    inventorySubStage: z.string().trim().max(40).nullable().default(null),
  }),
  TYPE: versioned.extend({ inventoryType: z.enum(INVENTORY_TYPES) }),
  GPS_TRACKER: versioned.extend({
    gpsTrackerNumber: shortText(30).regex(/^[A-Za-z0-9]+$/, 'must use only letters and digits'),
  }),
} as const satisfies Record<InventoryUpdateAction, z.ZodType>;
export type InventoryActionBody<A extends InventoryUpdateAction> = z.infer<(typeof INVENTORY_ACTION_BODIES)[A]>;

export const inventoryAptActionQuery = z.object({ action: z.enum(INVENTORY_APT_ACTIONS) });
export const inventoryIdActionQuery = z.object({ action: z.enum(INVENTORY_ID_ACTIONS) });
/** The route takes any object; the action's own schema above checks it and names the failing field. */
export const inventoryActionBody = z.looseObject({ version: z.number().int().min(1) });

export const inventoryFieldParam = z.object({
  id: z.string().trim().min(1).max(40),
  x: z.enum(INVENTORY_FIELD_UPDATES),
});
export const inventoryFieldBody = versioned.extend({
  value: z.union([z.string().trim().min(1).max(40), z.number().positive(), z.null()]),
});
export type InventoryFieldBody = z.infer<typeof inventoryFieldBody>;
/** The longest registration number stored; the panel's form checks the same bound before sending. */
export const REGISTRATION_NUMBER_MAX = 20;
export const registrationNumberBody = versioned.extend({
  registrationNumber: z.string().max(REGISTRATION_NUMBER_MAX),
});
export type RegistrationNumberBody = z.infer<typeof registrationNumberBody>;
export const hardRefreshBody = versioned;

/** An update answers with the new state; a change that needs approval answers with its pending action. */
export const inventoryUpdateResult = z.object({
  inventory: inventoryDetail,
  pendingAction: pendingAction.nullable(),
  /** SPEC §8's toast for the action ("EGC updated successfully", "Reserved Successfully" …). */
  message: z.string(),
});
export type InventoryUpdateResult = z.infer<typeof inventoryUpdateResult>;
export const inventoryUpdateResponse = envelope(inventoryUpdateResult);

/** Batch: each item is the action's body plus the car's appointment id; at most BATCH_ACTION_MAX items. */
export const inventoryBatchBody = z.object({
  action: z.enum(INVENTORY_UPDATE_ACTIONS),
  items: z
    .array(z.looseObject({ appointmentId: z.string().trim().min(1).max(40) }))
    .min(1, 'must name at least one car'),
});
export type InventoryBatchBody = z.infer<typeof inventoryBatchBody>;

/** Per-row outcome; `id` 0 is a whole-request failure whose `message` the panel shows (SPEC §8). */
export const batchResultRow = z.object({
  id: z.number().int().nullable(),
  appointmentId: z.string().nullable(),
  success: z.boolean(),
  message: z.string(),
  version: z.number().int().nullable(),
  pendingActionId: z.number().int().nullable(),
});
export type BatchResultRow = z.infer<typeof batchResultRow>;
export const inventoryBatchResponse = envelope(z.array(batchResultRow));

/** POST /api/pendingAction answers with the decided request and the car as it now stands. */
export const pendingActionDecision = z.object({ pendingAction, inventory: inventoryDetail });
export type PendingActionDecision = z.infer<typeof pendingActionDecision>;
export const pendingActionDecisionResponse = envelope(pendingActionDecision);
