import { and, asc, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { LogisticFilters } from '@b2c/contracts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, pageOf } from '../../plugins/db/list-query.ts';
// The inventory's location columns are this module's to drive (see inventory-tables.ts); only those
// and the identifiers are read or written here.
import { inventory } from '../inventory/inventory-tables.ts';
import { inventoryMovements } from './movement-tables.ts';

export type MovementRow = typeof inventoryMovements.$inferSelect;
export type MovementInsert = typeof inventoryMovements.$inferInsert;
export type CarRow = typeof inventory.$inferSelect;
export type CarPatch = Partial<
  Pick<
    CarRow,
    | 'locationCode'
    | 'lastLocationCode'
    | 'locationStatus'
    | 'locationSince'
    | 'movementActive'
    | 'version'
    | 'updatedAt'
    | 'updatedBy'
  >
>;

/** How a movement call finds its car: numeric id (`{id}` paths), appointment id, or a scanned identifier. */
export type CarKey =
  { id: number } | { appointmentId: string } | { registrationNumber: string } | { chassisNumber: string };

const m = inventoryMovements;

const carCondition = (key: CarKey): SQL =>
  'id' in key
    ? eq(inventory.id, key.id)
    : 'appointmentId' in key
      ? eq(inventory.appointmentId, key.appointmentId)
      : 'registrationNumber' in key
        ? eq(inventory.registrationNumber, key.registrationNumber)
        : eq(inventory.chassisNumber, key.chassisNumber);

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

const gridColumns = {
  movement: m,
  registrationNumber: inventory.registrationNumber,
  chassisNumber: inventory.chassisNumber,
  make: inventory.make,
  model: inventory.model,
  year: inventory.year,
  locationStatus: inventory.locationStatus,
};
const joinCar = and(
  eq(inventory.id, m.inventoryId),
  eq(inventory.country, m.country),
  eq(inventory.vehicleType, m.vehicleType),
);

export function movementRepository(db: Executor) {
  const movementRows = verticalRows(db, m);
  return {
    /** Locks the car (and then its open movement): every movement change of one car runs one at a time. */
    async lockCar(v: Vertical, key: CarKey): Promise<CarRow | undefined> {
      const [row] = await db
        .select()
        .from(inventory)
        .where(and(ownedBy(inventory, v), carCondition(key)))
        .limit(1)
        .for('update');
      return row;
    },
    async findCar(v: Vertical, key: CarKey): Promise<CarRow | undefined> {
      const [row] = await db
        .select()
        .from(inventory)
        .where(and(ownedBy(inventory, v), carCondition(key)))
        .limit(1);
      return row;
    },
    async updateCar(v: Vertical, id: number, patch: CarPatch): Promise<CarRow> {
      const [row] = await db
        .update(inventory)
        .set(patch)
        .where(and(ownedBy(inventory, v), eq(inventory.id, id)))
        .returning();
      return row!;
    },

    async openOf(v: Vertical, inventoryId: number, lock = false): Promise<MovementRow | undefined> {
      const query = db
        .select()
        .from(m)
        .where(and(ownedBy(m, v), eq(m.inventoryId, inventoryId), eq(m.complete, false)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /**
     * The open movement's route and phase, by the car's identifier, in one narrow read: the stock-in scan
     * asks it on every scan (is this a receipt at a next hop?), so it selects four columns, not two rows.
     */
    async openRouteOf(v: Vertical, key: CarKey) {
      const [row] = await db
        .select({ phase: m.phase, toLocationCode: m.toLocationCode, nextHopLocationCode: m.nextHopLocationCode })
        .from(m)
        .innerJoin(inventory, joinCar)
        .where(and(ownedBy(inventory, v), carCondition(key), eq(m.complete, false)))
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

    grid: (v: Vertical, q: LogisticFilters & { page: number; size: number }) =>
      db
        .select(gridColumns)
        .from(m)
        .innerJoin(inventory, joinCar)
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
        .select(gridColumns)
        .from(m)
        .innerJoin(inventory, joinCar)
        .where(and(ownedBy(m, v), eq(m.complete, false), gt(m.id, afterId)))
        .orderBy(asc(m.id))
        .limit(size),
  };
}
export type MovementRepository = ReturnType<typeof movementRepository>;
