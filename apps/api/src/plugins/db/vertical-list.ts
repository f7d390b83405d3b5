import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Vertical } from '@b2c/domain';
import { countAll, orderOf, pageOf } from './list-query.ts';
import type { VerticalTable } from './vertical-rows.ts';
import { ownedBy, ownedByAny, visibleTo, type Executor } from './vertical-scope.ts';

/** One optional query parameter → its condition; `prefix`/`equals` in list-query.ts build the usual ones. */
type Filters = Record<string, (value: never) => SQL | undefined>;

/** The query a list's filters read: each filter's parameter, optional (absent means "any"). */
export type FilterQuery<F extends Filters> = { [K in keyof F]?: Parameters<F[K]>[0] | undefined };
export type Paged = { page: number; size: number; sort?: string | undefined };

/** One vertical, or several of one country (the `allVerticals=true` lists). */
export type ListScope = Vertical | readonly Vertical[];

/**
 * A paged list and its count, from ONE definition of the filters and the sortable columns, so the list
 * and the count a screen pairs can never disagree on which rows match. Rows are those of the caller's
 * vertical(s) (`scope: 'visible'` adds the shared master data, DESIGN §4); `always` is a condition every
 * row of the list meets. `defaultSort` is `field` or `field,desc`; the id breaks ties.
 *
 * @example
 * const driverList = verticalList(drivers, {
 *   filters: { name: prefix(drivers.name), active: equals(drivers.active) },
 *   sortable: { name: drivers.name, id: drivers.id },
 *   defaultSort: 'name',
 * });
 * // in the repository: { ...driverList.on(db), byMobile … }
 */
export function verticalList<T extends VerticalTable, F extends Filters>(
  t: T,
  def: {
    filters: F;
    sortable: Record<string, AnyPgColumn>;
    defaultSort: string;
    always?: SQL;
    scope?: 'owned' | 'visible';
  },
) {
  type Row = T['$inferSelect'];
  // As in verticalRows: drizzle's builders need the table widened to its constraint; rows are cast back.
  const table: VerticalTable = t;
  const scoped = (scope: ListScope): SQL =>
    'country' in scope ? (def.scope === 'visible' ? visibleTo : ownedBy)(table, scope) : ownedByAny(table, scope);
  const filters = Object.entries(def.filters) as [keyof F & string, (value: unknown) => SQL | undefined][];

  /** The rows of the scope the query's filters match. */
  const where = (scope: ListScope, q: FilterQuery<F>): SQL | undefined =>
    and(scoped(scope), def.always, ...filters.map(([key, when]) => (q[key] === undefined ? undefined : when(q[key]))));
  const order = (sort: string | undefined): SQL[] => orderOf(sort, def.sortable, def.defaultSort, table.id);

  return {
    where,
    order,
    /** The list and count queries on a database or a transaction. */
    on: (db: Executor) => ({
      async list(scope: ListScope, q: FilterQuery<F> & Paged): Promise<Row[]> {
        const { limit, offset } = pageOf(q);
        const rows = await db
          .select()
          .from(table)
          .where(where(scope, q))
          .orderBy(...order(q.sort))
          .limit(limit)
          .offset(offset);
        return rows as Row[];
      },

      async count(scope: ListScope, q: FilterQuery<F>): Promise<number> {
        const [row] = await db.select({ n: countAll }).from(table).where(where(scope, q));
        return row?.n ?? 0;
      },
    }),
  };
}
