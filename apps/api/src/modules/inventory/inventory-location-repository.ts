import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { inventory } from './inventory-tables.ts';
import type { InventoryRecord } from './inventory-repository.ts';

/** A car by numeric id (`{id}` paths), appointment id, or a scanned identifier. */
export type InventoryKey =
  | { id: number }
  | { appointmentId: string }
  | { registrationNumber: string }
  | { chassisNumber: string }
  // The key area finds a car by VIN too (issue 14: a key request by appointment id or VIN).
  | { vin: string };

/** The location columns a movement drives, with the version and stamp every change carries. */
export type InventoryLocationPatch = Partial<
  Pick<
    InventoryRecord,
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

const keyCondition = (key: InventoryKey): SQL =>
  'id' in key
    ? eq(inventory.id, key.id)
    : 'appointmentId' in key
      ? eq(inventory.appointmentId, key.appointmentId)
      : 'registrationNumber' in key
        ? eq(inventory.registrationNumber, key.registrationNumber)
        : 'vin' in key
          ? eq(inventory.vin, key.vin)
          : eq(inventory.chassisNumber, key.chassisNumber);

/** The queries behind the inventory's location writer (`inventory-location-service.ts`). */
export function inventoryLocationRepository(db: Executor) {
  return {
    async byKey(v: Vertical, key: InventoryKey, lock = false): Promise<InventoryRecord | undefined> {
      const query = db
        .select()
        .from(inventory)
        .where(and(ownedBy(inventory, v), keyCondition(key)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async idOf(v: Vertical, key: InventoryKey): Promise<number | undefined> {
      const [row] = await db
        .select({ id: inventory.id })
        .from(inventory)
        .where(and(ownedBy(inventory, v), keyCondition(key)))
        .limit(1);
      return row?.id;
    },
    async setLocation(v: Vertical, id: number, patch: InventoryLocationPatch): Promise<InventoryRecord> {
      const [row] = await db
        .update(inventory)
        .set(patch)
        .where(and(ownedBy(inventory, v), eq(inventory.id, id)))
        .returning();
      return row!;
    },
    listed: (v: Vertical, ids: readonly number[]) =>
      db
        .select({
          id: inventory.id,
          registrationNumber: inventory.registrationNumber,
          chassisNumber: inventory.chassisNumber,
          make: inventory.make,
          model: inventory.model,
          year: inventory.year,
          locationStatus: inventory.locationStatus,
        })
        .from(inventory)
        .where(and(ownedBy(inventory, v), inArray(inventory.id, [...ids]))),
  };
}
