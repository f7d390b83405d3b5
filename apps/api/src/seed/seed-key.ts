import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ALL_VERTICALS, defaultVerticalFlags, type KeyRequestState, type Vertical } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { inventorySeeding } from '../modules/inventory/inventory-module.ts';
import { keySeeding } from '../modules/key/key-module.ts';

const { inventory } = inventorySeeding;
const { carKeys, keyRequests } = keySeeding;

const HOUR_MS = 3_600_000;
/** Requests in every state for the first cars; the ones received leave their keys out with the requester. */
const REQUESTS: { state: KeyRequestState; keys?: number; hoursAgo: number }[] = [
  { state: 'REQUESTED', hoursAgo: 2 },
  { state: 'REQUESTED', hoursAgo: 5 },
  { state: 'READY_TO_BE_PICKED', hoursAgo: 6 },
  { state: 'RECEIVED', keys: 1, hoursAgo: 3 },
  // Out for two days: overdue against the default 24 hours.
  { state: 'RECEIVED', keys: 2, hoursAgo: 48 },
  { state: 'CANCELLED', hoursAgo: 30 },
];

/**
 * Key management demo data (issue 14) for the verticals with the key-management flag (AE and KSA cars):
 * the main key of 20 stocked cars in at the car's location, the spare of every other one, and six
 * requests, two of them received with their keys out with key.requester.
 */
export async function seedKeys(db: Db, now = new Date()): Promise<void> {
  for (const v of ALL_VERTICALS.filter((x) => defaultVerticalFlags(x).keyManagement)) await seedVertical(db, v, now);
}

async function seedVertical(db: Db, v: Vertical, now: Date): Promise<void> {
  const cars = await db
    .select({ appointmentId: inventory.appointmentId, vin: inventory.vin, locationCode: inventory.locationCode })
    .from(inventory)
    .where(
      and(
        eq(inventory.country, v.country),
        eq(inventory.vehicleType, v.vehicleType),
        isNotNull(inventory.locationCode),
      ),
    )
    .orderBy(asc(inventory.id))
    .limit(20);
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const requester = 'key.requester';
  for (const [i, car] of cars.entries()) {
    const plan = REQUESTS[i];
    const [request] = plan
      ? await db
          .insert(keyRequests)
          .values({
            ...v,
            appointmentId: car.appointmentId,
            vinNumber: car.vin,
            state: plan.state,
            requestedBy: requester,
            numberOfKeys: plan.keys ?? null,
            remarks: i === 0 ? 'Test drive at 4 pm' : null,
            createdAt: at(plan.hoursAgo + 1),
            updatedAt: at(plan.hoursAgo),
            updatedBy: plan.state === 'REQUESTED' ? requester : 'key.manager',
          })
          .returning()
      : [];
    const outKeys = plan?.state === 'RECEIVED' ? (plan.keys ?? 0) : 0;
    // Every other car has a spare; so do the cars whose plan hands out two keys or was cancelled (the
    // cancelled car is the one the browser test asks for again and receives with both keys).
    const withSpare = i % 2 === 0 || (plan?.keys ?? 0) > 1 || plan?.state === 'CANCELLED';
    const types = withSpare ? (['KEY_DETAILS', 'SPARE_KEY_DETAILS'] as const) : (['KEY_DETAILS'] as const);
    await db.insert(carKeys).values(
      types.map((keyType, k) => {
        const out = k < outKeys;
        const desk = car.locationCode!;
        return {
          ...v,
          appointmentId: car.appointmentId,
          keyType,
          status: out ? ('KEY_OUT' as const) : ('KEY_IN' as const),
          locationCode: out ? null : desk,
          lastLocationCode: desk,
          holder: out ? requester : null,
          keyRequestId: out ? (request?.id ?? null) : null,
          since: out ? at(plan!.hoursAgo) : at(72),
          updatedBy: out ? 'key.manager' : 'system',
        };
      }),
    );
  }
}
