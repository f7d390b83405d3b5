import type { FastifyPluginAsync } from 'fastify';
import { auditLogEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import type { UsersRepository } from './users-repository.ts';
import { usersService } from './users-service.ts';
import { USER_ENTITY, usersManagementService } from './users-management-service.ts';
import { GROUP_ENTITY, ORGANISATION_ENTITY, usersGroupService } from './users-group-service.ts';
import type { UsersSignInState } from './users-sign-in-state.ts';
import { usersRoutes } from './users-routes.ts';

/**
 * The users area (SPEC §6 user lookup, §7 user management V2, groups, organisations): one plugin for
 * app.ts. `signIns` is the sign-in state the API's auth checks; every change of a user or group resets it.
 */
export const usersModule =
  (db: Db, deps: { store: UsersRepository; signIns: UsersSignInState }): FastifyPluginAsync =>
  async (app) => {
    await app.register(
      usersRoutes(
        usersService(deps.store),
        usersManagementService(db, { signIns: deps.signIns }),
        usersGroupService(db, { signIns: deps.signIns }),
      ),
    );
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.user, entity: USER_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.userGroup, entity: GROUP_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.organisation, entity: ORGANISATION_ENTITY });
  };
