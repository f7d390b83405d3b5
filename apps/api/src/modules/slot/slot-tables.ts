import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Day, SlotClosure, SlotType } from '@b2c/domain';
import { serialIdAndVertical, timestamptz, userUpdateStamps, versionColumn } from '../../plugins/db/table-columns.ts';

/** The slot plan of a vertical (SPEC §7 `/api/slot/definition`): the slots a day is cut into, per type. */
export const slotDefinitions = pgTable(
  'slot_definitions',
  {
    ...serialIdAndVertical(),
    slotType: text('slot_type').$type<SlotType>().notNull(),
    codes: text('codes').array().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slot_definitions_type_uq').on(t.country, t.vehicleType, t.slotType)],
);

/** A location's slot preference (`PUT /api/slot/config/{id}/node`): its own slots and lead time. */
export const slotNodeConfigs = pgTable(
  'slot_node_configs',
  {
    ...serialIdAndVertical(),
    definitionId: integer('definition_id').notNull(),
    locationCode: text('location_code').notNull(),
    slotType: text('slot_type').$type<SlotType>().notNull(),
    slotCodes: text('slot_codes').array().notNull(),
    leadTimeMinutes: integer('lead_time_minutes').notNull(),
    /** The planner: weekdays a slot is closed here, with the capacity reason. */
    closures: jsonb('closures').$type<SlotClosure[]>().notNull().default([]),
    /** The planner: pickups per slot here (by code); a slot without one takes the plan's capacity. */
    capacities: jsonb('capacities').$type<Record<string, number>>().notNull().default({}),
    ...versionColumn(),
    ...userUpdateStamps(),
  },
  (t) => [uniqueIndex('slot_node_configs_uq').on(t.country, t.vehicleType, t.locationCode, t.slotType)],
);

/**
 * The slots of a plan with their days, capacity and active flag (/configs/c2b-slots). Written from the
 * plan's codes on its first read; from then on the source of the plan, `slot_definitions.codes` following
 * it (the active codes) in the same transaction.
 */
export const slotDefinitionSlots = pgTable(
  'slot_definition_slots',
  {
    ...serialIdAndVertical(),
    definitionId: integer('definition_id').notNull(),
    slotType: text('slot_type').$type<SlotType>().notNull(),
    code: text('code').notNull(),
    days: text('days').array().$type<Day[]>().notNull(),
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
    ...versionColumn(),
    ...userUpdateStamps(),
  },
  (t) => [uniqueIndex('slot_definition_slots_uq').on(t.country, t.vehicleType, t.slotType, t.code)],
);
