import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { signIn } from '../../test/oidc-login.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { keyFilesOf, loadIdpSecrets, rotateIdpKeys, SIGNING_KEY_GRACE_MS, verificationKeySet } from './idp-secrets.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'b2c-idp-keys-'));
  dirs.push(dir);
  return dir;
};
const configFor = (dataDir: string, env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });
const modeOf = (path: string) => statSync(path).mode & 0o777;
const legacyRows = async () =>
  Number((await t.database.pool.query("SELECT count(*) AS n FROM oidc_secrets WHERE name = 'idp'")).rows[0].n);
const rsaKey = async (kid: string): Promise<JWK> => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
};
const signedBy = async (key: JWK) =>
  new SignJWT({ sub: '1' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid! })
    .setExpirationTime('5m')
    .sign(await importJWK(key, 'RS256'));
const apiCall = (app: TestApp, token: string) =>
  app.app.inject({
    url: '/api/config/ui-rules',
    headers: { authorization: `Bearer ${token}`, 'x-country': 'IN', 'x-vehicle-type': 'CAR' },
  });

let appDir: string;
let t: TestApp;
beforeAll(async () => {
  appDir = freshDir();
  t = await buildTestApp({ DATA_DIR: appDir });
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('embedded IdP keys', () => {
  it('keeps the keys in owner-only files under DATA_DIR, none in the database', async () => {
    const files = keyFilesOf(appDir);
    expect(modeOf(files.dir)).toBe(0o700);
    expect(modeOf(files.signing)).toBe(0o600);
    expect(modeOf(files.cookies)).toBe(0o600);
    expect(await legacyRows()).toBe(0);
    const onDisk = JSON.parse(readFileSync(files.signing, 'utf8')).keys[0].key;
    expect(onDisk.d).toBeTruthy();
    // The provider publishes the same key, and only its public half.
    const jwks = (await t.app.inject({ url: '/oidc/jwks' })).json();
    expect(jwks.keys.map((k: JWK) => k.kid)).toEqual([onDisk.kid]);
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('moves a key an older version kept in the database to a file once, so its tokens and sessions live on', async () => {
    const legacy = { signingKey: await rsaKey('legacy-kid'), cookieKeys: ['legacy-cookie-key-0123456789abcdef'] };
    await t.database.pool.query("INSERT INTO oidc_secrets (name, value) VALUES ('idp', $1)", [JSON.stringify(legacy)]);
    const dir = freshDir();
    const secrets = await loadIdpSecrets(configFor(dir), t.database.pool);
    expect(secrets.signingKeys.map((k) => k.kid)).toEqual(['legacy-kid']);
    expect(secrets.cookieKeys).toEqual(legacy.cookieKeys);
    expect(await legacyRows()).toBe(0);
    expect(modeOf(keyFilesOf(dir).signing)).toBe(0o600);
    // A token the old key signed before the upgrade still verifies; the next start reads the same file.
    await expect(
      jwtVerify(await signedBy(legacy.signingKey), verificationKeySet(secrets.signingKeys)),
    ).resolves.toBeTruthy();
    expect((await loadIdpSecrets(configFor(dir), t.database.pool)).signingKeys[0]!.kid).toBe('legacy-kid');
  });

  it('refuses a key file other users can read, and tightens a loose key folder', async () => {
    const dir = freshDir();
    await loadIdpSecrets(configFor(dir), t.database.pool);
    const files = keyFilesOf(dir);
    chmodSync(files.signing, 0o644);
    await expect(loadIdpSecrets(configFor(dir), t.database.pool)).rejects.toThrow(
      `${files.signing} is readable by other users (mode 644); it holds the sign-in keys. Run: chmod 600 ${files.signing}`,
    );
    chmodSync(files.signing, 0o600);
    chmodSync(files.dir, 0o755);
    await loadIdpSecrets(configFor(dir), t.database.pool);
    expect(modeOf(files.dir)).toBe(0o700);
  });

  it('gives processes that start together on one DATA_DIR the same keys', async () => {
    const dir = freshDir();
    const started = await Promise.all([1, 2, 3, 4].map(() => loadIdpSecrets(configFor(dir), t.database.pool)));
    const kids = new Set(started.map((s) => s.signingKeys[0]!.kid));
    const cookies = new Set(started.map((s) => s.cookieKeys[0]));
    expect(kids.size).toBe(1);
    expect(cookies.size).toBe(1);
    expect(existsSync(join(keyFilesOf(dir).dir, 'keys.lock'))).toBe(false);
  });

  it('takes OIDC_SIGNING_KEYS from the environment and writes no signing key to disk', async () => {
    const dir = freshDir();
    const env = { OIDC_SIGNING_KEYS: JSON.stringify({ keys: [await rsaKey('env-new'), await rsaKey('env-old')] }) };
    const secrets = await loadIdpSecrets(configFor(dir, env), t.database.pool);
    expect(secrets.signingKeys.map((k) => k.kid)).toEqual(['env-new', 'env-old']);
    expect(existsSync(keyFilesOf(dir).signing)).toBe(false);
    expect(modeOf(keyFilesOf(dir).cookies)).toBe(0o600);

    const { d: _private, ...publicOnly } = await rsaKey('public-only');
    expect(() => configFor(dir, { OIDC_SIGNING_KEYS: JSON.stringify({ keys: [publicOnly] }) })).toThrow(
      /OIDC_SIGNING_KEYS\.keys\.0\.d: must be a private key/,
    );
    expect(() => configFor(dir, { OIDC_SIGNING_KEYS: 'not json' })).toThrow(ConfigError);
    expect(() => configFor(dir, { OIDC_SIGNING_KEYS: 'not json' })).toThrow(/OIDC_SIGNING_KEYS: must be JSON/);
  });

  it('a process that has not restarted yet accepts tokens signed with a key rotated in by another', async () => {
    const dir = freshDir();
    const before = await loadIdpSecrets(configFor(dir), t.database.pool);
    await rotateIdpKeys(dir);
    const after = await loadIdpSecrets(configFor(dir), t.database.pool);
    const token = await signedBy(after.signingKeys[0]!);
    await expect(jwtVerify(token, verificationKeySet(before.signingKeys))).rejects.toThrow(/no applicable key/i);
    await expect(
      jwtVerify(token, verificationKeySet(before.signingKeys, before.reloadSigningKeys)),
    ).resolves.toBeTruthy();
  });

  it('resolves an alg and kid to the same key until the keys are re-read, then afresh', async () => {
    const dir = freshDir();
    const secrets = await loadIdpSecrets(configFor(dir), t.database.pool);
    const keys = verificationKeySet(secrets.signingKeys, secrets.reloadSigningKeys);
    const jws = { payload: '', signature: '' };
    const header = { alg: 'RS256', kid: secrets.signingKeys[0]!.kid };
    const first = await keys(header, jws);
    expect(await keys(header, jws)).toBe(first);
    await expect(keys({ alg: 'RS256', kid: 'no-such-key' }, jws)).rejects.toThrow(/no applicable key/i);
    // The unknown kid made it re-read the keys: a token cached with the old key object is verified again.
    const reread = await keys(header, jws);
    expect(reread).not.toBe(first);
    expect(await keys(header, jws)).toBe(reread);
    await expect(keys({ alg: 'ES256', kid: header.kid }, jws)).rejects.toThrow();
  });

  it('rotates: the new key signs after a restart, the old one verifies until its grace ends', async () => {
    const { tokens } = await signIn(t.app, 'ops.in', 'ops123');
    const oldKid = decodeProtectedHeader(tokens!.access_token).kid!;
    const rotation = await rotateIdpKeys(appDir);
    expect(rotation.verifyingKids).toEqual([oldKid]);
    expect(modeOf(keyFilesOf(appDir).signing)).toBe(0o600);

    await t.close();
    t = await buildTestApp({ DATA_DIR: appDir });
    expect((await apiCall(t, tokens!.access_token)).statusCode).toBe(200);
    const fresh = await signIn(t.app, 'ops.in', 'ops123');
    expect(decodeProtectedHeader(fresh.tokens!.access_token).kid).toBe(rotation.signingKid);
    expect((await apiCall(t, fresh.tokens!.access_token)).statusCode).toBe(200);
    const jwks = (await t.app.inject({ url: '/oidc/jwks' })).json();
    expect(jwks.keys.map((k: JWK) => k.kid)).toEqual([rotation.signingKid, oldKid]);

    // A day later the retired key is no longer trusted; after a leak it can be dropped at once.
    const later = await loadIdpSecrets(configFor(appDir), t.database.pool, { now: Date.now() + SIGNING_KEY_GRACE_MS });
    expect(later.signingKeys.map((k) => k.kid)).toEqual([rotation.signingKid]);
    await expect(jwtVerify(tokens!.access_token, verificationKeySet(later.signingKeys))).rejects.toThrow();
    const emergency = await rotateIdpKeys(appDir, { dropOld: true });
    expect(emergency.verifyingKids).toEqual([]);
  });

  it('says what to do when there is nothing to rotate', async () => {
    const dir = freshDir();
    mkdirSync(join(dir, 'keys'));
    await expect(rotateIdpKeys(dir)).rejects.toThrow(/No key files in .*start the server once/);
  });
});
