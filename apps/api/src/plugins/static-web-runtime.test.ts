import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { registerStaticWeb } from './static-web.ts';
import { webRuntime } from './monitoring/web-runtime-settings.ts';

/**
 * The panel's runtime settings in index.html and the page's CSP: the maps key (issue 26) reaches the
 * panel only when MAPS_API_KEY is set, and only then may the page load Google's maps script.
 */
const INDEX = '<meta name="runtime-settings" content="__RUNTIME_SETTINGS__" /><style nonce="__CSP_NONCE__"></style>';
const KEY = 'AIzaSyTest-Key_0123456789abcdefghijk';

let app: FastifyInstance | undefined;
let dist: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

async function page(env: Record<string, string>) {
  dist = mkdtempSync(join(tmpdir(), 'b2c-static-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  app = Fastify();
  await registerStaticWeb(app, dist, webRuntime(loadConfig({ PUBLIC_URL: 'http://localhost:8080', ...env })));
  const res = await app.inject({ url: '/location/addlocation' });
  const content = /content="([^"]*)"/.exec(res.body)![1]!.replaceAll('&#34;', '"');
  return { settings: JSON.parse(content), csp: res.headers['content-security-policy'] as string };
}

describe('panel runtime settings', () => {
  it('names no maps key and allows no maps origin without MAPS_API_KEY', async () => {
    const { settings, csp } = await page({});
    expect(settings.maps).toBeUndefined();
    expect(settings.errorReporting.dsn).toMatch(/^http:\/\/.*@localhost:8080\//);
    expect(csp).not.toMatch(/googleapis/);
    expect(csp).toMatch(/script-src 'self';/);
  });

  it('serves the key at run time and lets the page reach the maps script and Places', async () => {
    const { settings, csp } = await page({ MAPS_API_KEY: KEY, SENTRY_WEB_DSN: 'https://k@errors.example.com/4' });
    expect(settings.maps).toEqual({ apiKey: KEY });
    expect(csp).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com;/);
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/errors\.example\.com https:\/\/maps\.googleapis\.com https:\/\/places\.googleapis\.com;/,
    );
    expect(csp).toMatch(/img-src 'self' https:\/\/maps\.gstatic\.com https:\/\/maps\.googleapis\.com data: blob:;/);
  });

  it('refuses a key that is not one, naming the variable', () => {
    expect(() => loadConfig({ MAPS_API_KEY: 'key"><script>' })).toThrow(/MAPS_API_KEY: must be a Google Maps API key/);
  });
});
