import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { KeyAction, KeyDetailType, KeyRequestState } from '@b2c/domain';
import { editableColumns, serialIdAndVertical, timestamptz } from '../../plugins/db/table-columns.ts';

/**
 * Key requests (SPEC §3 "Key request: id, numberOfKeys received, vinNumber, appointmentId"; §4 life cycle
 * in key-request-transitions.ts). A car has at most one open request: the partial unique index holds it
 * even when two requesters ask at the same moment.
 */
export const keyRequests = pgTable(
  'key_requests',
  {
    ...serialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    vinNumber: text('vin_number'),
    state: text('state').$type<KeyRequestState>().notNull(),
    requestedBy: text('requested_by').notNull(),
    numberOfKeys: integer('number_of_keys'),
    remarks: text('remarks'),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('key_requests_one_open_uq')
      .on(t.country, t.vehicleType, t.appointmentId)
      .where(sql`${t.state} in ('REQUESTED', 'READY_TO_BE_PICKED')`),
    index('key_requests_grid_idx').on(t.country, t.vehicleType, t.state, t.createdAt),
    check(
      'key_requests_keys_received_ck',
      sql`(${t.state} = 'RECEIVED') = (${t.numberOfKeys} is not null) and coalesce(${t.numberOfKeys}, 1) between 1 and 2`,
    ),
  ],
);

/**
 * Custody of each key of a car: one row per key (main, spare), so a key is in one row only, and the row
 * is either IN at exactly one location or OUT with exactly one person (the check constraint).
 */
export const carKeys = pgTable(
  'car_keys',
  {
    ...serialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    keyType: text('key_type').$type<KeyDetailType>().notNull(),
    status: text('status').$type<KeyAction>().notNull(),
    locationCode: text('location_code'),
    /** The desk it was last in at: where an out key goes back to by default. */
    lastLocationCode: text('last_location_code').notNull(),
    holder: text('holder'),
    keyRequestId: integer('key_request_id').references(() => keyRequests.id),
    since: timestamptz('since').notNull(),
    remarks: text('remarks'),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('car_keys_one_per_key_uq').on(t.country, t.vehicleType, t.appointmentId, t.keyType),
    index('car_keys_out_idx')
      .on(t.country, t.vehicleType, t.since)
      .where(sql`${t.status} = 'KEY_OUT'`),
    check(
      'car_keys_one_place_ck',
      sql`(${t.status} = 'KEY_IN' and ${t.locationCode} is not null and ${t.holder} is null)
        or (${t.status} = 'KEY_OUT' and ${t.holder} is not null and ${t.locationCode} is null)`,
    ),
    check('car_keys_key_type_ck', sql`${t.keyType} in ('KEY_DETAILS', 'SPARE_KEY_DETAILS')`),
  ],
);
