import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigserialIdAndVertical,
  createdAtColumn,
  editableColumns,
  timestamptz,
} from '../../plugins/db/table-columns.ts';

/**
 * One vehicle of one vertical (SPEC §3 Inventory). Money is numeric (exact, read back as text).
 * The location columns and `movement_active` are the movement module's to drive (issue 6): it moves
 * `location_code` to `last_location_code`, sets `location_status` and opens/closes `movement_active`,
 * through `inventoryLocationWriter` (inventory-location-service.ts), which app.ts hands it (issue 10).
 */
export const inventory = pgTable(
  'inventory',
  {
    ...bigserialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    vin: text('vin'),
    stockId: text('stock_id'),
    registrationNumber: text('registration_number'),
    chassisNumber: text('chassis_number'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    variant: text('variant'),
    year: integer('year').notNull(),
    fuel: text('fuel'),
    colour: text('colour'),
    odometer: integer('odometer'),
    locationCode: text('location_code'),
    lastLocationCode: text('last_location_code'),
    locationStatus: text('location_status'),
    // When the car reached its current location: the location holding period counts from here.
    locationSince: timestamptz('location_since'),
    movementActive: boolean('movement_active').notNull().default(false),
    status: text('status').notNull(),
    listingPrice: numeric('listing_price', { precision: 14, scale: 2 }),
    targetPrice: numeric('target_price', { precision: 14, scale: 2 }),
    avgMarketPrice: numeric('avg_market_price', { precision: 14, scale: 2 }),
    priceChangeReason: text('price_change_reason'),
    published: boolean('published').notNull().default(false),
    publishStatus: text('publish_status').notNull().default('UNPUBLISHED'),
    publishFailureReason: text('publish_failure_reason'),
    sold: boolean('sold').notNull().default(false),
    reserveStatus: text('reserve_status'),
    inventoryStage: text('inventory_stage'),
    inventorySubStage: text('inventory_sub_stage'),
    inventoryType: text('inventory_type'),
    parkingSlot: text('parking_slot'),
    gpsTrackerNumber: text('gps_tracker_number'),
    /** The day the car's road tax runs out (yyyy-MM-dd); shown only where the vertical's roadTax flag is on. */
    roadTaxValidUntil: date('road_tax_valid_until', { mode: 'string' }),
    egc: text('egc'),
    holdReason: text('hold_reason'),
    businessLabel: text('business_label'),
    salesType: text('sales_type'),
    networkType: text('network_type'),
    refurbStage: text('refurb_stage'),
    ...editableColumns(),
  },
  (t) => [
    // Lookups by the identifiers (SPEC §3 search keys, the stock-in scan): equal, or by prefix (a partial
    // plate finds its cars). text_pattern_ops compares byte-wise whatever the database's collation, so
    // the grid's `~>=~ … ~<~` prefix range is an index range scan, as `=` is. Its equality is text's `=`,
    // so the appointment's uniqueness rides on the same index: one index fewer for every write of a car
    // (a second one, 670 MB at 10M cars, was kept in step on each stock-in for nothing).
    uniqueIndex('inventory_appointment_uq').on(t.country, t.vehicleType, t.appointmentId.op('text_pattern_ops')),
    index('inventory_registration_idx').on(t.country, t.vehicleType, t.registrationNumber.op('text_pattern_ops')),
    index('inventory_chassis_idx').on(t.country, t.vehicleType, t.chassisNumber.op('text_pattern_ops')),
    index('inventory_vin_idx').on(t.country, t.vehicleType, t.vin.op('text_pattern_ops')),
    index('inventory_stock_id_idx').on(t.country, t.vehicleType, t.stockId.op('text_pattern_ops')),
    // The grid: newest changes first, alone or narrowed by status, location or the storefront flags.
    index('inventory_grid_updated_idx').on(t.country, t.vehicleType, t.updatedAt.desc(), t.id),
    index('inventory_grid_status_idx').on(t.country, t.vehicleType, t.status, t.updatedAt.desc(), t.id),
    index('inventory_grid_location_idx').on(t.country, t.vehicleType, t.locationCode, t.updatedAt.desc(), t.id),
    index('inventory_grid_published_idx').on(t.country, t.vehicleType, t.published, t.sold, t.updatedAt.desc(), t.id),
    // The grid's capped count (issue 30): the filters a grid view narrows by most, and nothing else, so
    // counting up to the cap is an index-only scan of a few thousand tiny, deduplicated entries (7 MB at
    // 1M cars) instead of a bitmap over a wide index plus a heap visit per row (14 ms → 1.6 ms at 1M).
    index('inventory_count_idx').on(t.country, t.vehicleType, t.status, t.published, t.sold, t.locationCode),
    // The dashboard's ageing tile and the grid's stockAge filter (issue 29): unsold cars by stock-in time.
    index('inventory_stock_since_idx')
      .on(t.country, t.vehicleType, t.locationSince)
      .where(sql`not ${t.sold}`),
    // Few cars are reserved or open in a movement; partial indexes keep those filters cheap and small.
    index('inventory_reserved_idx')
      .on(t.country, t.vehicleType, t.reserveStatus)
      .where(sql`${t.reserveStatus} IS NOT NULL`),
    index('inventory_movement_idx')
      .on(t.country, t.vehicleType, t.locationStatus)
      .where(sql`${t.movementActive}`),
  ],
);

/**
 * Read-only satellites the detail page shows (SPEC §7 inspection, payment, orders, chassis): small
 * tables filled by the seed and, in production, by the services that own those facts.
 */
export const inventoryInspections = pgTable(
  'inventory_inspections',
  {
    ...bigserialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    inspectionType: text('inspection_type').notNull(),
    inspector: text('inspector').notNull(),
    score: numeric('score', { precision: 3, scale: 1 }).notNull(),
    remarks: text('remarks'),
    refurbCost: numeric('refurb_cost', { precision: 14, scale: 2 }),
    refurbStages: text('refurb_stages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inspectedAt: timestamptz('inspected_at').notNull(),
  },
  (t) => [index('inventory_inspections_apt_idx').on(t.country, t.vehicleType, t.appointmentId, t.inspectionType)],
);

export const inventoryOrders = pgTable(
  'inventory_orders',
  {
    ...bigserialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    orderId: text('order_id').notNull(),
    status: text('status').notNull(),
    customerName: text('customer_name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    amountPaid: numeric('amount_paid', { precision: 14, scale: 2 }).notNull(),
    deliveryMode: text('delivery_mode').notNull(),
    ...createdAtColumn(),
  },
  (t) => [
    uniqueIndex('inventory_orders_order_uq').on(t.country, t.vehicleType, t.orderId),
    index('inventory_orders_apt_idx').on(t.country, t.vehicleType, t.appointmentId, t.createdAt),
  ],
);

/** Chassis photos uploaded from the detail page (SPEC §7 upload/chassis); small images, kept in the row. */
export const chassisUploads = pgTable(
  'inventory_chassis_uploads',
  {
    ...bigserialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: text('content_base64').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('inventory_chassis_uploads_apt_idx').on(t.country, t.vehicleType, t.appointmentId, t.uploadedAt)],
);
