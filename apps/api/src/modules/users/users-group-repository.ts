import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { groups, organisations, userGroups, users } from './users-tables.ts';

export type GroupRow = typeof groups.$inferSelect & { memberCount: number };
export type OrganisationRow = typeof organisations.$inferSelect;

/** Members who still exist: a deleted user keeps their memberships for the trail but is not counted. */
// Spelled out with table names: drizzle writes a lone table's columns unqualified, which inside the
// subquery would bind to the inner tables.
const memberCount = sql<number>`(select count(*)::int from user_groups ug join users u on u.id = ug.user_id
  where ug.group_id = "groups"."id" and u.deleted_at is null)`;

/** Groups, their memberships and organisations (SQL only; the rules are in users-group-service.ts). */
export function usersGroupRepository(db: Executor) {
  const selectGroups = () => db.select({ row: groups, memberCount }).from(groups);
  const withCount = (r: { row: typeof groups.$inferSelect; memberCount: number }): GroupRow => ({
    ...r.row,
    memberCount: r.memberCount,
  });

  return {
    listGroups: async () => (await selectGroups().orderBy(groups.name)).map(withCount),

    async groupById(id: number, lock = false): Promise<GroupRow | undefined> {
      const query = selectGroups().where(eq(groups.id, id));
      const [row] = lock ? await query.for('update', { of: groups }) : await query;
      return row && withCount(row);
    },

    async groupNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
      return row !== undefined && row.id !== exceptId;
    },

    async insertGroup(values: typeof groups.$inferInsert): Promise<GroupRow> {
      const [row] = await db.insert(groups).values(values).returning();
      return { ...row!, memberCount: 0 };
    },

    async updateGroup(id: number, values: Partial<typeof groups.$inferInsert>): Promise<GroupRow> {
      await db.update(groups).set(values).where(eq(groups.id, id));
      return (await this.groupById(id))!;
    },

    /** Hard delete; the service deletes only a group without members. */
    async deleteGroup(id: number): Promise<void> {
      await db.delete(groups).where(eq(groups.id, id));
    },

    async isMember(userId: number, groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: userGroups.userId })
        .from(userGroups)
        .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)));
      return row !== undefined;
    },

    async addMember(userId: number, groupId: number): Promise<void> {
      await db.insert(userGroups).values({ userId, groupId }).onConflictDoNothing();
    },

    async removeMember(userId: number, groupId: number): Promise<void> {
      await db.delete(userGroups).where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)));
    },

    /** The signed-in users (not deleted) who are in the group: whose sign-in state a group edit changes. */
    async memberNames(groupId: number): Promise<{ id: number; userName: string }[]> {
      return db
        .select({ id: users.id, userName: users.userName })
        .from(userGroups)
        .innerJoin(users, eq(users.id, userGroups.userId))
        .where(and(eq(userGroups.groupId, groupId), isNull(users.deletedAt)));
    },

    listOrganisations: () => db.select().from(organisations).orderBy(organisations.name),

    async organisationById(id: number, lock = false): Promise<OrganisationRow | undefined> {
      const query = db.select().from(organisations).where(eq(organisations.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async organisationNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(sql`lower(${organisations.name}) = lower(${name})`);
      return row !== undefined && row.id !== exceptId;
    },

    async insertOrganisation(values: typeof organisations.$inferInsert): Promise<OrganisationRow> {
      const [row] = await db.insert(organisations).values(values).returning();
      return row!;
    },

    async updateOrganisation(id: number, values: Partial<typeof organisations.$inferInsert>): Promise<OrganisationRow> {
      const [row] = await db.update(organisations).set(values).where(eq(organisations.id, id)).returning();
      return row!;
    },
  };
}
