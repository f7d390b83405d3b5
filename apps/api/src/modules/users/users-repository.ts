import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db/database.ts';
import { groups, userGroups, users } from './users-tables.ts';

export type UserRow = typeof users.$inferSelect;

/** A user with the names of their groups — what the IdP puts into tokens and the lookup returns. */
export interface UserWithGroups extends UserRow {
  groups: string[];
}

export function usersRepository(db: Db) {
  const withGroups = async (rows: UserRow[]): Promise<UserWithGroups[]> => {
    if (rows.length === 0) return [];
    const memberships = await db
      .select({ userId: userGroups.userId, name: groups.name })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .where(
        inArray(
          userGroups.userId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({
      ...r,
      groups: memberships
        .filter((m) => m.userId === r.id)
        .map((m) => m.name)
        .sort(),
    }));
  };

  return {
    async findActiveByUserName(userName: string): Promise<UserWithGroups | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.userName, userName), eq(users.active, true)));
      return (await withGroups(rows))[0];
    },

    async findActiveById(id: number): Promise<UserWithGroups | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.active, true)));
      return (await withGroups(rows))[0];
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
      const rows = await db
        .update(users)
        .set({
          passwordHash: q.newHash,
          passwordChangeRequired: false,
          version: sql`${users.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: q.by,
        })
        .where(and(eq(users.id, q.id), eq(users.passwordHash, q.expectedHash)))
        .returning({ id: users.id });
      return rows.length === 1;
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
