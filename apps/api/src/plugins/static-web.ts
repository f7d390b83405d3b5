import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultAccessInScope } from './route-permissions.ts';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built panel with an SPA fallback: any GET that is not an API, IdP or file path gets
 * index.html, and the panel's router decides (unknown paths → /).
 */
export async function registerStaticWeb(app: FastifyInstance, dist = defaultDist): Promise<boolean> {
  if (!existsSync(`${dist}/index.html`)) return false;
  await app.register(async (scope) => {
    defaultAccessInScope(scope, 'public');
    await scope.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1y', immutable: true });
    scope.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (/^\/(api|oidc|interaction)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) {
        return reply.status(404).send({ status: 404, error: 'Not Found', message: `No route for GET ${path}.` });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0, immutable: false });
    });
  });
  return true;
}
