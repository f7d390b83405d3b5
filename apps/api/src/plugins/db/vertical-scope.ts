import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Vertical } from '@b2c/domain';
import type { Db } from './database.ts';

/** What repositories run their queries on: the database, or the transaction of a service. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** The database or a transaction, able to open a (nested) one: a service built on a caller's transaction. */
export type TransactionalExecutor = Executor & Pick<Db, 'transaction'>;

interface Scoped {
  country: AnyPgColumn;
  vehicleType: AnyPgColumn;
}

/** `ALL` in country or vehicle type marks master data shared across that dimension (DESIGN §4). */
export const SHARED = 'ALL';

/** Rows that belong to exactly this vertical. */
export const ownedBy = (t: Scoped, v: Vertical): SQL =>
  and(eq(t.country, v.country), eq(t.vehicleType, v.vehicleType))!;

/** Some columns of a table and the values to look them up by: `{ appointmentId, type }`. */
export type ColumnValues<T> = {
  [K in keyof T as T[K] extends AnyPgColumn ? K : never]?: T[K] extends AnyPgColumn ? T[K]['_']['data'] : never;
};

/** The vertical's rows whose columns hold these values (a lookup by a natural key, one or several columns). */
export const ownedWith = <T extends PgTable & Scoped>(t: T, v: Vertical, values: ColumnValues<T>): SQL => {
  const columns = getTableColumns(t);
  return and(ownedBy(t, v), ...Object.entries(values).map(([key, value]) => eq(columns[key]!, value)))!;
};

/** Rows of this vertical plus the shared master data its country and vehicle type see. */
export const visibleTo = (t: Scoped, v: Vertical): SQL =>
  and(inArray(t.country, [v.country, SHARED]), inArray(t.vehicleType, [v.vehicleType, SHARED]))!;

/** Rows of several verticals of one country (the `allVerticals=true` lists). */
export const ownedByAny = (t: Scoped, verticals: readonly Vertical[]): SQL => {
  const countries = [...new Set(verticals.map((v) => v.country))];
  const vehicleTypes = [...new Set(verticals.map((v) => v.vehicleType))];
  return and(inArray(t.country, countries), inArray(t.vehicleType, vehicleTypes))!;
};

/** Every vertical of the request's country that the caller's token covers (`allVerticals=true`). */
export const countryVerticals = (caller: {
  vertical: Vertical;
  vehicleTypes: readonly Vertical['vehicleType'][];
}): Vertical[] => caller.vehicleTypes.map((vehicleType) => ({ country: caller.vertical.country, vehicleType }));
