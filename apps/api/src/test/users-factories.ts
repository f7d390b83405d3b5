import { eq } from 'drizzle-orm';
import type { Executor } from '../plugins/db/vertical-scope.ts';
import { groups, organisations, userGroups, users } from '../modules/users/users-tables.ts';

/**
 * Users-area test factories: a user, group or organisation with only what the test cares about spelled
 * out; names are unique per test file (each file has its own database and loads this module afresh).
 */
let sequence = 0;
const next = () => ++sequence;

export async function insertUser(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> & { groupNames?: string[] } = {},
) {
  const n = next();
  const { groupNames = [], ...values } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      userName: `test.user${n}`,
      name: `Test User ${n}`,
      email: `test.user${n}@example.com`,
      countries: ['IN'],
      vehicleTypes: ['CAR'],
      ...values,
    })
    .returning();
  for (const name of groupNames) {
    const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
    await db.insert(userGroups).values({ userId: row!.id, groupId: group!.id });
  }
  return row!;
}

export async function insertGroup(db: Executor, overrides: Partial<typeof groups.$inferInsert> = {}) {
  const [row] = await db
    .insert(groups)
    .values({ name: `TEST_GROUP_${next()}`, permissions: [], ...overrides })
    .returning();
  return row!;
}

export async function insertOrganisation(db: Executor, overrides: Partial<typeof organisations.$inferInsert> = {}) {
  const [row] = await db
    .insert(organisations)
    .values({ name: `Test Organisation ${next()}`, ...overrides })
    .returning();
  return row!;
}
