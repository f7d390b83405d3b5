import { and, asc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TIME_ZONES, filterGroupCriteria, normalizeIdentifier, type Vertical } from '@b2c/domain';
import type { InventoryFilters } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { ownedBy } from '../../plugins/db/vertical-scope.ts';
import { countAll, pageOf } from '../../plugins/db/list-query.ts';
import { badRequest } from '../../plugins/http-errors.ts';
import { inventory } from './inventory-tables.ts';
import { pendingActions } from './pending-action-tables.ts';

export type InventoryRecord = typeof inventory.$inferSelect;
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
 * `DESC NULLS LAST, id` is spelled out because the grid indexes are built that way: PostgreSQL's default
 * for DESC is NULLS FIRST, which would not match them and turn a page turn into a sort of the vertical.
 */
function orderBy(sort: string | undefined): SQL[] {
  const [field = 'updatedAt', direction = 'desc'] = (sort ?? 'updatedAt,desc').split(',');
  const column = SORTABLE[field];
  if (!column) throw badRequest(`sort must name one of ${Object.keys(SORTABLE).join(', ')}.`, 'querystring.sort');
  const dir = direction === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  return [sql`${column} ${dir}`, asc(inventory.id)];
}

/** A date (yyyy-MM-dd) is a day in the vertical's time zone (SPEC §9); a date-time is taken as given. */
function instant(value: string, tz: string, nextDay = false): SQL {
  if (value.length !== 10) return sql`${value}::timestamptz`;
  const day = nextDay ? new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : value;
  return sql`(${day}::timestamp at time zone ${tz}::text)`;
}

function whereOf(v: Vertical, f: InventoryFilters): SQL {
  const tz = TIME_ZONES[v.country];
  const conditions: (SQL | undefined)[] = [
    ownedBy(inventory, v),
    f.status ? eq(inventory.status, f.status) : undefined,
    f.locationCode ? eq(inventory.locationCode, f.locationCode) : undefined,
    f.locationStatus ? eq(inventory.locationStatus, f.locationStatus) : undefined,
    f.inventoryStage ? eq(inventory.inventoryStage, f.inventoryStage) : undefined,
    f.inventoryType ? eq(inventory.inventoryType, f.inventoryType) : undefined,
    f.published !== undefined ? eq(inventory.published, f.published) : undefined,
    f.sold !== undefined ? eq(inventory.sold, f.sold) : undefined,
    f.reserveStatus === 'NONE'
      ? isNull(inventory.reserveStatus)
      : f.reserveStatus
        ? eq(inventory.reserveStatus, f.reserveStatus)
        : undefined,
    f.holdReason ? eq(inventory.holdReason, f.holdReason) : undefined,
    f.updatedFrom ? gte(inventory.updatedAt, instant(f.updatedFrom, tz)) : undefined,
    f.updatedTo
      ? f.updatedTo.length === 10
        ? lt(inventory.updatedAt, instant(f.updatedTo, tz, true))
        : lte(inventory.updatedAt, instant(f.updatedTo, tz))
      : undefined,
    f.searchKey && f.searchValue
      ? eq(
          searchColumns[f.searchKey],
          f.searchKey === 'appointmentId' ? f.searchValue : normalizeIdentifier(f.searchValue),
        )
      : undefined,
  ];
  if (f.pendingActionGroup) {
    const { type, subReasons } = filterGroupCriteria(f.pendingActionGroup);
    conditions.push(
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
    );
  }
  return and(...conditions)!;
}

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

    list: (v: Vertical, q: InventoryFilters & { page: number; size: number; sort?: string | undefined }) => {
      const { limit, offset } = pageOf(q);
      return db
        .select()
        .from(inventory)
        .where(whereOf(v, q))
        .orderBy(...orderBy(q.sort))
        .limit(limit)
        .offset(offset);
    },

    /** Counts at most `cap + 1` rows, so the answer costs the same on a thousand rows or a million. */
    async countCapped(v: Vertical, f: InventoryFilters, cap: number): Promise<number> {
      const capped = db
        .select({ one: sql`1` })
        .from(inventory)
        .where(whereOf(v, f))
        .limit(cap + 1)
        .as('capped');
      const [row] = await db.select({ n: countAll }).from(capped);
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
