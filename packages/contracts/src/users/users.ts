import { z } from 'zod';
import { COUNTRIES, IDENTITY_PROVIDERS, USER_CATEGORIES, VEHICLE_TYPES } from '@b2c/domain';
import { countResponse, envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { booleanQuery, editableFields, prefixQuery } from '../masterdata/masterdata-fields.ts';
import { userCreateInput, userUpdateInput } from './users-fields.ts';

/**
 * The user lookup of SPEC §6/§7: `getUsers` by userNames with offset 0 and size 1. The panel stores the
 * returned user's groups (CC_ADMIN gates /user-preferences).
 * GET /api/v1/users?userNames={preferred_username}&offset=0&size=1
 */
export const userLookupQuery = z.object({
  userNames: z.string().min(1, 'is required'),
  offset: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(1),
});
export const userSummary = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
});
export type UserSummary = z.infer<typeof userSummary>;
export const userLookupResponse = envelope(z.array(userSummary));

/**
 * User management V2 (SPEC §2 `/ums`, §7 "users list, count, create, update, delete, active-status
 * toggle"): GET /api/v2/users (+ /count, /{id}); POST; PUT /{id}; PUT /{id}/active; DELETE /{id}?version=.
 * Lists show the users who work in the caller's vertical (its country and vehicle type among theirs).
 */
export const USER_SORT_FIELDS = ['name', 'userName', 'email', 'category', 'lastSignInAt', 'updatedAt', 'id'] as const;
export const userQuery = pagingQuery.extend({
  name: prefixQuery,
  userName: prefixQuery,
  email: prefixQuery,
  phone: prefixQuery,
  category: z.enum(USER_CATEGORIES).optional(),
  organisationId: z.coerce.number().int().positive().optional(),
  groupId: z.coerce.number().int().positive().optional(),
  identityProvider: z.enum(IDENTITY_PROVIDERS).optional(),
  active: booleanQuery,
});
export const userCountQuery = userQuery.omit({ page: true, size: true, sort: true });
export type UserQuery = z.infer<typeof userCountQuery>;

export const userGroupRef = z.object({ id: z.number().int(), name: z.string() });
export const managedUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  category: z.enum(USER_CATEGORIES),
  organisationId: z.number().int().nullable(),
  organisationName: z.string().nullable(),
  groups: z.array(userGroupRef),
  countries: z.array(z.enum(COUNTRIES)),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)),
  active: z.boolean(),
  identityProvider: z.enum(IDENTITY_PROVIDERS),
  lastSignInAt: z.string().nullable(),
  /** The initial password is still to be replaced at the user's first sign-in. */
  passwordChangeRequired: z.boolean(),
  /** A signed link to the profile image (an hour), or null without one. */
  imageUrl: z.string().nullable(),
  ...editableFields,
});
export type ManagedUser = z.infer<typeof managedUser>;
export const managedUserResponse = envelope(managedUser);

export const userActiveInput = versioned.extend({ active: z.boolean() });
export const userDeleteQuery = z.object({ version: z.coerce.number().int().min(1) });

const ums = { tags: ['user management'], service: 'users' } as const;
const read = { ...ums, access: 'userManagementMenu' } as const;
const write = { ...ums, access: 'MANAGE_USERS' } as const;

/** The users area's endpoints the panel calls (SPEC's user management, `/ums`). */
export const usersEndpoints = {
  list: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v2/users',
    query: userQuery,
    response: envelope(z.array(managedUser)),
  }),
  count: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v2/users/count',
    query: userCountQuery,
    response: countResponse,
  }),
  get: endpoint({ ...read, method: 'GET', path: '/api/v2/users/:id', params: idParam, response: managedUserResponse }),
  create: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v2/users',
    body: userCreateInput,
    response: managedUserResponse,
    alsoAnswers: [201],
  }),
  update: endpoint({
    ...write,
    method: 'PUT',
    path: '/api/v2/users/:id',
    params: idParam,
    body: userUpdateInput,
    response: managedUserResponse,
  }),
  setActive: endpoint({
    ...write,
    method: 'PUT',
    path: '/api/v2/users/:id/active',
    params: idParam,
    body: userActiveInput,
    response: managedUserResponse,
  }),
  /** Soft delete: the user can no longer sign in and leaves the lists; the audit trail stays. */
  remove: endpoint({
    ...write,
    method: 'DELETE',
    path: '/api/v2/users/:id',
    params: idParam,
    query: userDeleteQuery,
    response: managedUserResponse,
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/api/v1/users',
    query: userLookupQuery,
    response: userLookupResponse,
    access: 'authenticated',
    tags: ['user management'],
    service: 'users',
  }),
};
