import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory } from '../../test/factories.ts';
import { inventoryLocationWriter as writer } from './inventory-location-service.ts';

// The writer the movement module moves cars through (issue 10): it finds a car by any of its keys, only in
// the caller's vertical, and writes the location columns and nothing else.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const IN_CAR = { country: 'IN', vehicleType: 'CAR' } as const;
const AE_CAR = { country: 'AE', vehicleType: 'CAR' } as const;

/** A car of its own with every key the writer finds it by, read back through the writer. */
async function carWithEveryKey() {
  const { id } = await insertInventory(t.database.db, { locationStatus: 'STOCKED_IN' });
  return (await writer.find(t.database.db, IN_CAR, { id }))!;
}

describe('the inventory location writer', () => {
  it('finds the same car by id, appointment, registration and chassis number, only in its vertical', async () => {
    const car = await carWithEveryKey();
    const db = t.database.db;
    for (const key of [
      { appointmentId: car.appointmentId },
      { registrationNumber: car.registrationNumber! },
      { chassisNumber: car.chassisNumber! },
    ]) {
      expect((await writer.find(db, IN_CAR, key))?.id).toBe(car.id);
      expect(await writer.idOf(db, IN_CAR, key)).toBe(car.id);
    }
    expect(await writer.find(db, AE_CAR, { id: car.id })).toBeUndefined();
    expect(await writer.idOf(db, AE_CAR, { appointmentId: car.appointmentId })).toBeUndefined();
    expect(await writer.listed(db, AE_CAR, [car.id])).toEqual([]);
  });

  it('writes the location columns of a patch and leaves every other column as it was', async () => {
    const car = await carWithEveryKey();
    // A wider object than the writer's patch type, as a careless caller might hand it.
    const patch = { locationStatus: 'LOST', locationCode: null, version: car.version + 1, status: 'SOLD', sold: true };
    const moved = await writer.setLocation(t.database.db, IN_CAR, car.id, patch);
    expect(moved).toMatchObject({ locationStatus: 'LOST', locationCode: null, version: car.version + 1 });
    expect(moved).toMatchObject({ status: car.status, sold: car.sold });
    const { rows } = await t.database.pool.query('select status, sold, location_status from inventory where id = $1', [
      car.id,
    ]);
    expect(rows[0]).toEqual({ status: car.status, sold: car.sold, location_status: 'LOST' });
  });
});
