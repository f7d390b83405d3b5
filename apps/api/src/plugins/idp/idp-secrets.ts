import type pg from 'pg';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpSecrets {
  signingKey: JWK;
  publicKey: JWK;
  cookieKeys: string[];
}

/**
 * The embedded provider's signing key and cookie keys: made on first start, then read back, so tokens
 * and sessions issued before a restart stay valid. ON CONFLICT keeps a concurrent second process honest.
 */
export async function loadIdpSecrets(pool: pg.Pool): Promise<IdpSecrets> {
  const { rows } = await pool.query<{ value: IdpSecrets }>("SELECT value FROM oidc_secrets WHERE name = 'idp'");
  if (rows[0]) return rows[0].value;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const fresh: IdpSecrets = {
    signingKey: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' },
    publicKey: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await pool.query("INSERT INTO oidc_secrets (name, value) VALUES ('idp', $1) ON CONFLICT (name) DO NOTHING", [
    JSON.stringify(fresh),
  ]);
  const again = await pool.query<{ value: IdpSecrets }>("SELECT value FROM oidc_secrets WHERE name = 'idp'");
  return again.rows[0]!.value;
}
