import { and, eq, inArray } from 'drizzle-orm';
import { slotCapacityAt, slotClosedReason, weekdayOf, type IsoDate, type Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { slotRepository } from './slot-repository.ts';
import { slotNodeConfigs } from './slot-tables.ts';

/**
 * The start page's slot capacity (issue 29): the places each pick-up slot offers on each day at each of
 * the given origins — the slots open there that day (active, running that weekday, chosen and not closed
 * by the location's planner), at the planner's capacity there, else the plan's. Bookings are the movement
 * area's; a slot full by its bookings still offers its places here.
 */
export const slotDashboard = (db: Executor) => ({
  async capacities(v: Vertical, days: readonly IsoDate[], locationCodes: readonly string[]) {
    if (days.length === 0 || locationCodes.length === 0) return [];
    const repo = slotRepository(db);
    const slots = await repo.slots(v, await repo.definition(v, 'PICKUP'));
    const configs = await db
      .select()
      .from(slotNodeConfigs)
      .where(
        and(
          ownedBy(slotNodeConfigs, v),
          eq(slotNodeConfigs.slotType, 'PICKUP'),
          inArray(slotNodeConfigs.locationCode, [...locationCodes]),
        ),
      );
    const planners = new Map(configs.map((c) => [c.locationCode, c]));
    return days.flatMap((date) =>
      locationCodes.flatMap((locationCode) => {
        const planner = planners.get(locationCode);
        return slots
          .filter((slot) => slotClosedReason(slot, weekdayOf(date), planner) === null)
          .map((slot) => ({ date, locationCode, slotCode: slot.code, capacity: slotCapacityAt(slot, planner) }));
      }),
    );
  },
});
export type SlotDashboard = ReturnType<typeof slotDashboard>;
