import { openDatabase, type Database } from '../plugins/db/database.ts';
import { openThrowawayDatabase } from './test-database.ts';

/**
 * A migrated database with no rows at all, for tests of what the first start writes: a fresh embedded
 * PGlite (~5 s, no template), or with TEST_DATABASE_URL a new PostgreSQL database dropped on close.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) return openDatabase({});
  return openThrowawayDatabase(
    'b2c_test_empty',
    "TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'",
  );
}
