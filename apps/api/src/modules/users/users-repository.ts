import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { groups, organisations, userGroups, users } from './users-tables.ts';
import { writeAudits } from '../../kits/audit.ts';
import { isOneOf, COUNTRIES, VEHICLE_TYPES, type Vertical } from '@b2c/domain';

/** The audit log's entity of a user (their trail on /ums/{userId}). */
export const USER_ENTITY = 'user';

export type UserRow = typeof users.$inferSelect;

/** A user with the names of their groups — what the IdP puts into tokens and the lookup returns. */
export interface UserWithGroups extends UserRow {
  groups: string[];
}

/** A user who may sign in: active and not deleted. */
const signsIn = and(eq(users.active, true), isNull(users.deletedAt));

/** The memberships of these users, as group id and name, sorted by name. */
export async function membershipsOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userGroups.userId, id: groups.id, name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(inArray(userGroups.userId, userIds))
    .orderBy(groups.name);
}

/** The sign-in side of the users area: what the IdP, the API's auth and the user lookup read. */
export function usersRepository(db: Db) {
  const withGroups = async (rows: UserRow[]): Promise<UserWithGroups[]> => {
    const memberships = await membershipsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...r,
      groups: memberships.filter((m) => m.userId === r.id).map((m) => m.name),
    }));
  };

  return {
    async findActiveByUserName(userName: string): Promise<UserWithGroups | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.userName, userName), signsIn));
      return (await withGroups(rows))[0];
    },

    async findActiveById(id: number): Promise<UserWithGroups | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), signsIn));
      return (await withGroups(rows))[0];
    },

    /** Any user by name, deleted or not (a corporate sign-in must not recreate a deleted user). */
    async findAnyByUserName(userName: string): Promise<UserWithGroups | undefined> {
      return (await withGroups(await db.select().from(users).where(eq(users.userName, userName))))[0];
    },

    /**
     * The user lookup of SPEC §6, limited to users who share the caller's vertical, so a lookup never
     * reveals people of another country.
     */
    async lookupByUserNames(q: {
      userNames: string[];
      country: string;
      vehicleType: string;
      offset: number;
      size: number;
    }) {
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            inArray(users.userName, q.userNames),
            isNull(users.deletedAt),
            sql`${q.country} = ANY(${users.countries})`,
            sql`${q.vehicleType} = ANY(${users.vehicleTypes})`,
          ),
        )
        .orderBy(users.userName)
        .limit(q.size)
        .offset(q.offset);
      return withGroups(rows);
    },

    /**
     * Stores a new password hash and clears the change-at-first-sign-in flag, only while the stored hash
     * is still `expectedHash` (the one the caller verified): two racing changes cannot both win.
     */
    async replacePassword(q: { id: number; expectedHash: string; newHash: string; by: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            passwordHash: q.newHash,
            passwordChangeRequired: false,
            version: sql`${users.version} + 1`,
            updatedAt: sql`now()`,
            updatedBy: q.by,
          })
          .where(and(eq(users.id, q.id), eq(users.passwordHash, q.expectedHash)))
          .returning({ id: users.id, countries: users.countries, vehicleTypes: users.vehicleTypes });
        if (!row) return false;
        // The user's own step of their onboarding belongs in their trail (that it happened, never the
        // password), in every vertical where an administrator may read that trail.
        const verticals: Vertical[] = row.countries
          .filter((c) => isOneOf(COUNTRIES, c))
          .flatMap((country) =>
            row.vehicleTypes.filter((v) => isOneOf(VEHICLE_TYPES, v)).map((vehicleType) => ({ country, vehicleType })),
          );
        await writeAudits(
          tx,
          verticals.map((vertical) => ({
            vertical,
            entity: USER_ENTITY,
            entityId: row.id,
            action: 'PASSWORD_CHANGED',
            actor: { authType: 'USER' as const, userId: q.by },
            changes: [{ field: 'passwordChangeRequired', old: true, new: false }],
          })),
        );
        return true;
      });
    },

    /** The grid's "last sign-in": not a user edit, so neither versioned nor audited. */
    async recordSignIn(id: number): Promise<void> {
      await db
        .update(users)
        .set({ lastSignInAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** A user first seen through the corporate IdP: no groups until an administrator gives some. */
    async createFromCorporateSignIn(u: {
      userName: string;
      name: string;
      email: string;
      countries: string[];
      vehicleTypes: string[];
      identityProvider: UserRow['identityProvider'];
    }): Promise<void> {
      await db
        .insert(users)
        .values({ ...u, lastSignInAt: new Date() })
        .onConflictDoNothing({ target: users.userName });
    },

    /** The union of the permission keys of the named groups. */
    async permissionsOfGroups(groupNames: string[]): Promise<string[]> {
      if (groupNames.length === 0) return [];
      const rows = await db
        .select({ permissions: groups.permissions })
        .from(groups)
        .where(inArray(groups.name, groupNames));
      return [...new Set(rows.flatMap((r) => r.permissions))];
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

/** Organisation names by id, for the grid's organisation column. */
export async function organisationNames(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
