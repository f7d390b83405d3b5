import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerStaticWeb } from './static-web.ts';

/**
 * Issue 28: the panel's service worker. sw.js is checked for a new version on every load (never kept a
 * year like the hashed chunks), its CSP allows a worker of ours only, and /index.html, which the worker
 * keeps as the shell for a load without signal, is rendered like any page: never its raw placeholders.
 */
const INDEX = '<style nonce="__CSP_NONCE__"></style><meta content="__RUNTIME_SETTINGS__" />';

let app: FastifyInstance | undefined;
let dist: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

async function served() {
  dist = mkdtempSync(join(tmpdir(), 'b2c-static-sw-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'export {};');
  app = Fastify();
  await registerStaticWeb(app, dist);
  return app;
}

describe('the panel service worker, as served', () => {
  it('serves sw.js without a long cache, and the hashed chunks with one', async () => {
    const server = await served();
    const sw = await server.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const chunk = await server.inject({ url: '/assets/app-abc123.js' });
    expect(chunk.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('renders /index.html (what the worker precaches) with a nonce that its CSP allows', async () => {
    const server = await served();
    const res = await server.inject({ url: '/index.html?__WB_REVISION__=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('__CSP_NONCE__');
    const nonce = /nonce="([^"]+)"/.exec(res.body)![1]!;
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(csp).toMatch(/worker-src 'self'(;|$)/);
  });
});
