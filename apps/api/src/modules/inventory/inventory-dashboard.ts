import { and, asc, desc, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  AGEING_BUCKETS,
  STOCK_AGEING_BUCKETS,
  ageingBucketRange,
  staleBefore,
  stockAgeRange,
  type AgeingBucketKey,
  type StockAgeKey,
  type Vertical,
} from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { countAll } from '../../plugins/db/list-query.ts';
import { literal, type Bind } from '../../plugins/db/query-shape.ts';
import { inventory as t } from './inventory-tables.ts';
import { pendingActions as pa } from './pending-action-tables.ts';

/**
 * Conditions the dashboard's counts and the grid's `stockAge` / `idleDays` filters share
 * (inventory-repository.ts), so a tile's number and the grid it opens cannot disagree.
 */

export const stockAgeCondition = (key: StockAgeKey, now: Date, bind: Bind = literal): SQL => {
  const { after, notAfter } = stockAgeRange(key, now);
  return and(
    isNotNull(t.locationSince),
    after ? sql`${t.locationSince} > ${bind('stockAgeAfter', after.toISOString())}::timestamptz` : undefined,
    notAfter ? sql`${t.locationSince} <= ${bind('stockAgeNotAfter', notAfter.toISOString())}::timestamptz` : undefined,
  )!;
};
export const idleCondition = (days: number, now: Date, bind: Bind = literal): SQL =>
  sql`${t.updatedAt} < ${bind('idleBefore', staleBefore(days, now).toISOString())}::timestamptz`;

/** A `count(*) filter (where …)` per bucket, read back as numbers in the buckets' order. */
const countsPer = <K extends string>(keys: readonly K[], condition: (key: K) => SQL) =>
  Object.fromEntries(keys.map((k) => [k, sql<number>`(count(*) filter (where ${condition(k)}))::int`]));

/**
 * The inventory's reads for the start page (issue 29), each scoped to the asked vertical: counts only,
 * never rows. Each is one aggregate over the vertical's cars, on the grid indexes and
 * `inventory_stock_since_idx` (the unsold cars by stock-in time, migration 0020).
 */
export const inventoryDashboard = (db: Executor) => ({
  async byStatus(v: Vertical) {
    return db
      .select({ status: t.status, count: countAll })
      .from(t)
      .where(ownedBy(t, v))
      .groupBy(t.status)
      .orderBy(desc(countAll), asc(t.status));
  },

  /** The locations holding the most cars (cars with no location are left out). */
  async byLocation(v: Vertical, limit = 10) {
    const rows = await db
      .select({ locationCode: t.locationCode, count: countAll })
      .from(t)
      .where(and(ownedBy(t, v), isNotNull(t.locationCode)))
      .groupBy(t.locationCode)
      .orderBy(desc(countAll), asc(t.locationCode))
      .limit(limit);
    return rows.map((r) => ({ locationCode: r.locationCode ?? '', count: r.count }));
  },

  /** Unsold cars standing somewhere, per stock-in age bucket, the oldest bucket first. */
  async ageing(v: Vertical, now: Date) {
    const keys = STOCK_AGEING_BUCKETS.map((b) => b.key);
    const [row] = await db
      .select(countsPer(keys, (k) => stockAgeCondition(k, now)))
      .from(t)
      .where(and(ownedBy(t, v), eq(t.sold, false), isNotNull(t.locationSince)));
    const counts = (row ?? {}) as Record<StockAgeKey, number>;
    return [...keys].reverse().map((bucket) => ({ bucket, count: Number(counts[bucket] ?? 0) }));
  },

  /** Unsold cars without any movement or update for more than `days` days. */
  async stale(v: Vertical, days: number, now: Date) {
    const [row] = await db
      .select({ count: countAll })
      .from(t)
      .where(and(ownedBy(t, v), eq(t.sold, false), idleCondition(days, now)));
    return row?.count ?? 0;
  },

  async total(v: Vertical) {
    const [row] = await db.select({ count: countAll }).from(t).where(ownedBy(t, v));
    return row?.count ?? 0;
  },

  /** Open pending actions (the approver's queue), per days waiting, the oldest bucket first. */
  async pendingApprovals(v: Vertical, now: Date) {
    const keys = AGEING_BUCKETS.map((b) => b.key);
    const waited = (k: AgeingBucketKey) => {
      const { after, notAfter } = ageingBucketRange(k, now);
      return and(
        sql`true`,
        after ? gt(pa.requestedAt, after) : undefined,
        notAfter ? lte(pa.requestedAt, notAfter) : undefined,
      )!;
    };
    const [row] = await db
      .select({ total: countAll, ...countsPer(keys, waited) })
      .from(pa)
      .where(and(ownedBy(pa, v), eq(pa.status, 'PENDING')));
    const counts = (row ?? {}) as Record<AgeingBucketKey, number>;
    return {
      total: row?.total ?? 0,
      byAge: [...keys].reverse().map((bucket) => ({ bucket, count: Number(counts[bucket] ?? 0) })),
    };
  },
});
export type InventoryDashboard = ReturnType<typeof inventoryDashboard>;
