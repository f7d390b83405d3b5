import { z } from 'zod';
import { idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { managedUserResponse, userDeleteQuery } from './users.ts';

/**
 * A user's profile image (SPEC §7 V2 "image upload and delete"): POST /api/v2/users/{id}/image as
 * multipart/form-data with `file` and `version`; DELETE /api/v2/users/{id}/image?version=. The API checks
 * the bytes (never the name or the declared type) and keeps the file in the object storage; the user's
 * `imageUrl` is then a signed link to it.
 */
export const USER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UserImageType = (typeof USER_IMAGE_TYPES)[number];
export const USER_IMAGE_TYPES_LABEL = 'a JPEG, PNG or WebP image';
/** A profile image is shown at avatar size: 2 MB is ample, and keeps a phone's raw photo out. */
export const USER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The multipart `version` field: the user's version the change is based on (409 when stale). */
export const userImageVersionField = z.coerce.number().int().min(1);

const ums = { tags: ['user management'], service: 'users', access: 'MANAGE_USERS' } as const;

export const usersImageEndpoints = {
  upload: endpoint({
    ...ums,
    method: 'POST',
    path: '/api/v2/users/:id/image',
    params: idParam,
    multipart: true,
    form: z.object({ version: userImageVersionField }),
    summary: "Upload a user's profile image (a JPEG, PNG or WebP image of at most 2 MB)",
    response: managedUserResponse,
  }),
  remove: endpoint({
    ...ums,
    method: 'DELETE',
    path: '/api/v2/users/:id/image',
    params: idParam,
    query: userDeleteQuery,
    response: managedUserResponse,
  }),
};
