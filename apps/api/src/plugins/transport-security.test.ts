import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/build-test-app.ts';
import { CLIENT_ID, pkcePair } from '../test/oidc-login.ts';

const HTTPS_URL = 'https://panel.example.com';
const HSTS = 'max-age=31536000; includeSubDomains';

const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat();
const authorize = (t: TestApp, publicUrl: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `/oidc/auth?${new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${publicUrl}/implicit/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    })}`,
    headers,
  });
const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/oidc/token',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
const tokenCall = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: 'nope',
      client_id: CLIENT_ID,
    }).toString(),
  });

let web: string;
let plain: TestApp;
let https: TestApp;
beforeAll(async () => {
  // A built panel with a stray source map next to its script.
  web = mkdtempSync(join(tmpdir(), 'b2c-web-dist-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!DOCTYPE html><title>panel</title>');
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
  writeFileSync(join(web, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  plain = await buildTestApp({ WEB_DIST: web });
  // SEED=demo: the seeded template has the demo accounts, which a non-loopback PUBLIC_URL otherwise refuses.
  https = await buildTestApp({ PUBLIC_URL: HTTPS_URL, SEED: 'demo' });
});
afterAll(async () => {
  await plain?.close();
  await https?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('transport security', () => {
  it('tells browsers to use https only when PUBLIC_URL is https', async () => {
    for (const url of ['/healthz', '/oidc/.well-known/openid-configuration', '/interaction/assets/idp.css']) {
      expect((await https.app.inject({ url })).headers['strict-transport-security']).toBe(HSTS);
      expect((await plain.app.inject({ url })).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('marks the sign-in cookies Secure with an https PUBLIC_URL, whatever the proxy headers say', async () => {
    const auth = await authorize(https, HTTPS_URL);
    expect(auth.statusCode).toBe(303);
    const cookies = setCookies(auth);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
    // A client claiming https to a plain-http deployment does not get them marked Secure (nor an error).
    const claimed = await authorize(plain, TEST_PUBLIC_URL, { 'x-forwarded-proto': 'https' });
    expect(claimed.statusCode).toBe(303);
    for (const cookie of setCookies(claimed)) expect(cookie).not.toMatch(/;\s*secure/i);
  });

  it('allows cross-origin calls to the token endpoint only from the panel', async () => {
    const evil = await preflight(https, 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const panel = await preflight(https, HTTPS_URL);
    expect(panel.statusCode).toBe(204);
    expect(panel.headers['access-control-allow-origin']).toBe(HTTPS_URL);

    const evilCall = await tokenCall(https, 'https://evil.example');
    expect(evilCall.headers['access-control-allow-origin']).toBeUndefined();
    expect(evilCall.json().error).toBe('invalid_request');
    const panelCall = await tokenCall(https, HTTPS_URL);
    expect(panelCall.headers['access-control-allow-origin']).toBe(HTTPS_URL);
    expect(panelCall.json().error).toBe('invalid_grant');
  });

  it('serves the panel but never a source map', async () => {
    expect((await plain.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    for (const url of ['/assets/app.js.map', '/assets/app.js.MAP']) {
      const map = await plain.app.inject({ url });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    }
  });
});
