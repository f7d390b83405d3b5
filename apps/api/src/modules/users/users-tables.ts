import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IdentityProvider, UserCategory } from '@b2c/domain';
import { editableColumns, timestamptz, updateStamps, versionColumn } from '../../plugins/db/table-columns.ts';

/**
 * SPEC §7 V2 organisations a user works for (an agency, a DSA partner, the company itself). A name is
 * unique whatever its case, as the service's check says: "Acme" and "ACME" created at once cannot both land.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...editableColumns(),
  },
  (t) => [uniqueIndex('organisations_name_lower_key').on(sql`lower(${t.name})`)],
);

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
  category: text('category').$type<UserCategory>().notNull().default('C24_EMPLOYEES'),
  organisationId: integer('organisation_id').references(() => organisations.id),
  /** SPEC §3 identity providers: ALL (either), OKTA or DESCOPE; a corporate sign-in records its own. */
  identityProvider: text('identity_provider').$type<IdentityProvider>().notNull().default('ALL'),
  lastSignInAt: timestamptz('last_sign_in_at'),
  /** The profile image's object-storage key and the name it was uploaded under (the trail shows the name). */
  imageKey: text('image_key'),
  imageFileName: text('image_file_name'),
  active: boolean('active').notNull().default(true),
  /** Soft delete: the row stays for the audit trail and its username stays taken; it never signs in again. */
  deletedAt: timestamptz('deleted_at'),
  deletedBy: text('deleted_by'),
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
