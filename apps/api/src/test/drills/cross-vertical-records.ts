import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../build-test-app.ts';
import { freeCar, locationsBesides, otherLocation, type FreeCar } from '../movement-test-support.ts';
import { describeResponse, type Headers } from './drill-support.ts';

/**
 * The records of vertical A (IN CAR) the cross-vertical drill aims at: seeded ones, and new ones made
 * through the API with codes and names no other vertical has, so a leak is recognisable by its marker.
 */
export interface RecordsOfA {
  /** Unique to this run: every marker text contains it. */
  tag: string;
  headers: Headers;
  location: { id: number; code: string };
  zone: { id: number; code: string; cityCode: string };
  route: { code: string; fromCityCode: string; toCityCode: string };
  pincode: { id: number; pincode: string; cityCode: string };
  locusTeam: { id: number; cityCode: string };
  driver: { id: number; mobile: string };
  dnd: { id: number };
  slotPlanId: number;
  pendingAction: { id: number; appointmentId: string };
  /** A car for the movement routes, one for each stock-in scan, one for the inventory updates. */
  moving: FreeCar;
  scanned: FreeCar;
  chassisScanned: FreeCar;
  updated: FreeCar;
  /** Where the moving car goes, a hop on the way, where the scanned cars are stocked in. */
  destination: string;
  hop: string;
  /** A car with orders and inspections (the satellite reads). */
  withOrders: { id: number; appointmentId: string };
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

export async function recordsOfA(t: TestApp): Promise<RecordsOfA> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const headers = await t.as('admin', 'IN', 'CAR');
  const one = async <T>(sql: string): Promise<T> => {
    const { rows } = await t.database.pool.query(sql);
    expect(rows[0], sql).toBeDefined();
    return rows[0] as T;
  };
  const create = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, `${url}: ${describeResponse(res)}`).toBeLessThan(300);
    const { data } = res.json() as { data: { id: number } | { id: number }[] };
    return Array.isArray(data) ? data[0]! : data;
  };
  const inCar = "country = 'IN' AND vehicle_type = 'CAR'";

  const location = await one<{ id: number; code: string; city_code: string }>(
    `SELECT id, code, city_code FROM store_locations WHERE ${inCar} AND active AND code IS NOT NULL ORDER BY id LIMIT 1`,
  );
  const zone = await create('/api/v1/zone', {
    code: `DRILL-Z${tag}`,
    name: `Drill zone ${tag}`,
    cityCode: location.city_code,
    locationCodes: [location.code],
  });
  const cities = await one<{ from_city_code: string; to_city_code: string }>(
    `SELECT from_city_code, to_city_code FROM intercity_routes WHERE ${inCar} ORDER BY id LIMIT 1`,
  );
  const routeCode = `DRILL-R${tag}`;
  await create('/api/v2/route', {
    code: routeCode,
    fromCityCode: cities.from_city_code,
    toCityCode: cities.to_city_code,
    distanceKm: 123,
    transitDays: 2,
  });
  const pincode = await one<{ id: number; pincode: string; city_code: string }>(
    `SELECT id, pincode, city_code FROM pincodes WHERE ${inCar} ORDER BY id LIMIT 1`,
  );
  const locusTeam = await create('/api/v1/locus-team', {
    teamId: `DRILL-T${tag}`,
    name: `Drill team ${tag}`,
    cityCode: location.city_code,
  });
  const mobile = `+9197${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`;
  const driver = await create('/api/v1/driver', [
    { name: `Drill driver ${tag}`, mobile, driverType: 'FIXED', vendor: 'IN_HOUSE' },
  ]);
  await create('/api/v1/resource-planner', {
    driverId: driver.id,
    availability: DAYS.map((day) => ({ day, from: '09:00', to: '17:00' })),
  });
  const plan = (await t.app.inject({ url: '/api/slot/definition?slotType=C2B', headers })).json().data as {
    id: number;
  };
  const pendingAction = await one<{ id: number; appointment_id: string }>(
    `SELECT id, appointment_id FROM pending_actions WHERE ${inCar} AND status = 'PENDING' AND requested_by <> 'admin' ORDER BY id LIMIT 1`,
  );
  const withOrders = await one<{ id: number; appointment_id: string }>(
    `SELECT i.id, i.appointment_id FROM inventory i WHERE i.${inCar.replace(' AND ', ' AND i.')}
       AND EXISTS (SELECT 1 FROM inventory_orders o WHERE o.appointment_id = i.appointment_id AND o.status IN ('BOOKED', 'DELIVERED'))
       AND EXISTS (SELECT 1 FROM inventory_inspections s WHERE s.appointment_id = i.appointment_id)
     ORDER BY i.id LIMIT 1`,
  );
  const dnd = await create('/api/user-preference/dnd', {
    mobileNumber: `+9196${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
    reason: `Drill DND ${tag}`,
    channels: ['CALL'],
  });
  // No route names a preference by id; made here so its audit trail (by id) has A's row to probe.
  await create('/api/user-preference', {
    mobileNumber: `+9195${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
    customerName: `Drill customer ${tag}`,
    preferredChannel: 'SMS',
  });
  const moving = await freeCar(t);
  const destination = await otherLocation(t, 'IN', moving.locationCode);
  const [hop] = await locationsBesides(t, 'IN', [moving.locationCode, destination], 1);
  return {
    tag,
    headers,
    location: { id: location.id, code: location.code },
    zone: { id: zone.id, code: `DRILL-Z${tag}`, cityCode: location.city_code },
    route: { code: routeCode, fromCityCode: cities.from_city_code, toCityCode: cities.to_city_code },
    pincode: { id: pincode.id, pincode: pincode.pincode, cityCode: pincode.city_code },
    locusTeam: { id: locusTeam.id, cityCode: location.city_code },
    driver: { id: driver.id, mobile },
    dnd: { id: dnd.id },
    slotPlanId: plan.id,
    pendingAction: { id: pendingAction.id, appointmentId: pendingAction.appointment_id },
    moving,
    scanned: await carOnlyAHas(t, tag, 1),
    chassisScanned: await carOnlyAHas(t, tag, 2),
    updated: await freeCar(t),
    destination,
    hop: hop!,
    withOrders: { id: withOrders.id, appointmentId: withOrders.appointment_id },
  };
}

/**
 * A free car with registration and chassis numbers no other vertical has: the seed repeats them across
 * vehicle types, and a scan in IN BIKE rightly finds IN BIKE's own bike with the same number. Set in SQL:
 * a fixture, not a step under test.
 */
async function carOnlyAHas(t: TestApp, tag: string, n: number): Promise<FreeCar> {
  const car = await freeCar(t);
  const suffix = `${String(parseInt(tag, 16) % 1000).padStart(3, '0')}${n}`;
  const registrationNumber = `KA01DR${suffix}`;
  const chassisNumber = `MADRL${tag}${suffix}00`;
  await t.database.pool.query('UPDATE inventory SET registration_number = $1, chassis_number = $2 WHERE id = $3', [
    registrationNumber,
    chassisNumber,
    car.id,
  ]);
  return { ...car, registrationNumber, chassisNumber };
}

/** The current `version` of a row, read at the moment of the request (each control write bumps it). */
export async function versionOf(t: TestApp, table: string, where: string, value: number | string): Promise<number> {
  const { rows } = await t.database.pool.query<{ version: number }>(
    `SELECT version FROM ${table} WHERE ${where} = $1`,
    [value],
  );
  expect(rows, `${table} ${where}=${value}`).toHaveLength(1);
  return rows[0]!.version;
}

/** The open movement of a car: its version is what the movement routes check. */
export const movementVersion = async (t: TestApp, inventoryId: number) =>
  (
    await t.database.pool.query<{ version: number }>(
      'SELECT version FROM inventory_movements WHERE inventory_id = $1 AND NOT complete ORDER BY id DESC LIMIT 1',
      [inventoryId],
    )
  ).rows[0]?.version ?? 1;
