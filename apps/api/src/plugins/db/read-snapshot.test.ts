import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openEmptyTestDatabase } from '../../test/empty-test-database.ts';
import type { Database } from './database.ts';
import { readSnapshots } from './read-snapshot.ts';

let database: Database;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database?.close());

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a read snapshot', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'is the pool itself on the embedded database (its one session is never held)',
    async () => {
      const snapshot = await readSnapshots(database)();
      expect(snapshot.db).toBe(database.db);
      await snapshot.release();
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, is a read-only repeatable-read transaction, and at most `most` are held at once',
    async () => {
      const open = readSnapshots(database, { most: 1 });
      const first = await open();
      const mode = await first.db.execute<{ iso: string; ro: string }>(
        sql`select current_setting('transaction_isolation') as iso, current_setting('transaction_read_only') as ro`,
      );
      expect(mode.rows[0]).toEqual({ iso: 'repeatable read', ro: 'on' });

      let secondOpened = false;
      const second = open().then((s) => ((secondOpened = true), s));
      await settled();
      expect(secondOpened).toBe(false);
      await first.release();
      await first.release(); // twice is once
      const next = await second;
      expect(secondOpened).toBe(true);
      await next.release();
      // Every connection went back idle: none was left inside a transaction.
      const open_ = await database.pool.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect(open_.rows[0]!.n).toBe(0);
    },
  );
});
