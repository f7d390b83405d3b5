import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../plugins/db/database.ts';

export const PG_TEMPLATE_DB = 'b2c_test_template';

export const databaseUrlFor = (adminUrl: string, db: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  return url.toString();
};

/** A fresh database for one test file, copied from the run's template (embedded dump or PG template). */
export async function openTestDatabase(template: string): Promise<Database> {
  if (!template.startsWith('postgres:')) return openDatabase({ templateFile: template });
  return openThrowawayDatabase('b2c_test', `TEMPLATE ${template.slice('postgres:'.length)}`);
}

/**
 * A new database on the TEST_DATABASE_URL server, created with `createOptions` (its template, encoding…)
 * and dropped when closed.
 */
export async function openThrowawayDatabase(prefix: string, createOptions: string): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} ${createOptions}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
