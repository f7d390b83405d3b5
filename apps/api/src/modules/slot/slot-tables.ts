import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SlotType } from '@b2c/domain';
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
    ...versionColumn(),
    ...userUpdateStamps(),
  },
  (t) => [uniqueIndex('slot_node_configs_uq').on(t.country, t.vehicleType, t.locationCode, t.slotType)],
);
