import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DayAvailability } from '@b2c/contracts';
import type { DriverType, MovementVendor, StaffType } from '@b2c/domain';

const editable = {
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('system'),
};

/** Drivers and other field staff of one vertical (SPEC §3 driver, §7 drivers). */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    driverType: text('driver_type').$type<DriverType>().notNull(),
    staffType: text('staff_type').$type<StaffType>().notNull(),
    vendor: text('vendor').$type<MovementVendor>().notNull(),
    homeLocationCode: text('home_location_code'),
    active: boolean('active').notNull().default(true),
    ...editable,
  },
  (t) => [
    uniqueIndex('drivers_mobile_uq').on(t.country, t.vehicleType, t.mobile),
    index('drivers_name_idx').on(t.country, t.vehicleType, t.name),
  ],
);

/** One weekly availability per driver (the resource planner), edited as a whole. */
export const resourcePlans = pgTable('resource_plans', {
  id: serial('id').primaryKey(),
  country: text('country').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  driverId: integer('driver_id')
    .notNull()
    .unique()
    .references(() => drivers.id, { onDelete: 'cascade' }),
  availability: jsonb('availability').$type<DayAvailability[]>().notNull(),
  ...editable,
});
