import type { FastifyPluginAsync } from 'fastify';
import { defineModule, routes } from '../kits/module-face.ts';
import { registerEmbeddedIdp } from './idp/idp-plugin.ts';
import { registerAuth, remoteKeys } from './auth.ts';
import { clearCachesOnChange } from './cache-coherence.ts';

/** Fastify's own mark (what fastify-plugin sets): the hooks below apply to every route, not to a child scope. */
const everyRoute = (plugin: FastifyPluginAsync): FastifyPluginAsync =>
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });

/**
 * Who is calling (DESIGN §4), before every area's routes: the embedded OpenID provider (or the corporate
 * one's keys), the bearer check against the user as they are now, and the caches that check reads dropped
 * in every process when a change commits.
 */
export const signInFace = defineModule({
  area: 'sign-in',
  routes: routes(
    ['config', 'database', 'userStore', 'signIns', 'permissions', 'flagsCache'],
    ({ config, database, userStore, signIns, permissions, flagsCache }) =>
      everyRoute(async (app) => {
        const keys = config.oidc.embedded
          ? await registerEmbeddedIdp(app, config, database, userStore)
          : await remoteKeys(config.oidc.issuer);
        clearCachesOnChange(app, database.changes, { flags: flagsCache, permissions, signIns });
        // Each request is checked against its user as they are now: deactivation and group changes act at once.
        registerAuth(app, { config, keys, permissionsOf: permissions.get, accounts: signIns });
      }),
  ),
});
