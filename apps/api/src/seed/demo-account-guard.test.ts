import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { startDataFace } from './start-data-module.ts';
import { ConfigError, loadConfig } from '../config.ts';
import type { Database } from '../plugins/db/database.ts';
import { users } from '../modules/users/users-tables.ts';
import { hashPassword } from '../kits/passwords.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { activeDemoAccounts, DemoAccountsPresentError } from './demo-account-guard.ts';
import { DEMO_USERS } from './demo-accounts.ts';

const PRODUCTION_URL = 'https://panel.example.com';
const ALL_DEMO = 'admin, ops.in, ops.au, cc.admin, key.manager, key.requester, approver, viewer';

// The run's template: the demo data a loopback start (global setup, as `npm start`) seeds.
let database: Database;
// Files the server keeps (e.g. the IdP's keys) go to a throw-away folder, never the developer's ./data.
const dataDir = mkdtempSync(join(tmpdir(), 'b2c-demo-guard-'));
beforeAll(async () => {
  database = await openTestDatabase(inject('databaseTemplate'));
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (env: Record<string, string>) => {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const built = await buildApp(config, { database, startData: (db, log) => startDataFace.prepare(db, config, log) });
  await built.app.close();
};

describe('demo accounts on a reachable address', () => {
  it('a loopback start seeded the README demo accounts, each with its demo password', async () => {
    expect(await activeDemoAccounts(database.db)).toEqual(DEMO_USERS.map((u) => u.userName));
    expect(ALL_DEMO.split(', ')).toEqual(DEMO_USERS.map((u) => u.userName));
  });

  it('refuses a start with a non-loopback PUBLIC_URL, naming them and the setting', async () => {
    const refused = start({ PUBLIC_URL: PRODUCTION_URL });
    await expect(refused).rejects.toThrow(DemoAccountsPresentError);
    await expect(start({ PUBLIC_URL: PRODUCTION_URL })).rejects.toThrow(
      `Demo accounts (${ALL_DEMO}) exist but PUBLIC_URL https://panel.example.com is not a loopback address: ` +
        'remove them or set SEED=demo to run a demo deliberately.',
    );
    // SEED=off seeds nothing, but does not let demo accounts through either.
    await expect(start({ PUBLIC_URL: PRODUCTION_URL, SEED: 'off' })).rejects.toThrow(ConfigError);
  });

  it('starts with SEED=demo (a deliberate demo) and on loopback', async () => {
    await expect(start({ PUBLIC_URL: PRODUCTION_URL, SEED: 'demo' })).resolves.toBeUndefined();
    await expect(start({ PUBLIC_URL: 'http://127.0.0.1:8080', SEED: 'off' })).resolves.toBeUndefined();
  });

  it('counts only accounts that still have their demo password and are active', async () => {
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-real-password-1') })
      .where(eq(users.userName, 'admin'));
    await database.db.update(users).set({ active: false }).where(eq(users.userName, 'viewer'));
    await database.db.delete(users).where(eq(users.userName, 'ops.au'));
    await expect(start({ PUBLIC_URL: PRODUCTION_URL })).rejects.toThrow(
      'Demo accounts (ops.in, cc.admin, key.manager, key.requester, approver) exist',
    );

    // With every one of them gone, the same production start goes ahead and seeds nothing over the data.
    const before = await database.db.select({ userName: users.userName }).from(users);
    await database.pool.query(
      `delete from users where user_name in ('ops.in', 'cc.admin', 'key.manager', 'key.requester', 'approver')`,
    );
    await expect(start({ PUBLIC_URL: PRODUCTION_URL })).resolves.toBeUndefined();
    const after = await database.db.select({ userName: users.userName }).from(users).orderBy(users.userName);
    expect(after.map((u) => u.userName)).toEqual(['admin', 'viewer']);
    expect(before.length).toBe(7);
  });
});
