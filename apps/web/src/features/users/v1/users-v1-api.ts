import { useQuery } from '@tanstack/react-query';
import {
  usersV1Endpoints as api,
  usersV1GroupEndpoints as groupApi,
  type GroupInput,
  type GroupUpdateInput,
} from '@b2c/contracts';
import { call } from '../../../shared/api/call.ts';
import { entityApi } from '../../../shared/data-table/entity-api.ts';
import { usersKeys, type UserCreateBody, type UserUpdateBody } from '../users-api.ts';

/** SPEC §2 "user management (v1)" grid: its remembered columns and its query cache live under this key. */
export const USERS_V1_GRID_KEY = 'user-management';
/** The V1 screen's groups grid (SPEC §2 "user groups", as V1 lists them) and the groups of one user. */
export const USER_GROUPS_V1_GRID_KEY = 'user-management-groups';
export const GROUPS_OF_USER_GRID_KEY = 'user-management-groups-of-user';

/** Under `usersKeys.all`, so a V1 save also refreshes what V2 has cached of the same users and groups. */
export const usersV1Keys = {
  user: (id: number) => usersKeys.of('v1', id),
  groups: usersKeys.of('v1', 'groups'),
};

const users = entityApi(api, { gridKey: USERS_V1_GRID_KEY, rowKey: usersV1Keys.user, staleAfterSave: usersKeys.all });
export const usersV1Grid = users.grid;

export const useUserV1 = (id: number) => users.useRow(id, () => call(api.get, { params: { id } }));
export const useCreateUserV1 = () => users.useSave((body: UserCreateBody) => call(api.create, { body }));
export const useUpdateUserV1 = (id: number) =>
  users.useSave((body: UserUpdateBody) => call(api.update, { params: { id }, body }));
export const useDeleteUserV1 = () =>
  users.useSave(({ id, version }: { id: number; version: number }) =>
    call(api.remove, { params: { id }, query: { version } }),
  );

/** Adds (`add`) or removes one group of a user; answers the user as they now are (their new version). */
export const useChangeUserGroupV1 = () =>
  users.useSave(({ id, groupId, version, add }: { id: number; groupId: number; version: number; add: boolean }) =>
    call(add ? api.addGroup : api.removeGroup, { params: { id, groupId }, query: { version } }),
  );

export const useGroupsV1 = () => useQuery({ queryKey: usersV1Keys.groups, queryFn: () => call(groupApi.list, {}) });
export const useCreateGroupV1 = () => users.useSave((body: GroupInput) => call(groupApi.create, { body }));
export const useUpdateGroupV1 = (id: number) =>
  users.useSave((body: GroupUpdateInput) => call(groupApi.update, { params: { id }, body }));
export const useDeleteGroupV1 = () =>
  users.useSave(({ id, version }: { id: number; version: number }) =>
    call(groupApi.remove, { params: { id }, query: { version } }),
  );
