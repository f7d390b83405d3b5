import type { LocationSubtype, LocationType, TestDriveOption } from '@b2c/domain';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocationMediaItem } from '@b2c/contracts';
import { createdAtColumn, editableColumns, serialIdAndVertical } from '../../plugins/db/table-columns.ts';

/** Store locations (SPEC §3): hubs, yards, service centres, studios, dealers … of one vertical. */
export const storeLocations = pgTable(
  'store_locations',
  {
    ...serialIdAndVertical(),
    // Nullable: SPEC keeps codeless locations (imported, not yet coded) but drops them from lists.
    code: text('code'),
    name: text('name').notNull(),
    cityCode: text('city_code').notNull(),
    locationType: text('location_type').$type<LocationType>().notNull(),
    locationSubtype: text('location_subtype').$type<LocationSubtype>().notNull(),
    active: boolean('active').notNull().default(true),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    holdingPeriodDays: integer('holding_period_days').notNull().default(0),
    servesVerticals: text('serves_verticals').array().notNull(),
    /** SPEC §3 "Home test drive and Hub": the test drives this location offers; none by default. */
    testDriveOptions: text('test_drive_options')
      .array()
      .$type<TestDriveOption[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SPEC §5: easy-to-follow directions for customers coming to a hub test drive. */
    testDriveDirections: text('test_drive_directions'),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('store_locations_code_uq').on(t.country, t.vehicleType, t.code),
    // The stock-in search (SPEC §2): type + city, active only, sorted by name — answered from this index.
    index('store_locations_stock_in_idx').on(t.country, t.vehicleType, t.locationType, t.cityCode, t.active, t.name),
  ],
);

/**
 * A hub's uploaded images and videos (SPEC §7 hub media): the storage key of each file whose upload
 * finished, so the location shows it again and can remove it. One row per file; a key is recorded once.
 */
export const locationMedia = pgTable(
  'location_media',
  {
    ...serialIdAndVertical(),
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id),
    mediaType: text('media_type').$type<LocationMediaItem['mediaType']>().notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: text('created_by').notNull(),
    ...createdAtColumn(),
  },
  (t) => [
    uniqueIndex('location_media_key_uq').on(t.storageKey),
    index('location_media_location_idx').on(t.country, t.vehicleType, t.locationId, t.id),
  ],
);
