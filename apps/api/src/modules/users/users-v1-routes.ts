import type { FastifyPluginAsync } from 'fastify';
import { usersV1Endpoints as api, usersV1GroupEndpoints as groups } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import type { UsersManagementService } from './users-management-service.ts';
import type { UsersGroupService } from './users-group-service.ts';

/**
 * SPEC §7 user management V1 (the `/user-management` screen): the V2 services under V1's paths, so both
 * generations keep one set of rules — the caller's vertical, the own-admin guards, audit and versions.
 */
export const usersV1Routes =
  (managed: UsersManagementService, grouping: UsersGroupService): FastifyPluginAsync =>
  async (app) => {
    crudRoutes(
      app,
      { list: api.list, count: api.count, get: api.get, create: api.create, update: api.update },
      managed,
    );
    route(app, api.remove, async (request) => ({
      data: await managed.remove(request.caller, request.params.id, request.query.version),
    }));

    // "Add / remove group to user": the group service's member change, checked against the user's version.
    route(app, api.addGroup, async (request) => {
      const { id, groupId } = request.params;
      await grouping.addUser(request.caller, groupId, id, request.query.version);
      return { data: await managed.get(request.caller, id) };
    });
    route(app, api.removeGroup, async (request) => {
      const { id, groupId } = request.params;
      await grouping.removeUser(request.caller, groupId, id, request.query.version);
      return { data: await managed.get(request.caller, id) };
    });

    crudRoutes(
      app,
      { list: groups.list, create: groups.create, update: groups.update },
      { list: () => grouping.listGroups(), create: grouping.createGroup, update: grouping.updateGroup },
    );
    route(app, groups.remove, async (request) => ({
      data: await grouping.deleteGroup(request.caller, request.params.id, request.query.version),
    }));
  };
