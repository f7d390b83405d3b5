import { useQuery } from '@tanstack/react-query';
import {
  usersEndpoints as api,
  usersGroupEndpoints as groupApi,
  usersImageEndpoints as imageApi,
  usersOrganisationEndpoints as orgApi,
  type GroupInput,
  type GroupUpdateInput,
  type OrganisationInput,
  type OrganisationUpdateInput,
} from '@b2c/contracts';
import type { userCreateFields, userUpdateFields } from '@b2c/contracts';
import type { ContractInput } from '../../shared/forms/contract-fields.tsx';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { entityApi } from '../../shared/data-table/entity-api.ts';

/** SPEC §2 "user management (v2)" grid: its remembered columns and its query cache live under this key. */
export const USERS_GRID_KEY = 'ums';
/** SPEC §2 "user groups" grid (the /ums Groups tab), and the organisations and a group's members beside it. */
export const USER_GROUPS_GRID_KEY = 'user-groups';
export const ORGANISATIONS_GRID_KEY = 'organisations';
export const GROUP_MEMBERS_GRID_KEY = 'user-group-members';

export const usersKeys = {
  ...queryKeys('users'),
  groups: queryKeys('users').of('groups'),
  organisations: queryKeys('users').of('organisations'),
  members: (groupId: number) => queryKeys('users').of('groups', groupId, 'members'),
};

// A save refreshes the grid, the user, the groups (member counts) and the organisations.
const users = entityApi(api, { gridKey: USERS_GRID_KEY, rowKey: usersKeys.detail, staleAfterSave: usersKeys.all });
export const usersGrid = users.grid;

export const useManagedUser = (id: number) => users.useRow(id, () => call(api.get, { params: { id } }));

export type UserCreateBody = ContractInput<typeof userCreateFields>;
export type UserUpdateBody = ContractInput<typeof userUpdateFields>;

export const useCreateUser = () => users.useSave((body: UserCreateBody) => call(api.create, { body }));
export const useUpdateUser = (id: number) =>
  users.useSave((body: UserUpdateBody) => call(api.update, { params: { id }, body }));
export const useSetUserActive = (id: number) =>
  users.useSave((body: { active: boolean; version: number }) => call(api.setActive, { params: { id }, body }));
export const useDeleteUser = (id: number) =>
  users.useSave((version: number) => call(api.remove, { params: { id }, query: { version } }));

export const useGroups = () => useQuery({ queryKey: usersKeys.groups, queryFn: () => call(groupApi.list, {}) });
export const useOrganisations = () =>
  useQuery({ queryKey: usersKeys.organisations, queryFn: () => call(orgApi.list, {}) });

export const useCreateGroup = () => users.useSave((body: GroupInput) => call(groupApi.create, { body }));
export const useUpdateGroup = (id: number) =>
  users.useSave((body: GroupUpdateInput) => call(groupApi.update, { params: { id }, body }));
export const useCreateOrganisation = () => users.useSave((body: OrganisationInput) => call(orgApi.create, { body }));
export const useUpdateOrganisation = (id: number) =>
  users.useSave((body: OrganisationUpdateInput) => call(orgApi.update, { params: { id }, body }));

/** Multipart `file` + `version` (the API checks the bytes); a save refreshes the user and the grid's avatar. */
export const useUploadUserImage = (user: { id: number; version: number }) =>
  users.useSave((file: File) => {
    const body = new FormData();
    body.append('version', String(user.version));
    body.append('file', file, file.name);
    return call(imageApi.upload, { params: { id: user.id }, body });
  });
export const useDeleteUserImage = (user: { id: number; version: number }) =>
  users.useSave(() => call(imageApi.remove, { params: { id: user.id }, query: { version: user.version } }));

/** A group's members among the users of the current vertical (the users list filtered by the group). */
export const GROUP_MEMBERS_SHOWN = 200;
export const useGroupMembers = (groupId: number) =>
  useQuery({
    queryKey: usersKeys.members(groupId),
    queryFn: () => call(api.list, { query: { groupId, size: GROUP_MEMBERS_SHOWN, sort: 'name,asc' } }),
  });
/** Users of the current vertical whose name starts with `prefix`, to pick one to add to a group. */
export const findUsers = (prefix: string) => call(api.list, { query: { name: prefix, size: 20, sort: 'name,asc' } });
export const useAddGroupMember = (groupId: number) =>
  users.useSave((userId: number) => call(groupApi.addUser, { params: { id: groupId }, body: { userId } }));
export const useRemoveGroupMember = (groupId: number) =>
  users.useSave((userId: number) => call(groupApi.removeUser, { params: { id: groupId, userId } }));
