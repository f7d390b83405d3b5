import { and, asc, isNotNull } from 'drizzle-orm';
import {
  ALL_VERTICALS,
  DEFAULT_FEATURE_MATRIX,
  TIME_ZONES,
  addDays,
  defaultSlotCodes,
  formatDate,
  isFeatureEnabled,
  occurrenceOn,
  type Day,
  type ScheduleRepeat,
  type ScheduledState,
  type Vertical,
} from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { inventorySeeding } from '../modules/inventory/inventory-module.ts';
import { scheduledSeeding } from '../modules/scheduled/scheduled-module.ts';
import { locationCodesOf } from './seed-recordset.ts';
import { freeStockedCarsOf } from './seed-stocked-cars.ts';

const { inventory } = inventorySeeding;
const { scheduledMovementRuns, scheduledMovements } = scheduledSeeding;

interface Plan {
  cars: number;
  state: ScheduledState;
  repeat: ScheduleRepeat;
  weekdays: Day[];
  /** Days from the seeding day (the country's calendar) to the run; negative for a run that already failed. */
  inDays: number;
  time: string;
  remarks: string;
}

/** One schedule in each state the list filters on, except raised (that one needs a real request; the demo raises it). */
const PLANS: Plan[] = [
  {
    cars: 3,
    state: 'SCHEDULED',
    repeat: 'ONCE',
    weekdays: [],
    inDays: 2,
    time: '08:00',
    remarks: 'Refurb batch to hub',
  },
  {
    cars: 1,
    state: 'SCHEDULED',
    repeat: 'WEEKLY',
    weekdays: ['monday', 'thursday'],
    inDays: 3,
    time: '07:30',
    remarks: 'Twice-weekly shuttle',
  },
  { cars: 1, state: 'CANCELLED', repeat: 'ONCE', weekdays: [], inDays: 4, time: '10:00', remarks: 'Buyer cancelled' },
  { cars: 1, state: 'FAILED', repeat: 'ONCE', weekdays: [], inDays: -1, time: '09:00', remarks: 'Yard clearance' },
];

/**
 * Scheduled logistics demo data (issue 16): a few schedules where the scheduledTasks feature is on by
 * default, planned days ahead (never due while the demo starts, so nothing is raised behind the user's
 * back), plus a cancelled one and a failed one with its reason. Cars are taken from the middle of the
 * location holding most stocked-in cars, away from the cars the movement seed and the tests pick first. A
 * schedule only names its cars; they are not changed until it is raised.
 */
export async function seedScheduled(db: Db, now = new Date()): Promise<void> {
  const verticals = ALL_VERTICALS.filter((v) => isFeatureEnabled(DEFAULT_FEATURE_MATRIX, 'scheduledTasks', v));
  for (const v of verticals) await seedVertical(db, v, now);
}

async function seedVertical(db: Db, v: Vertical, now: Date): Promise<void> {
  const cars = await db
    .select({ appointmentId: inventory.appointmentId, locationCode: inventory.locationCode })
    .from(inventory)
    .where(and(freeStockedCarsOf(v), isNotNull(inventory.locationCode)))
    .orderBy(asc(inventory.id));
  // The location with the most such cars (the first of equals), its cars taken from the middle.
  const count = new Map<string, number>();
  for (const c of cars) count.set(c.locationCode!, (count.get(c.locationCode!) ?? 0) + 1);
  const from = [...count].reduce<[string, number] | undefined>(
    (best, e) => (!best || e[1] > best[1] ? e : best),
    undefined,
  )?.[0];
  if (!from) return;
  const here = cars.filter((c) => c.locationCode === from).map((c) => c.appointmentId);
  const needed = PLANS.reduce((n, p) => n + p.cars, 0);
  const atOrigin = here.slice(Math.max(0, Math.floor((here.length - needed) / 2)));
  const to = (await locationCodesOf(db, v)).find((code) => code !== from);
  if (!to) return;
  const timeZone = TIME_ZONES[v.country];
  const today = formatDate(now, timeZone);
  const slot = defaultSlotCodes(v.country, 'PICKUP')[0]!;
  let taken = 0;
  for (const plan of PLANS) {
    const fresh = atOrigin.slice(taken, taken + plan.cars);
    taken += fresh.length;
    // Only an armed schedule needs cars of its own; a cancelled or failed one may name cars named before.
    const appointmentIds = fresh.length === plan.cars || plan.state === 'SCHEDULED' ? fresh : here.slice(0, plan.cars);
    if (appointmentIds.length < plan.cars) continue;
    const runAt = occurrenceOn(
      { repeat: plan.repeat, time: plan.time, weekdays: plan.weekdays },
      addDays(today, plan.inDays),
      timeZone,
    );
    const failed = plan.state === 'FAILED';
    const [row] = await db
      .insert(scheduledMovements)
      .values({
        ...v,
        appointmentIds,
        fromLocationCode: from,
        toLocationCode: to,
        vendor: 'DRIVEU',
        logisticsMode: 'OWN_TRUCK',
        pickupOption: 'HOME_PICKUP',
        slotCode: slot,
        repeat: plan.repeat,
        weekdays: plan.weekdays,
        runTime: plan.time,
        nextRunAt: runAt,
        state: plan.state,
        failureReason: failed ? `Location ${to} was inactive when the request was raised.` : null,
        lastRunAt: failed ? runAt : null,
        remarks: plan.remarks,
        createdBy: 'system',
        updatedBy: 'system',
      })
      .returning({ id: scheduledMovements.id });
    if (failed)
      await db.insert(scheduledMovementRuns).values(
        appointmentIds.map((appointmentId) => ({
          ...v,
          scheduleId: row!.id,
          occurrenceAt: runAt,
          appointmentId,
          outcome: 'FAILED' as const,
          reason: `Location ${to} was inactive when the request was raised.`,
        })),
      );
  }
}
