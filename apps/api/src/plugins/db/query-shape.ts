import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type Placeholder } from 'drizzle-orm';
import type pg from 'pg';

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
 * rendered once (`runTextShape`) and then only executed with the values — drizzle building
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

/** Every cell as PostgreSQL's text: nothing parsed into numbers, booleans or Dates on the way. */
const asItIs = (text: string) => text;
const TEXT_CELLS = { getTypeParser: () => asItIs };

interface TextStatement {
  params: unknown[];
  /**
   * The statement's query config without its values, the prototype of each run's config. node-postgres
   * copies a config's own properties, descriptor by descriptor, on every query; with only `values` of
   * its own, that copy is one property instead of five (issue 30: it was a lookup's costliest pg call).
   */
  config: { name: string; text: string; rowMode: 'array'; types: typeof TEXT_CELLS };
}
const configOf = (name: string, text: string) => ({ name, text, rowMode: 'array' as const, types: TEXT_CELLS });
/** Each database's statements by shape key, rendered once (at most 500 shapes a database). */
const statements = new WeakMap<object, Map<string, TextStatement>>();

/**
 * The session and node-postgres disagree about a statement's name: the session already has it (42P05: a
 * pool connection replaced on the embedded database, whose one PGlite session outlives its connections)
 * or no longer has it (26000). Either way the statement is parsed again under a new name.
 */
const NAME_CLASHES = new Set(['42P05', '26000']);
let renames = 0;

/**
 * A shape run by node-postgres itself as a named statement — parsed and planned once per session: on the
 * 1M seed the lookup ran at 0.47× a minimal route unnamed and 1.13× named; on the embedded database a
 * grid page costs 15 % less CPU named (bench/README.md). Rows come back as arrays of PostgreSQL's text
 * cells (null for NULL), for a hot read that writes its answer from the cells (inventory-grid-json.ts) —
 * drizzle's row mapping and pg's type parsing would only be undone. `render` gives the shape's SQL and
 * params (placeholders for the values) the first time. `db` must be the database itself, whose client is
 * the pool, never a transaction.
 */
export async function runTextShape(
  db: object,
  key: string,
  render: () => { sql: string; params: unknown[] },
  values: Record<string, unknown>,
): Promise<(string | null)[][]> {
  let shapes = statements.get(db);
  if (!shapes) statements.set(db, (shapes = new Map()));
  let statement = shapes.get(key);
  if (!statement) {
    if (shapes.size >= 500) shapes.clear();
    const { sql: text, params } = render();
    const name = `shape_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
    statement = { params, config: configOf(name, text) };
    shapes.set(key, statement);
  }
  const client = (db as { $client?: pg.Pool }).$client;
  if (!client) throw new Error('A text shape runs on the database, not inside a transaction.');
  const run = ({ config, params }: TextStatement) => {
    const query = Object.create(config) as TextStatement['config'] & { values: unknown[] };
    query.values = fillPlaceholders(params, values);
    // The callback form, not the promise one: a checked-out client's promise-returning query cost an
    // export ~50 % more CPU and twice the heap (100 MB against 40 at 83,000 rows; bench/README.md
    // "Issue 30: the export in one snapshot"). A pool's query takes a callback too.
    return new Promise<pg.QueryResult<(string | null)[]>>((resolve, reject) =>
      client.query<(string | null)[]>(query, (error: Error | undefined, result: pg.QueryResult<(string | null)[]>) =>
        error ? reject(error) : resolve(result),
      ),
    );
  };
  try {
    return (await run(statement)).rows;
  } catch (error) {
    if (!NAME_CLASHES.has((error as { code?: string }).code ?? '')) throw error;
    const { name, text } = statement.config;
    statement.config = configOf(`${name.replace(/_\d+$/, '')}_${++renames}`, text);
    return (await run(statement)).rows;
  }
}
