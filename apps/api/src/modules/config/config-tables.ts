import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Feature → allowed verticals (`IN:CAR` …), seeded from the domain defaults, editable from /configs. */
export const featureMatrix = pgTable('feature_matrix', {
  feature: text('feature').primaryKey(),
  verticals: text('verticals').array().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('system'),
});

/** Per-vertical behaviour flags (SPEC §3 UI rules). */
export const verticalFlags = pgTable(
  'vertical_flags',
  {
    country: text('country').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    flags: jsonb('flags').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default('system'),
  },
  (t) => [primaryKey({ columns: [t.country, t.vehicleType] })],
);

export const contactPersons = pgTable('contact_persons', {
  id: serial('id').primaryKey(),
  country: text('country').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});
