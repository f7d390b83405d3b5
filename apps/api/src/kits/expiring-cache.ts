/**
 * A small read-through cache for settings that change rarely and are read on every request (group
 * permissions, a vertical's flags). Safe because an entry is answered for at most `ttlMs` after it was
 * read: a change reaches every caller within that time, and at once in this process when its writer calls
 * `clear()`. Bounded: one entry per key, the oldest dropped when full. A failed load is not kept.
 */
export interface ExpiringCache<K, V> {
  get(key: K): Promise<V>;
  /** Drops one entry by its id (what `keyOf` gives): its next read loads afresh. */
  forget(id: string): void;
  clear(): void;
}

export function expiringCache<K, V>(
  load: (key: K) => Promise<V>,
  options: { ttlMs: number; keyOf: (key: K) => string; maxEntries?: number },
): ExpiringCache<K, V> {
  const { ttlMs, keyOf, maxEntries = 1_000 } = options;
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key) {
      const id = keyOf(key);
      const hit = entries.get(id);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      // The promise is kept, so callers arriving while it loads share one read.
      const value = load(key);
      value.catch(() => {
        if (entries.get(id)?.value === value) entries.delete(id);
      });
      entries.delete(id);
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries) break;
        entries.delete(oldest);
      }
      entries.set(id, { at: Date.now(), value });
      return value;
    },
    forget: (id) => void entries.delete(id),
    clear: () => entries.clear(),
  };
}
