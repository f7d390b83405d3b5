import type { Executor } from '../plugins/db/vertical-scope.ts';
import { insertInventory, insertLocation } from './factories.ts';

const AE_CAR = { country: 'AE', vehicleType: 'CAR' } as const;

/** A key desk (an AE CAR hub) and a car of AE CAR standing at it, with no keys recorded and no requests. */
export async function insertAeCarAtDesk(db: Executor) {
  const desk = await insertLocation(db, AE_CAR);
  const car = await insertInventory(db, { ...AE_CAR, locationCode: desk.code, locationStatus: 'STOCKED_IN' });
  return { car, desk: desk.code! };
}
