import type { Readable } from 'node:stream';
import type { Vertical } from '@b2c/domain';
import type { LogisticFilters, LogisticRow } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { movementRepository, type MovementRow } from './movement-repository.ts';
import type { InventoryCars, ListedCar } from './movement-cars.ts';
import { toLogisticRow } from './movement-mapping.ts';
import { openMovementCsv } from './movement-export.ts';

/**
 * The logistics grid (SPEC §2) and its CSV export: movements read here, the car columns beside them from
 * the inventory module, one query for a whole page.
 */
export function logisticService(db: Db, cars: InventoryCars) {
  const repo = movementRepository(db);

  /** Each movement with its car's columns, in the movements' order; one whose car is unknown is left out. */
  async function withCars(v: Vertical, movements: readonly MovementRow[]) {
    if (movements.length === 0) return [];
    const ids = [...new Set(movements.map((m) => m.inventoryId))];
    const byId = new Map((await cars.listed(db, v, ids)).map((car): [number, ListedCar] => [car.id, car]));
    return movements.flatMap((movement) => {
      const car = byId.get(movement.inventoryId);
      return car ? [{ ...car, movement }] : [];
    });
  }

  /** Open movements in pages by id (keyset), so the export streams at any size. */
  async function* openBatches(v: Vertical, pageSize: number) {
    for (let after = 0; ;) {
      const page = await repo.openPage(v, after, pageSize);
      if (page.length === 0) return;
      yield await withCars(v, page);
      after = page[page.length - 1]!.id;
      if (page.length < pageSize) return;
    }
  }

  return {
    list: async (v: Vertical, q: LogisticFilters & { page: number; size: number }): Promise<LogisticRow[]> =>
      (await withCars(v, await repo.grid(v, q))).map(toLogisticRow),
    count: (v: Vertical, f: LogisticFilters) => repo.count(v, f),
    openMovementCsv: (v: Vertical, pageSize = 500): Readable => openMovementCsv(openBatches(v, pageSize), v.country),
  };
}
export type LogisticService = ReturnType<typeof logisticService>;
