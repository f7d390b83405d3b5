import type pg from 'pg';

/** Runs one statement (`run`) on behalf of the caller, e.g. inside a span; must return what `run` returns. */
export type StatementObserver = (sql: string | undefined, run: () => Promise<unknown>) => Promise<unknown>;

const sqlTextOf = (query: unknown): string | undefined => {
  if (typeof query === 'string') return query;
  if (query !== null && typeof query === 'object' && 'text' in query && typeof query.text === 'string') {
    return query.text;
  }
  return undefined;
};

type Callback = (err: unknown, res?: unknown) => void;

/**
 * Every statement of the pool — `pool.query` and the queries of checked-out clients (transactions) —
 * passes the observer, called in the caller's async context (a queue below, such as the embedded
 * statement scheduler, may run the statement from another request's continuation). Without an observer
 * the calls go straight through. Streams and cursors (objects with `submit`) are not observed.
 */
export function observablePool(pool: pg.Pool): {
  pool: pg.Pool;
  observe(observer: StatementObserver | undefined): void;
} {
  let observer: StatementObserver | undefined;
  const observed = (target: object, original: (...args: unknown[]) => unknown) =>
    function observedQuery(...args: unknown[]): unknown {
      const current = observer;
      const first = args[0];
      if (!current || (typeof first === 'object' && first !== null && 'submit' in first)) {
        return Reflect.apply(original, target, args);
      }
      const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
      const result = current(sqlTextOf(first), () => Reflect.apply(original, target, args) as Promise<unknown>);
      if (!callback) return result;
      result.then((res) => callback(null, res), callback);
      return undefined;
    };
  const clients = new WeakSet<object>();
  const watch = (client: pg.PoolClient): pg.PoolClient => {
    if (!clients.has(client)) {
      clients.add(client);
      client.query = observed(
        client,
        client.query.bind(client) as (...args: unknown[]) => unknown,
      ) as typeof client.query;
    }
    return client;
  };
  const query = observed(pool, pool.query as (...args: unknown[]) => unknown);
  const connect = (callback?: (err: unknown, client?: pg.PoolClient, done?: () => void) => void) => {
    if (callback) {
      pool.connect((err, client, done) => callback(err, client ? watch(client) : client, done));
      return undefined;
    }
    return pool.connect().then(watch);
  };
  return {
    pool: new Proxy(pool, {
      get(target, property, receiver) {
        if (property === 'query') return query;
        if (property === 'connect') return connect;
        return Reflect.get(target, property, receiver);
      },
    }),
    observe(next) {
      observer = next;
    },
  };
}
