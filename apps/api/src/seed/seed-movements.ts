import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  ALL_VERTICALS,
  MOVEMENT_VENDORS,
  SLOT_TYPES,
  TIME_ZONES,
  addDays,
  defaultSlotCodes,
  formatDate,
  isOpenPhase,
  movementStatusOf,
  movementTypesFor,
  type MovementPhase,
  type Vertical,
} from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { inventorySeeding } from '../modules/inventory/inventory-module.ts';
import { movementSeeding } from '../modules/movement/movement-module.ts';
import { slotSeeding } from '../modules/slot/slot-module.ts';
import { locationCodesOf } from './seed-recordset.ts';
import { stockedCarsOf } from './seed-stocked-cars.ts';

const { inventory } = inventorySeeding;
const { inventoryMovements, slotColumns } = movementSeeding;
const { slotDefinitions } = slotSeeding;

interface Plan {
  phase: MovementPhase;
  vendor: boolean;
  driver: boolean;
}

/** Open movements in every phase the country's grid can show, plus two closed ones for the history. */
const PLANS: Plan[] = [
  { phase: 'WAITING', vendor: false, driver: false },
  { phase: 'WAITING', vendor: true, driver: false },
  { phase: 'WAITING', vendor: true, driver: true },
  { phase: 'WAITING', vendor: true, driver: true },
  { phase: 'HELD_FOR_DOCUMENTS', vendor: true, driver: false },
  { phase: 'ON_ROAD', vendor: true, driver: true },
  { phase: 'ON_ROAD', vendor: true, driver: true },
  { phase: 'ARRIVED', vendor: true, driver: true },
  { phase: 'RECEIVED', vendor: true, driver: true },
  { phase: 'RETURNED', vendor: true, driver: true },
];

const DRIVERS = [
  ['Arjun Mehta', '+919811100001'],
  ['Sara Khan', '+971501110002'],
  ['Liam Walsh', '+61411100003'],
  ['Niran Chai', '+66811100004'],
] as const;

/** A home pick-up's customer address and area (SPEC §3 options, §5: a locality the customer knows). */
const CUSTOMER_PLACES = [
  ['14, Rose Garden Lane, Block C', 'Opposite the metro station'],
  ['Villa 22, Palm Street', 'Behind the community park'],
  ['8 Harbour View Road, Apartment 3', 'Next to the old post office'],
  ['55/2 Soi Sukhumvit 24', 'Near the night market'],
] as const;

/**
 * Movements for the logistics grid: ten cars of each vertical (the last stocked-in, unpublished ones in
 * refurbishment or ready for sale, so the storefront and procurement demos keep their cars), pickup
 * days around the seeding day in the country's calendar. The cars' location columns are set to match
 * each phase; their versions and update times stay the seed's.
 */
export async function seedMovements(db: Db, now = new Date()): Promise<void> {
  await db
    .insert(slotDefinitions)
    .values(
      ALL_VERTICALS.flatMap((v) =>
        SLOT_TYPES.map((slotType) => ({ ...v, slotType, codes: defaultSlotCodes(v.country, slotType) })),
      ),
    )
    .onConflictDoNothing();
  for (const v of ALL_VERTICALS) await seedVertical(db, v, now);
}

async function seedVertical(db: Db, v: Vertical, now: Date): Promise<void> {
  const codes = await locationCodesOf(db, v);
  const cars = await db
    .select()
    .from(inventory)
    .where(
      and(
        stockedCarsOf(v),
        eq(inventory.sold, false),
        isNull(inventory.reserveStatus),
        inArray(inventory.status, ['IN_REFURB', 'READY_FOR_SALE']),
        eq(inventory.published, false),
      ),
    )
    .orderBy(desc(inventory.appointmentId))
    .limit(PLANS.length);
  const today = formatDate(now, TIME_ZONES[v.country]);
  const slots = defaultSlotCodes(v.country, 'PICKUP');
  const types = movementTypesFor(v.country);
  for (const [i, car] of cars.entries()) {
    const plan = PLANS[i]!;
    const from = car.locationCode ?? codes[0]!;
    const to =
      codes.find((c, k) => c !== from && k % PLANS.length === (i + 3) % PLANS.length) ??
      codes.find((c) => c !== from) ??
      from;
    const [driverName, driverMobile] = DRIVERS[i % DRIVERS.length]!;
    const date = addDays(today, (i % 4) - 1);
    const open = isOpenPhase(plan.phase);
    await db.insert(inventoryMovements).values({
      ...v,
      inventoryId: car.id,
      appointmentId: car.appointmentId,
      movementType: types[i % types.length]!,
      phase: plan.phase,
      status: movementStatusOf(v.country, plan.phase, plan.driver),
      complete: !open,
      fromLocationCode: from,
      toLocationCode: to,
      requestType: i % 5 === 4 ? 'EXTERNAL' : 'INTERNAL',
      pickupOption: i % 3 === 2 ? 'DROP_AT_HUB' : 'HOME_PICKUP',
      customerAddress: i % 3 === 2 ? null : CUSTOMER_PLACES[i % CUSTOMER_PLACES.length]![0],
      customerArea: i % 3 === 2 ? null : CUSTOMER_PLACES[i % CUSTOMER_PLACES.length]![1],
      vendor: plan.vendor ? MOVEMENT_VENDORS[i % MOVEMENT_VENDORS.length]! : null,
      logisticsMode: plan.vendor ? (i % 2 === 0 ? '3PL_VENDOR' : 'OWN_TRUCK') : null,
      driverName: plan.driver ? driverName : null,
      driverMobile: plan.driver ? driverMobile : null,
      ...slotColumns(v, date, slots[i % slots.length]!),
      tripStartedAt: plan.phase === 'WAITING' || plan.phase === 'HELD_FOR_DOCUMENTS' ? null : now,
      tripEndedAt: plan.phase === 'ARRIVED' || plan.phase === 'RECEIVED' ? now : null,
      closedAt: open ? null : now,
      createdBy: 'system',
      updatedBy: 'system',
    });
    const where =
      plan.phase === 'ON_ROAD'
        ? { locationCode: null, lastLocationCode: from, locationStatus: 'IN_TRANSIT' }
        : plan.phase === 'ARRIVED'
          ? { locationCode: to, lastLocationCode: from, locationStatus: 'IN_TRANSIT' }
          : plan.phase === 'RECEIVED'
            ? { locationCode: to, lastLocationCode: from, locationStatus: 'STOCKED_IN' }
            : plan.phase === 'RETURNED'
              ? { locationCode: from, locationStatus: 'STOCKED_IN' }
              : { locationStatus: 'PENDING' };
    await db
      .update(inventory)
      .set({ ...where, movementActive: open })
      .where(eq(inventory.id, car.id));
  }
}
