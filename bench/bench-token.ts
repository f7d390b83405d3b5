import { SignJWT, importJWK } from 'jose';
import type { AppConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/plugins/db/database.ts';
import { loadIdpSecrets } from '../apps/api/src/plugins/idp/idp-secrets.ts';

export interface BenchUser {
  sub: string;
  userName: string;
  groups: string[];
  name?: string;
}
export const BENCH_ADMIN: BenchUser = { sub: '1', userName: 'admin', groups: ['ADMIN'] };

/**
 * Request headers for `user` in IN:CAR with an access token as the embedded IdP issues it (signed with
 * the key file of the database `config` names): what every bench sends, without a sign-in per run.
 */
export async function benchHeaders(
  config: AppConfig,
  database: Database,
  user: BenchUser = BENCH_ADMIN,
): Promise<Record<string, string>> {
  const [signingKey] = (await loadIdpSecrets(config, database.pool)).signingKeys;
  const token = await new SignJWT({
    countries: ['IN'],
    vehicleTypes: ['CAR'],
    groups: user.groups,
    preferred_username: user.userName,
    ...(user.name ? { name: user.name } : {}),
    scope: 'openid profile email phone api',
  })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey!.kid!, typ: 'at+jwt' })
    .setSubject(user.sub)
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(await importJWK(signingKey!, 'RS256'));
  return { authorization: `Bearer ${token}`, 'x-country': 'IN', 'x-vehicle-type': 'CAR' };
}
