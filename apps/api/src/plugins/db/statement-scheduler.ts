import type pg from 'pg';

/** A statement waiting this long goes next anyway, so a stream of cheap ones cannot starve a slow one. */
export const MAX_WAIT_MS = 2_000;
/** How many recent runs of a SQL text its expected time is judged by. */
const RUNS_REMEMBERED = 16;
/** How many distinct SQL texts are remembered (the app has a few hundred; parameters are not part). */
const REMEMBERED_TEXTS = 1_000;

interface Waiter {
  since: number;
  /** The SQL text, judged when the session frees (its runs so far), so equal texts keep their order. */
  text: string | undefined;
  admit: (release: () => void) => void;
}

/**
 * The embedded database is one PGlite session: statements run one at a time, and a plain pool serves
 * them first come, first served, so a cheap count queues behind every slow grid page asked before it.
 * This gate keeps the one-at-a-time rule (a transaction holds the session from BEGIN to its end, never
 * interleaved with another caller) but picks WHICH waiting statement goes next: the one expected to be
 * shortest, judged by how long its SQL text took lately (shortest job first). A cheap statement then
 * waits for the one statement already running, not for every slow one queued before it. PGlite cannot
 * interrupt a running statement (it ignores statement_timeout), so the bound is one statement's time.
 * A text's expected time is the quickest of its last few runs: a busy machine only ever adds time, so
 * the quickest run is its own cost, and one slow run of a cheap count does not send it to the back.
 */
export class StatementScheduler {
  private busy = false;
  private readonly waiters: Waiter[] = [];
  private readonly recentRuns = new Map<string, number[]>();

  constructor(private readonly maxWaitMs = MAX_WAIT_MS) {}

  /** How long a statement of this SQL text is expected to run; unknown ones are assumed cheap. */
  expectedMs(text: string | undefined): number {
    const runs = text === undefined ? undefined : this.recentRuns.get(text);
    return runs ? Math.min(...runs) : 0;
  }

  /**
   * Waits for the session to run `text`, or, without a text, for a transaction (expected to be short);
   * the returned function gives the session back (calling it again does nothing).
   */
  acquire(text?: string): Promise<() => void> {
    return new Promise((admit) => {
      this.waiters.push({ since: performance.now(), text, admit });
      this.admitNext();
    });
  }

  /** Runs one statement on the session when its turn comes, and learns how long its SQL text takes. */
  async run<T>(text: string | undefined, statement: () => Promise<T>): Promise<T> {
    const release = await this.acquire(text);
    const started = performance.now();
    try {
      return await statement();
    } finally {
      if (text !== undefined) this.learn(text, performance.now() - started);
      release();
    }
  }

  get waiting(): number {
    return this.waiters.length;
  }

  private learn(text: string, ms: number): void {
    const runs = [...(this.recentRuns.get(text) ?? []), ms].slice(-RUNS_REMEMBERED);
    // Re-inserting keeps the map in least-recently-run order, so the oldest text is the one dropped.
    this.recentRuns.delete(text);
    this.recentRuns.set(text, runs);
    if (this.recentRuns.size > REMEMBERED_TEXTS) this.recentRuns.delete(this.recentRuns.keys().next().value!);
  }

  private admitNext(): void {
    if (this.busy || this.waiters.length === 0) return;
    const now = performance.now();
    // Waiters are in arrival order: the first overdue one, else the shortest (the earliest among equals).
    let next = 0;
    if (now - this.waiters[0]!.since <= this.maxWaitMs) {
      let shortest = Infinity;
      this.waiters.forEach((w, i) => {
        const expected = this.expectedMs(w.text);
        if (expected < shortest) [next, shortest] = [i, expected];
      });
    }
    const [waiter] = this.waiters.splice(next, 1);
    this.busy = true;
    let released = false;
    waiter!.admit(() => {
      if (released) return;
      released = true;
      this.busy = false;
      this.admitNext();
    });
  }
}

const sqlTextOf = (query: unknown): string | undefined => {
  if (typeof query === 'string') return query;
  if (query !== null && typeof query === 'object' && 'text' in query && typeof query.text === 'string') {
    return query.text;
  }
  return undefined;
};

/**
 * The pool with every statement and every checked-out client (a transaction) passing the scheduler.
 * A Proxy rather than a subclass: drizzle runs a transaction on `pool.connect()` only when it sees
 * `instanceof pg.Pool`, which a Proxy keeps, and pg's overloaded `query` need not be re-declared.
 * `pool` must hold one connection (`max: 1`), so the scheduler is the only queue.
 */
export function scheduledPool(pool: pg.Pool, scheduler = new StatementScheduler()): pg.Pool {
  const query = (...args: unknown[]) => {
    const callback =
      typeof args.at(-1) === 'function' ? (args.pop() as (err: unknown, res?: unknown) => void) : undefined;
    const result = scheduler.run(sqlTextOf(args[0]), () => Reflect.apply(pool.query, pool, args));
    if (!callback) return result;
    result.then((res) => callback(null, res), callback);
    return undefined;
  };

  // A checked-out client is a transaction (drizzle): it holds the session until released. What it will
  // run is not known up front; writes are short and someone waits on them, so it goes first.
  const checkOut = async (): Promise<pg.PoolClient> => {
    const release = await scheduler.acquire();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      release();
      throw err;
    }
    const giveBack = client.release;
    client.release = (err?: Error | boolean) => {
      giveBack(err);
      release();
    };
    return client;
  };
  const connect = (callback?: (err: unknown, client?: pg.PoolClient, done?: () => void) => void) => {
    const result = checkOut();
    if (!callback) return result;
    result.then((client) => callback(undefined, client, () => client.release()), callback);
    return undefined;
  };

  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'connect') return connect;
      return Reflect.get(target, property, receiver);
    },
  });
}
