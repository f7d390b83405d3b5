import { z } from 'zod';
import { PERMISSIONS } from '@b2c/domain';
import { envelope, idParam, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { editableFields, nameField } from '../masterdata/masterdata-fields.ts';

/**
 * User management V2 groups and organisations (SPEC §7 "organisations; groups"; §6 "users belong to
 * groups that can be added and removed"): GET/POST /api/v2/groups, PUT /api/v2/groups/{id},
 * POST /api/v2/groups/{id}/users, DELETE /api/v2/groups/{id}/users/{userId};
 * GET/POST /api/v2/organisations, PUT /api/v2/organisations/{id}. Both are shared by every vertical.
 */

/** Group names are what tokens carry in `groups` and what rules name (CC_ADMIN …): capitals, digits, `_`. */
export const groupNameField = z
  .string()
  .trim()
  .min(2, 'must have at least 2 characters')
  .max(60)
  .regex(/^[A-Z][A-Z0-9_]*$/, 'must start with a capital letter and use only capital letters, digits and "_"');

export const groupInput = z.object({
  name: groupNameField,
  description: z.string().trim().max(300).default(''),
  permissions: z
    .array(z.enum(PERMISSIONS))
    .max(PERMISSIONS.length)
    .refine((keys) => new Set(keys).size === keys.length, 'list each permission once')
    .default([]),
});
export type GroupInput = z.infer<typeof groupInput>;
export const groupUpdateInput = groupInput.extend(versioned.shape);
export type GroupUpdateInput = z.infer<typeof groupUpdateInput>;

export const userGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Users of any vertical who are in the group and not deleted. */
  memberCount: z.number().int(),
  ...editableFields,
});
export type UserGroup = z.infer<typeof userGroup>;
export const groupMemberInput = z.object({ userId: z.number().int().positive() });
export const groupMemberParams = idParam.extend({ userId: z.coerce.number().int().positive() });

export const organisationInput = z.object({
  name: nameField,
  description: z.string().trim().max(300).default(''),
  active: z.boolean().default(true),
});
export type OrganisationInput = z.infer<typeof organisationInput>;
export const organisationUpdateInput = organisationInput.extend(versioned.shape);
export type OrganisationUpdateInput = z.infer<typeof organisationUpdateInput>;
export const organisation = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  ...editableFields,
});
export type Organisation = z.infer<typeof organisation>;

const ums = { tags: ['user management'], service: 'users' } as const;
const read = { ...ums, access: 'userManagementMenu' } as const;
const write = { ...ums, access: 'MANAGE_USERS' } as const;
const groupResponse = envelope(userGroup);
const organisationResponse = envelope(organisation);

/**
 * The groups' list, create and update under `path` (V2's `/api/v2/groups`, V1's `/api/v1/user/group`):
 * the same bodies, answers and permissions in both versions, only the paths and OpenAPI tags differ.
 */
export function groupEditsAt(path: string, tags: readonly string[]) {
  const read = { tags, service: 'users', access: 'userManagementMenu' } as const;
  const write = { ...read, access: 'MANAGE_USERS' } as const;
  return {
    list: endpoint({ ...read, method: 'GET', path, response: envelope(z.array(userGroup)) }),
    create: endpoint({ ...write, method: 'POST', path, body: groupInput, response: groupResponse, alsoAnswers: [201] }),
    update: endpoint({
      ...write,
      method: 'PUT',
      path: `${path}/:id`,
      params: idParam,
      body: groupUpdateInput,
      response: groupResponse,
    }),
  };
}

export const usersGroupEndpoints = {
  ...groupEditsAt('/api/v2/groups', ums.tags),
  addUser: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v2/groups/:id/users',
    params: idParam,
    body: groupMemberInput,
    response: groupResponse,
  }),
  removeUser: endpoint({
    ...write,
    method: 'DELETE',
    path: '/api/v2/groups/:id/users/:userId',
    params: groupMemberParams,
    response: groupResponse,
  }),
};

export const usersOrganisationEndpoints = {
  list: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v2/organisations',
    response: envelope(z.array(organisation)),
  }),
  create: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v2/organisations',
    body: organisationInput,
    response: organisationResponse,
    alsoAnswers: [201],
  }),
  update: endpoint({
    ...write,
    method: 'PUT',
    path: '/api/v2/organisations/:id',
    params: idParam,
    body: organisationUpdateInput,
    response: organisationResponse,
  }),
};
