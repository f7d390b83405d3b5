import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicKey } from 'node:crypto';
import {
  SignJWT,
  base64url,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../build-test-app.ts';
import { CLIENT_ID, refresh, signIn } from '../oidc-login.ts';
import { changedTables, describeResponse, tableFingerprint } from './drill-support.ts';

/**
 * Security drill: forged, altered and misused tokens against an ordinary read. Each must be answered 401
 * and nothing else — never the data, never a 500. The attacker knows everything public: the issuer, the
 * audience, the key set at /oidc/jwks (so the real kid and public key), and a valid token of their own.
 */
const ROUTE = '/api/inventory/count';
const VERTICAL = { 'x-country': 'IN', 'x-vehicle-type': 'CAR' };
const ISSUER = `${TEST_PUBLIC_URL}/oidc`;
const AUDIENCE = `${TEST_PUBLIC_URL}/api`;

let t: TestApp;
let realKey: CryptoKey;
let publicJwk: JWK;
let attacker: { privateKey: CryptoKey; publicJwk: JWK };
let viewerClaims: Record<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp();
  const jwks = await t.app.inject({ url: '/oidc/jwks' });
  publicJwk = (jwks.json() as { keys: JWK[] }).keys[0]!;
  realKey = (await importJWK(t.signingKey(), 'RS256')) as CryptoKey;
  const pair = await generateKeyPair('RS256', { extractable: true });
  attacker = { privateKey: pair.privateKey, publicJwk: await exportJWK(pair.publicKey) };
  viewerClaims = decodeJwt(await t.tokenFor('viewer'));
});
afterAll(() => t?.close());

const callWith = (token: string) =>
  t.app.inject({ url: ROUTE, headers: { authorization: `Bearer ${token}`, ...VERTICAL } });

async function expectUnauthorized(token: string, what: string, message = /bearer token is not valid/) {
  const res = await callWith(token);
  expect(res.statusCode, `${what}: ${describeResponse(res)}`).toBe(401);
  expect(res.json(), what).toEqual({
    status: 401,
    error: 'Unauthorized',
    message: expect.stringMatching(message),
    traceId: expect.stringMatching(/^[\da-f]{32}$/),
  });
}

/** Admin's claims, everything an attacker would want; `sign` decides the header and the key. */
const adminToken = (header: Record<string, unknown>, key: CryptoKey | Uint8Array, claims: object = {}) =>
  new SignJWT({
    countries: ['IN', 'AE', 'AU', 'TH', 'KSA', 'ID'],
    vehicleTypes: ['CAR', 'BIKE'],
    groups: ['ADMIN'],
    preferred_username: 'admin',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...header })
    .setSubject('1')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);

const encodePart = (value: object) => base64url.encode(JSON.stringify(value));

describe('token attacks on an ordinary read', () => {
  it('lets the real token through (the control) and refuses a call without a token', async () => {
    const res = await callWith(await t.tokenFor('admin'));
    expect(res.statusCode, describeResponse(res)).toBe(200);
    const none = await t.app.inject({ url: ROUTE, headers: VERTICAL });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Sign-in required: send a valid bearer token.');
    const basic = await t.app.inject({
      url: ROUTE,
      headers: { authorization: 'Basic YWRtaW46YWRtaW4xMjM=', ...VERTICAL },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses alg "none", with and without a signature part', async () => {
    const header = { alg: 'none', typ: 'at+jwt', kid: publicJwk.kid };
    const payload = { ...viewerClaims, groups: ['ADMIN'] };
    await expectUnauthorized(`${encodePart(header)}.${encodePart(payload)}.`, 'alg none');
    await expectUnauthorized(`${encodePart({ ...header, alg: 'None' })}.${encodePart(payload)}.`, 'alg None');
  });

  it('refuses HS256 signed with the public key as the shared secret (key confusion)', async () => {
    const pem = createPublicKey({ key: publicJwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    for (const [form, secret] of [
      ['PEM', String(pem)],
      ['JWK JSON', JSON.stringify(publicJwk)],
      ['modulus', publicJwk.n!],
    ] as const) {
      const token = await adminToken({ alg: 'HS256', kid: publicJwk.kid }, new TextEncoder().encode(secret));
      await expectUnauthorized(token, `HS256 with the public key as ${form}`);
    }
  });

  it('refuses an unknown kid, and the attacker’s own key under the real kid', async () => {
    await expectUnauthorized(await adminToken({ kid: 'no-such-key' }, attacker.privateKey), 'unknown kid');
    await expectUnauthorized(await adminToken({ kid: 'no-such-key' }, realKey), 'real key, unknown kid');
    await expectUnauthorized(await adminToken({ kid: publicJwk.kid }, attacker.privateKey), 'attacker key, real kid');
    await expectUnauthorized(await adminToken({}, attacker.privateKey), 'attacker key, no kid');
  });

  it('ignores keys the token brings along: an embedded jwk, and jku / x5u pointing to the attacker', async () => {
    const fetched: string[] = [];
    const server: Server = createServer((req, res) => {
      fetched.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [{ ...attacker.publicJwk, kid: 'evil', alg: 'RS256', use: 'sig' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const embedded = await adminToken({ kid: 'evil', jwk: attacker.publicJwk }, attacker.privateKey);
      await expectUnauthorized(embedded, 'embedded jwk');
      const jku = await adminToken({ kid: 'evil', jku: `${base}/jwks.json` }, attacker.privateKey);
      await expectUnauthorized(jku, 'jku');
      const x5u = await adminToken({ kid: 'evil', x5u: `${base}/cert.pem` }, attacker.privateKey);
      await expectUnauthorized(x5u, 'x5u');
      expect(fetched, 'the API fetched a key from a URL named in the token').toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses widened claims: the viewer’s token edited, or re-signed by the attacker', async () => {
    const [header, , signature] = (await t.tokenFor('viewer')).split('.');
    const widened = { ...viewerClaims, countries: ['IN', 'AE'], groups: ['ADMIN'] };
    await expectUnauthorized(`${header}.${encodePart(widened)}.${signature}`, 'edited payload, old signature');
    await expectUnauthorized(
      await adminToken({ kid: publicJwk.kid }, attacker.privateKey, widened),
      'widened and re-signed by the attacker',
    );
    const before = await tableFingerprint(t.database.pool);
    const forgedWrite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/driver',
      headers: { authorization: `Bearer ${header}.${encodePart(widened)}.${signature}`, ...VERTICAL },
      payload: [{ name: 'Forged Driver', mobile: '+919811111111', driverType: 'FIXED', vendor: 'IN_HOUSE' }],
    });
    expect(forgedWrite.statusCode).toBe(401);
    expect(changedTables(before, await tableFingerprint(t.database.pool))).toEqual([]);
  });

  it('refuses real-key tokens that are expired, not yet valid, for another audience or from another issuer', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectUnauthorized(await t.tokenFor('admin', { exp: now - 60 }), 'expired', /session has expired/);
    const notYet = await adminToken({ kid: publicJwk.kid }, realKey, { nbf: now + 600 });
    await expectUnauthorized(notYet, 'not before in the future');
    const sign = (aud: string, iss: string) =>
      new SignJWT({ ...viewerClaims, groups: ['ADMIN'] })
        .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid!, typ: 'at+jwt' })
        .setIssuer(iss)
        .setAudience(aud)
        .setExpirationTime('10m')
        .sign(realKey);
    await expectUnauthorized(await sign('https://other.example/api', ISSUER), 'another audience');
    await expectUnauthorized(await sign(AUDIENCE, 'https://evil.example/oidc'), 'another issuer');
    await expectUnauthorized(await sign(CLIENT_ID, ISSUER), 'the client id as audience');
  });

  it('refuses real-key tokens without exp, or issued in the future beyond a minute of clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const adminClaims = decodeJwt(await t.tokenFor('admin'));
    const signed = (claims: { iat?: number; exp?: number }) => {
      const jwt = new SignJWT({ ...adminClaims, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid!, typ: 'at+jwt' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE);
      return jwt.sign(realKey);
    };
    // adminClaims carries the sub, exp and iat of a real token: each case sets or removes them itself.
    await expectUnauthorized(await signed({ iat: now, exp: undefined }), 'no exp');
    await expectUnauthorized(await signed({ iat: now + 86_400, exp: now + 86_400 + 600 }), 'iat a day ahead');
    await expectUnauthorized(await signed({ iat: now + 300, exp: now + 900 }), 'iat five minutes ahead');
    await expectUnauthorized(await signed({ iat: undefined, exp: now + 600 }), 'no iat');
    const skewed = await callWith(await signed({ iat: now + 20, exp: now + 600 }));
    expect(skewed.statusCode, `a clock 20 s ahead (the control): ${describeResponse(skewed)}`).toBe(200);
  });

  it('refuses an ID token used as an access token (it is meant for the panel, not the API)', async () => {
    const { tokens } = await signIn(t.app, 'ops.in', 'ops123');
    expect(tokens?.id_token, 'a real sign-in').toBeTruthy();
    expect(decodeJwt(tokens!.id_token)).toMatchObject({ aud: CLIENT_ID, iss: ISSUER, countries: ['IN'] });
    expect(decodeProtectedHeader(tokens!.id_token).kid).toBe(publicJwk.kid);
    await expectUnauthorized(tokens!.id_token, 'a real ID token');
    expect((await callWith(tokens!.access_token)).statusCode, 'its access token (the control)').toBe(200);
  });

  it('revokes the whole grant when a rotated refresh token is replayed', async () => {
    const { tokens } = await signIn(t.app, 'ops.in', 'ops123');
    const rotated = await refresh(t.app, tokens!.refresh_token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json() as { refresh_token: string; access_token: string };
    const replay = await refresh(t.app, tokens!.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    // oidc-provider revokes the grant on reuse: the newest refresh token is dead as well.
    const afterReplay = await refresh(t.app, next.refresh_token);
    expect(afterReplay.statusCode).toBe(400);
    expect(afterReplay.json()).toMatchObject({ error: 'invalid_grant' });
    // Access tokens are JWTs checked offline: one already issued lives out its 15 minutes (auth.ts).
    expect((await callWith(next.access_token)).statusCode).toBe(200);
  });
});
