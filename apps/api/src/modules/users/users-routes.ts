import type { FastifyPluginAsync } from 'fastify';
import { usersEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { UsersService } from './users-service.ts';

export const usersRoutes =
  (users: UsersService): FastifyPluginAsync =>
  async (app) => {
    // SPEC §6: the panel fetches the signed-in user's groups through this lookup (offset 0, size 1).
    route(app, api.lookup, async (request) => ({ data: await users.lookup(request.caller.vertical, request.query) }));
  };
