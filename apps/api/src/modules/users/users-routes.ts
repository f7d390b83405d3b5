import type { FastifyPluginAsync } from 'fastify';
import {
  usersEndpoints as api,
  usersGroupEndpoints as groups,
  usersOrganisationEndpoints as orgs,
} from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import type { UsersService } from './users-service.ts';
import type { UsersManagementService } from './users-management-service.ts';
import type { UsersGroupService } from './users-group-service.ts';

export const usersRoutes =
  (users: UsersService, managed: UsersManagementService, grouping: UsersGroupService): FastifyPluginAsync =>
  async (app) => {
    // SPEC §6: the panel fetches the signed-in user's groups through this lookup (offset 0, size 1).
    route(app, api.lookup, async (request) => ({ data: await users.lookup(request.caller.vertical, request.query) }));

    // SPEC §7 V2: list, count, get, create, update; the active toggle and the (soft) delete.
    crudRoutes(
      app,
      { list: api.list, count: api.count, get: api.get, create: api.create, update: api.update },
      managed,
    );
    route(app, api.setActive, async (request) => ({
      data: await managed.setActive(request.caller, request.params.id, request.body),
    }));
    route(app, api.remove, async (request) => ({
      data: await managed.remove(request.caller, request.params.id, request.query.version),
    }));

    route(app, groups.list, async () => ({ data: await grouping.listGroups() }));
    route(app, groups.create, async (request, reply) =>
      reply.status(201).send({ data: await grouping.createGroup(request.caller, request.body) }),
    );
    route(app, groups.update, async (request) => ({
      data: await grouping.updateGroup(request.caller, request.params.id, request.body),
    }));
    route(app, groups.addUser, async (request) => ({
      data: await grouping.addUser(request.caller, request.params.id, request.body.userId),
    }));
    route(app, groups.removeUser, async (request) => ({
      data: await grouping.removeUser(request.caller, request.params.id, request.params.userId),
    }));

    route(app, orgs.list, async () => ({ data: await grouping.listOrganisations() }));
    route(app, orgs.create, async (request, reply) =>
      reply.status(201).send({ data: await grouping.createOrganisation(request.caller, request.body) }),
    );
    route(app, orgs.update, async (request) => ({
      data: await grouping.updateOrganisation(request.caller, request.params.id, request.body),
    }));
  };
