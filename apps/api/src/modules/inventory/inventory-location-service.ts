import { markedLostSalePatch, type Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { applyPatch } from './inventory-mutation.ts';
import {
  inventoryLocationRepository,
  type InventoryKey,
  type InventoryLocationPatch,
} from './inventory-location-repository.ts';

/** Only these columns are the movement module's to write; anything else in a patch is not applied. */
const LOCATION_COLUMNS = [
  'locationCode',
  'lastLocationCode',
  'locationStatus',
  'locationSince',
  'movementActive',
  'version',
  'updatedAt',
  'updatedBy',
] as const satisfies readonly (keyof InventoryLocationPatch)[];

const locationOnly = (patch: InventoryLocationPatch): InventoryLocationPatch =>
  Object.fromEntries(LOCATION_COLUMNS.filter((k) => k in patch).map((k) => [k, patch[k]]));

/**
 * The inventory's writer for movements (issue 10: "the movement module moves an inventory through the
 * inventory module's writer"), passed to the movement module by app.ts. Each call runs on the executor it
 * is given, so a car locked and moved inside a movement's transaction commits with that movement.
 */
export const inventoryLocationWriter = {
  /** The vertical's car by key; `lock` holds its row until the transaction of `db` ends. */
  find: (db: Executor, v: Vertical, key: InventoryKey, lock = false) =>
    inventoryLocationRepository(db).byKey(v, key, lock),
  idOf: (db: Executor, v: Vertical, key: InventoryKey) => inventoryLocationRepository(db).idOf(v, key),
  setLocation: (db: Executor, v: Vertical, id: number, patch: InventoryLocationPatch) =>
    inventoryLocationRepository(db).setLocation(v, id, locationOnly(patch)),
  /**
   * Issue 19 item 4: a lost car leaves the storefront and its reservation or booking is released, audited
   * under the inventory (its history shows it) in the movement's transaction; the row is locked already.
   */
  async takeOffSale(db: Executor, caller: Caller, car: { id: number }) {
    const row = (await inventoryLocationRepository(db).byKey(caller.vertical, { id: car.id }, true))!;
    const patch = markedLostSalePatch(row);
    return Object.keys(patch).length === 0 ? row : applyPatch(db, caller, row, 'MARK_LOST', patch);
  },
  /** The columns the logistics grid shows of these cars. */
  listed: (db: Executor, v: Vertical, ids: readonly number[]) => inventoryLocationRepository(db).listed(v, ids),
};
