import type { ManagedUser, UserCreateInput, UserQuery, UserUpdateInput } from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { auditCreated } from '../../kits/audit.ts';
import { updateAudited, type VersionStamp } from '../../kits/audited-update.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { badRequest, duplicate, notFound } from '../../kits/http-errors.ts';
import { unlessDuplicate } from '../../kits/duplicate-conflict.ts';
import { hashPassword } from '../../kits/passwords.ts';
import { announceChange } from '../../plugins/db/change-feed.ts';
import { USER_ENTITY, membershipsOf, organisationNames, type UserRow } from './users-repository.ts';
import { isAdminGroup, usersManagementRepository } from './users-management-repository.ts';

export { USER_ENTITY };

/** Where a change of a user reaches the sign-in state the API checks every request against. */
export interface SignInStateReset {
  forget(user: { id: number; userName: string }): void;
}

/** A user as locked for an edit: the row and its groups (id, name, permissions). */
type Locked = UserRow & { memberOf: { id: number; name: string; permissions: string[] }[] };
type Editable = Omit<UserUpdateInput, 'version' | 'groupIds'>;

/** What the trail shows of a user: every field the form edits, groups by name; never a password. */
const auditedFields = (
  u: Omit<Editable, 'countries' | 'vehicleTypes'> & { countries: readonly string[]; vehicleTypes: readonly string[] },
  groupNames: readonly string[],
) => ({
  userName: u.userName,
  name: u.name,
  email: u.email,
  phone: u.phone,
  category: u.category,
  organisationId: u.organisationId,
  identityProvider: u.identityProvider,
  countries: u.countries,
  vehicleTypes: u.vehicleTypes,
  groups: [...groupNames],
  active: u.active,
});

/**
 * How the trail names a profile image: its file name and the start of its key, which is new on every upload,
 * so the same file uploaded again still reads as a change.
 */
const imageLabel = (image: { key: string | null; fileName: string | null }) =>
  image.key ? `${image.fileName} (${image.key.split('/').pop()!.slice(0, 8)})` : null;

/** A signed link to a stored profile image (the object storage's download link). */
export type ImageUrlOf = (key: string) => Promise<string>;

/** The grid's rows: each user with their groups and organisation name, in two queries for the page. */
export async function toManagedUsers(db: Executor, rows: UserRow[], imageUrlOf?: ImageUrlOf): Promise<ManagedUser[]> {
  const memberships = await membershipsOf(
    db,
    rows.map((r) => r.id),
  );
  const orgs = await organisationNames(
    db,
    rows.map((r) => r.organisationId),
  );
  const imageUrls = await Promise.all(rows.map((r) => (r.imageKey && imageUrlOf ? imageUrlOf(r.imageKey) : null)));
  return rows.map((r, i) => ({
    id: r.id,
    userName: r.userName,
    name: r.name,
    email: r.email,
    phone: r.phone,
    category: r.category,
    organisationId: r.organisationId,
    organisationName: r.organisationId === null ? null : (orgs.get(r.organisationId) ?? null),
    groups: memberships.filter((m) => m.userId === r.id).map((m) => ({ id: m.id, name: m.name })),
    // Stored by this area only from the contract's enums; a foreign value would fail the answer's schema.
    countries: r.countries as ManagedUser['countries'],
    vehicleTypes: r.vehicleTypes as ManagedUser['vehicleTypes'],
    active: r.active,
    identityProvider: r.identityProvider,
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    passwordChangeRequired: r.passwordChangeRequired,
    imageUrl: imageUrls[i] ?? null,
    ...editStampOf(r),
  }));
}

/** Whether the edit would leave the caller, editing themself, without any admin group. */
export const losesOwnAdmin = (
  caller: Caller,
  user: Pick<UserRow, 'userName'>,
  before: readonly { permissions: readonly string[] }[],
  after: readonly { permissions: readonly string[] }[],
) => user.userName === caller.userName && before.some(isAdminGroup) && !after.some(isAdminGroup);

/** User management V2's rules: references, a caller's own account, the initial password, soft delete. */
export function usersManagementService(db: Db, deps: { signIns: SignInStateReset; imageUrlOf?: ImageUrlOf }) {
  const repo = usersManagementRepository(db);
  const one = async (row: UserRow) => (await toManagedUsers(db, [row], deps.imageUrlOf))[0]!;

  /** The groups and organisation the body names exist; countries and vehicle types are the caller's to give. */
  async function checkReferences(caller: Caller, input: Omit<Editable, 'userName'> & { groupIds: number[] }) {
    const chosen = await repo.groupsByIds(input.groupIds);
    const missing = input.groupIds.filter((id) => !chosen.some((g) => g.id === id));
    if (missing.length) throw badRequest(`No group has the id ${missing.join(', ')}.`, 'body.groupIds');
    if (input.organisationId !== null && !(await repo.organisationExists(input.organisationId)))
      throw badRequest(`No organisation has the id ${input.organisationId}.`, 'body.organisationId');
    const foreignCountry = input.countries.filter((c) => !caller.countries.includes(c));
    if (foreignCountry.length)
      throw badRequest(`You cannot give access to ${foreignCountry.join(', ')}: you have none.`, 'body.countries');
    const foreignType = input.vehicleTypes.filter((vt) => !caller.vehicleTypes.includes(vt));
    if (foreignType.length)
      throw badRequest(`You cannot give access to ${foreignType.join(', ')}: you have none.`, 'body.vehicleTypes');
    return chosen;
  }

  /** The versioned, audited edit of one user of the caller's vertical; the sign-in state forgets them after. */
  async function edit(
    caller: Caller,
    id: number,
    change: {
      version: number;
      action?: string;
      check?: (current: Locked) => void;
      fieldsOf: (current: Locked) => Record<string, unknown>;
      next: (current: Locked) => Record<string, unknown>;
      write: (stamp: VersionStamp, tx: ReturnType<typeof usersManagementRepository>) => Promise<UserRow>;
    },
  ): Promise<ManagedUser> {
    const v = caller.vertical;
    if (!(await repo.byId(v, id))) throw notFound(`User ${id}`);
    const row = await db.transaction(async (tx) => {
      const rows = usersManagementRepository(tx);
      const updated = await updateAudited(tx, caller, {
        entity: USER_ENTITY,
        id,
        action: change.action,
        label: (current) => `User ${current?.userName ?? id}`,
        version: change.version,
        async lock() {
          const current = await rows.byId(v, id, true);
          if (!current) return undefined;
          const memberships = await membershipsOf(tx, [id]);
          return { ...current, memberOf: await rows.groupsByIds(memberships.map((m) => m.id)) };
        },
        fieldsOf: change.fieldsOf,
        check: change.check,
        next: change.next,
        // The stamp only: each edit writes its own columns, known from its typed input.
        write: async ({ version, updatedAt, updatedBy }) => ({
          ...(await change.write({ version, updatedAt, updatedBy }, rows)),
          memberOf: [],
        }),
      });
      // Deactivated, deleted, moved: every process reads this user afresh once this commits.
      await announceChange(tx, { kind: 'user', id: updated.id, userName: updated.userName });
      return updated;
    });
    deps.signIns.forget(row);
    return one(row);
  }

  const fieldsOfLocked = (c: Locked) =>
    auditedFields(
      c,
      c.memberOf.map((g) => g.name),
    );

  return {
    list: async (caller: Caller, q: UserQuery & Paged) =>
      toManagedUsers(db, await repo.list(caller.vertical, q), deps.imageUrlOf),
    count: (caller: Caller, q: UserQuery) => repo.count(caller.vertical, q),
    async get(caller: Caller, id: number): Promise<ManagedUser> {
      const row = await repo.byId(caller.vertical, id);
      if (!row) throw notFound(`User ${id}`);
      return one(row);
    },

    /** A new user with the initial password the administrator chose, to be replaced at the first sign-in. */
    async create(caller: Caller, input: UserCreateInput): Promise<ManagedUser> {
      const chosen = await checkReferences(caller, input);
      const taken = () => duplicate(`Username ${input.userName} is already taken.`, 'body.userName');
      if (await repo.userNameTaken(input.userName)) throw taken();
      // Hashed like every account's password; the clear text is dropped here and never logged or audited.
      const passwordHash = await hashPassword(input.initialPassword);
      const row = await unlessDuplicate(
        () =>
          db.transaction(async (tx) => {
            const rows = usersManagementRepository(tx);
            const { initialPassword: _clear, groupIds, ...fields } = input;
            const created = await rows.insert({
              ...fields,
              passwordHash,
              passwordChangeRequired: true,
              updatedBy: caller.userName,
            });
            await rows.setGroups(created.id, groupIds);
            const names = chosen.map((g) => g.name);
            await auditCreated(tx, caller, USER_ENTITY, created.id, {
              ...auditedFields(created, names),
              passwordChangeRequired: true,
            });
            return created;
          }),
        taken,
      );
      return one(row);
    },

    async update(caller: Caller, id: number, input: UserUpdateInput): Promise<ManagedUser> {
      const chosen = await checkReferences(caller, input);
      const { version, groupIds, ...fields } = input;
      return edit(caller, id, {
        version,
        check(current) {
          if (current.userName !== input.userName)
            throw badRequest('The username cannot be changed: it is how the user signs in.', 'body.userName');
          if (current.userName === caller.userName && !input.active)
            throw badRequest(USER_MESSAGES.deactivateSelf, 'body.active');
          if (losesOwnAdmin(caller, current, current.memberOf, chosen))
            throw badRequest(USER_MESSAGES.ownLastAdminGroup, 'body.groupIds');
        },
        fieldsOf: fieldsOfLocked,
        next: () =>
          auditedFields(
            fields,
            chosen.map((g) => g.name),
          ),
        async write(stamp, rows) {
          await rows.setGroups(id, groupIds);
          return rows.update(id, { ...fields, ...stamp });
        },
      });
    },

    /** SPEC §7 "active-status toggle": a deactivated user's next call and refresh are refused. */
    setActive: (caller: Caller, id: number, input: { active: boolean; version: number }) =>
      edit(caller, id, {
        version: input.version,
        check(current) {
          if (current.userName === caller.userName && !input.active)
            throw badRequest(USER_MESSAGES.deactivateSelf, 'body.active');
        },
        fieldsOf: (c) => ({ active: c.active }),
        next: () => ({ active: input.active }),
        write: (stamp, rows) => rows.update(id, { active: input.active, ...stamp }),
      }),

    /**
     * The profile image (already stored under `image.key`) replaces the one before, or `null` removes it:
     * versioned and audited by file name. Returns the key it replaced, for the caller to delete the file.
     */
    async setImage(caller: Caller, id: number, version: number, image: { key: string; fileName: string } | null) {
      let replaced: string | null = null;
      const user = await edit(caller, id, {
        version,
        action: image ? 'IMAGE_UPLOADED' : 'IMAGE_DELETED',
        check(current) {
          if (!image && !current.imageKey) throw notFound(`The profile image of user ${current.userName}`);
          replaced = current.imageKey;
        },
        fieldsOf: (c) => ({ image: imageLabel({ key: c.imageKey, fileName: c.imageFileName }) }),
        next: () => ({ image: image ? imageLabel(image) : null }),
        write: (stamp, rows) =>
          rows.update(id, { imageKey: image?.key ?? null, imageFileName: image?.fileName ?? null, ...stamp }),
      });
      return { user, replaced };
    },

    /** Soft delete: the row stays (trail, username taken), the user leaves the lists and never signs in. */
    remove: (caller: Caller, id: number, version: number) =>
      edit(caller, id, {
        version,
        action: 'DELETE',
        check(current) {
          if (current.userName === caller.userName) throw badRequest(USER_MESSAGES.deactivateSelf, 'params.id');
        },
        fieldsOf: (c) => ({ active: c.active, deleted: c.deletedAt !== null }),
        next: () => ({ active: false, deleted: true }),
        write: (stamp, rows) =>
          rows.update(id, {
            ...stamp,
            active: false,
            deletedAt: new Date(),
            deletedBy: caller.userName,
          }),
      }),
  };
}
export type UsersManagementService = ReturnType<typeof usersManagementService>;
