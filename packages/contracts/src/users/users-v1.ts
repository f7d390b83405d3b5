import { z } from 'zod';
import { countResponse, envelope, idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { managedUser, managedUserResponse, userCountQuery, userQuery } from './users.ts';
import { userCreateInput, userUpdateInput } from './users-fields.ts';
import { groupEditsAt, userGroup } from './users-groups.ts';

/**
 * User management V1 (SPEC §2 `/user-management`, §7 "V1: users CRUD; groups CRUD; add/remove group to
 * user"). The same users and groups as V2, through the same services: only the paths are V1's.
 *
 * Paths: SPEC names V1 only by version, and its one V1 user path, `GET /api/v1/users?userNames=`, is
 * the sign-in's user lookup (SPEC §6), which must keep answering as it does. So V1 management lives under
 * the singular `/api/v1/user` (as `/api/v1/asset/key` names its resource): `/api/v1/user[/{id}]`, its
 * groups at `/api/v1/user/group[/{id}]`, and a user's groups at `/api/v1/user/{id}/group/{groupId}`
 * ("add / remove group to user", said from the user's side, as SPEC says it).
 */

/**
 * `?version=`: a delete, and the add or removal of a user's group (which changes the user), names the
 * version it was based on, like every edit (409 when stale).
 */
export const usersV1VersionQuery = z.object({ version: z.coerce.number().int().min(1) });
export const userGroupParams = idParam.extend({ groupId: z.coerce.number().int().positive() });

const v1 = { tags: ['user management V1'], service: 'users' } as const;
// The same permissions as the V2 equivalents: it is the same user data.
const read = { ...v1, access: 'userManagementMenu' } as const;
const write = { ...v1, access: 'MANAGE_USERS' } as const;
const groupResponse = envelope(userGroup);

export const usersV1Endpoints = {
  list: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/user',
    query: userQuery,
    response: envelope(z.array(managedUser)),
  }),
  count: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/user/count',
    query: userCountQuery,
    response: countResponse,
  }),
  get: endpoint({ ...read, method: 'GET', path: '/api/v1/user/:id', params: idParam, response: managedUserResponse }),
  create: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v1/user',
    body: userCreateInput,
    response: managedUserResponse,
    alsoAnswers: [201],
  }),
  update: endpoint({
    ...write,
    method: 'PUT',
    path: '/api/v1/user/:id',
    params: idParam,
    body: userUpdateInput,
    response: managedUserResponse,
  }),
  /** The same soft delete as V2: the user can no longer sign in; the row and its trail stay. */
  remove: endpoint({
    ...write,
    method: 'DELETE',
    path: '/api/v1/user/:id',
    params: idParam,
    query: usersV1VersionQuery,
    response: managedUserResponse,
  }),
  /** Answers the user with their groups as they now are. */
  addGroup: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v1/user/:id/group/:groupId',
    params: userGroupParams,
    query: usersV1VersionQuery,
    response: managedUserResponse,
  }),
  removeGroup: endpoint({
    ...write,
    method: 'DELETE',
    path: '/api/v1/user/:id/group/:groupId',
    params: userGroupParams,
    query: usersV1VersionQuery,
    response: managedUserResponse,
  }),
};

export const usersV1GroupEndpoints = {
  ...groupEditsAt('/api/v1/user/group', v1.tags),
  /** Only an empty group: its members are removed first, each change on the user's own trail. */
  remove: endpoint({
    ...write,
    method: 'DELETE',
    path: '/api/v1/user/group/:id',
    params: idParam,
    query: usersV1VersionQuery,
    response: groupResponse,
  }),
};
