import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { arrivalRefusal, guardBodies } from './control-character-guard.ts';
import { securityHeadersFor } from '../kits/security-headers.ts';

/**
 * What the platform does to every request before anything else, in one synchronous onRequest hook
 * (issue 30: the lookup paid a promise and a turn of the event loop per hook, and there were eight):
 *  - its answer gets the security headers now, so errors thrown by any later hook or route carry them
 *    too; a route may still set its own (the panel's CSP with a nonce), which replaces ours;
 *  - control characters in its headers, path and query string are refused (control-character-guard.ts),
 *    and the body, once parsed, on the routes that take one.
 * Registered before the routes and the IdP, so this runs first.
 */
export function registerRequestChecks(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  const headers = securityHeadersFor(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done(arrivalRefusal(request));
  });
  guardBodies(app);
}
