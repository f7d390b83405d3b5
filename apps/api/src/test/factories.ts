import type { Vertical } from '@b2c/domain';
import { inventory } from '../modules/inventory/inventory-tables.ts';
import { storeLocations } from '../modules/location/location-tables.ts';
import { drivers } from '../modules/driver/driver-tables.ts';
import { zones } from '../modules/masterdata/masterdata-tables.ts';
import { SEED_CITIES } from '../seed/masterdata-geo-data.ts';
import type { Executor } from '../plugins/db/vertical-scope.ts';

/**
 * Test factories (DESIGN §2 `test/`): a test makes the records it is about, with only the columns it
 * cares about spelled out, instead of searching the demo seed for one that happens to fit — a seed
 * change then cannot silently change what a test exercises. Real SQL through the drizzle tables, in the
 * test file's own database; each returns the inserted row.
 *
 * @example
 * const car = await insertInventory(t.database.db, { status: 'SOLD', sold: true });
 * const hub = await insertLocation(t.database.db, { country: 'AE', locationType: 'PARENT_HUB' });
 */

const IN_CAR: Vertical = { country: 'IN', vehicleType: 'CAR' };

// One sequence per test file (vitest loads this module afresh per file, and each file has its own
// database), so the values below are unique in that database and never collide with the seed's.
let sequence = 0;
const nextNumber = () => ++sequence;
const padded = (n: number, width: number) => String(n).padStart(width, '0');

/** A city the seed creates in every vertical of the country, so code that checks the city finds it. */
const seededCityOf = (country: string): string => SEED_CITIES[country as Vertical['country']]?.[0]?.code ?? 'DEL';

type InventoryRow = typeof inventory.$inferSelect;
type InventoryInsert = typeof inventory.$inferInsert;

/**
 * A car of IN CAR ready for sale, unpublished, at no location; appointment id, registration and
 * chassis number are unique (the seed's appointment ids start with 1000…1011, these with 9).
 */
export async function insertInventory(db: Executor, overrides: Partial<InventoryInsert> = {}): Promise<InventoryRow> {
  const n = nextNumber();
  const vin = `TFCHASSIS${padded(n, 8)}`;
  const [row] = await db
    .insert(inventory)
    .values({
      ...IN_CAR,
      appointmentId: `9${padded(n, 10)}`,
      vin,
      chassisNumber: vin,
      registrationNumber: `TF01AB${padded(n, 4)}`,
      make: 'Toyota',
      model: 'Corolla',
      variant: 'GL',
      year: 2022,
      fuel: 'PETROL',
      odometer: 25_000,
      status: 'READY_FOR_SALE',
      inventoryStage: 'RETAIL',
      inventorySubStage: 'LISTED',
      inventoryType: 'OWNED',
      listingPrice: '750000.00',
      ...overrides,
    })
    .returning();
  return row!;
}

type LocationRow = typeof storeLocations.$inferSelect;
type LocationInsert = typeof storeLocations.$inferInsert;

/** An active parent hub of IN CAR in a seeded city of its country, serving its own vertical. */
export async function insertLocation(db: Executor, overrides: Partial<LocationInsert> = {}): Promise<LocationRow> {
  const n = nextNumber();
  const country = overrides.country ?? IN_CAR.country;
  const vehicleType = overrides.vehicleType ?? IN_CAR.vehicleType;
  const [row] = await db
    .insert(storeLocations)
    .values({
      country,
      vehicleType,
      code: `TF-HUB-${n}`,
      name: `Test Hub ${n}`,
      cityCode: seededCityOf(country),
      locationType: 'PARENT_HUB',
      locationSubtype: 'OWN',
      address: `${n}, Test Street`,
      servesVerticals: [`${country}:${vehicleType}`],
      ...overrides,
    })
    .returning();
  return row!;
}

type DriverRow = typeof drivers.$inferSelect;
type DriverInsert = typeof drivers.$inferInsert;

/** An active in-house fixed driver of IN CAR with a unique mobile number. */
export async function insertDriver(db: Executor, overrides: Partial<DriverInsert> = {}): Promise<DriverRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(drivers)
    .values({
      ...IN_CAR,
      name: `Test Driver ${n}`,
      mobile: `+9190${padded(n, 8)}`,
      driverType: 'FIXED',
      staffType: 'DRIVER',
      vendor: 'IN_HOUSE',
      ...overrides,
    })
    .returning();
  return row!;
}

type ZoneRow = typeof zones.$inferSelect;
type ZoneInsert = typeof zones.$inferInsert;

/** An active zone of IN CAR in a seeded city of its country, with no locations. */
export async function insertZone(db: Executor, overrides: Partial<ZoneInsert> = {}): Promise<ZoneRow> {
  const n = nextNumber();
  const country = overrides.country ?? IN_CAR.country;
  const [row] = await db
    .insert(zones)
    .values({
      country,
      vehicleType: IN_CAR.vehicleType,
      code: `TF-Z-${n}`,
      name: `Test Zone ${n}`,
      cityCode: seededCityOf(country),
      locationCodes: [],
      ...overrides,
    })
    .returning();
  return row!;
}
