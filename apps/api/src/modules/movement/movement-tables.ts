import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  LogisticsMode,
  MovementPhase,
  MovementStatus,
  MovementType,
  MovementVendor,
  PickupOption,
  RequestType,
} from '@b2c/domain';
import {
  bigserialIdAndVertical,
  createdAtColumn,
  timestamptz,
  userUpdateStamps,
  versionColumn,
  verticalColumns,
} from '../../plugins/db/table-columns.ts';

/**
 * Inventory movements (SPEC §3, issue 6): one row per pickup request and its life cycle. `phase` is the
 * life-cycle position the transition table works on; `status` is how the vertical's country shows it
 * (kept in step by the service so the grid can filter and sort on plain columns).
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    ...bigserialIdAndVertical(),
    inventoryId: bigint('inventory_id', { mode: 'number' }).notNull(),
    appointmentId: text('appointment_id').notNull(),
    movementType: text('movement_type').$type<MovementType>().notNull(),
    phase: text('phase').$type<MovementPhase>().notNull(),
    status: text('status').$type<MovementStatus>().notNull(),
    complete: boolean('complete').notNull().default(false),
    fromLocationCode: text('from_location_code').notNull(),
    toLocationCode: text('to_location_code').notNull(),
    nextHopLocationCode: text('next_hop_location_code'),
    requestType: text('request_type').$type<RequestType>().notNull(),
    pickupOption: text('pickup_option').$type<PickupOption>().notNull(),
    /** A home pick-up's customer address and area (SPEC §3 options, §5); null for a drop at hub. */
    customerAddress: text('customer_address'),
    customerArea: text('customer_area'),
    externalPickup: boolean('external_pickup').notNull().default(false),
    externalDelivery: boolean('external_delivery').notNull().default(false),
    externalMovement: boolean('external_movement').notNull().default(false),
    vendor: text('vendor').$type<MovementVendor>(),
    logisticsMode: text('logistics_mode').$type<LogisticsMode>(),
    driverName: text('driver_name'),
    driverMobile: text('driver_mobile'),
    driverEmail: text('driver_email'),
    locusTeamId: text('locus_team_id'),
    requestedPickupTime: timestamptz('requested_pickup_time').notNull(),
    requestedPickupDate: text('requested_pickup_date').notNull(),
    slotCode: text('slot_code').notNull(),
    slotFrom: text('slot_from').notNull(),
    slotTo: text('slot_to').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remarks: text('remarks'),
    tripStartedAt: timestamptz('trip_started_at'),
    tripEndedAt: timestamptz('trip_ended_at'),
    closedAt: timestamptz('closed_at'),
    ...versionColumn(),
    ...createdAtColumn(),
    createdBy: text('created_by').notNull(),
    ...userUpdateStamps(),
  },
  (t) => [
    // One open movement per car: a second pickup request while one is open is a conflict, not a race.
    uniqueIndex('inventory_movements_open_uq')
      .on(t.country, t.vehicleType, t.inventoryId)
      .where(sql`not ${t.complete}`),
    index('inventory_movements_inventory_idx').on(t.country, t.vehicleType, t.inventoryId, t.createdAt),
    // A slot's bookings at an origin on a day (issue 16: a slot is Capacity Full once they reach its capacity).
    index('inventory_movements_slot_idx').on(t.country, t.vehicleType, t.fromLocationCode, t.requestedPickupDate),
    // The start page's days (issue 29): today's and tomorrow's bookings, the last 30 days' punctuality.
    index('inventory_movements_day_idx').on(t.country, t.vehicleType, t.requestedPickupDate),
    // The logistics grid's fixed order (SPEC §2), open movements first-class.
    index('inventory_movements_grid_idx').on(
      t.country,
      t.vehicleType,
      t.complete,
      t.requestedPickupTime,
      t.slotFrom,
      t.slotTo,
      t.id,
    ),
  ],
);

/**
 * Answers of requests sent with an `Idempotency-Key` (stock-in scans): the key is stored with the answer
 * in the write's own transaction, so a retry gets the same answer and the change happens once.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...verticalColumns(),
    userName: text('user_name').notNull(),
    key: text('key').notNull(),
    /** Method, path and body of the first request: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    ...createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.country, t.vehicleType, t.userName, t.key] })],
);

/** E-mails the panel asked for (vendor assigned …), recorded before any transport sends them. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    ...bigserialIdAndVertical(),
    kind: text('kind').notNull(),
    appointmentId: text('appointment_id').notNull(),
    movementId: bigint('movement_id', { mode: 'number' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    transport: text('transport'),
    ...createdAtColumn(),
    createdBy: text('created_by').notNull(),
    processedAt: timestamptz('processed_at'),
    /** SMTP hand-overs tried (pg-boss retries a failed one); 0 when only recorded. */
    attempts: integer('attempts').notNull().default(0),
    /** The mail server's answer to the latest failed attempt, kept after a later success. */
    lastError: text('last_error'),
  },
  (t) => [index('notification_outbox_apt_idx').on(t.country, t.vehicleType, t.appointmentId, t.createdAt)],
);
