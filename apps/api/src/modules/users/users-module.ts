import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
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
import type { Permission } from '@b2c/domain';
import { expiringCache, type ExpiringCache } from '../../kits/expiring-cache.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import { registerSignIn } from './users-sign-in.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import { usersRepository } from './users-repository.ts';
import { usersSignInState } from './users-sign-in-state.ts';
import * as usersTables from './users-tables.ts';
import * as usersRosterTables from './users-roster-tables.ts';

export interface UsersPorts {
  userStore: UsersRepository;
  /** The users as they are now, which every request is checked against (DESIGN §4). */
  signIns: UsersSignInState;
  /** Groups → their permission keys, kept 10 s and dropped in every process when groups change. */
  permissions: ExpiringCache<string[], ReadonlySet<Permission>>;
  /** The hub staff on duty (the roster, minus leaves), for the resource planner. */
  staff: ReturnType<typeof usersRosterService>;
}

const port = portsFrom<PlatformPorts & ConfigPorts & LocationPorts & UsersPorts>();

export const usersFace = defineModule<UsersPorts>({
  area: 'users',
  provides: {
    userStore: port(['db'], ({ db }) => usersRepository(db)),
    signIns: port(['userStore', 'config'], ({ userStore, config }) => usersSignInState(userStore, config.oidc)),
    permissions: port(['userStore'], ({ userStore }) =>
      expiringCache(
        async (groups: string[]): Promise<ReadonlySet<Permission>> =>
          new Set((await userStore.permissionsOfGroups(groups)) as Permission[]),
        // JSON, not a comma join: groups ["a,b"] and ["a", "b"] must not share an entry.
        { ttlMs: 10_000, keyOf: (groups) => JSON.stringify([...groups].sort()) },
      ),
    ),
    staff: port(['db', 'locations'], ({ db, locations }) => usersRosterService(db, { locations })),
  },
  // Sign-in first, on the root scope (Fastify's skip-override mark): its checks apply to every area's routes.
  routes: port(
    ['config', 'database', 'db', 'userStore', 'signIns', 'permissions', 'flagsCache', 'storage', 'locations'],
    (p) =>
      Object.assign(
        async (app: FastifyInstance) => {
          await registerSignIn(app, p);
          await app.register(
            usersModule(p.db, { store: p.userStore, signIns: p.signIns, storage: p.storage, locations: p.locations }),
          );
        },
        { [Symbol.for('skip-override')]: true },
      ),
  ),
});

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
export const usersSeeding = {
  users: usersTables.users,
  userGroups: usersTables.userGroups,
  groups: usersTables.groups,
  organisations: usersTables.organisations,
  rosterShifts: usersRosterTables.rosterShifts,
  userLeaves: usersRosterTables.userLeaves,
};
