import type { FastifyInstance, RouteOptions } from 'fastify';
import { isPermission, type Permission } from '@b2c/domain';

/**
 * What a route needs: a permission key of the domain catalogue, any one of several keys (for the few
 * reads that several screens share, e.g. the stock-in city and location searches), any signed-in user
 * of the vertical (`authenticated`), nothing at all (`public`), or a machine that operates the server
 * (`operator`: a metrics scraper on loopback or with METRICS_TOKEN, checked by the route itself, since it
 * has no user and no vertical). Every route declares one.
 */
export type RouteAccess = Permission | { anyOf: readonly Permission[] } | 'authenticated' | 'public' | 'operator';

/** Accesses the bearer-token gate (auth.ts) leaves to the route: no user is involved. */
export const isUserless = (access: RouteAccess): access is 'public' | 'operator' =>
  access === 'public' || access === 'operator';

export const isValidAccess = (access: unknown): access is RouteAccess =>
  access === 'public' ||
  access === 'operator' ||
  access === 'authenticated' ||
  isPermission(access) ||
  (typeof access === 'object' &&
    access !== null &&
    'anyOf' in access &&
    Array.isArray(access.anyOf) &&
    access.anyOf.length > 0 &&
    access.anyOf.every(isPermission));

type PermissionRule = Exclude<RouteAccess, 'public' | 'authenticated' | 'operator'>;

/** Whether a caller holding `permissions` passes a permission rule. */
export const grants = (access: PermissionRule, permissions: ReadonlySet<Permission>): boolean =>
  typeof access === 'string' ? permissions.has(access) : access.anyOf.some((p) => permissions.has(p));

export const describeAccess = (access: PermissionRule): string =>
  typeof access === 'string' ? `the ${access} permission` : `one of the permissions ${access.anyOf.join(', ')}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/**
 * Records every route and refuses to start (ready() rejects) when one declares no access. The check runs
 * at ready rather than per route so plugin scopes (docs, static files) can set their default first.
 */
export function enforceRouteDeclarations(app: FastifyInstance): RegisteredRoute[] {
  const routes: { options: RouteOptions }[] = [];
  app.addHook('onRoute', (options) => {
    routes.push({ options });
  });
  const table: RegisteredRoute[] = [];
  app.addHook('onReady', async () => {
    for (const { options } of routes) {
      const access = options.config?.access;
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) table.push({ method, url: options.url, access });
      if (!isValidAccess(access)) {
        throw new Error(`Route ${methods.join(',')} ${options.url} declares no valid access (config.access)`);
      }
    }
  });
  return table;
}

/** For third-party plugin scopes (static files, API docs) whose routes are public by nature. */
export function defaultAccessInScope(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (options) => {
    options.config = { ...options.config, access: options.config?.access ?? access };
  });
}
