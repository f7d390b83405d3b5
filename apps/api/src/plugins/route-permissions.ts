import type { FastifyInstance, RouteOptions } from 'fastify';
import { isPermission, type Permission } from '@b2c/domain';

/**
 * What a route needs: a permission key of the domain catalogue, any signed-in user of the vertical
 * (`authenticated`), or nothing at all (`public`). Every route declares one when it is registered.
 */
export type RouteAccess = Permission | 'authenticated' | 'public';

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
      const valid = access === 'public' || access === 'authenticated' || isPermission(access);
      if (!valid) {
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
