import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, generateKeyPair, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { verifiedTokenCache } from './verified-token-cache.ts';

/**
 * The verified-token cache may only save work: through the whole API it must refuse what jose refuses
 * (an expired token, a changed signature), and on its own it must stay within its bound.
 */
const ROUTE = '/api/inventory/count';
const VERTICAL = { 'x-country': 'IN', 'x-vehicle-type': 'CAR' };

let t: TestApp;
let keySet: JWTVerifyGetKey;

beforeAll(async () => {
  t = await buildTestApp();
  const jwks = (await t.app.inject({ url: '/oidc/jwks' })).json() as { keys: JWK[] };
  keySet = createLocalJWKSet(jwks);
});
afterAll(() => t?.close());

const callWith = (token: string) =>
  t.app.inject({ url: ROUTE, headers: { authorization: `Bearer ${token}`, ...VERTICAL } });

/** One character of the signature changed, in the middle (the last one may only hold padding bits). */
function tamperSignature(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const at = Math.floor(signature.length / 2);
  const changed = signature[at] === 'A' ? 'B' : 'A';
  return [header, payload, `${signature.slice(0, at)}${changed}${signature.slice(at + 1)}`].join('.');
}

/** What auth.ts does on a cache miss: verify, then remember the token with the key that checked it. */
async function verifyInto(cache: ReturnType<typeof verifiedTokenCache>, token: string) {
  let key: Awaited<ReturnType<JWTVerifyGetKey>> | undefined;
  const { payload, protectedHeader } = await jwtVerify(token, async (h, jws) => (key = await keySet(h, jws)));
  cache.set(token, payload, protectedHeader, key!);
}

describe('verified-token cache through the API', () => {
  it('stops accepting a cached token the moment it expires', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3;
    const token = await t.tokenFor('admin', { exp });
    // Twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) expect((await callWith(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    const res = await callWith(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      error: 'Unauthorized',
      message: 'Your session has expired: sign in again.',
      traceId: expect.any(String),
    });
  });

  it('refuses a token with one signature character changed after the genuine one was cached', async () => {
    const genuine = await t.tokenFor('admin');
    expect((await callWith(genuine)).statusCode).toBe(200);
    const tampered = tamperSignature(genuine);
    expect(tampered).not.toBe(genuine);
    const res = await callWith(tampered);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      error: 'Unauthorized',
      message: 'The bearer token is not valid.',
      traceId: expect.any(String),
    });
    // The refusal evicted nothing: the genuine token is still good.
    expect((await callWith(genuine)).statusCode).toBe(200);
  });
});

describe('verified-token cache on its own (real tokens, real key set)', () => {
  it('never grows past its bound and drops the least recently used token first', async () => {
    const cache = verifiedTokenCache(keySet, { maxEntries: 3, maxAgeMs: 60_000 });
    const tokens = await Promise.all(
      ['admin', 'viewer', 'admin', 'viewer', 'admin'].map((u, i) => t.tokenFor(u, { n: i })),
    );
    await verifyInto(cache, tokens[0]!);
    await verifyInto(cache, tokens[1]!);
    await verifyInto(cache, tokens[2]!);
    expect(await cache.get(tokens[0]!)).toMatchObject({ n: 0 }); // now the most recently used
    for (const token of tokens.slice(3)) {
      await verifyInto(cache, token);
      expect(cache.size).toBeLessThanOrEqual(3);
    }
    expect(cache.size).toBe(3);
    expect(await cache.get(tokens[1]!)).toBeUndefined();
    expect(await cache.get(tokens[2]!)).toBeUndefined();
    for (const i of [0, 3, 4]) expect(await cache.get(tokens[i]!)).toMatchObject({ n: i });
  });

  it('serves a token no longer than maxAgeMs, and never past its exp', async () => {
    const short = verifiedTokenCache(keySet, { maxEntries: 10, maxAgeMs: 1 });
    const token = await t.tokenFor('viewer');
    await verifyInto(short, token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await short.get(token)).toBeUndefined();
    expect(short.size).toBe(0);

    const cache = verifiedTokenCache(keySet, { maxEntries: 10, maxAgeMs: 60_000 });
    const exp = Math.floor(Date.now() / 1000) + 1;
    const expiring = await t.tokenFor('viewer', { exp });
    await verifyInto(cache, expiring);
    expect(await cache.get(expiring)).toMatchObject({ exp });
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 20));
    expect(await cache.get(expiring)).toBeUndefined();
  });

  it('sends a token back to verification once its key no longer resolves to the same key', async () => {
    let current: JWTVerifyGetKey = keySet;
    const rotating: JWTVerifyGetKey = (header, jws) => current(header, jws);
    const cache = verifiedTokenCache(rotating, { maxEntries: 10, maxAgeMs: 60_000 });
    const token = await t.tokenFor('admin');
    let key: Awaited<ReturnType<JWTVerifyGetKey>> | undefined;
    const { payload, protectedHeader } = await jwtVerify(token, async (h, jws) => (key = await rotating(h, jws)));
    cache.set(token, payload, protectedHeader, key!);
    expect(await cache.get(token)).toMatchObject({ preferred_username: 'admin' });

    // A reloaded key set: same kid, but another key object (here: another key altogether).
    const other = await generateKeyPair('RS256');
    current = async () => other.publicKey;
    expect(await cache.get(token)).toBeUndefined();
    // The kid was dropped from the set.
    current = createLocalJWKSet({ keys: [] });
    cache.set(token, payload, protectedHeader, key!);
    expect(await cache.get(token)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
