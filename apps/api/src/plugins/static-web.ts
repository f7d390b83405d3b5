import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { API_PATHS } from '../api-paths.ts';
import { defaultAccessInScope } from './route-permissions.ts';
import { securityHeaders } from '../kits/security-headers.ts';
import { htmlAttributeJson, type ExtraSources, type WebRuntimeSettings } from './monitoring/web-runtime-settings.ts';

const defaultDist = API_PATHS.webDist;
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const RUNTIME_PLACEHOLDER = '__RUNTIME_SETTINGS__';
// A library probes with an empty <style></style>; the hash of the empty string allows exactly that.
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * Serves the built panel with an SPA fallback: any GET that is not an API, IdP or file path gets
 * index.html, and the panel's router decides (unknown paths → /). Ant Design writes its styles at run
 * time, so index.html carries a fresh nonce that the CSP allows for styles — never 'unsafe-inline'.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  dist = defaultDist,
  runtime?: { settings: WebRuntimeSettings; extraSources: ExtraSources },
): Promise<boolean> {
  if (!existsSync(`${dist}/index.html`)) return false;
  // The runtime settings (the error reporter's DSN) are the same for every answer: written in once.
  const indexHtml = readFileSync(`${dist}/index.html`, 'utf8').replaceAll(
    RUNTIME_PLACEHOLDER,
    runtime ? htmlAttributeJson(runtime.settings) : '',
  );
  // The page's own CSP, widened only by the origins the runtime settings name (a reporter, the maps).
  const pageCsp = Object.entries(runtime?.extraSources ?? {}).reduce(
    (csp, [directive, origins]) => csp.replace(`${directive} 'self'`, [`${directive} 'self'`, ...origins].join(' ')),
    securityHeaders['content-security-policy']!,
  );
  await app.register(async (scope) => {
    defaultAccessInScope(scope, 'public');
    await scope.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // The build writes a .br and a .gz beside each larger file; the one the browser accepts is sent (with
      // Vary: accept-encoding), so no request spends CPU compressing a script.
      preCompressed: true,
      // Source maps would hand out the panel's source: the build makes none, and a stray one is not served.
      // The .br/.gz copies are reached only through their original's name, never by their own.
      allowedPath: (path) => !/\.(map|br|gz)$/i.test(path),
      // index.html is a page like any other (below): its placeholders are never sent as they are built.
      // The copies and maps get no route of their own (issue 30: they were 304 of the 533 routes this
      // registered at every start, each refused by allowedPath when asked for).
      globIgnore: ['index.html', '**/*.br', '**/*.gz', '**/*.map'],
      // The service worker (issue 28) is checked for a new version on every load: never kept a year.
      setHeaders: (reply, path) => {
        if (/[\\/]sw\.js$/.test(path))
          (reply as unknown as { header: (k: string, v: string) => void }).header('cache-control', 'no-cache');
      },
    });
    scope.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // /index.html is the service worker's copy of the shell (issue 28): rendered as any page is.
      if (/^\/(api|oidc|interaction)(\/|$)/.test(path) || (/\.[a-z0-9]+$/i.test(path) && path !== '/index.html')) {
        return reply.status(404).send({ status: 404, error: 'Not Found', message: `No route for GET ${path}.` });
      }
      const nonce = randomBytes(16).toString('base64');
      const csp = pageCsp.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}' ${EMPTY_STYLE_HASH}`);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', csp)
        .type('text/html; charset=utf-8')
        .send(indexHtml.replaceAll(NONCE_PLACEHOLDER, nonce));
    });
  });
  return true;
}
