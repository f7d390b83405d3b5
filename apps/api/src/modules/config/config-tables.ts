import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { serialIdAndVertical, updateStamps, versionColumn, verticalColumns } from '../../plugins/db/table-columns.ts';

/** Feature → allowed verticals (`IN:CAR` …), seeded from the domain defaults, editable from /configs. */
export const featureMatrix = pgTable('feature_matrix', {
  feature: text('feature').primaryKey(),
  verticals: text('verticals').array().notNull(),
  ...versionColumn(),
  ...updateStamps(),
});

/** Per-vertical behaviour flags (SPEC §3 UI rules). */
export const verticalFlags = pgTable(
  'vertical_flags',
  {
    ...verticalColumns(),
    flags: jsonb('flags').notNull(),
    ...versionColumn(),
    ...updateStamps(),
  },
  (t) => [primaryKey({ columns: [t.country, t.vehicleType] })],
);

export const contactPersons = pgTable('contact_persons', {
  ...serialIdAndVertical(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});
