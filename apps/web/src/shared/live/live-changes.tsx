import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_ENTITIES, type LiveChange, type LiveEntity, type Vertical } from '@b2c/domain';
import { followLiveChanges } from '../api/live-events.ts';
import { queryKeys } from '../api/query-keys.ts';
import { isGridStartingWith } from '../data-table/grid-keys.ts';
import type { ArrivalWatch } from '../data-table/data-grid-types.ts';
import { liveChangesStore, type LiveChangesStore } from './live-changes-store.ts';

const Live = createContext<LiveChangesStore | undefined>(undefined);

/**
 * Issue 29: the tab's one event stream, open while the secure layout is (reopened when the vertical
 * changes). Each change makes its area's cached reads stale (`queryKeys(area).all`), so what is on screen
 * refetches; a `refetch` (changes missed) makes everything stale.
 */
export const LiveChangesProvider = ({ vertical, children }: { vertical: Vertical; children: ReactNode }) => {
  const queryClient = useQueryClient();
  const [store] = useState(() => liveChangesStore());
  useEffect(() => {
    const controller = new AbortController();
    followLiveChanges(
      {
        onChange: (change) => {
          void queryClient.invalidateQueries({ queryKey: queryKeys(LIVE_ENTITIES[change.entity].area).all });
          store.record(change);
        },
        onRefetch: () => void queryClient.invalidateQueries(),
      },
      controller.signal,
    ).catch(() => {
      // Signed out or refused: the grids still work, only without live changes.
    });
    return () => controller.abort();
  }, [queryClient, store, vertical.country, vertical.vehicleType]);
  return <Live.Provider value={store}>{children}</Live.Provider>;
};

/** Gives a tree a store of its own, with no stream: tests record the changes a stream would bring. */
export const LiveChangesStoreProvider = Live.Provider;

const useStore = () => useContext(Live);
const noStore = () => () => {};
const zero = () => 0;

/** Re-renders on every live change (or never, outside the provider: tests, signed-out pages). */
function useLiveVersion(): LiveChangesStore | undefined {
  const store = useStore();
  useSyncExternalStore(store?.subscribe ?? noStore, store?.version ?? zero);
  return store;
}

/**
 * Calls `handler` for each change another user makes that this tab hears (any entity): a screen whose
 * reads are cached under no area's key (a start page's tiles) refetches them itself.
 * @example useOnLiveChange((c) => c.entity === 'inventory' && void refetchTiles());
 */
export function useOnLiveChange(handler: (change: LiveChange) => void): void {
  const store = useStore();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => store?.onChange((change) => latest.current(change)), [store]);
}

const asList = (entity: LiveEntity | readonly LiveEntity[]): readonly LiveEntity[] =>
  typeof entity === 'string' ? [entity] : entity;

/**
 * A grid that follows `entity` live (or several, keyed alike: a car's own changes and its movements'): its
 * pages (grid keys starting with `gridKeyPrefix`) refetch on each change, and the ids changed in the last
 * 1.5 s come back to be marked.
 * @example const changed = useLiveGridRows('inventory', INVENTORY_GRID_KEY); <DataGrid highlighted={changed} … />
 */
export function useLiveGridRows(
  entity: LiveEntity | readonly LiveEntity[],
  gridKeyPrefix: string,
): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const store = useLiveVersion();
  const entities = asList(entity).join('\n');
  useEffect(
    () =>
      store?.onChange((change) => {
        if (entities.split('\n').includes(change.entity))
          void queryClient.invalidateQueries({ predicate: isGridStartingWith(gridKeyPrefix) });
      }),
    [store, queryClient, entities, gridKeyPrefix],
  );
  const ids = store ? [...new Set(asList(entity).flatMap((e) => store.flashingIds(e)))].join('\n') : '';
  return useMemo(() => new Set(ids ? ids.split('\n') : []), [ids]);
}

/**
 * What a grid needs to hold back the rows others add to its filtered set (DataGrid `arrivals`): the
 * changes of `entity` (or several, keyed alike) others made since a mark. Re-renders on each change.
 * @example <DataGrid arrivals={useLiveArrivals('inventory', claims.displayName)} … />
 */
export function useLiveArrivals(entity: LiveEntity | readonly LiveEntity[], me: string): ArrivalWatch | undefined {
  const store = useLiveVersion();
  const mark = store?.mark() ?? 0;
  const entities = asList(entity).join('\n');
  return useMemo(() => {
    if (!store) return undefined;
    const list = entities.split('\n') as LiveEntity[];
    return { mark, changedSince: (since: number) => store.idsChangedSince(list, since, me) };
  }, [store, mark, entities, me]);
}

/**
 * The change someone else made to a row since `since` (when an edit form opened), so the form can say
 * "Changed by X — reload" instead of letting a save overwrite it.
 */
export function useChangedSince(entity: LiveEntity, id: string, since: number, me: string): LiveChange | undefined {
  const store = useLiveVersion();
  const last = store?.lastChangeOf(entity, id);
  return last && last.change.by !== me && last.receivedAt >= since ? last.change : undefined;
}
