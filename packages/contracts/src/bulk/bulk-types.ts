import { z } from 'zod';
import { INVENTORY_ACTION_PERMISSION, type InventoryUpdateAction, type Permission } from '@b2c/domain';
import { INVENTORY_ACTION_BODIES } from '../inventory/inventory-updates.ts';
import { BULK_PINCODE_TYPE } from './bulk-pincode-type.ts';
import { BULK_ENTITY_DEFINITIONS } from './bulk-entity-types.ts';

/**
 * Bulk upload v2 types (issue 15): each names its columns (the template's header row, in order) and the
 * zod schema one row must pass. The inventory types reuse the single edit's own body schema, so a row
 * is checked exactly as the same change made one car at a time; only the `version` is left out (the
 * job reads each car's current version when it applies the row).
 */
export const BULK_INVENTORY_TYPES = [
  'LIST_PRICE',
  'TARGET_PRICE',
  'PUBLISH_STATUS',
  'STAGE',
  'TYPE',
  'PARKING_SLOT',
] as const satisfies readonly InventoryUpdateAction[];
export type BulkInventoryType = (typeof BULK_INVENTORY_TYPES)[number];

/** Types whose rows are not inventory updates: each goes through its own area's service, with its permission. */
export const BULK_OTHER_TYPE_PERMISSION = {
  PINCODE: 'MANAGE_MASTERDATA',
  PICKUP_REQUEST: 'logisticMenu',
  DRIVER: 'crudDriver',
  // DND has no permission key: SPEC §6 gives the list to the CC_ADMIN group where userPreferences is on,
  // which the bulk service checks on top (the DND adapter's `refusal`).
  DND: 'bulkUpload',
} as const satisfies Record<string, Permission>;
export type BulkOtherType = keyof typeof BULK_OTHER_TYPE_PERMISSION;

export const BULK_UPLOAD_TYPES = [
  ...BULK_INVENTORY_TYPES,
  ...(Object.keys(BULK_OTHER_TYPE_PERMISSION) as BulkOtherType[]),
] as const;
export type BulkUploadType = BulkInventoryType | BulkOtherType;

export const isBulkInventoryType = (type: BulkUploadType): type is BulkInventoryType =>
  (BULK_INVENTORY_TYPES as readonly string[]).includes(type);

/**
 * Issue 29: why an upload of a type cannot be rolled back — its area has no audited, version-checked
 * single edit that puts a row's record back. The inventory types, DRIVER and PINCODE (their own edits) can be.
 */
export const BULK_NOT_REVERSIBLE = {
  PICKUP_REQUEST: 'each row raised a pickup request that starts a movement; cancel them from the logistics grid.',
  DND: 'the DND list keeps no earlier entry to go back to; remove the numbers from the DND list.',
} as const satisfies Partial<Record<BulkOtherType, string>>;

/** The sentence refusing a rollback of the type, naming it; null when its uploads can be rolled back. */
export const bulkRollbackRefusalOf = (type: BulkUploadType): string | null => {
  const why = (BULK_NOT_REVERSIBLE as Partial<Record<BulkUploadType, string>>)[type];
  return why ? `"${BULK_TYPE_DEFINITIONS[type].label}" uploads cannot be rolled back: ${why}` : null;
};

export interface BulkColumn {
  name: string;
  /** Cells of a number column are read as numbers; an empty cell is "not given". */
  kind: 'text' | 'number';
  required: boolean;
  hint: string;
}

const appointmentId = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'must be an appointment id');
const noVersion = { version: true } as const;
const B = INVENTORY_ACTION_BODIES;

const car: BulkColumn = { name: 'appointmentId', kind: 'text', required: true, hint: 'the car, e.g. 10012345' };
const remarks: BulkColumn = { name: 'remarks', kind: 'text', required: false, hint: 'why, up to 500 characters' };

export const BULK_TYPE_DEFINITIONS = {
  LIST_PRICE: {
    label: 'List price',
    columns: [
      car,
      { name: 'listingPrice', kind: 'number', required: true, hint: 'the new listing price' },
      {
        name: 'priceChangeReason',
        kind: 'text',
        required: false,
        hint: 'PRICE_REVISION (default) or INITIAL_PRICE_UPDATE',
      },
      remarks,
    ],
    row: B.LIST_PRICE.omit(noVersion)
      .extend({ appointmentId })
      .extend({
        priceChangeReason: z.enum(['PRICE_REVISION', 'INITIAL_PRICE_UPDATE']).default('PRICE_REVISION'),
      }),
  },
  TARGET_PRICE: {
    label: 'Target price',
    columns: [car, { name: 'targetPrice', kind: 'number', required: true, hint: 'the new target price' }],
    row: B.TARGET_PRICE.omit(noVersion).extend({ appointmentId }),
  },
  PUBLISH_STATUS: {
    label: 'Publish / unpublish',
    columns: [
      car,
      { name: 'publishStatus', kind: 'text', required: true, hint: 'PUBLISH, UNPUBLISH or PERMANENT_DELISTING' },
      remarks,
    ],
    row: B.PUBLISH_STATUS.omit(noVersion).extend({ appointmentId }),
  },
  STAGE: {
    label: 'Inventory stage',
    columns: [
      car,
      { name: 'inventoryStage', kind: 'text', required: true, hint: 'the stage code' },
      { name: 'inventorySubStage', kind: 'text', required: false, hint: 'a sub-stage of that stage' },
    ],
    row: B.STAGE.omit(noVersion).extend({ appointmentId }),
  },
  TYPE: {
    label: 'Inventory type',
    columns: [
      car,
      { name: 'inventoryType', kind: 'text', required: true, hint: 'OWNED, CONSIGNMENT, TRADE_IN or PARTNER' },
    ],
    row: B.TYPE.omit(noVersion).extend({ appointmentId }),
  },
  PARKING_SLOT: {
    label: 'Parking slot',
    columns: [car, { name: 'parkingSlot', kind: 'text', required: true, hint: 'letters, digits and "-"' }],
    row: B.PARKING_SLOT.omit(noVersion).extend({ appointmentId }),
  },
  PINCODE: BULK_PINCODE_TYPE,
  ...BULK_ENTITY_DEFINITIONS,
} as const satisfies Record<BulkUploadType, { label: string; columns: readonly BulkColumn[]; row: z.ZodType }>;

/** The permission a type's apply step needs besides bulkUpload: the single edit's own. */
export const bulkTypePermission = (type: BulkUploadType): Permission =>
  isBulkInventoryType(type) ? INVENTORY_ACTION_PERMISSION[type] : BULK_OTHER_TYPE_PERMISSION[type];

/**
 * A file's cells (strings, or numbers from a spreadsheet) as the row schema expects them: trimmed, an
 * empty cell left out, a number column's text read as a number (a cell that is not one stays text, so
 * the schema names the column).
 */
export function bulkRowInput(type: BulkUploadType, cells: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of BULK_TYPE_DEFINITIONS[type].columns) {
    const raw = cells[column.name];
    const text = typeof raw === 'number' ? raw : typeof raw === 'string' ? raw.trim() : '';
    if (text === '') continue;
    if (column.kind === 'number' && typeof text === 'string') {
      const n = Number(text.replaceAll(',', ''));
      input[column.name] = Number.isFinite(n) && /\d/.test(text) ? n : text;
    } else input[column.name] = text;
  }
  return input;
}
