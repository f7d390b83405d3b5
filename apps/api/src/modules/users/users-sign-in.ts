import type { FastifyInstance } from 'fastify';
import type { Permission, Vertical, VerticalFlags } from '@b2c/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../plugins/db/database.ts';
import type { ExpiringCache } from '../../kits/expiring-cache.ts';
import { registerEmbeddedIdp } from '../../plugins/idp/idp-plugin.ts';
import { registerAuth, remoteKeys } from '../../plugins/auth.ts';
import { clearCachesOnChange } from '../../plugins/cache-coherence.ts';
import type { UsersRepository } from './users-repository.ts';
import type { UsersSignInState } from './users-sign-in-state.ts';

/**
 * Who is calling (DESIGN §4), on the root scope before every area's routes: the embedded OpenID provider
 * (whose accounts are these users) or the corporate one's keys, the bearer check against the user as they
 * are now, and the caches that check reads dropped in every process when a change commits.
 */
export async function registerSignIn(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    database: Database;
    userStore: UsersRepository;
    signIns: UsersSignInState;
    permissions: ExpiringCache<string[], ReadonlySet<Permission>>;
    flagsCache: Pick<ExpiringCache<Vertical, VerticalFlags>, 'clear'>;
  },
): Promise<void> {
  const { config, database, signIns, permissions } = deps;
  const keys = config.oidc.embedded
    ? await registerEmbeddedIdp(app, config, database, deps.userStore)
    : await remoteKeys(config.oidc.issuer);
  clearCachesOnChange(app, database.changes, { flags: deps.flagsCache, permissions, signIns });
  // Each request is checked against its user as they are now: deactivation and group changes act at once.
  registerAuth(app, { config, keys, permissionsOf: permissions.get, accounts: signIns });
}
