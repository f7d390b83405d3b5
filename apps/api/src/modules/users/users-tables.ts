import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { editableColumns, updateStamps, versionColumn } from '../../plugins/db/table-columns.ts';

/** Panel users; in embedded mode they are also the OpenID Connect provider's accounts. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  /** Set on a start-up administrator's one-time password: the IdP asks for a new one before signing in. */
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  countries: text('countries').array().notNull(),
  vehicleTypes: text('vehicle_types').array().notNull(),
  category: text('category').notNull().default('C24_EMPLOYEES'),
  active: boolean('active').notNull().default(true),
  ...editableColumns(),
});

/** Groups carry permission keys of the domain catalogue. */
export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  permissions: text('permissions').array().notNull(),
  ...versionColumn(),
  ...updateStamps(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);
