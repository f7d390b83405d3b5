import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Vertical } from '@b2c/domain';
import { ownedBy, ownedWith, type ColumnValues, type Executor } from './vertical-scope.ts';

/** A table whose rows each belong to one vertical and are known by a numeric id. */
export type VerticalTable = PgTable & {
  id: AnyPgColumn<{ data: number }>;
  country: AnyPgColumn;
  vehicleType: AnyPgColumn;
};

/**
 * The by-id (or by-key) read, optionally locked, the insert and the update of a vertical-owned table. Every
 * such table is read, locked and written the same way, scoped to the caller's vertical, so a repository
 * spreads this in (`{ ...verticalRows(db, t), list, … }`) instead of spelling the three queries out again.
 */
export function verticalRows<T extends VerticalTable>(db: Executor, t: T) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  // Drizzle's builders cannot resolve their result types over a generic table (`from(t)` does not even
  // accept one), so the queries run on the table widened to its constraint, whose rows type as
  // `{ [column: string]: unknown }`; the casts back to `T`'s own row type are sound, as the table is `t`.
  const table: VerticalTable = t;
  const byIdOf = (v: Vertical, id: number) => and(ownedBy(table, v), eq(table.id, id))!;
  async function first(where: SQL, lock: boolean): Promise<Row | undefined> {
    const query = db.select().from(table).where(where);
    const [row] = lock ? await query.for('update') : await query;
    return row as Row | undefined;
  }
  async function updated(where: SQL, set: Partial<Insert>): Promise<Row> {
    const [row] = await db.update(table).set(set).where(where).returning();
    return row as Row;
  }
  return {
    /** The vertical's row with this id; `lock` takes it `FOR UPDATE`, for the caller's transaction. */
    byId: (v: Vertical, id: number, lock = false) => first(byIdOf(v, id), lock),

    /** The vertical's row with this natural key (`{ code }`, `{ locationCode, slotType }` …), optionally locked. */
    find: (v: Vertical, values: ColumnValues<T>, lock = false) => first(ownedWith(t, v, values), lock),

    async insert(row: Insert): Promise<Row> {
      const [created] = await db.insert(table).values(row).returning();
      return created as Row;
    },

    /** Sets `values` on the vertical's row with this id and returns the row as it now is. */
    update: (v: Vertical, id: number, set: Partial<Insert>) => updated(byIdOf(v, id), set),

    /** The same by a natural key (rows known by their code in every path). */
    updateWhere: (v: Vertical, values: ColumnValues<T>, set: Partial<Insert>) => updated(ownedWith(t, v, values), set),
  };
}
