import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openEmptyTestDatabase } from '../../test/empty-test-database.ts';
import type { Database } from './database.ts';
import { runTextShape } from './query-shape.ts';

/** A named shape recovers when the session and node-postgres disagree about its name (both databases). */
let database: Database;
let client: pg.PoolClient;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  client = await database.pool.connect();
});
afterAll(async () => {
  client?.release();
  await database?.close();
});

// One connection, so every statement below goes to the same session.
const onOneConnection = () => ({ $client: client });
const echo = (key: string, value: string) =>
  runTextShape(onOneConnection(), key, () => ({ sql: 'select $1::text, 42', params: [sql.placeholder('v')] }), {
    v: value,
  });
const preparedNames = async () =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (r) => r.name,
  );
const nameOf = (key: string) => `shape_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

describe('runTextShape', () => {
  it('runs a named statement and answers text cells', async () => {
    expect(await echo('echo', 'a')).toEqual([['a', '42']]);
    expect(await echo('echo', 'b')).toEqual([['b', '42']]);
    expect(await preparedNames()).toContain(nameOf('echo'));
  });

  it('parses again under a new name when the session lost the statement (26000)', async () => {
    await echo('lost', 'a');
    await client.query('DEALLOCATE ALL');
    expect(await echo('lost', 'again')).toEqual([['again', '42']]);
    expect((await preparedNames()).some((n) => n.startsWith(`${nameOf('lost')}_`))).toBe(true);
  });

  it('parses under a new name when the session already has the name (42P05, a replaced connection)', async () => {
    await client.query(`PREPARE ${nameOf('taken')} AS select 1`);
    expect(await echo('taken', 'mine')).toEqual([['mine', '42']]);
  });

  it('passes other errors on', async () => {
    const broken = runTextShape(
      onOneConnection(),
      'broken',
      () => ({ sql: 'select * from no_such_table', params: [] }),
      {},
    );
    await expect(broken).rejects.toMatchObject({ code: '42P01' });
  });
});
