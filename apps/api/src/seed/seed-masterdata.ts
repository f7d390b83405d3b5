import { ALL_VERTICALS, COUNTRIES, DAYS, DRIVER_TYPES, type Country, type StaffType, type Vertical } from '@b2c/domain';
import type { DayAvailability } from '@b2c/contracts';
import type { Db } from '../plugins/db/database.ts';
import { masterdataSeeding } from '../modules/masterdata/masterdata-module.ts';
import { locationSeeding } from '../modules/location/location-module.ts';
import { driverSeeding } from '../modules/driver/driver-module.ts';
import { SEED_CITIES, SEED_PINCODES, SEED_REGIONS, SEED_STATES, type SeedCity } from './masterdata-geo-data.ts';
import { SEED_DRIVER_NAMES, SEED_MAKES, SEED_MOBILE, SEED_VENDORS } from './masterdata-names-data.ts';
import { seedLocations, seedZones } from './seed-locations.ts';
import { seedLocusTeams } from './seed-locus-teams.ts';

const { cities, intercityRoutes, makes, pincodes, regions, states, zones } = masterdataSeeding;
const { storeLocations } = locationSeeding;
const { drivers, resourcePlans } = driverSeeding;

const ALL = 'ALL';

/** Great-circle distance × 1.3 for the road: close enough for demo intercity routes. */
function roadKm(a: SeedCity, b: SeedCity): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return Math.max(1, Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.3));
}

const ROUTE_PAIRS: [number, number][] = [
  [0, 1],
  [1, 0],
  [0, 2],
  [1, 2],
  [0, 3],
  [1, 3],
  [2, 4],
  [3, 5],
  [4, 5],
];

function seedRoutes(v: Vertical, all: SeedCity[]) {
  const active = all.filter((c) => c.active !== false);
  return ROUTE_PAIRS.filter(([a, b]) => active[a] && active[b]).map(([a, b], i, list) => {
    const km = roadKm(active[a]!, active[b]!);
    return {
      ...v,
      code: `${active[a]!.code}-${active[b]!.code}`,
      fromCityCode: active[a]!.code,
      toCityCode: active[b]!.code,
      distanceKm: km,
      transitDays: Math.max(1, Math.ceil(km / 450)),
      active: i !== list.length - 1,
    };
  });
}

function seedPincodes(v: Vertical) {
  return Object.entries(SEED_PINCODES[v.country]).flatMap(([cityCode, entries]) =>
    entries.map(([pincode, area], i) => ({
      ...v,
      pincode,
      cityCode,
      area,
      serviceable: v.vehicleType === 'BIKE' || i % 3 !== 2,
      active: true,
    })),
  );
}

const STAFF_BY_INDEX: StaffType[] = [
  'DRIVER',
  'DRIVER',
  'DRIVER',
  'DRIVER',
  'DRIVER',
  'DRIVER',
  'DRIVER',
  'DRIVER',
  'CA',
  'CLEANER',
  'MECHANIC',
  'OTHER',
];
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

function seedDrivers(v: Vertical, verticalIndex: number, hubCodes: string[]) {
  const names = SEED_DRIVER_NAMES[v.country];
  const mobile = SEED_MOBILE[v.country];
  const vendors = SEED_VENDORS[v.country];
  return STAFF_BY_INDEX.map((staffType, i) => {
    const first = names.first[i % names.first.length]!;
    const last = names.last[(i * 3 + verticalIndex) % names.last.length]!;
    return {
      ...v,
      name: `${first} ${last}`,
      mobile: `${mobile.prefix}${String(1_234_567 + verticalIndex * 10_000 + i * 101).padStart(mobile.digits, '0')}`,
      email: `${slug(first)}.${slug(last)}@${v.country.toLowerCase()}-${v.vehicleType.toLowerCase()}.drivers.example.com`,
      driverType: DRIVER_TYPES[i % DRIVER_TYPES.length]!,
      staffType,
      vendor: vendors[i % vendors.length]!,
      homeLocationCode: hubCodes[i % hubCodes.length] ?? null,
      active: i !== 7,
    };
  });
}

/** Weekdays 09:00–18:00; every other driver also Saturday morning. */
const weekPlan = (i: number): DayAvailability[] =>
  DAYS.filter((d) => d !== 'sunday' && (d !== 'saturday' || i % 2 === 0)).map((day) =>
    day === 'saturday' ? { day, from: '10:00', to: '14:00' } : { day, from: '09:00', to: '18:00' },
  );

/**
 * Deterministic master data for all twelve verticals: states, cities, regions, makes, then per vertical
 * locations of every type, zones, intercity routes, pincodes, drivers and their resource plans, and the
 * Locus teams of the verticals that work with Locus.
 * One bulk insert per table, in one transaction.
 */
export async function seedMasterdata(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(states).values(
      COUNTRIES.flatMap((country) =>
        SEED_STATES[country].map((s) => ({
          country,
          vehicleType: ALL,
          code: s.code,
          name: s.name,
          unionTerritory: s.unionTerritory ?? false,
        })),
      ),
    );
    await tx.insert(cities).values(
      COUNTRIES.flatMap((country) =>
        SEED_CITIES[country].map((c) => ({
          country,
          vehicleType: ALL,
          code: c.code,
          name: c.name,
          stateCode: c.state,
          active: c.active ?? true,
        })),
      ),
    );
    await tx
      .insert(makes)
      .values(
        (['CAR', 'BIKE'] as const).flatMap((vehicleType) =>
          SEED_MAKES[vehicleType].map(([code, name, active]) => ({ country: ALL, vehicleType, code, name, active })),
        ),
      );
    await tx
      .insert(regions)
      .values(
        ALL_VERTICALS.flatMap((v) =>
          SEED_REGIONS[v.country].map((r) => ({ ...v, code: r.code, name: r.name, cityCodes: r.cities })),
        ),
      );

    const perVertical = ALL_VERTICALS.map((v, i) => {
      const cityList: SeedCity[] = SEED_CITIES[v.country as Country];
      const locations = seedLocations(v, cityList);
      const hubs = locations.filter((l) => l.locationType === 'PARENT_HUB' && l.active && l.code).map((l) => l.code!);
      return {
        v,
        locations,
        zones: seedZones(v, cityList, locations),
        routes: seedRoutes(v, cityList),
        pincodes: seedPincodes(v),
        drivers: seedDrivers(v, i, hubs),
      };
    });
    await tx.insert(storeLocations).values(perVertical.flatMap((p) => p.locations));
    await tx.insert(zones).values(perVertical.flatMap((p) => p.zones));
    await tx.insert(intercityRoutes).values(perVertical.flatMap((p) => p.routes));
    await tx.insert(pincodes).values(perVertical.flatMap((p) => p.pincodes));
    await seedLocusTeams(tx);
    const driverRows = await tx
      .insert(drivers)
      .values(perVertical.flatMap((p) => p.drivers))
      .returning({
        id: drivers.id,
        country: drivers.country,
        vehicleType: drivers.vehicleType,
        active: drivers.active,
      });
    // The first six drivers of each vertical have a weekly plan; the others are still to be planned.
    const planned = driverRows.filter((d, i) => d.active && i % 12 < 6);
    await tx.insert(resourcePlans).values(
      planned.map((d, i) => ({
        country: d.country,
        vehicleType: d.vehicleType,
        driverId: d.id,
        availability: weekPlan(i),
      })),
    );
  });
}
