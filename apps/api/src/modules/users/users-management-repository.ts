import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { UserQuery } from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import { USER_ADMIN_PERMISSION } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { anyWord, countAll, equals, orderOf, pageOf, prefix } from '../../plugins/db/list-query.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { groups, organisations, userGroups, users } from './users-tables.ts';
import type { UserRow } from './users-repository.ts';

const t = users;

/** Users who work in the vertical (its country and vehicle type among theirs) and are not deleted. */
const worksIn = (v: Vertical): SQL =>
  and(sql`${v.country} = ANY(${t.countries})`, sql`${v.vehicleType} = ANY(${t.vehicleTypes})`, isNull(t.deletedAt))!;

// Table names spelled out: drizzle writes a lone table's columns unqualified, ambiguous in a subquery.
const inGroup = (groupId: number): SQL =>
  exists(sql`(select 1 from user_groups ug where ug.user_id = "users"."id" and ug.group_id = ${groupId})`);

/** One definition of the grid's filters, shared by the list and its count. */
const FILTERS: { [K in keyof UserQuery]-?: (value: NonNullable<UserQuery[K]>) => SQL } = {
  name: anyWord(t.name),
  userName: prefix(t.userName),
  email: prefix(t.email),
  phone: prefix(t.phone),
  category: equals(t.category),
  organisationId: equals(t.organisationId),
  groupId: inGroup,
  identityProvider: equals(t.identityProvider),
  active: equals(t.active),
};
const SORTABLE = {
  name: t.name,
  userName: t.userName,
  email: t.email,
  category: t.category,
  lastSignInAt: t.lastSignInAt,
  updatedAt: t.updatedAt,
  id: t.id,
};

const matching = (v: Vertical, q: UserQuery): SQL =>
  and(
    worksIn(v),
    ...Object.entries(FILTERS).map(([key, when]) => {
      const value = q[key as keyof UserQuery];
      return value === undefined ? undefined : (when as (value: unknown) => SQL)(value);
    }),
  )!;

/** The user management V2 reads and writes of users and their memberships (SQL only; rules in the service). */
export function usersManagementRepository(db: Executor) {
  return {
    async list(v: Vertical, q: UserQuery & Paged): Promise<UserRow[]> {
      const { limit, offset } = pageOf(q);
      return db
        .select()
        .from(t)
        .where(matching(v, q))
        .orderBy(...orderOf(q.sort, SORTABLE, 'name', t.id))
        .limit(limit)
        .offset(offset);
    },

    async count(v: Vertical, q: UserQuery): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(t).where(matching(v, q));
      return row?.n ?? 0;
    },

    /** The vertical's user with this id; `lock` takes it `FOR UPDATE` for the caller's transaction. */
    async byId(v: Vertical, id: number, lock = false): Promise<UserRow | undefined> {
      const query = db
        .select()
        .from(t)
        .where(and(eq(t.id, id), worksIn(v)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Whether any user, deleted ones included, has the name: a username is never given twice. */
    async userNameTaken(userName: string): Promise<boolean> {
      const [row] = await db.select({ id: t.id }).from(t).where(eq(t.userName, userName));
      return row !== undefined;
    },

    async insert(values: typeof t.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(t).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof t.$inferInsert>): Promise<UserRow> {
      const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning();
      return row!;
    },

    /** Replaces the user's memberships with exactly these groups. */
    async setGroups(userId: number, groupIds: readonly number[]): Promise<void> {
      await db.delete(userGroups).where(eq(userGroups.userId, userId));
      if (groupIds.length > 0) await db.insert(userGroups).values(groupIds.map((groupId) => ({ userId, groupId })));
    },

    /** The groups with these ids that exist, with their names and whether they are admin groups. */
    async groupsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: groups.id, name: groups.name, permissions: groups.permissions })
        .from(groups)
        .where(inArray(groups.id, [...ids]))
        .orderBy(groups.name);
    },

    async organisationExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, id));
      return row !== undefined;
    },
  };
}

/** Whether a group's permission keys make it an admin group (its members manage users). */
export const isAdminGroup = (g: { permissions: readonly string[] }): boolean =>
  g.permissions.includes(USER_ADMIN_PERMISSION);
