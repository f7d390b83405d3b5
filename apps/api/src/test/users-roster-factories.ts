import type { Executor } from '../plugins/db/vertical-scope.ts';
import { rosterShifts, userLeaves } from '../modules/users/users-roster-tables.ts';

/**
 * Roster and leave rows written straight to the tables, for tests of other areas that read the roster's
 * answer (the driver resource planner); the roster's own tests go through its upload and leave routes.
 * IN CAR unless told.
 */
export async function insertRosterShift(
  db: Executor,
  values: Omit<typeof rosterShifts.$inferInsert, 'country' | 'vehicleType'> &
    Partial<Pick<typeof rosterShifts.$inferInsert, 'country' | 'vehicleType'>>,
) {
  const [row] = await db
    .insert(rosterShifts)
    .values({ country: 'IN', vehicleType: 'CAR', ...values })
    .returning();
  return row!;
}

export async function insertLeave(
  db: Executor,
  values: Omit<typeof userLeaves.$inferInsert, 'country' | 'vehicleType'> &
    Partial<Pick<typeof userLeaves.$inferInsert, 'country' | 'vehicleType'>>,
) {
  const [row] = await db
    .insert(userLeaves)
    .values({ country: 'IN', vehicleType: 'CAR', ...values })
    .returning();
  return row!;
}
