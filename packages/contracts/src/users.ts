import { z } from 'zod';
import { envelope } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The user lookup of SPEC §6/§7: `getUsers` by userNames with offset 0 and size 1. The panel stores the
 * returned user's groups (CC_ADMIN gates /user-preferences).
 * GET /api/v1/users?userNames={preferred_username}&offset=0&size=1
 */
export const userLookupQuery = z.object({
  userNames: z.string().min(1, 'userNames is required'),
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

/** The users area's endpoints the panel calls (SPEC's user management, `/ums`). */
export const usersEndpoints = {
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
