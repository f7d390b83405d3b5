import type {
  GroupInput,
  GroupUpdateInput,
  Organisation,
  OrganisationInput,
  OrganisationUpdateInput,
  UserGroup,
} from '@b2c/contracts';
import { isPermission, USER_MESSAGES } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, auditCreated, writeAudit } from '../../kits/audit.ts';
import { nextVersionStamp, updateAudited } from '../../kits/audited-update.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { badRequest, duplicate, notFound } from '../../kits/http-errors.ts';
import { unlessDuplicate } from '../../kits/duplicate-conflict.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { announceChange } from '../../plugins/db/change-feed.ts';
import { membershipsOf } from './users-repository.ts';
import { usersManagementRepository } from './users-management-repository.ts';
import { losesOwnAdmin, USER_ENTITY, type SignInStateReset } from './users-management-service.ts';
import { usersGroupRepository, type GroupRow, type OrganisationRow } from './users-group-repository.ts';

export const GROUP_ENTITY = 'user-group';
export const ORGANISATION_ENTITY = 'organisation';

const toGroup = (r: GroupRow): UserGroup => ({
  id: r.id,
  name: r.name,
  description: r.description,
  // Written only through the contract's enum; an unknown key (a removed permission) is left out.
  permissions: r.permissions.filter(isPermission),
  memberCount: r.memberCount,
  ...editStampOf(r),
});
const toOrganisation = (r: OrganisationRow): Organisation => ({
  id: r.id,
  name: r.name,
  description: r.description,
  active: r.active,
  ...editStampOf(r),
});
const groupFields = (g: { name: string; description: string; permissions: readonly string[] }) => ({
  name: g.name,
  description: g.description,
  permissions: [...g.permissions],
});
const organisationFields = (o: OrganisationInput) => ({ name: o.name, description: o.description, active: o.active });

/** Groups (their permission keys and members) and organisations of user management V2; both span verticals. */
export function usersGroupService(db: Db, deps: { signIns: SignInStateReset & { forgetAll(): void } }) {
  const repo = usersGroupRepository(db);
  async function group(id: number): Promise<GroupRow> {
    const row = await repo.groupById(id);
    if (!row) throw notFound(`Group ${id}`);
    return row;
  }

  /**
   * Adds or removes one member: the user's groups change, so their row is versioned and audited too.
   * `version`, when the caller edits from the user's side (V1), is the user's version the edit is based on.
   */
  async function changeMember(
    caller: Caller,
    groupId: number,
    userId: number,
    add: boolean,
    version?: number,
  ): Promise<UserGroup> {
    const target = await group(groupId);
    const users = usersManagementRepository(db);
    const user = await users.byId(caller.vertical, userId);
    if (!user) throw notFound(`User ${userId}`);
    const changed = await db.transaction(async (tx) => {
      const rows = usersManagementRepository(tx);
      const current = (await rows.byId(caller.vertical, userId, true))!;
      if (version !== undefined) assertVersion(`User ${current.userName}`, current, version);
      const before = await rows.groupsByIds((await membershipsOf(tx, [userId])).map((m) => m.id));
      const member = before.some((g) => g.id === groupId);
      if (member === add)
        throw badRequest(
          `User ${current.userName} is ${add ? 'already' : 'not'} in group ${target.name}.`,
          'body.userId',
        );
      const after = add ? [...before, target] : before.filter((g) => g.id !== groupId);
      if (losesOwnAdmin(caller, current, before, after)) throw badRequest(USER_MESSAGES.ownLastAdminGroup, 'params.id');
      const groups = usersGroupRepository(tx);
      await (add ? groups.addMember(userId, groupId) : groups.removeMember(userId, groupId));
      await rows.update(userId, nextVersionStamp(current, caller));
      const names = (list: { name: string }[]) => list.map((g) => g.name).sort();
      const actor = actorOf(caller);
      const vertical = caller.vertical;
      await writeAudit(tx, {
        vertical,
        actor,
        entity: USER_ENTITY,
        entityId: userId,
        action: 'UPDATE',
        changes: [{ field: 'groups', old: names(before), new: names(after) }],
      });
      await writeAudit(tx, {
        vertical,
        actor,
        entity: GROUP_ENTITY,
        entityId: groupId,
        action: add ? 'ADD_USER' : 'REMOVE_USER',
        changes: [{ field: 'userName', old: add ? null : current.userName, new: add ? current.userName : null }],
      });
      // Their permissions change with their groups: every process reads them afresh once this commits.
      await announceChange(tx, { kind: 'user', id: current.id, userName: current.userName });
      return current;
    });
    deps.signIns.forget(changed);
    return toGroup(await group(groupId));
  }

  return {
    listGroups: async () => (await repo.listGroups()).map(toGroup),

    async createGroup(caller: Caller, input: GroupInput): Promise<UserGroup> {
      const taken = () => duplicate(`Group ${input.name} already exists.`, 'body.name');
      if (await repo.groupNameTaken(input.name)) throw taken();
      const row = await unlessDuplicate(
        () =>
          db.transaction(async (tx) => {
            const created = await usersGroupRepository(tx).insertGroup({
              ...groupFields(input),
              updatedBy: caller.userName,
            });
            await auditCreated(tx, caller, GROUP_ENTITY, created.id, groupFields(input));
            return created;
          }),
        taken,
      );
      return toGroup(row);
    },

    async updateGroup(caller: Caller, id: number, input: GroupUpdateInput): Promise<UserGroup> {
      await group(id);
      const taken = () => duplicate(`Group ${input.name} already exists.`, 'body.name');
      if (await repo.groupNameTaken(input.name, id)) throw taken();
      const row = await unlessDuplicate(
        () =>
          db.transaction(async (tx) => {
            const groups = usersGroupRepository(tx);
            const updated = await updateAudited(tx, caller, {
              entity: GROUP_ENTITY,
              id,
              label: (current) => `Group ${current?.name ?? id}`,
              version: input.version,
              lock: () => groups.groupById(id, true),
              fieldsOf: groupFields,
              async check() {
                // The caller's own admin rights must survive the edit of a group they are in.
                const me = (await groups.memberNames(id)).find((m) => m.userName === caller.userName);
                if (!me) return;
                const theirs = await usersManagementRepository(tx).groupsByIds(
                  (await membershipsOf(tx, [me.id])).map((m) => m.id),
                );
                const after = theirs.map((g) => (g.id === id ? { ...g, permissions: [...input.permissions] } : g));
                if (losesOwnAdmin(caller, me, theirs, after))
                  throw badRequest(USER_MESSAGES.ownLastAdminGroup, 'body.permissions');
              },
              next: () => groupFields(input),
              write: (values) => groups.updateGroup(id, values),
            });
            // A group's permissions are cached per group set and per member, in every process.
            await announceChange(tx, { kind: 'groups' });
            return updated;
          }),
        taken,
      );
      // Every member's permissions may have changed: the next request of each reads them afresh.
      deps.signIns.forgetAll();
      return toGroup(row);
    },

    addUser: (caller: Caller, groupId: number, userId: number, version?: number) =>
      changeMember(caller, groupId, userId, true, version),
    removeUser: (caller: Caller, groupId: number, userId: number, version?: number) =>
      changeMember(caller, groupId, userId, false, version),

    /**
     * SPEC §7 V1 "groups CRUD": deletes an empty group, version-checked, its fields audited as removed.
     * A group with members is refused: taking permissions from many users at once is done member by
     * member, each change on that user's own trail.
     */
    async deleteGroup(caller: Caller, id: number, version: number): Promise<UserGroup> {
      await group(id);
      const row = await db.transaction(async (tx) => {
        const groups = usersGroupRepository(tx);
        const current = await groups.groupById(id, true);
        assertVersion(`Group ${current?.name ?? id}`, current, version);
        const { name, memberCount } = current!;
        if (memberCount > 0)
          throw badRequest(
            `Group ${name} still has ${memberCount} user${memberCount === 1 ? '' : 's'}: remove them from it first.`,
            'params.id',
          );
        await groups.deleteGroup(id);
        await writeAudit(tx, {
          vertical: caller.vertical,
          actor: actorOf(caller),
          entity: GROUP_ENTITY,
          entityId: id,
          action: 'DELETE',
          changes: Object.entries(groupFields(current!)).map(([field, old]) => ({ field, old, new: null })),
        });
        return current!;
      });
      return toGroup(row);
    },

    listOrganisations: async () => (await repo.listOrganisations()).map(toOrganisation),

    async createOrganisation(caller: Caller, input: OrganisationInput): Promise<Organisation> {
      const taken = () => duplicate(`Organisation ${input.name} already exists.`, 'body.name');
      if (await repo.organisationNameTaken(input.name)) throw taken();
      const row = await unlessDuplicate(
        () =>
          db.transaction(async (tx) => {
            const created = await usersGroupRepository(tx).insertOrganisation({
              ...organisationFields(input),
              updatedBy: caller.userName,
            });
            await auditCreated(tx, caller, ORGANISATION_ENTITY, created.id, organisationFields(input));
            return created;
          }),
        taken,
      );
      return toOrganisation(row);
    },

    async updateOrganisation(caller: Caller, id: number, input: OrganisationUpdateInput): Promise<Organisation> {
      if (!(await repo.organisationById(id))) throw notFound(`Organisation ${id}`);
      const taken = () => duplicate(`Organisation ${input.name} already exists.`, 'body.name');
      if (await repo.organisationNameTaken(input.name, id)) throw taken();
      const row = await unlessDuplicate(
        () =>
          db.transaction(async (tx) => {
            const orgs = usersGroupRepository(tx);
            return updateAudited(tx, caller, {
              entity: ORGANISATION_ENTITY,
              id,
              label: (current) => `Organisation ${current?.name ?? id}`,
              version: input.version,
              lock: () => orgs.organisationById(id, true),
              fieldsOf: organisationFields,
              next: () => organisationFields(input),
              write: (values) => orgs.updateOrganisation(id, values),
            });
          }),
        taken,
      );
      return toOrganisation(row);
    },
  };
}
export type UsersGroupService = ReturnType<typeof usersGroupService>;
