import { z } from 'zod';
import {
  BUSINESS_LABELS,
  HOLD_REASONS,
  INVENTORY_ALLOWED_ACTIONS,
  INVENTORY_GRID_COLUMNS,
  INVENTORY_LOCATION_STATUSES,
  INVENTORY_STAGE_CODES,
  INVENTORY_STATUSES,
  INVENTORY_TYPES,
  PENDING_ACTION_FILTER_GROUPS,
  PUBLISH_STATUSES,
  RESERVE_STATUSES,
  SEARCH_KEYS,
  STOCK_AGE_KEYS,
} from '@b2c/domain';
import { envelope, pagingQuery } from '../common.ts';
import { booleanQuery, codeField } from '../masterdata/masterdata-fields.ts';
import { pendingAction } from './inventory-pending-action.ts';
import { movement } from '../movement/movement.ts';

/**
 * Inventory reads (SPEC §7): GET /api/inventory, /api/inventory/count, /api/inventory/v2/apt-{id}.
 * Money travels as the decimal string PostgreSQL's numeric gives (exact; the panel formats it).
 */
export const INVENTORY_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'listingPrice',
  'year',
  'odometer',
  'appointmentId',
] as const;

const dateTimeQuery = z.iso.datetime({ offset: true }).or(z.iso.date()).optional();

export const inventoryFilters = z.object({
  status: z.enum(INVENTORY_STATUSES).optional(),
  locationCode: codeField.optional(),
  locationStatus: z.enum(INVENTORY_LOCATION_STATUSES).optional(),
  inventoryStage: z.enum(INVENTORY_STAGE_CODES).optional(),
  inventoryType: z.enum(INVENTORY_TYPES).optional(),
  published: booleanQuery,
  sold: booleanQuery,
  /** `NONE` finds the cars nobody holds. */
  reserveStatus: z.enum([...RESERVE_STATUSES, 'NONE']).optional(),
  holdReason: z.enum(HOLD_REASONS).optional(),
  /** Cars with an open pending action of this SPEC §4 filter group. */
  pendingActionGroup: z.enum(PENDING_ACTION_FILTER_GROUPS).optional(),
  updatedFrom: dateTimeQuery,
  updatedTo: dateTimeQuery,
  /** Issue 29: days since the car was stocked in where it stands (the dashboard's ageing buckets). */
  stockAge: z.enum(STOCK_AGE_KEYS).optional(),
  /** Issue 29: cars without any movement or update for more than this many days (the dashboard's stale cars). */
  idleDays: z.coerce.number().int().min(1).max(3650).optional(),
  /** SPEC §3 search keys; which ones a country offers is `searchKeysFor(country)` (AU has five). */
  searchKey: z.enum(SEARCH_KEYS).optional(),
  searchValue: z.string().trim().min(1).max(40).optional(),
});
export type InventoryFilters = z.infer<typeof inventoryFilters>;

export const inventoryListQuery = pagingQuery.extend({
  size: z.coerce.number().int().min(1).max(100).default(10),
  /** The previous page's `next`: the page after it, found by keyset instead of OFFSET (page is then ignored). */
  after: z.string().min(1).max(200).optional(),
  ...inventoryFilters.shape,
});
export type InventoryListQuery = z.infer<typeof inventoryListQuery>;
export const inventoryCountQuery = inventoryFilters;

/**
 * The most rows one CSV export of the grid holds (`GET /api/inventory/export`), as the panel's own grid
 * exports: past this a file is more than a spreadsheet takes in comfortably. A filter selecting more is
 * refused with a 400 saying so, never cut silently.
 */
export const INVENTORY_EXPORT_MAX_ROWS = 200_000;

/**
 * The grid's CSV export: the grid's filters and sort (no page, no size: the whole filtered set) and the
 * columns to write, comma-separated in the grid's keys (the panel sends its visible ones); without
 * `columns`, every column the vertical has.
 */
export const inventoryExportQuery = inventoryFilters.extend({
  sort: pagingQuery.shape.sort,
  columns: z
    .string()
    .max(1000)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(INVENTORY_GRID_COLUMNS, { error: 'must name columns of the inventory grid' })).min(1))
    .optional(),
});
export type InventoryExportQuery = z.infer<typeof inventoryExportQuery>;

/**
 * Counting a million rows on every page turn is not affordable: the count is exact up to `cap` and
 * otherwise says "more than cap" (`exact: false`), which the grid shows as "10,000+".
 */
export const inventoryCount = z.object({ count: z.number().int(), exact: z.boolean(), cap: z.number().int() });
export type InventoryCount = z.infer<typeof inventoryCount>;
export const inventoryCountResponse = envelope(inventoryCount);

const money = z.string().nullable();

export const inventoryAttributes = z.object({
  priceChangeReason: z.string().nullable(),
  targetPrice: money,
  inventoryStage: z.string().nullable(),
  inventorySubStage: z.string().nullable(),
  inventoryType: z.string().nullable(),
  avgMarketPrice: money,
});

export const inventoryRow = z.object({
  id: z.number().int(),
  appointmentId: z.string(),
  vin: z.string().nullable(),
  stockId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  chassisNumber: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  variant: z.string().nullable(),
  year: z.number().int(),
  fuel: z.string().nullable(),
  colour: z.string().nullable(),
  odometer: z.number().int().nullable(),
  locationCode: z.string().nullable(),
  lastLocationCode: z.string().nullable(),
  locationStatus: z.string().nullable(),
  movementActive: z.boolean(),
  status: z.string(),
  listingPrice: money,
  published: z.boolean(),
  publishStatus: z.enum(PUBLISH_STATUSES),
  sold: z.boolean(),
  reserveStatus: z.enum(RESERVE_STATUSES).nullable(),
  inventoryAttributes,
  parkingSlot: z.string().nullable(),
  gpsTrackerNumber: z.string().nullable(),
  /** yyyy-MM-dd; the panel shows it only where the vertical's roadTax flag is on. */
  roadTaxValidUntil: z.string().nullable(),
  egc: z.string().nullable(),
  holdReason: z.enum(HOLD_REASONS).nullable(),
  businessLabel: z.enum(BUSINESS_LABELS).nullable(),
  salesType: z.string().nullable(),
  networkType: z.string().nullable(),
  refurbStage: z.string().nullable(),
  country: z.string(),
  vehicleType: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;
/** `next`: the cursor of the following page when this one is full (send it as `after`), else null. */
export const inventoryListResponse = envelope(z.array(inventoryRow)).extend({ next: z.string().nullable().optional() });

/** The detail (GET /api/inventory/v2/apt-{id}): the row plus what the server computes for the caller. */
export const inventoryDetail = inventoryRow.extend({
  allowedActions: z.array(z.enum(INVENTORY_ALLOWED_ACTIONS)),
  /** The open movement (issue 6), filled by the movement module's hook; null while none is open. */
  inventoryMovement: movement.nullable(),
  publishFailureReason: z.string().nullable(),
  locationSince: z.string().nullable(),
  createdAt: z.string(),
  openPendingActions: z.array(pendingAction),
});
export type InventoryDetail = z.infer<typeof inventoryDetail>;
export const inventoryDetailResponse = envelope(inventoryDetail);

/** `apt-{appointmentId}` in paths: the route carries the digits after `apt-`. */
export const appointmentParam = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an appointment id'),
});
export const inventoryIdParam = z.object({ id: z.coerce.number().int().positive() });
