import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { API_PATHS } from '../api-paths.ts';
import { groups } from '../modules/users/users-tables.ts';

/**
 * 0008_new_permissions.sql gives groups that existed before the new areas their new permission keys, as a
 * fresh seed does. Here: a database as it was (the keys taken away again), the migration's statements run,
 * and the keys are back — once, however often it runs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const NEW_KEYS = [
  'STOCK_IN',
  'MANAGE_DEALERS',
  'MANAGE_FASTAG',
  'ASSIGN_CLEANING',
  'REVIEW_CLEANING',
  'MANAGE_TUTORIALS',
];
const statements = readFileSync(join(API_PATHS.migrations, '0008_new_permissions.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);
const permissionsOf = async (name: string) =>
  (await t.database.db.select().from(groups).where(eq(groups.name, name)))[0]!.permissions;

describe('0008_new_permissions', () => {
  it('gives an existing OPERATIONS, ADMIN and key group the new keys, without duplicates', async () => {
    for (const name of ['OPERATIONS', 'ADMIN', 'UAE_KEY_MANAGER', 'UAE_KEY_REQUESTER'])
      await t.database.db.execute(
        sql`update ${groups} set permissions = array(select p from unnest(permissions) p
            where p not in ('STOCK_IN', 'MANAGE_DEALERS', 'MANAGE_FASTAG', 'ASSIGN_CLEANING', 'REVIEW_CLEANING',
              'MANAGE_TUTORIALS', 'REQUEST_KEYS', 'MANAGE_KEYS')) where name = ${name}`,
      );
    expect(await permissionsOf('OPERATIONS')).not.toContain('STOCK_IN');

    for (let run = 0; run < 2; run++)
      for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    const operations = await permissionsOf('OPERATIONS');
    for (const key of NEW_KEYS) expect(operations).toContain(key);
    expect(operations).toContain('inventoryMenu');
    expect(new Set(operations).size).toBe(operations.length);
    expect(await permissionsOf('ADMIN')).toEqual(expect.arrayContaining([...NEW_KEYS, 'REQUEST_KEYS', 'MANAGE_KEYS']));
    expect(await permissionsOf('UAE_KEY_MANAGER')).toContain('MANAGE_KEYS');
    expect(await permissionsOf('UAE_KEY_REQUESTER')).toContain('REQUEST_KEYS');
    expect(await permissionsOf('UAE_KEY_REQUESTER')).not.toContain('STOCK_IN');
  });
});
