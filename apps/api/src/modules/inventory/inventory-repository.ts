import { and, eq, getTableColumns, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { TIME_ZONES, filterGroupCriteria, normalizeIdentifier, type Vertical } from '@b2c/domain';
import type { InventoryFilters } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { ownedBy } from '../../plugins/db/vertical-scope.ts';
import { countAll, pageOf } from '../../plugins/db/list-query.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { LITERALLY, QueryShape, runTextShape, type Bind, type Binder } from '../../plugins/db/query-shape.ts';
import { afterCursor, cursorValueSql, decodeCursor, orderSql, type ListOrder } from '../../plugins/db/keyset.ts';
import { badRequest } from '../../kits/http-errors.ts';
import { inventory } from './inventory-tables.ts';
import { GRID_ROW_CELLS, gridRowCells, writeGridRow } from './inventory-grid-json.ts';
import { pendingActions } from './pending-action-tables.ts';
import { idleCondition, stockAgeCondition } from './inventory-dashboard.ts';

export type InventoryRecord = typeof inventory.$inferSelect;
export type GridPage = InventoryFilters & Paged & { after?: string | undefined };
export type InventoryPatch = Partial<
  Omit<InventoryRecord, 'id' | 'country' | 'vehicleType' | 'appointmentId' | 'createdAt'>
>;

const SORTABLE: Record<string, AnyPgColumn> = {
  updatedAt: inventory.updatedAt,
  createdAt: inventory.createdAt,
  listingPrice: inventory.listingPrice,
  year: inventory.year,
  odometer: inventory.odometer,
  appointmentId: inventory.appointmentId,
};

const searchColumns = {
  appointmentId: inventory.appointmentId,
  vin: inventory.vin,
  stockId: inventory.stockId,
  registrationNumber: inventory.registrationNumber,
  chassisNumber: inventory.chassisNumber,
} as const;

/**
 * The grid's order: `DESC NULLS LAST` / `ASC NULLS LAST`, then the id (keyset.ts): an unpriced car sorts
 * last either way, and the grid indexes are built `DESC NULLS LAST` (PostgreSQL's default for DESC is NULLS
 * FIRST, which would not match them and turn a page turn into a sort of the vertical).
 */
export function inventoryOrder(sort: string | undefined): ListOrder {
  const written = sort ?? 'updatedAt,desc';
  const [field = 'updatedAt', direction = 'desc'] = written.split(',');
  const column = SORTABLE[field];
  if (!column) throw badRequest(`sort must name one of ${Object.keys(SORTABLE).join(', ')}.`, 'querystring.sort');
  return { sort: written, column, direction: direction === 'asc' ? 'asc' : 'desc', id: inventory.id };
}

/**
 * A condition whose values are bound now and whose SQL is built only when asked for (issue 30): a grid
 * query of a shape already prepared needs its values, never its SQL, and building drizzle's SQL objects
 * for every request was a tenth of a lookup's Node time.
 */
type Later = () => SQL;
const ready =
  (condition: SQL): Later =>
  () =>
    condition;
const equal =
  (column: AnyPgColumn, value: unknown): Later =>
  () =>
    eq(column, value);

/**
 * Identifiers by prefix ("MH12" finds MH12AB1234). A byte-wise range rather than LIKE: it uses the
 * text_pattern_ops indexes (inventory-tables.ts) also under a generic plan, where a LIKE parameter
 * gives the planner no prefix to scan by. The upper bound is the prefix with its last character moved
 * one code point on, which in UTF-8 is also the next byte string.
 */
function identifierStartsWith(column: AnyPgColumn, value: string, bind: Bind): Later {
  const last = value.codePointAt(value.length - 1) ?? 0;
  const upper = value.slice(0, value.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
  const from = bind('searchFrom', value);
  const below = bind('searchBelow', upper);
  return () => sql`(${column} ~>=~ ${from} and ${column} ~<~ ${below})`;
}

/** A date (yyyy-MM-dd) is a day in the vertical's time zone (SPEC §9); a date-time is taken as given. */
function instant(name: string, value: string, tz: string, bind: Bind, nextDay = false): SQL {
  if (value.length !== 10) return sql`${bind(name, value)}::timestamptz`;
  const day = nextDay ? new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : value;
  return sql`(${bind(`${name}Day`, day)}::timestamp at time zone ${bind('tz', tz)}::text)`;
}

/**
 * The grid's conditions. Every value goes through `bind` (query-shape.ts): the grid's statement is prepared
 * once per shape, and a value written in directly would be frozen into it. A choice that changes the SQL
 * itself — which column a search key names, a pending-action group's criteria — is `mark`ed. Every bind
 * and mark happens when this is called; the SQL is built when the answer is called (`Later`).
 */
function whereOf(v: Vertical, f: InventoryFilters, { bind, mark }: Binder = LITERALLY): Later {
  const tz = TIME_ZONES[v.country];
  const conditions: (Later | undefined)[] = [
    equal(inventory.country, bind('country', v.country)),
    equal(inventory.vehicleType, bind('vehicleType', v.vehicleType)),
    f.status ? equal(inventory.status, bind('status', f.status)) : undefined,
    f.locationCode ? equal(inventory.locationCode, bind('locationCode', f.locationCode)) : undefined,
    f.locationStatus ? equal(inventory.locationStatus, bind('locationStatus', f.locationStatus)) : undefined,
    f.inventoryStage ? equal(inventory.inventoryStage, bind('inventoryStage', f.inventoryStage)) : undefined,
    f.inventoryType ? equal(inventory.inventoryType, bind('inventoryType', f.inventoryType)) : undefined,
    f.published !== undefined ? equal(inventory.published, bind('published', f.published)) : undefined,
    f.sold !== undefined ? equal(inventory.sold, bind('sold', f.sold)) : undefined,
    f.reserveStatus === 'NONE'
      ? (mark('reserveStatus:NONE'), ready(isNull(inventory.reserveStatus)))
      : f.reserveStatus
        ? equal(inventory.reserveStatus, bind('reserveStatus', f.reserveStatus))
        : undefined,
    f.holdReason ? equal(inventory.holdReason, bind('holdReason', f.holdReason)) : undefined,
    // The rarer filters below build their SQL at once: the values they bind are made inside it.
    f.updatedFrom ? ready(gte(inventory.updatedAt, instant('updatedFrom', f.updatedFrom, tz, bind))) : undefined,
    f.updatedTo
      ? f.updatedTo.length === 10
        ? ready(lt(inventory.updatedAt, instant('updatedTo', f.updatedTo, tz, bind, true)))
        : ready(lte(inventory.updatedAt, instant('updatedTo', f.updatedTo, tz, bind)))
      : undefined,
    // The dashboard's ageing and stale tiles open the grid with these (issue 29): the same conditions.
    f.stockAge ? (mark(`stockAge:${f.stockAge}`), ready(stockAgeCondition(f.stockAge, new Date(), bind))) : undefined,
    f.idleDays !== undefined ? ready(idleCondition(f.idleDays, new Date(), bind)) : undefined,
    f.searchKey && f.searchValue
      ? identifierStartsWith(
          (mark(`searchKey:${f.searchKey}`), searchColumns[f.searchKey]),
          f.searchKey === 'appointmentId' ? f.searchValue : normalizeIdentifier(f.searchValue),
          bind,
        )
      : undefined,
  ];
  if (f.pendingActionGroup) {
    mark(`pendingActionGroup:${f.pendingActionGroup}`);
    const { type, subReasons } = filterGroupCriteria(f.pendingActionGroup);
    conditions.push(
      ready(
        sql`exists (select 1 from ${pendingActions} pa where pa.country = ${inventory.country} and pa.vehicle_type = ${inventory.vehicleType}
        and pa.appointment_id = ${inventory.appointmentId} and pa.status = 'PENDING' and pa.type = ${type}
        ${
          subReasons
            ? sql`and pa.sub_reason in (${sql.join(
                subReasons.map((r) => sql`${r}`),
                sql`, `,
              )})`
            : sql``
        })`,
      ),
    );
  }
  return () => and(...conditions.map((c) => c?.()))!;
}

/** A grid page's order, conditions, limit and offset, every value bound through `binder`; `where()` builds its SQL. */
export function gridParts(v: Vertical, q: GridPage, binder: Binder) {
  const order = inventoryOrder(q.sort);
  binder.mark(`sort:${order.sort}`);
  const after = q.after === undefined ? undefined : decodeCursor(order, q.after);
  const conditions = whereOf(v, q, binder);
  const afterThat = after && afterCursor(order, after, binder.bind);
  return {
    order,
    where: () => and(conditions(), afterThat),
    limit: binder.bind('limit', q.size),
    offset: binder.bind('offset', after ? 0 : pageOf(q).offset),
  };
}
type GridParts = ReturnType<typeof gridParts>;

/** The page chosen by plain columns, each row with its `sortKey` (the next page's cursor, keyset.ts). */
export const gridPage = <C extends SelectedFields>(db: Executor, p: GridParts, columns: C) =>
  db
    .select({ ...columns, sortKey: cursorValueSql(p.order).as('sort_key') })
    .from(inventory)
    .where(p.where())
    .orderBy(...orderSql(p.order))
    .limit(p.limit)
    .offset(p.offset);

/**
 * The page with each row's grid cells (inventory-grid-json.ts): plain columns, so the statement is the
 * page's select and nothing more (issue 30), and the row's `sortKey` last.
 */
const gridJsonSelect = (db: Executor, p: GridParts) => gridPage(db, p, gridRowCells);

/** The grid's JSON query, its shape and values; the select is built only when the shape is new. */
function gridJsonShape(v: Vertical, q: GridPage) {
  const shape = new QueryShape();
  shape.mark('inventory-grid-json');
  return { shape, parts: gridParts(v, q, shape) };
}

/** The shape key and SQL text of a grid query (the shape test holds one text per key). */
export const inventoryShapeOf = (db: Executor, v: Vertical, q: GridPage) => {
  const { shape, parts } = gridJsonShape(v, q);
  return { key: shape.key, sql: gridJsonSelect(db, parts).toSQL().sql };
};

/**
 * The grid's capped count. It reads only columns of `inventory_count_idx`, so for the filters a view
 * narrows by most it is an index-only scan of at most `cap + 1` entries (inventory-count-plan.test.ts).
 */
export const cappedCount = (db: Executor, v: Vertical, f: InventoryFilters, cap: number) =>
  db.select({ n: countAll }).from(
    db
      .select({ one: sql`1` })
      .from(inventory)
      .where(whereOf(v, f)())
      .limit(cap + 1)
      .as('capped'),
  );

export function inventoryRepository(db: Executor) {
  const find = async (v: Vertical, condition: SQL, forUpdate: boolean): Promise<InventoryRecord | undefined> => {
    const query = db
      .select()
      .from(inventory)
      .where(and(ownedBy(inventory, v), condition))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  };

  return {
    byAppointment: (v: Vertical, appointmentId: string, forUpdate = false) =>
      find(v, eq(inventory.appointmentId, appointmentId), forUpdate),
    byId: (v: Vertical, id: number, forUpdate = false) => find(v, eq(inventory.id, id), forUpdate),

    /**
     * A grid page, each row with its `sortKey` (the next page's cursor, keyset.ts): after `q.after` when the
     * caller turns to the next page, else at `page × size`.
     */
    list: (v: Vertical, q: GridPage) => gridPage(db, gridParts(v, q, LITERALLY), getTableColumns(inventory)),

    /** The same page with each row as the grid's JSON, run as a shape of text cells (query-shape.ts). */
    listJson: async (v: Vertical, q: GridPage) => {
      const { shape, parts } = gridJsonShape(v, q);
      const rows = await runTextShape(db, shape.key, () => gridJsonSelect(db, parts).toSQL(), shape.values);
      return rows.map((cells) => ({
        json: writeGridRow(cells),
        id: Number(cells[0]), // the first cell is the id (inventory-grid-json.ts)
        sortKey: cells[GRID_ROW_CELLS] ?? null,
      }));
    },

    /** Counts at most `cap + 1` rows, so the answer costs the same on a thousand rows or a million. */
    async countCapped(v: Vertical, f: InventoryFilters, cap: number): Promise<number> {
      const [row] = await cappedCount(db, v, f, cap);
      return row?.n ?? 0;
    },

    byAppointments: (v: Vertical, appointmentIds: readonly string[]) =>
      db
        .select()
        .from(inventory)
        .where(and(ownedBy(inventory, v), inArray(inventory.appointmentId, [...appointmentIds]))),

    async update(v: Vertical, id: number, patch: InventoryPatch): Promise<InventoryRecord> {
      const [row] = await db
        .update(inventory)
        .set(patch)
        .where(and(ownedBy(inventory, v), eq(inventory.id, id)))
        .returning();
      return row!;
    },
  };
}
export type InventoryRepository = ReturnType<typeof inventoryRepository>;
