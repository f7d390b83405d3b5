import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SlotType } from '@b2c/domain';

/** The slot plan of a vertical (SPEC §7 `/api/slot/definition`): the slots a day is cut into, per type. */
export const slotDefinitions = pgTable(
  'slot_definitions',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    slotType: text('slot_type').$type<SlotType>().notNull(),
    codes: text('codes').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slot_definitions_type_uq').on(t.country, t.vehicleType, t.slotType)],
);

/** A location's slot preference (`PUT /api/slot/config/{id}/node`): its own slots and lead time. */
export const slotNodeConfigs = pgTable(
  'slot_node_configs',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    definitionId: integer('definition_id').notNull(),
    locationCode: text('location_code').notNull(),
    slotType: text('slot_type').$type<SlotType>().notNull(),
    slotCodes: text('slot_codes').array().notNull(),
    leadTimeMinutes: integer('lead_time_minutes').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [uniqueIndex('slot_node_configs_uq').on(t.country, t.vehicleType, t.locationCode, t.slotType)],
);
