import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './database.ts';
import { StatementScheduler } from './statement-scheduler.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A scheduler that has seen `SELECT slow` take 40 ms and `SELECT cheap` next to nothing. */
async function trainedScheduler(maxWaitMs?: number) {
  const scheduler = new StatementScheduler(maxWaitMs);
  await scheduler.run('SELECT slow', () => sleep(40));
  await scheduler.run('SELECT cheap', () => sleep(0));
  return scheduler;
}

describe('StatementScheduler', () => {
  it('admits one holder at a time, the shortest expected waiter before an earlier, longer one', async () => {
    const scheduler = await trainedScheduler();
    const order: string[] = [];
    const first = await scheduler.acquire('SELECT cheap');
    const slow = scheduler.acquire('SELECT slow').then((release) => (order.push('slow'), release));
    const cheap = scheduler.acquire('SELECT cheap').then((release) => (order.push('cheap'), release));
    await sleep(5);
    expect(order).toEqual([]);
    expect(scheduler.waiting).toBe(2);
    first();
    first(); // a second release must not admit a second holder
    (await cheap)();
    (await slow)();
    expect(order).toEqual(['cheap', 'slow']);
  });

  it('keeps waiters of one SQL text in arrival order while its expectation changes', async () => {
    const scheduler = await trainedScheduler();
    const order: string[] = [];
    const holder = await scheduler.acquire();
    // A quick run of `SELECT slow` (A) lowers its expectation while B and C, asked before, still wait.
    const a = scheduler.run('SELECT slow', async () => void order.push('A'));
    const b = scheduler.acquire('SELECT slow').then((release) => (order.push('B'), release));
    const c = scheduler.acquire('SELECT slow').then((release) => (order.push('C'), release));
    holder();
    await a;
    const releaseB = await b;
    // D asks once the text looks cheap; C asked first, so C goes first.
    const d = scheduler.acquire('SELECT slow').then((release) => (order.push('D'), release));
    releaseB();
    (await c)();
    (await d)();
    expect(order).toEqual(['A', 'B', 'C', 'D']);
  });

  it('lets a slow waiter go first once it has waited too long, so cheap ones cannot starve it', async () => {
    const scheduler = await trainedScheduler(30);
    const holder = await scheduler.acquire();
    const order: string[] = [];
    const slow = scheduler.acquire('SELECT slow').then((release) => (order.push('slow'), release));
    await sleep(50);
    const cheap = scheduler.acquire('SELECT cheap').then((release) => (order.push('cheap'), release));
    holder();
    (await slow)();
    (await cheap)();
    expect(order).toEqual(['slow', 'cheap']);
  });

  it('expects of a SQL text the quickest of its recent runs, and nothing of an unknown one', async () => {
    const scheduler = new StatementScheduler();
    expect(scheduler.expectedMs('SELECT slow')).toBe(0);
    await scheduler.run('SELECT slow', () => sleep(40));
    await scheduler.run('SELECT cheap', () => sleep(0));
    const slow = scheduler.expectedMs('SELECT slow');
    expect(slow).toBeGreaterThanOrEqual(35);
    expect(scheduler.expectedMs('SELECT cheap')).toBeLessThan(slow / 4);
    // A cheap statement slowed once by a busy machine keeps its place ahead of the slow one.
    await scheduler.run('SELECT cheap', () => sleep(60));
    expect(scheduler.expectedMs('SELECT cheap')).toBeLessThan(slow / 4);
    // Sixteen quick runs in a row (all it remembers) make the slow text cheap again.
    for (let i = 0; i < 16; i++) await scheduler.run('SELECT slow', () => sleep(0));
    expect(scheduler.expectedMs('SELECT slow')).toBeLessThan(slow / 4);
  });
});

// The scheduler fronts the embedded database only; PostgreSQL (TEST_DATABASE_URL) has a pool of ten.
const template = inject('databaseTemplate');
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database behind the scheduler', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ templateFile: template });
  });
  afterAll(() => database?.close());

  it('runs a cheap statement before slow ones that queued earlier', async () => {
    const slow = 'SELECT pg_sleep(0.04)';
    await database.pool.query(slow); // its first run marks it slow
    const done: string[] = [];
    const track = (name: string, query: string) => database.pool.query(query).then(() => done.push(name));
    await Promise.all([
      track('slow 1', slow),
      track('slow 2', slow),
      track('slow 3', slow),
      track('cheap', 'SELECT 1'),
    ]);
    expect(done.indexOf('cheap')).toBeLessThanOrEqual(1);
    expect(done.filter((name) => name !== 'cheap')).toEqual(['slow 1', 'slow 2', 'slow 3']);
  });

  it('never runs another caller between the statements of a transaction', async () => {
    await database.pool.query('CREATE TABLE IF NOT EXISTS scheduler_probe (v int)');
    let inserted!: () => void;
    const insertedYet = new Promise<void>((r) => (inserted = r));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO scheduler_probe VALUES (1)`);
      inserted();
      await sleep(50); // app-side work while the transaction holds the session
      await tx.execute(sql`DELETE FROM scheduler_probe`);
    });
    await insertedYet;
    let committed = false;
    void transaction.then(() => (committed = true));
    const { rows } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM scheduler_probe');
    // Inside the transaction's session the uncommitted row would count 1; after its end it is gone.
    expect(rows[0]!.n).toBe(0);
    expect(committed).toBe(true);
  });

  it('gives the session back after a failed statement and a rolled-back transaction', async () => {
    await expect(database.pool.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO scheduler_probe VALUES (2)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM scheduler_probe');
    expect(rows[0]!.n).toBe(0);
  });
});
