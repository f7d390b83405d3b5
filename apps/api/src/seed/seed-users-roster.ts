import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { DAYS, addDays, todayIn, weekStartOf, type Vertical } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { ownedBy } from '../plugins/db/vertical-scope.ts';
import { locationSeeding } from '../modules/location/location-module.ts';
import { usersSeeding } from '../modules/users/users-module.ts';

const { storeLocations } = locationSeeding;
const { users, rosterShifts, userLeaves } = usersSeeding;

/**
 * Demo roster and leaves (issue 13 V1): this week and next of a few demo users at the first two hubs of
 * IN CAR and AU CAR, and one leave, so "who works here today" has an answer on a first start. The weeks
 * follow the seeding day (a fixed week would be in the past a month later); the rows are otherwise fixed.
 */
const DEMO_ROSTER: { vertical: Vertical; team: { userName: string; shift: [string, string]; atSecondHub?: true }[] }[] =
  [
    {
      vertical: { country: 'IN', vehicleType: 'CAR' },
      team: [
        { userName: 'ops.in', shift: ['09:00', '17:00'] },
        { userName: 'cc.admin', shift: ['10:00', '18:00'] },
        { userName: 'viewer', shift: ['08:00', '16:00'], atSecondHub: true },
      ],
    },
    {
      vertical: { country: 'AU', vehicleType: 'CAR' },
      team: [
        { userName: 'ops.au', shift: ['08:30', '16:30'] },
        { userName: 'approver', shift: ['11:00', '19:00'], atSecondHub: true },
      ],
    },
  ];

/** Monday to Friday: the demo team works weekdays. */
const WORK_DAYS = DAYS.slice(0, 5);

export async function seedUsersRoster(db: Db): Promise<void> {
  for (const { vertical, team } of DEMO_ROSTER) {
    const hubs = await db
      .select({ code: storeLocations.code })
      .from(storeLocations)
      .where(and(ownedBy(storeLocations, vertical), eq(storeLocations.active, true), isNotNull(storeLocations.code)))
      .orderBy(asc(storeLocations.code))
      .limit(2);
    const members = await db
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(
        inArray(
          users.userName,
          team.map((m) => m.userName),
        ),
      );
    if (hubs.length < 2 || members.length === 0) continue;
    const thisWeek = weekStartOf(todayIn(vertical.country));
    for (const weekStart of [thisWeek, addDays(thisWeek, 7)]) {
      await db.insert(rosterShifts).values(
        team.flatMap((m) => {
          const userId = members.find((u) => u.userName === m.userName)?.id;
          if (userId === undefined) return [];
          const locationCode = hubs[m.atSecondHub ? 1 : 0]!.code!;
          return WORK_DAYS.map((day) => ({
            ...vertical,
            userId,
            weekStart,
            day,
            shiftStart: m.shift[0],
            shiftEnd: m.shift[1],
            locationCode,
          }));
        }),
      );
    }
    // One leave: the first team member is away Thursday and Friday of this week.
    const first = members.find((u) => u.userName === team[0]!.userName);
    if (first)
      await db.insert(userLeaves).values({
        ...vertical,
        userId: first.id,
        fromDate: addDays(thisWeek, 3),
        toDate: addDays(thisWeek, 4),
        reason: 'Family event',
      });
  }
}
