import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DayAvailability } from '@b2c/contracts';
import type { DriverType, MovementVendor, StaffType } from '@b2c/domain';
import { editableColumns, serialIdAndVertical } from '../../plugins/db/table-columns.ts';

/** Drivers and other field staff of one vertical (SPEC §3 driver, §7 drivers). */
export const drivers = pgTable(
  'drivers',
  {
    ...serialIdAndVertical(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    driverType: text('driver_type').$type<DriverType>().notNull(),
    staffType: text('staff_type').$type<StaffType>().notNull(),
    vendor: text('vendor').$type<MovementVendor>().notNull(),
    homeLocationCode: text('home_location_code'),
    active: boolean('active').notNull().default(true),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('drivers_mobile_uq').on(t.country, t.vehicleType, t.mobile),
    index('drivers_name_idx').on(t.country, t.vehicleType, t.name),
  ],
);

/** One weekly availability per driver (the resource planner), edited as a whole. */
export const resourcePlans = pgTable('resource_plans', {
  ...serialIdAndVertical(),
  driverId: integer('driver_id')
    .notNull()
    .unique()
    .references(() => drivers.id, { onDelete: 'cascade' }),
  availability: jsonb('availability').$type<DayAvailability[]>().notNull(),
  ...editableColumns(),
});
