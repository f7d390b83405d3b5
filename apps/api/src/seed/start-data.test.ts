import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { startDataFace } from './start-data-module.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../plugins/db/database.ts';
import { groups, users } from '../modules/users/users-tables.ts';
import { usersRepository } from '../modules/users/users-repository.ts';
import { verifyPassword } from '../kits/passwords.ts';
import { featureMatrix, verticalFlags } from '../modules/config/config-tables.ts';
import { openEmptyTestDatabase } from '../test/empty-test-database.ts';
import { isLoopbackUrl, prepareStartData, startSeedOf } from './start-data.ts';
import { DEMO_GROUPS } from './demo-accounts.ts';

const PRODUCTION_URL = 'https://panel.example.com';
const ADMIN_PASSWORD = 'first-start-Password-1';

describe('what the first start seeds', () => {
  it('treats only loopback PUBLIC_URLs as a demo machine', () => {
    for (const url of ['http://localhost:8080', 'http://LOCALHOST', 'http://panel.localhost', 'http://127.0.0.1:3000'])
      expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of ['http://127.1', 'http://[::1]:8080', 'http://[0:0::1]'])
      expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of [PRODUCTION_URL, 'http://localhost.example.com', 'http://10.0.0.1', 'http://[::2]'])
      expect(isLoopbackUrl(url), url).toBe(false);
    expect(isLoopbackUrl('http://0.0.0.0:8080')).toBe(false);
  });

  it('seeds demo data on loopback or with SEED=demo, the first administrator otherwise, nothing with off', () => {
    const plan = (env: Record<string, string>) => startSeedOf(loadConfig(env));
    // The defaults (`npm start`): PUBLIC_URL http://localhost:8080, SEED auto.
    expect(plan({})).toBe('demo');
    expect(plan({ PUBLIC_URL: PRODUCTION_URL })).toBe('first-admin');
    expect(plan({ PUBLIC_URL: PRODUCTION_URL, SEED: 'demo' })).toBe('demo');
    expect(plan({ PUBLIC_URL: PRODUCTION_URL, SEED: 'off' })).toBe('none');
    expect(plan({ SEED: 'off' })).toBe('none');
    expect(() => loadConfig({ SEED: 'yes' })).toThrow(/SEED/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
  });
});

describe('first start of a production server on an empty database', () => {
  let database: Database;
  // Files the server keeps (e.g. the IdP's keys) go to a throw-away folder, never the developer's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'b2c-first-start-'));
  beforeAll(async () => {
    database = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const userNames = async () =>
    (await database.db.select({ userName: users.userName }).from(users).orderBy(users.userName)).map((u) => u.userName);
  const rowCount = async (table: string) =>
    (await database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

  it('creates the reference data and one administrator with the ADMIN_PASSWORD, to be changed', async () => {
    const config = loadConfig({ PUBLIC_URL: PRODUCTION_URL, ADMIN_PASSWORD, LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const built = await buildApp(config, { database, startData: (db, log) => startDataFace.prepare(db, config, log) });
    await built.app.close();

    expect(await userNames()).toEqual(['admin']);
    const admin = await usersRepository(database.db).findActiveByUserName('admin');
    expect(admin).toMatchObject({
      passwordChangeRequired: true,
      groups: ['ADMIN', 'CC_ADMIN'],
      countries: ['IN', 'AE', 'AU', 'TH', 'KSA', 'ID'],
      vehicleTypes: ['CAR', 'BIKE'],
      email: 'admin@panel.example.com',
    });
    expect(await verifyPassword(ADMIN_PASSWORD, admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('admin123', admin!.passwordHash)).toBe(false);
    // What a working product needs is there …
    expect((await database.db.select({ n: count() }).from(groups))[0]!.n).toBe(DEMO_GROUPS.length);
    expect((await database.db.select({ n: count() }).from(featureMatrix))[0]!.n).toBeGreaterThan(0);
    expect((await database.db.select({ n: count() }).from(verticalFlags))[0]!.n).toBe(12);
    // … and no demo records.
    for (const table of ['inventory', 'store_locations', 'cities', 'drivers', 'contact_persons', 'locus_teams'])
      expect(await rowCount(table), table).toBe(0);
  });

  it('leaves a database with users alone on the next start, and prints nothing', async () => {
    const printed: string[] = [];
    const config = loadConfig({ PUBLIC_URL: PRODUCTION_URL });
    await prepareStartData(database.db, config, { info: () => undefined }, (t) => printed.push(t));
    expect(printed).toEqual([]);
    expect(await userNames()).toEqual(['admin']);
  });

  it('without ADMIN_PASSWORD shows a generated one-time password once on the console, never in the log', async () => {
    // Empty again: what the previous test's start created goes (user_groups with the users).
    await database.pool.query(
      'delete from users; delete from groups; delete from feature_matrix; delete from vertical_flags',
    );
    const printed: string[] = [];
    const logged: unknown[] = [];
    const config = loadConfig({ PUBLIC_URL: PRODUCTION_URL });
    const log = { info: (...args: unknown[]) => void logged.push(args) };
    await prepareStartData(database.db, config, log, (t) => printed.push(t));

    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('administrator "admin" created');
    expect(printed[0]).toMatch(/^\+-+\+$/m);
    const password = /One-time password: (\S+)/.exec(printed[0]!)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    const [admin] = await database.db.select().from(users).where(eq(users.userName, 'admin'));
    expect(admin!.passwordChangeRequired).toBe(true);
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
    expect(JSON.stringify(logged)).toContain('first administrator created');
    expect(JSON.stringify(logged)).not.toContain(password);
  });
});
