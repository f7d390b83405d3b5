import { ALL_VERTICALS, DEFAULT_FEATURE_MATRIX, FEATURES, defaultVerticalFlags } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import type { Executor } from '../plugins/db/vertical-scope.ts';
import { usersSeeding } from '../modules/users/users-module.ts';
import { configSeeding } from '../modules/config/config-module.ts';
import { hashPassword } from '../kits/passwords.ts';
import { DEMO_GROUPS, DEMO_USERS } from './demo-accounts.ts';

const { groups, userGroups, users } = usersSeeding;
const { contactPersons, featureMatrix, verticalFlags } = configSeeding;

const CONTACT_ROLES = ['Hub operations lead', 'Logistics desk'];

/**
 * What every installation needs, demo or not: the groups with their permissions, the feature matrix and
 * the per-vertical flags. Returns each group's id by name.
 */
export async function seedReferenceData(tx: Executor): Promise<Map<string, number>> {
  const groupRows = await tx
    .insert(groups)
    .values(DEMO_GROUPS.map((g) => ({ name: g.name, description: g.description, permissions: [...g.permissions] })))
    .returning({ id: groups.id, name: groups.name });
  await tx
    .insert(featureMatrix)
    .values(FEATURES.map((f) => ({ feature: f, verticals: [...DEFAULT_FEATURE_MATRIX[f]] })));
  await tx.insert(verticalFlags).values(ALL_VERTICALS.map((v) => ({ ...v, flags: defaultVerticalFlags(v) })));
  return new Map(groupRows.map((g) => [g.name, g.id]));
}

/** The reference data plus the demo accounts and demo contact persons. */
export async function seedPlatform(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const groupId = await seedReferenceData(tx);
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          userName: u.userName,
          name: u.name,
          email: u.email,
          phone: u.phone,
          passwordHash: await hashPassword(u.password),
          countries: [...u.countries],
          vehicleTypes: [...u.vehicleTypes],
        })
        .returning({ id: users.id });
      await tx.insert(userGroups).values(u.groups.map((g) => ({ userId: row!.id, groupId: groupId.get(g)! })));
    }
    await tx.insert(contactPersons).values(
      ALL_VERTICALS.flatMap((v, i) =>
        CONTACT_ROLES.map((role, j) => ({
          ...v,
          name: `${v.country} ${v.vehicleType === 'CAR' ? 'Car' : 'Bike'} ${role}`,
          role,
          email: `${v.country.toLowerCase()}.${v.vehicleType.toLowerCase()}.${j + 1}@example.com`,
          phone: `+10000${String(i).padStart(2, '0')}${j}`,
        })),
      ),
    );
  });
}
