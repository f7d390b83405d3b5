import { inject } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, importJWK, type JWK } from 'jose';
import type { Country, VehicleType } from '@b2c/domain';
import { buildApp, type BuiltApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { loadIdpSecrets } from '../plugins/idp/idp-secrets.ts';
import { usersRepository } from '../modules/users/users-repository.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://localhost:8080';

export interface TestApp extends BuiltApp {
  /** An access token for a seeded user, signed with the embedded IdP's own key, as the IdP issues it. */
  tokenFor(userName: string, overrides?: Record<string, unknown>): Promise<string>;
  /** Headers for a call as `userName` in a vertical. */
  as(userName: string, country?: Country, vehicleType?: VehicleType): Promise<Record<string, string>>;
  /** The test configuration (its DATA_DIR holds the IdP keys): a second app built from it shares them. */
  config: AppConfig;
  /** The IdP's private signing key (JWK), for tests that sign tokens the IdP would never issue. */
  signingKey(): JWK;
  close(): Promise<void>;
}

/**
 * The whole API on a fresh database copied from the run's template, with real IdP keys. `env` adds
 * variables to the test configuration (e.g. SMTP_URL of a local test server).
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase(inject('databaseTemplate'));
  // Uploads and other files go to a throw-away folder, never the developer's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'b2c-api-files-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED: 'off',
    DATA_DIR: dataDir,
    ...env,
  });
  const built = await buildApp(config, { database, checkAnswers: true });
  await built.app.ready();
  // The key the IdP signs with, read back from the same key file (the app made it on start).
  const [signingKey] = (await loadIdpSecrets(config, database.pool)).signingKeys;
  const key = await importJWK(signingKey!, 'RS256');
  const users = usersRepository(database.db);

  const tokenFor = async (userName: string, overrides: Record<string, unknown> = {}) => {
    const user = await users.findActiveByUserName(userName);
    if (!user) throw new Error(`no seeded user ${userName}`);
    const { exp, ...claims } = overrides;
    return new SignJWT({
      countries: user.countries,
      vehicleTypes: user.vehicleTypes,
      groups: user.groups,
      preferred_username: user.userName,
      name: user.name,
      scope: 'openid profile email phone api',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey!.kid!, typ: 'at+jwt' })
      .setSubject(String(user.id))
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience)
      .setIssuedAt()
      .setExpirationTime(typeof exp === 'number' ? exp : '10m')
      .sign(key);
  };

  return {
    ...built,
    config,
    tokenFor,
    signingKey: () => signingKey!,
    async as(userName, country = 'IN', vehicleType = 'CAR') {
      return {
        authorization: `Bearer ${await tokenFor(userName)}`,
        'x-country': country,
        'x-vehicle-type': vehicleType,
      };
    },
    async close() {
      await built.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A built panel of one page in a throw-away folder (WEB_DIST), so the app serves its pages' catch-all. */
export function fakePanelBuild(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'b2c-web-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>panel</title>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
