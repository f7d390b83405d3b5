import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from './database.ts';

/** Snapshots held at once (the pool has 10 connections: the grid keeps at least six). */
const MOST_HELD = 4;

/** A read that sees one state of the data across many statements; `release` once done (safe to call twice). */
export interface ReadSnapshot {
  db: Db;
  release(): Promise<void>;
}
export type OpenReadSnapshot = () => Promise<ReadSnapshot>;

/**
 * A long read in many statements that must see one state of the data (issue 30: an export read batch by
 * batch, whose count must be what the file holds, and where a car changed meanwhile must neither vanish
 * nor appear twice). On PostgreSQL: one pooled connection in a REPEATABLE READ READ ONLY transaction, so
 * every statement sees the snapshot of the first. On the embedded database: the pool as it is — its one
 * session cannot be held for seconds of reading while every other request waits behind it.
 */
export const readSnapshots = (
  database: Pick<Database, 'pool' | 'db' | 'embedded'>,
  { most = MOST_HELD }: { most?: number } = {},
): OpenReadSnapshot => {
  const turns = takingTurns(most);
  return async () => {
    if (database.embedded) return { db: database.db, release: async () => undefined };
    const done = await turns.take();
    let client: pg.PoolClient;
    try {
      client = await database.pool.connect();
    } catch (error) {
      done();
      throw error;
    }
    try {
      await client.query('begin isolation level repeatable read read only');
    } catch (error) {
      client.release(error as Error);
      done();
      throw error;
    }
    let released = false;
    return {
      db: drizzle(client),
      async release() {
        if (released) return;
        released = true;
        try {
          // After a failed statement PostgreSQL answers this COMMIT with a rollback: nothing was written.
          await client.query('commit');
          client.release();
        } catch (error) {
          client.release(error as Error);
        } finally {
          done();
        }
      },
    };
  };
};

/**
 * At most `most` snapshots held at once; the next waits for one to end. A snapshot holds a pooled connection
 * for an export's seconds: without a bound, a few operators exporting at once would take every connection
 * of the pool and the grid would wait behind their files.
 */
function takingTurns(most: number) {
  let held = 0;
  const waiting: (() => void)[] = [];
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else held -= 1;
  };
  return {
    async take(): Promise<() => void> {
      if (held < most) held += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return done;
    },
  };
}

/** The pool as it is, for a caller without a Database (tests of one service). */
export const noSnapshot =
  (db: Db): OpenReadSnapshot =>
  async () => ({ db, release: async () => undefined });
