import { SignJWT, importJWK } from 'jose';
import type { Database } from '../apps/api/src/plugins/db/database.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { loadIdpSecrets } from '../apps/api/src/plugins/idp/idp-secrets.ts';

/** The whole API in-process on an ephemeral port, plus headers with a real token for the admin in IN:CAR. */
export async function startApi(database: Database) {
  const config = loadConfig({ LOG_LEVEL: 'warn', SEED: 'off', PUBLIC_URL: 'http://localhost:8080' });
  const { app } = await buildApp(config, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [signingKey] = (await loadIdpSecrets(config, database.pool)).signingKeys;
  const token = await new SignJWT({
    countries: ['IN'],
    vehicleTypes: ['CAR'],
    groups: ['ADMIN'],
    preferred_username: 'admin',
    name: 'Bench Admin',
    scope: 'openid profile email phone api',
  })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey!.kid!, typ: 'at+jwt' })
    .setSubject('1')
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(await importJWK(signingKey!, 'RS256'));
  return {
    url: address,
    headers: { authorization: `Bearer ${token}`, 'x-country': 'IN', 'x-vehicle-type': 'CAR' },
    close: () => app.close(),
  };
}
