import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/** The one PostgreSQL channel on which writers announce changes that processes keep in caches. */
export const CHANGE_CHANNEL = 'b2c_cache_changes';

/**
 * Issue 29: the channel on which the database itself (the audit_log trigger of migration 0022) names the rows
 * each committed statement changed, for the panels' live grids.
 */
export const ROW_CHANNEL = 'b2c_row_changes';

/**
 * A row change as the trigger sends it: entity, entity id (absent for a statement of many rows), the
 * vertical and who, in words. `lost` is the feed's own, after its connection dropped: some may be missed.
 */
export type RowNotice =
  { kind: 'row'; entity: string; id?: string; country: string; vehicleType: string; by: string } | { kind: 'lost' };

/**
 * What changed, as much as a cache needs to drop the right entries. `all` is sent by the feed itself
 * after its listening connection was lost: a notification may have been missed, so everything goes.
 */
export type CacheChange =
  { kind: 'flags' } | { kind: 'groups' } | { kind: 'user'; id: number; userName: string } | { kind: 'all' };

/**
 * Announces a change inside the writer's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits (never for a rolled-back one), so no process drops its cache before the new
 * state is readable, and none misses a committed change while it stays connected.
 */
export async function announceChange(tx: Db, change: CacheChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(change)})`);
}

export interface ChangeFeed {
  /** Calls `handler` for every committed change of any process (this one's included); returns the unsubscribe. */
  subscribe(handler: (change: CacheChange) => void): () => void;
  /** Calls `handler` for every committed row change of any process (ROW_CHANNEL); returns the unsubscribe. */
  subscribeRows(handler: (notice: RowNotice) => void): () => void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/** A payload another version of the server might send is ignored, not trusted to name a cache. */
function parseChange(payload: string | undefined): CacheChange | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null || !('kind' in value)) return undefined;
    const kind = value.kind;
    if (kind === 'flags' || kind === 'groups' || kind === 'all') return { kind };
    if (kind === 'user' && 'id' in value && 'userName' in value) {
      const { id, userName } = value;
      if (typeof id === 'number' && typeof userName === 'string') return { kind, id, userName };
    }
  } catch {
    // not JSON: not ours
  }
  return undefined;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The trigger's payload (`{e, i?, c, v, b}`); anything else is not ours. */
function parseRow(payload: string | undefined): RowNotice | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown> | null;
    if (!value || !text(value.e) || !text(value.c) || !text(value.v)) return undefined;
    const by = text(value.b) ? value.b : '';
    const base = { kind: 'row' as const, entity: value.e, country: value.c, vehicleType: value.v, by };
    return text(value.i) ? { ...base, id: value.i } : base;
  } catch {
    return undefined;
  }
}

function handlers() {
  const subscribers = new Set<(change: CacheChange) => void>();
  const rowSubscribers = new Set<(notice: RowNotice) => void>();
  return {
    subscribe(handler: (change: CacheChange) => void) {
      subscribers.add(handler);
      return () => void subscribers.delete(handler);
    },
    subscribeRows(handler: (notice: RowNotice) => void) {
      rowSubscribers.add(handler);
      return () => void rowSubscribers.delete(handler);
    },
    deliver(message: pg.Notification) {
      if (message.channel === ROW_CHANNEL) {
        const notice = parseRow(message.payload);
        if (notice) for (const handler of rowSubscribers) handler(notice);
        return;
      }
      if (message.channel !== CHANGE_CHANNEL) return;
      const change = parseChange(message.payload);
      if (change) for (const handler of subscribers) handler(change);
    },
    deliverAll() {
      for (const handler of subscribers) handler({ kind: 'all' });
      for (const handler of rowSubscribers) handler({ kind: 'lost' });
    },
  };
}

const LISTEN_ALL = `LISTEN ${CHANGE_CHANNEL}; LISTEN ${ROW_CHANNEL}`;

/**
 * Embedded PGlite is one session, shared by the whole process: the pool's one connection LISTENs
 * itself (PostgreSQL delivers a session's own notifications at commit too). `onConnect` is the pool's
 * hook for each new connection, so one replaced after an error listens again (and, since it may have
 * missed some, every cache is dropped). Only this process can open the database, so that reaches every
 * cache there is.
 */
export function sessionChangeFeed(): ChangeFeed & { onConnect(client: pg.ClientBase): Promise<void> } {
  const feed = handlers();
  let connections = 0;
  return {
    subscribe: feed.subscribe,
    subscribeRows: feed.subscribeRows,
    async onConnect(client) {
      client.on('notification', feed.deliver);
      await client.query(LISTEN_ALL);
      if (connections++ > 0) feed.deliverAll();
    },
    close: async () => {},
  };
}

/**
 * A PostgreSQL server shared by several processes: one dedicated connection per process LISTENs (a
 * pooled connection would lose its LISTEN when the pool recycles it). When it drops (server restart,
 * network), it reconnects every second, and on reconnecting tells every cache to drop everything,
 * since notifications sent meanwhile are lost; the caches' time-to-live covers the gap until then.
 */
export function listeningChangeFeed(
  connectionString: string,
  logError: (err: Error) => void = () => {},
): ChangeFeed & { ready: Promise<void> } {
  const feed = handlers();
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let firstConnect = true;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    // Any attempt after the first may follow a time nobody listened: on success, every cache is dropped.
    const missedSome = !firstConnect;
    firstConnect = false;
    const next = new pg.Client({ connectionString });
    next.on('notification', feed.deliver);
    next.on('error', (err) => {
      logError(err);
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(LISTEN_ALL);
    } catch (err) {
      logError(err as Error);
      void next.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (missedSome) feed.deliverAll();
  }

  const ready = connect();
  return {
    ready,
    subscribe: feed.subscribe,
    subscribeRows: feed.subscribeRows,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
