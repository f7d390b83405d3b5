import { bigserial, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The columns every `*-tables.ts` repeats, spread into `pgTable` definitions. Each call returns fresh
 * builders: drizzle's builder methods (`.notNull()`, `.default()` …) change the builder in place, so a
 * builder shared by two tables would let one table's tweak reach the other.
 * Names, types, defaults and nullability are the schema's: changing one here changes every table that
 * spreads it, and `drizzle-kit generate` then asks for a migration.
 */

/** `timestamptz`, the only kind of time the schema stores (DESIGN §5: shown in the vertical's zone). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The vertical a row belongs to (DESIGN §4); every query is scoped by these two (vertical-scope.ts). */
export const verticalColumns = () => ({
  country: text('country').notNull(),
  vehicleType: text('vehicle_type').notNull(),
});

/** `id serial` and the vertical: the head of a table with few rows (master data, drivers, locations). */
export const serialIdAndVertical = () => ({ id: serial('id').primaryKey(), ...verticalColumns() });

/** `id bigserial` (read as a JS number) and the vertical: the head of a table that grows with the stock. */
export const bigserialIdAndVertical = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...verticalColumns(),
});

/** The optimistic-lock counter: a write naming a stale version gets 409, never overwrites (DESIGN §5). */
export const versionColumn = () => ({ version: integer('version').notNull().default(1) });

/** When the row was written first. */
export const createdAtColumn = () => ({ createdAt: timestamptz('created_at').notNull().defaultNow() });

/** Who changed the row last and when; `system` for rows the seed or start-up wrote. */
export const updateStamps = () => ({
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('system'),
});

/** Who changed the row last and when, for rows only a signed-in user writes (no `system` default). */
export const userUpdateStamps = () => ({
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** A row users create and edit in place: version, created at, last change. */
export const editableColumns = () => ({
  ...versionColumn(),
  ...createdAtColumn(),
  ...updateStamps(),
});
