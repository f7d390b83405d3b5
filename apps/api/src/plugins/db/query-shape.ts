import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';

/** Binds one value of a query: as itself (a one-off query) or as a named placeholder (a prepared shape). */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const literal: Bind = (_name, value) => value;

/** What a query is written with: `bind` for every value, `mark` for a choice that changes its SQL. */
export interface Binder {
  bind: Bind;
  mark(token: string): void;
}
/** The values written in as they are: a one-off query. */
export const LITERALLY: Binder = { bind: literal, mark: () => undefined };

/**
 * The shape of a query whose SQL varies with its filters (issue 12). A query written with `bind(name, value)`
 * for EVERY value it sends (`mark(token)` for a choice that changes the SQL without a value) has, as its
 * shape, the names bound and the marks made; two queries of one shape have the same SQL text, so it is
 * rendered once (`preparedShape`) and then only executed with the values — drizzle building
 * the SQL of a wide query was a quarter of the grid's CPU. A value written into the SQL without `bind`
 * would be frozen into the shape's statement: never do that.
 */
export class QueryShape implements Binder {
  readonly values: Record<string, unknown> = {};
  private readonly parts: string[] = [];

  bind: Bind = (name, value) => {
    this.values[name] = value;
    this.parts.push(name);
    return sql.placeholder(name);
  };

  mark = (token: string): void => {
    this.parts.push(`#${token}`);
  };

  get key(): string {
    return this.parts.join('|');
  }
}

const rendered = new WeakMap<object, Map<string, unknown>>();
const sessionPerConnection = new WeakSet<object>();

/** Marks a database whose pool connections are separate server sessions (a real PostgreSQL server). */
export const nameStatementsOn = (db: object): void => {
  sessionPerConnection.add(db);
};

/**
 * The statement of `key` on this database, rendered by drizzle on first use and kept (at most 500 shapes a
 * database). On a server it is a named statement (parsed and planned once per connection: the lookup ran at
 * 0.47× the minimal route unnamed, 1.13× named, bench/README.md); on the embedded database it is unnamed —
 * that is one PostgreSQL session behind every pool connection, where a name prepared through one connection
 * "already exists" for the next.
 */
export function preparedShape<P>(db: object, key: string, prepare: (name: string) => P): P {
  let shapes = rendered.get(db);
  if (!shapes) rendered.set(db, (shapes = new Map()));
  let statement = shapes.get(key) as P | undefined;
  if (!statement) {
    if (shapes.size >= 500) shapes.clear();
    // node-postgres sends a query whose name is empty as an unnamed statement.
    const name = sessionPerConnection.has(db)
      ? `shape_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`
      : '';
    statement = prepare(name);
    shapes.set(key, statement);
  }
  return statement;
}
