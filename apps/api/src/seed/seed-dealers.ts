import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { DEALER_LOCATION_TYPES, networkTypesFor, type Vertical } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { locationSeeding } from '../modules/location/location-module.ts';
import { inventorySeeding } from '../modules/inventory/inventory-module.ts';
import { dealerSeeding } from '../modules/dealer/dealer-module.ts';
import { SEED_DEALERS } from './masterdata-names-data.ts';
import { freeStockedCarsOf } from './seed-stocked-cars.ts';

const { storeLocations } = locationSeeding;
const { inventory } = inventorySeeding;
const { dealers } = dealerSeeding;

/** The verticals with network types whose dealers the demo shows (IN is on by default; AU once turned on). */
const DEALER_VERTICALS: Vertical[] = [
  { country: 'IN', vehicleType: 'CAR' },
  { country: 'IN', vehicleType: 'BIKE' },
  { country: 'AU', vehicleType: 'CAR' },
];
const MOBILE_PREFIX: Record<string, string> = { IN: '+9198765', AU: '+6141234' };

/**
 * Big dealer network demo data (issue 16): per vertical, one dealer for each seeded dealer name that has
 * Dealer / Dealer PNS locations (the location seed names those sites after their dealer), owning them.
 * Cars the inventory seed placed at those locations are the dealers' stock. Deterministic.
 */
export async function seedDealers(db: Db, now = new Date()): Promise<void> {
  for (const v of DEALER_VERTICALS) {
    const sites = await db
      .select({
        code: storeLocations.code,
        name: storeLocations.name,
        cityCode: storeLocations.cityCode,
        active: storeLocations.active,
      })
      .from(storeLocations)
      .where(
        and(
          eq(storeLocations.country, v.country),
          eq(storeLocations.vehicleType, v.vehicleType),
          inArray(storeLocations.locationType, [...DEALER_LOCATION_TYPES]),
          isNotNull(storeLocations.code),
        ),
      )
      .orderBy(asc(storeLocations.id));
    const networkTypes = networkTypesFor(v.country);
    const rows = SEED_DEALERS[v.country].flatMap((name, i) => {
      const own = sites.filter((s) => s.name.startsWith(`${name} `));
      if (own.length === 0) return [];
      return [
        {
          ...v,
          code: `${v.vehicleType === 'BIKE' ? 'BK-' : ''}DN-${v.country}-${i + 1}`,
          name,
          networkType: networkTypes[i % networkTypes.length] ?? null,
          cityCode: own[0]!.cityCode,
          contactName: `${name.split(' ')[0]} Manager`,
          contactMobile: `${MOBILE_PREFIX[v.country]}${String(1000 + i).padStart(4, '0')}`,
          contactEmail: `dealer${i + 1}.${v.country.toLowerCase()}@example.com`,
          locationCodes: own.map((s) => s.code!),
          capacity: 40 + 10 * i,
          active: i < 5,
        },
      ];
    });
    if (rows.length > 0) await db.insert(dealers).values(rows);
    await stockDealers(
      db,
      v,
      sites.filter((s) => s.active).map((s) => s.code!),
      now,
    );
  }
}

const DAY_MS = 86_400_000;

/**
 * The inventory seed stocks only hubs and yards; one car per active dealer site (the newest stocked, free
 * cars, so the movement demos, which take the oldest, keep theirs) stand at the dealers, arrived 3 to 80
 * days ago so the ageing buckets all show.
 */
async function stockDealers(db: Db, v: Vertical, codes: string[], now: Date): Promise<void> {
  const cars = await db
    .select({ id: inventory.id, locationCode: inventory.locationCode })
    .from(inventory)
    .where(and(freeStockedCarsOf(v), isNull(inventory.reserveStatus)))
    .orderBy(desc(inventory.id))
    .limit(codes.length);
  for (const [i, car] of cars.entries()) {
    await db
      .update(inventory)
      .set({
        locationCode: codes[i % codes.length]!,
        lastLocationCode: car.locationCode,
        locationSince: new Date(now.getTime() - (3 + ((i * 17) % 78)) * DAY_MS),
      })
      .where(eq(inventory.id, car.id));
  }
}
