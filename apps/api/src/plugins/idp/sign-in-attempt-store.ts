import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** A window's row stays this long after it ends, then any process's sweep may delete it. */
const KEEP_ENDED_MS = 10 * 60_000;
/** One sweep of ended windows every this many counted tries (per process): cheap, and bounds the table. */
const SWEEP_EVERY = 200;

/**
 * One try counted, atomically, whichever process answers: the row of a window that has ended starts a
 * new one (count 1); otherwise its count goes up. Answers the count and the milliseconds left in the
 * window. The CASEs read the row as it was before this statement (PostgreSQL's ON CONFLICT semantics).
 */
const COUNT_TRY = `
  insert into sign_in_attempts as a (key, window_start, count) values ($1, now(), 1)
  on conflict (key) do update set
    window_start = case when a.window_start <= now() - make_interval(secs => $2 / 1000.0) then now() else a.window_start end,
    count = case when a.window_start <= now() - make_interval(secs => $2 / 1000.0) then 1 else a.count + 1 end
  returning count, greatest(0, ceil(extract(epoch from (window_start - now())) * 1000 + $2))::int as ttl`;

const SWEEP = `delete from sign_in_attempts where window_start < now() - make_interval(secs => $1 / 1000.0)`;

/**
 * @fastify/rate-limit's store on PostgreSQL, so the sign-in limit counts across every process on one
 * database (README, Security model → Sign-in limit): 10 tries through one process and 1 through
 * another is 11. Keys are hashed (with the route, so two limited routes never share a count): a
 * password typed into the username field is never stored. Fixed windows, like the in-memory store.
 */
export function sharedAttemptStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  let counted = 0;
  return class SharedAttemptStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      const hashed = createHash('sha256').update(`${this.route}\n${key}`).digest('base64url');
      pool.query<{ count: number; ttl: number }>(COUNT_TRY, [hashed, timeWindow]).then(
        ({ rows: [row] }) => callback(null, { current: row!.count, ttl: row!.ttl }),
        (err: Error) => callback(err),
      );
      if (++counted % SWEEP_EVERY === 0) pool.query(SWEEP, [KEEP_ENDED_MS]).catch(() => {});
    }

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      return new SharedAttemptStore(undefined, `${String(routeOptions.method)} ${routeOptions.url}`);
    }
  };
}
