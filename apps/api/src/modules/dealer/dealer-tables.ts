import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NetworkType } from '@b2c/domain';
import { editableColumns, serialIdAndVertical } from '../../plugins/db/table-columns.ts';

/**
 * The dealers the business sells through (issue 16, the big dealer network), one vertical each. Their
 * sites are store locations of type Dealer / Dealer PNS, named by code (the location area's rows); a
 * location belongs to one dealer at most, which the service checks on every save.
 */
export const dealers = pgTable(
  'dealers',
  {
    ...serialIdAndVertical(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    networkType: text('network_type').$type<NetworkType>(),
    cityCode: text('city_code').notNull(),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    contactEmail: text('contact_email'),
    // Issue 26: where the dealer is; none for dealers saved before.
    address: text('address'),
    pincode: text('pincode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationCodes: text('location_codes').array().notNull(),
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('dealers_code_uq').on(t.country, t.vehicleType, t.code),
    index('dealers_name_idx').on(t.country, t.vehicleType, t.name),
  ],
);
