import { and, asc, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { LogisticFilters } from '@b2c/contracts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, pageOf } from '../../plugins/db/list-query.ts';
import { inventoryMovements } from './movement-tables.ts';

export type MovementRow = typeof inventoryMovements.$inferSelect;
export type MovementInsert = typeof inventoryMovements.$inferInsert;

const m = inventoryMovements;

function gridWhere(v: Vertical, f: LogisticFilters): SQL {
  return and(
    ownedBy(m, v),
    f.open === false ? undefined : eq(m.complete, false),
    f.status ? eq(m.status, f.status) : undefined,
    f.movementType ? eq(m.movementType, f.movementType) : undefined,
    f.vendor ? eq(m.vendor, f.vendor) : undefined,
    f.logisticsMode ? eq(m.logisticsMode, f.logisticsMode) : undefined,
    f.locationCode ? or(eq(m.fromLocationCode, f.locationCode), eq(m.toLocationCode, f.locationCode)) : undefined,
    f.date ? eq(m.requestedPickupDate, f.date) : undefined,
  )!;
}

/** SPEC §2: requested pickup time, then slot from, then slot to, all ascending; the id keeps pages stable. */
const GRID_ORDER = [asc(m.requestedPickupTime), asc(m.slotFrom), asc(m.slotTo), asc(m.id)];

export function movementRepository(db: Executor) {
  const movementRows = verticalRows(db, m);
  return {
    async openOf(v: Vertical, inventoryId: number, lock = false): Promise<MovementRow | undefined> {
      const query = db
        .select()
        .from(m)
        .where(and(ownedBy(m, v), eq(m.inventoryId, inventoryId), eq(m.complete, false)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /**
     * The open movement's route and phase, in one narrow read: the stock-in scan asks it on every scan (is
     * this a receipt at a next hop?), so it selects three columns, not the row.
     */
    async openRouteOf(v: Vertical, inventoryId: number) {
      const [row] = await db
        .select({ phase: m.phase, toLocationCode: m.toLocationCode, nextHopLocationCode: m.nextHopLocationCode })
        .from(m)
        .where(and(ownedBy(m, v), eq(m.inventoryId, inventoryId), eq(m.complete, false)))
        .limit(1);
      return row;
    },
    historyOf: (v: Vertical, inventoryId: number, limit = 20) =>
      db
        .select()
        .from(m)
        .where(and(ownedBy(m, v), eq(m.inventoryId, inventoryId)))
        .orderBy(desc(m.createdAt), desc(m.id))
        .limit(limit),

    // A movement is never read by id alone (always as a car's open one), so only these two are taken.
    insert: movementRows.insert,
    update: movementRows.update,

    /** One page of the logistics grid; the car columns beside each come from the inventory module. */
    grid: (v: Vertical, q: LogisticFilters & { page: number; size: number }) =>
      db
        .select()
        .from(m)
        .where(gridWhere(v, q))
        .orderBy(...GRID_ORDER)
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),

    async count(v: Vertical, f: LogisticFilters): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(m).where(gridWhere(v, f));
      return row?.n ?? 0;
    },

    /** One page of open movements after `afterId`, for the streamed export (keyset paging by id). */
    openPage: (v: Vertical, afterId: number, size: number) =>
      db
        .select()
        .from(m)
        .where(and(ownedBy(m, v), eq(m.complete, false), gt(m.id, afterId)))
        .orderBy(asc(m.id))
        .limit(size),
  };
}
export type MovementRepository = ReturnType<typeof movementRepository>;
