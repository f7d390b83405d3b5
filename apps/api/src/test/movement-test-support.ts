import { expect } from 'vitest';
import { TIME_ZONES, addDays, formatDate, type Country, type VehicleType } from '@b2c/domain';
import type { TestApp } from './build-test-app.ts';

/** Helpers for the movement API tests: free cars straight from the seed, a bookable day, the trail. */
let taken = 0;

export interface FreeCar {
  id: number;
  appointmentId: string;
  version: number;
  locationCode: string;
  registrationNumber: string | null;
  chassisNumber: string | null;
}

/** A stocked-in, unsold car without a movement, different on every call. */
export async function freeCar(t: TestApp, country: Country = 'IN', vehicleType: VehicleType = 'CAR'): Promise<FreeCar> {
  const { rows } = await t.database.pool.query<{
    id: number;
    appointment_id: string;
    version: number;
    location_code: string;
    registration_number: string | null;
    chassis_number: string | null;
  }>(
    `select id, appointment_id, version, location_code, registration_number, chassis_number from inventory
     where country = $1 and vehicle_type = $2 and location_status = 'STOCKED_IN' and not movement_active and not sold
       and reserve_status is null and status <> 'SOURCING_CANCELLED' and location_code is not null and registration_number is not null
     order by id offset $3 limit 1`,
    [country, vehicleType, taken++],
  );
  const r = rows[0];
  expect(r, 'a free seeded car').toBeDefined();
  return {
    id: r!.id,
    appointmentId: r!.appointment_id,
    version: r!.version,
    locationCode: r!.location_code,
    registrationNumber: r!.registration_number,
    chassisNumber: r!.chassis_number,
  };
}

/** Another active location of the vertical than `not`. */
export async function otherLocation(
  t: TestApp,
  country: Country,
  not: string,
  vehicleType: VehicleType = 'CAR',
): Promise<string> {
  const { rows } = await t.database.pool.query<{ code: string }>(
    `select code from store_locations where country = $1 and vehicle_type = $2 and active and code is not null and code <> $3 order by code limit 1`,
    [country, vehicleType, not],
  );
  return rows[0]!.code;
}

/** `n` active locations of the vertical, none of them in `not` (a hop and a destination for a routed car). */
export async function locationsBesides(t: TestApp, country: Country, not: readonly string[], n: number) {
  const { rows } = await t.database.pool.query<{ code: string }>(
    `select code from store_locations where country = $1 and vehicle_type = 'CAR' and active and code is not null
       and code <> all($2::text[]) order by code limit $3`,
    [country, not, n],
  );
  expect(rows, `${n} more active locations in ${country}`).toHaveLength(n);
  return rows.map((r) => r.code);
}

export const inactiveLocation = async (t: TestApp, country: Country) =>
  (
    await t.database.pool.query<{ code: string }>(
      `select code from store_locations where country = $1 and vehicle_type = 'CAR' and not active and code is not null limit 1`,
      [country],
    )
  ).rows[0]!.code;

/** Tomorrow in the country's calendar: always bookable (before any cut-off, within the 2-day rule). */
export const tomorrow = (country: Country) => addDays(formatDate(new Date(), TIME_ZONES[country]), 1);

export const pickupBody = (country: Country, car: FreeCar, to: string, extra: object = {}) => ({
  version: car.version,
  toLocationCode: to,
  requestType: 'INTERNAL',
  pickupOption: 'HOME_PICKUP',
  customerAddress: '12, Lake View Road, Sector 4',
  customerArea: 'Near City Mall',
  requestedPickupDate: tomorrow(country),
  slot: '0900_1100',
  ...extra,
});

export async function movementAudit(t: TestApp, appointmentId: string) {
  const { rows } = await t.database.pool.query<{ action: string; field: string | null; new_value: string | null }>(
    `select action, field, new_value from audit_log where entity = 'inventory-movement' and entity_id = $1 order by id`,
    [appointmentId],
  );
  return rows;
}
