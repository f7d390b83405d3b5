import { expect } from 'vitest';
import type { Country, VehicleType } from '@b2c/domain';
import type { TestApp } from './build-test-app.ts';

/** Test data of the big dealer network (issue 16), read straight from the seeded database. */

/** Turns the vertical's bigDealerActive flag on or off, as an admin's config edit would store it. */
export async function setBigDealerActive(t: TestApp, country: Country, vehicleType: VehicleType, on: boolean) {
  await t.database.pool.query(
    `insert into vertical_flags (country, vehicle_type, flags) values ($1, $2, jsonb_build_object('bigDealerActive', $3::boolean))
     on conflict (country, vehicle_type) do update set flags = vertical_flags.flags || jsonb_build_object('bigDealerActive', $3::boolean)`,
    [country, vehicleType, on],
  );
  t.flagsChanged();
}

export interface SeededDealer {
  id: number;
  code: string;
  version: number;
  locationCodes: string[];
  /** One of its locations that is active (a transfer may go there). */
  activeLocation: string;
}

/** A seeded active dealer of the vertical with an active location. */
export async function seededDealer(t: TestApp, country: Country, vehicleType: VehicleType = 'CAR') {
  const { rows } = await t.database.pool.query<{
    id: number;
    code: string;
    version: number;
    location_codes: string[];
    active_location: string;
  }>(
    `select d.id, d.code, d.version, d.location_codes, l.code as active_location
     from dealers d join store_locations l
       on l.country = d.country and l.vehicle_type = d.vehicle_type and l.code = any(d.location_codes) and l.active
     where d.country = $1 and d.vehicle_type = $2 and d.active order by d.id, l.id limit 1`,
    [country, vehicleType],
  );
  const r = rows[0];
  expect(r, `a seeded dealer in ${country} ${vehicleType}`).toBeDefined();
  return {
    id: r!.id,
    code: r!.code,
    version: r!.version,
    locationCodes: r!.location_codes,
    activeLocation: r!.active_location,
  } satisfies SeededDealer;
}

/** `n` stocked-in, unsold cars without a movement at active non-dealer locations, skipping `skip`. */
export async function movableCars(t: TestApp, country: Country, n: number, skip = 0) {
  const { rows } = await t.database.pool.query<{ appointment_id: string; version: number; location_code: string }>(
    `select i.appointment_id, i.version, i.location_code from inventory i
     join store_locations l on l.country = i.country and l.vehicle_type = i.vehicle_type and l.code = i.location_code
     where i.country = $1 and i.vehicle_type = 'CAR' and i.location_status = 'STOCKED_IN' and not i.movement_active
       and not i.sold and i.reserve_status is null and i.status <> 'SOURCING_CANCELLED' and l.active
       and l.location_type not in ('DEALER', 'DEALER_PNS')
     order by i.id desc offset $2 limit $3`,
    [country, skip, n],
  );
  expect(rows, `${n} movable cars in ${country}`).toHaveLength(n);
  return rows.map((r) => ({ appointmentId: r.appointment_id, version: r.version, locationCode: r.location_code }));
}

/** A car of the vertical that has an open movement: it cannot be given another. */
export async function carInMovement(t: TestApp, country: Country) {
  const { rows } = await t.database.pool.query<{ appointment_id: string }>(
    `select appointment_id from inventory where country = $1 and vehicle_type = 'CAR' and movement_active
     order by id limit 1`,
    [country],
  );
  expect(rows[0], `a car in movement in ${country}`).toBeDefined();
  return rows[0]!.appointment_id;
}

/** A coded location of the vertical of a non-dealer type (a dealer may not own it). */
export async function nonDealerLocation(t: TestApp, country: Country) {
  const { rows } = await t.database.pool.query<{ code: string }>(
    `select code from store_locations where country = $1 and vehicle_type = 'CAR' and code is not null
       and location_type = 'PARENT_HUB' order by id limit 1`,
    [country],
  );
  return rows[0]!.code;
}
