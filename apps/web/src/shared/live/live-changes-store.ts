import type { LiveChange, LiveEntity } from '@b2c/domain';

/** How long a changed row stays marked in its grid. */
export const FLASH_MS = 1_500;
/** The last change of this many rows is kept, for an edit form open on one of them. */
const KEPT_CHANGES = 500;

const keyOf = (entity: string, id: string) => `${entity}:${id}`;

/**
 * The tab's memory of what others changed (issue 29): the rows to flash now, the last change of each
 * recent row (an open edit form compares it with when it opened), and whole areas changed in bulk.
 * React reads it with useSyncExternalStore; `version` changes on every change.
 */
export function liveChangesStore(setTimer: (fn: () => void, ms: number) => unknown = setTimeout) {
  const flashing = new Map<string, LiveChange>();
  const latest = new Map<string, { change: LiveChange; receivedAt: number }>();
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(change: LiveChange) => void>();
  // Every change heard, numbered: a grid marks what it has shown and asks what others changed since.
  const heard: { seq: number; change: LiveChange }[] = [];
  let seq = 0;
  let version = 0;
  const notify = () => {
    version++;
    for (const l of listeners) l();
  };

  return {
    record(change: LiveChange): void {
      heard.push({ seq: ++seq, change });
      if (heard.length > KEPT_CHANGES) heard.shift();
      if (change.id !== undefined) {
        const key = keyOf(change.entity, change.id);
        flashing.set(key, change);
        latest.delete(key);
        latest.set(key, { change, receivedAt: Date.now() });
        if (latest.size > KEPT_CHANGES) latest.delete(latest.keys().next().value!);
        setTimer(() => {
          if (flashing.get(key) === change) {
            flashing.delete(key);
            notify();
          }
        }, FLASH_MS);
      }
      for (const l of changeListeners) l(change);
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called for every change as it arrives (a grid refetches its pages). */
    onChange(listener: (change: LiveChange) => void): () => void {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    version: () => version,
    /** The ids of `entity` changed in the last 1.5 s. */
    flashingIds(entity: LiveEntity): string[] {
      const prefix = `${entity}:`;
      return [...flashing.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
    },
    /** The number of the last change heard: a mark to ask `idsChangedSince` about later. */
    mark: () => seq,
    /**
     * The ids of `entities` changed after `mark` by anyone but `me` (the user's own changes are theirs to see
     * at once). A change naming no row (a bulk statement) names none here.
     */
    idsChangedSince(entities: readonly LiveEntity[], mark: number, me: string): ReadonlySet<string> {
      const ids = new Set<string>();
      for (const { seq: n, change } of heard)
        if (n > mark && entities.includes(change.entity) && change.id !== undefined && change.by !== me)
          ids.add(change.id);
      return ids;
    },
    /** The last change of a row and when this tab heard of it (its own clock, unlike the server's `at`). */
    lastChangeOf: (entity: LiveEntity, id: string) => latest.get(keyOf(entity, id)),
  };
}
export type LiveChangesStore = ReturnType<typeof liveChangesStore>;
