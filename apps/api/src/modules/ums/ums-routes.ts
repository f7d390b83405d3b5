import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userLookupQuery, userLookupResponse } from '@b2c/contracts';
import type { UmsRepository } from './ums-repository.ts';

export const umsRoutes =
  (repo: UmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    // SPEC §6: the panel fetches the signed-in user's groups through this lookup (offset 0, size 1).
    app.get(
      '/api/v1/users',
      {
        config: { access: 'authenticated' },
        schema: { tags: ['user management'], querystring: userLookupQuery, response: { 200: userLookupResponse } },
      },
      async (request) => {
        const { userNames, offset, size } = request.query;
        const rows = await repo.lookupByUserNames({
          userNames: userNames
            .split(',')
            .map((u) => u.trim())
            .filter(Boolean),
          country: request.caller.vertical.country,
          vehicleType: request.caller.vertical.vehicleType,
          offset,
          size,
        });
        return {
          data: rows.map((u) => ({ id: u.id, userName: u.userName, name: u.name, email: u.email, groups: u.groups })),
        };
      },
    );
  };
