import { expect } from 'vitest';
import { TIME_ZONES, zonedTimeToInstant, type Country } from '@b2c/domain';
import type { TestApp } from './build-test-app.ts';
import { freeCar, otherLocation, tomorrow, type FreeCar } from './movement-test-support.ts';

/** Helpers for the scheduled-tasks tests: a valid schedule of free seeded cars, and its instant. */
export const SCHEDULED_PATH = '/api/v2/inventory/scheduled-movement';
export const RUN_TIME = '07:00';

/** A schedule body for `cars` free cars standing at one location, raised tomorrow at 07:00. */
export async function scheduleBody(t: TestApp, country: Country = 'IN', cars = 1, extra: object = {}) {
  const first = await freeCar(t, country);
  const all: FreeCar[] = [first];
  // Cars of the same origin: a schedule moves its cars from one location.
  const { rows } = await t.database.pool.query<{ appointment_id: string }>(
    `select appointment_id from inventory where country = $1 and vehicle_type = 'CAR' and location_code = $2
       and location_status = 'STOCKED_IN' and not movement_active and not sold and reserve_status is null
       and status <> 'SOURCING_CANCELLED' and appointment_id <> $3 order by id desc limit $4`,
    [country, first.locationCode, first.appointmentId, cars - 1],
  );
  expect(rows.length, `${cars} free cars at ${first.locationCode}`).toBe(cars - 1);
  const to = await otherLocation(t, country, first.locationCode);
  return {
    cars: all,
    body: {
      appointmentIds: [first.appointmentId, ...rows.map((r) => r.appointment_id)],
      fromLocationCode: first.locationCode,
      toLocationCode: to,
      vendor: 'DRIVEU',
      logisticsMode: 'OWN_TRUCK',
      slot: '0900_1100',
      runDate: tomorrow(country),
      runTime: RUN_TIME,
      ...extra,
    },
  };
}

/** Tomorrow's 07:00 in the country's zone: the instant a default schedule body is due. */
export const dueAt = (country: Country = 'IN') => zonedTimeToInstant(tomorrow(country), RUN_TIME, TIME_ZONES[country]);

/** The movements of a car created since `since` (the seed has older ones): a raise must leave exactly one. */
export async function movementsOf(t: TestApp, appointmentId: string, since: Date) {
  const { rows } = await t.database.pool.query<{ id: number; phase: string; remarks: string | null }>(
    `select id, phase, remarks from inventory_movements where appointment_id = $1 and created_at >= $2 order by id`,
    [appointmentId, since],
  );
  return rows;
}
