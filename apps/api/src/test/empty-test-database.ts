import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../plugins/db/database.ts';
import { databaseUrlFor } from './test-database.ts';

/**
 * A migrated database with no rows at all, for tests of what the first start writes: a fresh embedded
 * PGlite (~5 s, no template), or with TEST_DATABASE_URL a new PostgreSQL database dropped on close.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({});
  const name = `b2c_test_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
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
