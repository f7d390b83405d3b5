import { and, asc, eq } from 'drizzle-orm';
import type { ResourceDay } from '@b2c/contracts';
import { dayOfDate, type IsoDate, type Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { ownedBy } from '../../plugins/db/vertical-scope.ts';
import { drivers, resourcePlans } from './driver-tables.ts';

/**
 * What the planner needs of the users area: who is rostered at a location on a date and not on leave
 * (issue 13's "who is working at this location on this day"). Passed in by app.ts (DESIGN §2).
 */
export interface StaffOnDuty {
  working(
    v: Vertical,
    locationCode: string,
    date: IsoDate,
  ): Promise<{ userName: string; name: string; shiftStart: string; shiftEnd: string }[]>;
}

/**
 * A location's resources on one date: the active drivers based there whose weekly plan covers the
 * weekday, and the hub staff on duty, so the planner sees a day's drivers next to who receives them.
 */
export function resourcePlanDay(db: Executor, deps: { staff: StaffOnDuty }) {
  return {
    async day(v: Vertical, locationCode: string, date: IsoDate): Promise<ResourceDay> {
      const day = dayOfDate(date);
      const planned = await db
        .select({ id: drivers.id, name: drivers.name, staffType: drivers.staffType, plan: resourcePlans.availability })
        .from(drivers)
        .innerJoin(resourcePlans, eq(resourcePlans.driverId, drivers.id))
        .where(and(ownedBy(drivers, v), eq(drivers.homeLocationCode, locationCode), eq(drivers.active, true)))
        .orderBy(asc(drivers.name));
      const available = planned.flatMap((d) => {
        const hours = d.plan.find((a) => a.day === day);
        return hours ? [{ driverId: d.id, name: d.name, staffType: d.staffType, from: hours.from, to: hours.to }] : [];
      });
      const staff = await deps.staff.working(v, locationCode, date);
      return {
        date,
        day,
        locationCode,
        drivers: available,
        staff: staff.map(({ userName, name, shiftStart, shiftEnd }) => ({ userName, name, shiftStart, shiftEnd })),
      };
    },
  };
}
export type ResourcePlanDay = ReturnType<typeof resourcePlanDay>;
