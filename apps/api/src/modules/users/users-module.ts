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
import type { ObjectStorage } from '../../plugins/storage.ts';
import { usersImageService } from './users-image-service.ts';
import { usersImageRoutes } from './users-image-routes.ts';
import { usersV1Routes } from './users-v1-routes.ts';
import { usersRosterService, type RosterLocations } from './users-roster-service.ts';
import { usersLeaveService } from './users-leave-service.ts';
import { usersRosterRoutes } from './users-roster-routes.ts';

/**
 * The users area (SPEC §6 user lookup, §7 user management V1 and V2, groups, organisations): one plugin for
 * app.ts. `signIns` is the sign-in state the API's auth checks; every change of a user or group resets it.
 */
export const usersModule =
  (
    db: Db,
    deps: { store: UsersRepository; signIns: UsersSignInState; storage: ObjectStorage; locations: RosterLocations },
  ): FastifyPluginAsync =>
  async (app) => {
    const managed = usersManagementService(db, {
      signIns: deps.signIns,
      imageUrlOf: (key) => deps.storage.signDownloadUrl(key),
    });
    const grouping = usersGroupService(db, { signIns: deps.signIns });
    await app.register(usersRoutes(usersService(deps.store), managed, grouping));
    await app.register(usersImageRoutes(usersImageService(deps.storage, managed)));
    // SPEC §7 V1 (`/user-management`): the same services under the older paths.
    await app.register(usersV1Routes(managed, grouping));
    // SPEC §7 V1 roster and leaves; locations are the location area's, passed in.
    await app.register(usersRosterRoutes(usersRosterService(db, deps), usersLeaveService(db)));
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.user, entity: USER_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.userGroup, entity: GROUP_ENTITY });
    registerAuditRoutes(app, db, { endpoints: auditLogEndpoints.organisation, entity: ORGANISATION_ENTITY });
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
import * as usersTables from './users-tables.ts';
import * as usersRosterTables from './users-roster-tables.ts';
export const usersSeeding = {
  users: usersTables.users,
  userGroups: usersTables.userGroups,
  groups: usersTables.groups,
  organisations: usersTables.organisations,
  rosterShifts: usersRosterTables.rosterShifts,
  userLeaves: usersRosterTables.userLeaves,
};
