import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { API_PATHS } from '../../api-paths.ts';
import { startEmbedded, type EmbeddedPostgres } from './embedded-postgres.ts';
import { scheduledPool } from './statement-scheduler.ts';
import { listeningChangeFeed, sessionChangeFeed, type ChangeFeed } from './change-feed.ts';
import { observablePool, type StatementObserver } from './statement-observer.ts';

export type Db = NodePgDatabase;

/** The app's one way to the database: a pg pool (real server or embedded PGlite) and drizzle over it. */
export interface Database {
  pool: pg.Pool;
  db: Db;
  embedded: EmbeddedPostgres | undefined;
  /** Committed changes that caches hold, from every process on this database (change-feed.ts). */
  changes: ChangeFeed;
  /** Runs every statement through `observer` from now on (a span per SQL statement when tracing). */
  observeStatements(observer: StatementObserver | undefined): void;
  close(): Promise<void>;
}

const migrationsFolder = API_PATHS.migrations;

// pg returns int8/numeric as strings; counts are cast ::int in SQL, and money stays a string on purpose.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  templateFile?: string | undefined;
  logError?: (err: Error) => void;
  /** The embedded database already opening (server.ts starts it before loading the rest of the server). */
  embedded?: Promise<EmbeddedPostgres> | undefined;
}): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await (options.embedded ?? startEmbedded(options));
  const session = embedded ? sessionChangeFeed() : undefined;
  const connections = new pg.Pool({
    connectionString: options.databaseUrl ?? embedded?.connectionString,
    // PGlite is a single session: one connection, so two callers' transactions never interleave.
    max: embedded ? 1 : 10,
    idleTimeoutMillis: embedded ? 0 : 30_000,
    ...(session ? { onConnect: session.onConnect } : {}),
  });
  const changes = session ?? listeningChangeFeed(options.databaseUrl!, (err) => options.logError?.(err));
  // On that one session, cheap statements go ahead of queued slow ones (statement-scheduler.ts).
  const observable = observablePool(embedded ? scheduledPool(connections) : connections);
  const pool = observable.pool;
  // Without a listener, an idle client's error (e.g. PostgreSQL restarting) would kill the process.
  pool.on('error', (err) => options.logError?.(err));
  const db = drizzle(pool);
  await migrate(db, { migrationsFolder });
  return {
    pool,
    db,
    embedded,
    changes,
    observeStatements: observable.observe,
    async close() {
      await changes.close();
      await pool.end();
      await embedded?.stop();
    },
  };
}
