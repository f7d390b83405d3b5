import type pg from 'pg';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createLocalJWKSet, errors, exportJWK, generateKeyPair, type JWK, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { rsaSigningJwk } from '../../security-env-schemas.ts';
import { ensureKeyDirectory, KeyFileError, readKeyFile, withKeyLock, writeKeyFile } from './idp-key-files.ts';

/**
 * The embedded provider's signing keys and cookie keys. They live in owner-only files under
 * DATA_DIR/keys (or come from OIDC_SIGNING_KEYS / OIDC_COOKIE_KEYS), never in the database: whoever
 * can read a backup or run a query must not be able to mint tokens. Each file is a key ring, the key in
 * use first: `npm run rotate-keys` puts a new key first and keeps the old ones verifying for a while.
 */
export interface IdpSecrets {
  /** Private signing keys, the one in use first: oidc-provider signs with the first. */
  signingKeys: JWK[];
  /** Cookie keys, the one in use first; the others still verify cookies signed before a rotation. */
  cookieKeys: string[];
  /** Re-reads the signing keys (after another process rotated them); absent when they come from the env. */
  reloadSigningKeys: (() => Promise<JWK[]>) | undefined;
}

const DAY_MS = 24 * 3600_000;
/** A retired signing key still verifies this long: ID tokens live an hour, access tokens 15 minutes. */
export const SIGNING_KEY_GRACE_MS = DAY_MS;
/** Sessions are signed cookies that live up to 14 days. */
export const COOKIE_KEY_GRACE_MS = 14 * DAY_MS;
const OLD_KEY_WARNING_MS = 180 * DAY_MS;

const entryOf = <T extends z.ZodType>(key: T) =>
  z.object({ createdAt: z.iso.datetime(), retiredAt: z.iso.datetime().optional(), key });
const signingRing = z.object({ keys: z.array(entryOf(rsaSigningJwk)).min(1) });
const cookieRing = z.object({ keys: z.array(entryOf(z.string().min(16))).min(1) });
type KeyRing<T> = { keys: { createdAt: string; retiredAt?: string | undefined; key: T }[] };

export const keyFilesOf = (dataDir: string) => {
  const dir = join(dataDir, 'keys');
  return { dir, signing: join(dir, 'oidc-signing-keys.json'), cookies: join(dir, 'oidc-cookie-keys.json') };
};
const readSigningRing = (path: string) => readKeyFile(path, (v) => signingRing.parse(v) as KeyRing<JWK>);
const readCookieRing = (path: string) => readKeyFile(path, (v) => cookieRing.parse(v));

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}
const newCookieKey = () => randomBytes(32).toString('base64url');

const ringOf = <T>(keys: T[], now: number): KeyRing<T> => ({
  keys: keys.map((key) => ({ createdAt: new Date(now).toISOString(), key })),
});

/** The keys trusted at `now`: the one in use and retired ones still within their grace. */
const trusted = <T>(ring: KeyRing<T>, graceMs: number, now: number): T[] =>
  ring.keys.filter((e) => !e.retiredAt || now - Date.parse(e.retiredAt) < graceMs).map((e) => e.key);

/** A new key first; the previous ones retire now and stay until their grace ends (or go at once). */
function rotated<T>(ring: KeyRing<T>, fresh: T, graceMs: number, now: number, dropOld: boolean): KeyRing<T> {
  const at = new Date(now).toISOString();
  const retired = ring.keys
    .map((e) => ({ ...e, retiredAt: e.retiredAt ?? at }))
    .filter((e) => now - Date.parse(e.retiredAt) < graceMs);
  return { keys: [{ createdAt: at, key: fresh }, ...(dropOld ? [] : retired)] };
}

/** What an older version kept in the database: moved to the files once, so sessions survive the upgrade. */
async function legacySecrets(pool: pg.Pool): Promise<{ signingKey?: JWK; cookieKeys?: string[] } | undefined> {
  try {
    const { rows } = await pool.query<{ value: { signingKey?: JWK; cookieKeys?: string[] } }>(
      "SELECT value FROM oidc_secrets WHERE name = 'idp'",
    );
    return rows[0]?.value;
  } catch (err) {
    // 42P01: the table is gone (a later migration may drop it), so there is nothing to move.
    if ((err as { code?: string }).code === '42P01') return undefined;
    throw err;
  }
}

async function forgetLegacySecrets(pool: pg.Pool): Promise<void> {
  await pool.query("DELETE FROM oidc_secrets WHERE name = 'idp'").catch((err: { code?: string }) => {
    if (err.code !== '42P01') throw err;
  });
}

/**
 * Reads the key files that are needed, creating a missing one (from the legacy row, else fresh) under the
 * lock. A ring that comes from the environment is never written to disk.
 */
async function keyRingsFromFiles(dataDir: string, pool: pg.Pool, now: number, need: { signing: boolean }) {
  const files = keyFilesOf(dataDir);
  await ensureKeyDirectory(files.dir);
  const read = async () => ({
    signing: need.signing ? await readSigningRing(files.signing) : undefined,
    cookies: await readCookieRing(files.cookies),
  });
  const complete = (r: Awaited<ReturnType<typeof read>>) => Boolean((!need.signing || r.signing) && r.cookies);
  const first = await read();
  if (complete(first)) return { files, ...first };
  return withKeyLock(files.dir, async () => {
    // Another process may have made them while this one waited for the lock: read again, then create.
    const current = await read();
    const legacy = complete(current) ? undefined : await legacySecrets(pool);
    if (need.signing && !current.signing) {
      const key = legacy?.signingKey ? rsaSigningJwk.parse(legacy.signingKey) : await newSigningKey();
      await writeKeyFile(files.signing, ringOf([key], now));
    }
    if (!current.cookies) {
      const keys = legacy?.cookieKeys?.length ? legacy.cookieKeys : [newCookieKey()];
      await writeKeyFile(files.cookies, ringOf(keys, now));
    }
    // Read back what is on disk, so every process uses exactly the same keys.
    const written = await read();
    if (!complete(written)) throw new KeyFileError(`${files.dir}: key files vanished while starting`);
    return { files, ...written };
  });
}

/**
 * The keys to start with. OIDC_SIGNING_KEYS / OIDC_COOKIE_KEYS win; otherwise the files, made on first
 * start. A key an older version left in `oidc_secrets` is moved to the files, then deleted from the table.
 */
export async function loadIdpSecrets(
  config: Pick<AppConfig, 'dataDir' | 'oidc'>,
  pool: pg.Pool,
  options: { now?: number; log?: { warn(message: string): void } } = {},
): Promise<IdpSecrets> {
  const now = options.now ?? Date.now();
  const fromEnv = { signing: config.oidc.signingKeys, cookies: config.oidc.cookieKeys };
  let secrets: IdpSecrets;
  if (fromEnv.signing && fromEnv.cookies) {
    secrets = { signingKeys: fromEnv.signing, cookieKeys: fromEnv.cookies, reloadSigningKeys: undefined };
  } else {
    const { files, signing, cookies } = await keyRingsFromFiles(config.dataDir, pool, now, {
      signing: !fromEnv.signing,
    });
    const newest = signing?.keys[0];
    if (newest && now - Date.parse(newest.createdAt) > OLD_KEY_WARNING_MS)
      options.log?.warn(`The sign-in signing key dates from ${newest.createdAt}: rotate it (npm run rotate-keys).`);
    const reloadSigningKeys = async () => {
      const ring = await readSigningRing(files.signing);
      return ring ? trusted(ring, SIGNING_KEY_GRACE_MS, Date.now()) : [];
    };
    secrets = {
      signingKeys: fromEnv.signing ?? trusted(signing!, SIGNING_KEY_GRACE_MS, now),
      cookieKeys: fromEnv.cookies ?? trusted(cookies!, COOKIE_KEY_GRACE_MS, now),
      reloadSigningKeys: fromEnv.signing ? undefined : reloadSigningKeys,
    };
  }
  await forgetLegacySecrets(pool);
  return secrets;
}

/**
 * Rotates the file-held keys: a new signing key and cookie key go first (they sign from the next start),
 * the old ones keep verifying for their grace (`dropOld`: removed at once, after a leak). A ring that
 * comes from the environment has no file and is the operator's to rotate. Returns the signing kids.
 */
export async function rotateIdpKeys(
  dataDir: string,
  options: { now?: number; dropOld?: boolean } = {},
): Promise<{ signingKid: string | undefined; verifyingKids: string[] }> {
  const now = options.now ?? Date.now();
  const dropOld = options.dropOld ?? false;
  const files = keyFilesOf(dataDir);
  await ensureKeyDirectory(files.dir);
  return withKeyLock(files.dir, async () => {
    const signing = await readSigningRing(files.signing);
    const cookies = await readCookieRing(files.cookies);
    if (!signing && !cookies)
      throw new KeyFileError(`No key files in ${files.dir}: start the server once (it makes them), then rotate.`);
    if (cookies) await writeKeyFile(files.cookies, rotated(cookies, newCookieKey(), COOKIE_KEY_GRACE_MS, now, dropOld));
    if (!signing) return { signingKid: undefined, verifyingKids: [] };
    const next = rotated(signing, await newSigningKey(), SIGNING_KEY_GRACE_MS, now, dropOld);
    await writeKeyFile(files.signing, next);
    const [first, ...rest] = next.keys.map((e) => e.key.kid!);
    return { signingKid: first, verifyingKids: rest };
  });
}

const publicHalf = (jwk: JWK): JWK => ({ kty: jwk.kty, n: jwk.n, e: jwk.e, kid: jwk.kid, alg: 'RS256', use: 'sig' });

/**
 * The API's verifier: the public halves of the trusted keys. A token naming an unknown key makes it
 * re-read the key file (at most every 10 s), so a process that has not restarted since another one
 * rotated still accepts the new key's tokens.
 *
 * A key found for an `alg` and `kid` is remembered until the keys are re-read: the set is a snapshot
 * and jose hands out one key object per key and algorithm, so the answer cannot change in between. The
 * verified-token cache asks on every request whether a token's key still resolves (issue 30: jose's
 * search of the set was most of that check).
 */
export function verificationKeySet(keys: JWK[], reload?: () => Promise<JWK[]>): JWTVerifyGetKey {
  let current = createLocalJWKSet({ keys: keys.map(publicHalf) });
  let found = new Map<string, Awaited<ReturnType<JWTVerifyGetKey>>>();
  let reloadedAt = 0;
  return async (header, token) => {
    // Only the protected header's alg and kid choose the key; a JWS with an unprotected header is searched.
    const memo =
      token?.header === undefined &&
      typeof header.alg === 'string' &&
      ['string', 'undefined'].includes(typeof header.kid)
        ? JSON.stringify([header.alg, header.kid ?? null])
        : undefined;
    const known = memo === undefined ? undefined : found.get(memo);
    if (known) return known;
    try {
      const key = await current(header, token);
      if (memo !== undefined) found.set(memo, key);
      return key;
    } catch (err) {
      if (!reload || !(err instanceof errors.JWKSNoMatchingKey) || Date.now() - reloadedAt < 10_000) throw err;
      reloadedAt = Date.now();
      current = createLocalJWKSet({ keys: (await reload()).map(publicHalf) });
      found = new Map();
      return current(header, token);
    }
  };
}
