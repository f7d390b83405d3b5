import { and, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { ageingBucketRange, type AgeingBucketKey, type Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { countAll, orderOf, pageOf } from '../../plugins/db/list-query.ts';
import { inventory } from './inventory-tables.ts';

/** Which cars: those standing at these locations, optionally of one sales type or ageing bucket. */
export interface StockFilter {
  locationCodes: readonly string[];
  salesType?: string | undefined;
  age?: AgeingBucketKey | undefined;
}

const t = inventory;
const columns = {
  id: t.id,
  appointmentId: t.appointmentId,
  registrationNumber: t.registrationNumber,
  make: t.make,
  model: t.model,
  year: t.year,
  status: t.status,
  locationCode: t.locationCode,
  locationStatus: t.locationStatus,
  locationSince: t.locationSince,
  salesType: t.salesType,
  movementActive: t.movementActive,
  version: t.version,
};
/** The oldest arrivals first by default: ageing is what the stock view is read for. */
const sortable = {
  locationSince: t.locationSince,
  appointmentId: t.appointmentId,
  make: t.make,
  year: t.year,
  locationCode: t.locationCode,
  id: t.id,
};

function whereOf(v: Vertical, q: StockFilter, now: Date): SQL | undefined {
  const range = q.age ? ageingBucketRange(q.age, now) : undefined;
  return and(
    ownedBy(t, v),
    inArray(t.locationCode, [...q.locationCodes]),
    q.salesType === undefined ? undefined : sql`${t.salesType} = ${q.salesType}`,
    range ? isNotNull(t.locationSince) : undefined,
    range?.after ? gt(t.locationSince, range.after) : undefined,
    range?.notAfter ? lte(t.locationSince, range.notAfter) : undefined,
  );
}

/**
 * The inventory's read of the cars standing at given locations (issue 16: the big dealer network shows
 * the stock at its dealers' locations), passed to the dealer module by app.ts: the inventory table stays
 * this module's own. An empty list of locations matches no car.
 */
export const inventoryStockReader = (db: Executor) => ({
  list(v: Vertical, q: StockFilter & { page: number; size: number; sort?: string | undefined }, now: Date) {
    const { limit, offset } = pageOf(q);
    return db
      .select(columns)
      .from(t)
      .where(whereOf(v, q, now))
      .orderBy(...orderOf(q.sort, sortable, 'locationSince', t.id))
      .limit(limit)
      .offset(offset);
  },

  async count(v: Vertical, q: StockFilter, now: Date): Promise<number> {
    if (q.locationCodes.length === 0) return 0;
    const [row] = await db
      .select({ n: countAll })
      .from(t)
      .where(whereOf(v, q, now));
    return row?.n ?? 0;
  },

  /** How many cars stand at each of these locations now (a location without cars is absent). */
  async countsByLocation(v: Vertical, codes: readonly string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await db
      .select({ code: t.locationCode, n: countAll })
      .from(t)
      .where(and(ownedBy(t, v), inArray(t.locationCode, [...codes])))
      .groupBy(t.locationCode);
    return new Map(rows.map((r) => [r.code!, r.n]));
  },
});
export type InventoryStockReader = ReturnType<typeof inventoryStockReader>;
export type StockCar = Awaited<ReturnType<InventoryStockReader['list']>>[number];
