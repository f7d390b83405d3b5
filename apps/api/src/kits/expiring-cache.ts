/**
 * A small read-through cache for settings that change rarely and are read on every request (group
 * permissions, a vertical's flags, a signed-in user's state). Safe because an entry is answered for at
 * most `ttlMs` after its read began: a change reaches every caller within that time, and at once in this
 * process when its writer calls `clear()`. Bounded: one entry per key, the oldest dropped when full. A
 * failed load is not kept.
 *
 * Read ahead (issue 30): an entry asked for after `refreshAfterMs` is answered as it is while a fresh read
 * runs beside it, which replaces it when done. Without this every request arriving during the re-read
 * waited for it — a stall of the whole burst every ttl under load (the account's three statements queued
 * behind the pool's waiting requests). Only when an entry is older than `ttlMs` does a caller wait (for
 * the read ahead already under way, if there is one).
 */
export interface ExpiringCache<K, V> {
  get(key: K): Promise<V>;
  /** Drops one entry by its id (what `keyOf` gives): its next read loads afresh. */
  forget(id: string): void;
  clear(): void;
}

interface Read<V> {
  /** When the read began (Date.now()): the entry is answered until `at + ttlMs`. */
  at: number;
  value: Promise<V>;
}

interface Entry<V> extends Read<V> {
  /** The read ahead under way, if any. */
  next?: Read<V>;
}

/** By default an entry is read ahead once three quarters of its lifetime have passed. */
const READ_AHEAD_AT = 0.75;

export function expiringCache<K, V>(
  load: (key: K) => Promise<V>,
  options: { ttlMs: number; keyOf: (key: K) => string; maxEntries?: number; refreshAfterMs?: number },
): ExpiringCache<K, V> {
  const { ttlMs, keyOf, maxEntries = 1_000, refreshAfterMs = ttlMs * READ_AHEAD_AT } = options;
  const entries = new Map<string, Entry<V>>();

  const read = (key: K): Read<V> => ({ at: Date.now(), value: load(key) });

  /** Puts `entry` in as the newest, dropping the oldest ones while full. */
  function keep(id: string, entry: Entry<V>): Entry<V> {
    entries.delete(id);
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(oldest);
    }
    entries.set(id, entry);
    // A failed read is not kept: the next caller loads again.
    entry.value.catch(() => {
      if (entries.get(id) === entry) entries.delete(id);
    });
    return entry;
  }

  function readAhead(id: string, key: K, entry: Entry<V>): void {
    const next = read(key);
    entry.next = next;
    next.value.then(
      // Unless the entry was dropped meanwhile (clear/forget: a change this read may predate).
      () => void (entries.get(id) === entry && keep(id, next)),
      () => void (entry.next === next && delete entry.next), // the entry stays until its time; a later get tries again
    );
  }

  return {
    get(key) {
      const id = keyOf(key);
      const hit = entries.get(id);
      const now = Date.now();
      if (hit && now - hit.at < ttlMs) {
        if (!hit.next && now - hit.at >= refreshAfterMs) readAhead(id, key, hit);
        return hit.value;
      }
      // Expired: the read ahead under way began after this entry's read, so it is the freshest there is.
      if (hit?.next) return keep(id, hit.next).value;
      // The promise is kept, so callers arriving while it loads share one read.
      return keep(id, read(key)).value;
    },
    forget: (id) => void entries.delete(id),
    clear: () => entries.clear(),
  };
}
