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
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `b2c_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.slice('postgres:'.length)}`);
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
