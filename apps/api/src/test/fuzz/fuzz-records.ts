import fc from 'fast-check';
import { defaultSlotCodes } from '@b2c/domain';
import type { TestApp } from '../build-test-app.ts';
import { insertDriver, insertInventory, insertLocation, insertZone } from '../factories.ts';
import { insertCarToClean } from '../cleaning-factories.ts';
import { insertFastagOrder } from '../fastag-factories.ts';
import { insertDocument } from '../document-factories.ts';
import { insertGroup, insertOrganisation, insertUser } from '../users-factories.ts';
import { insertLeave } from '../users-roster-factories.ts';
import { tomorrow } from '../movement-test-support.ts';
import type { KnownField } from './zod-arbitrary.ts';

/**
 * Real records of IN CAR for the fuzz pass, so a generated request names things that exist and reaches
 * the handler's work instead of stopping at "not found". Rows come from the test factories or the seed;
 * a record a request may consume (a delete, a state change) is made afresh for each request.
 */
export interface FuzzRecords {
  t: TestApp;
  /** Admin in IN CAR, as every fuzz request is sent. */
  headers: Record<string, string>;
  one<T>(sql: string, args?: unknown[]): Promise<T>;
  cityCodes: string[];
  locationCodes: string[];
  slotCodes: string[];
  day: string;
  /** Field values by name, shared by every operation. */
  known: KnownField;
}

let unique = 0;
/** Unique digits per call, so generated mobiles, numbers and names do not collide with each other. */
export const nextUnique = () =>
  String(Date.now() % 1_000_000).padStart(6, '0') + String((unique += 1) % 1000).padStart(3, '0');

export async function fuzzRecords(t: TestApp): Promise<FuzzRecords> {
  const one = async <T>(sql: string, args: unknown[] = []): Promise<T> => {
    const { rows } = await t.database.pool.query(sql, args);
    if (!rows[0]) throw new Error(`fuzz fixture: nothing for ${sql}`);
    return rows[0] as T;
  };
  const rows = async (sql: string) => (await t.database.pool.query<{ v: string }>(sql)).rows.map((r) => r.v);
  const inCar = "country = 'IN' AND vehicle_type = 'CAR'";
  const cityCodes = await rows(`SELECT code AS v FROM cities WHERE country = 'IN' AND active ORDER BY code LIMIT 5`);
  const locationCodes = await rows(
    `SELECT code AS v FROM store_locations WHERE ${inCar} AND active AND code IS NOT NULL ORDER BY id LIMIT 5`,
  );
  const slotCodes = defaultSlotCodes('IN', 'PICKUP');
  const day = tomorrow('IN');
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    cityCode: fc.constantFrom(...cityCodes),
    fromCityCode: fc.constant(cityCodes[0]),
    toCityCode: fc.constant(cityCodes[1] ?? cityCodes[0]),
    locationCode: fc.constantFrom(...locationCodes),
    fromLocationCode: fc.constant(locationCodes[0]),
    toLocationCode: fc.constant(locationCodes[1]),
    destinationLocation: fc.constant(locationCodes[1]),
    homeLocationCode: fc.constantFrom(null, locationCodes[0]),
    hubCode: fc.constant(locationCodes[0]),
    locationCodes: fc.subarray(locationCodes, { minLength: 0, maxLength: 2 }),
    slot: fc.constantFrom(...slotCodes),
    slotCodes: fc.subarray(slotCodes, { minLength: 1, maxLength: 3 }),
    requestedPickupDate: fc.constant(day),
    runDate: fc.constant(day),
    expiresOn: fc.constantFrom(null, '2031-01-31'),
    from: fc.constant('2031-02-02'),
    to: fc.constant('2031-02-04'),
    // Mobile numbers that every country's rule takes, unique so a create is not a duplicate.
    mobile: fc.constant(null).map(() => `+9198${nextUnique().slice(-8)}`),
    mobileNumber: fc.constant(null).map(() => `+9197${nextUnique().slice(-8)}`),
    contactMobile: fc.constant(null).map(() => `+9196${nextUnique().slice(-8)}`),
    driverMobile: fc.constant(null).map(() => `+9195${nextUnique().slice(-8)}`),
    phone: fc.constantFrom(null, '+919812345678'),
    organisationId: fc.constant(null),
    groupIds: fc.constant([]),
    groups: fc.constant([]),
    preferredLanguage: fc.constantFrom(null, 'en', 'hi'),
    // The movement types of every country but AU (SPEC §3), the choices IN CAR offers.
    movementType: fc.constantFrom('BOUGHT', 'STOCK_IN', 'STOCK_OUT', 'STOCK_TRANSFER'),
    // IN works without Locus teams (a per-country setting): a team id would only be refused.
    locusTeamId: fc.constant(undefined),
    servesVerticals: fc.subarray(['IN:CAR', 'IN:BIKE']),
    networkType: fc.constantFrom('GS', 'DEALER'),
  };
  // Cleaning routes ask which client calls (SPEC §7); the others ignore the header.
  const headers = { ...(await t.as('admin')), 'x-client-type': 'ADMIN_PANEL' };
  // Key management and the big dealer network are off in IN CAR by default: on, so their routes are fuzzed.
  await t.database.pool.query(
    `UPDATE vertical_flags SET flags = flags || '{"keyManagement": true, "bigDealerActive": true}'::jsonb WHERE ${inCar}`,
  );
  t.flagsChanged();
  return {
    t,
    headers,
    one,
    cityCodes,
    locationCodes,
    slotCodes,
    day,
    known: (key) => byName[key],
  };
}

/** Fresh records the per-operation fixtures hand out; each call makes a new one where a request consumes it. */
export const makers = (r: FuzzRecords) => {
  const db = r.t.database.db;
  let cars = 0;
  return {
    /** A stocked-in car, at each of the vertical's first locations in turn (a slot takes 10 pickups a location). */
    car: () =>
      insertInventory(db, {
        locationCode: r.locationCodes[(cars += 1) % r.locationCodes.length],
        locationStatus: 'STOCKED_IN',
      }),
    location: () => insertLocation(db),
    driver: () => insertDriver(db),
    zone: () => insertZone(db),
    carToClean: () => insertCarToClean(r.t),
    fastagOrder: () => insertFastagOrder(db, { documents: ['RC'] }),
    document: () => insertDocument(db),
    user: () => insertUser(db),
    group: () => insertGroup(db),
    organisation: () => insertOrganisation(db),
    leave: async () => {
      const user = await insertUser(db);
      return insertLeave(db, { userId: user.id, fromDate: '2031-03-02', toDate: '2031-03-03', reason: 'fuzz' });
    },
  };
};
