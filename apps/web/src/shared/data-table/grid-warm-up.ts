import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import type { RouteWarmUp } from '../routing/feature-route.ts';
import type { DataGridProps, GridCount, GridFilters, PageRequest } from './data-grid-types.ts';
import { gridKeys } from './grid-keys.ts';
import { pageRequestFromParams } from './use-grid-url-state.ts';

/**
 * A page fetched this recently is shown as it is when a grid mounts, not asked for again: the first
 * load's warm-up (`warmGrid`) fetched it a moment before the screen's chunk arrived. Older pages are
 * refetched on mount as before, and so is any page a save has invalidated since (the list one returns to
 * after an edit must show the edit).
 */
export const FRESH_ON_MOUNT_MS = 5_000;

export const refetchUnlessJustFetched = (query: {
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): boolean => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > FRESH_ON_MOUNT_MS;

/** The count query's function, one for the grid and its warm-up (the same key must hold the same shape). */
export const gridCountQueryFn =
  (fetchCount: DataGridProps<unknown>['fetchCount'], filters: GridFilters): QueryFunction<GridCount> =>
  async () => {
    const result = await fetchCount({ filters });
    return typeof result === 'number' ? { count: result, exact: true } : result;
  };

interface WarmGridSource<T> {
  gridKey: string;
  fetchPage: (request: PageRequest) => Promise<T[]>;
  fetchCount: DataGridProps<T>['fetchCount'];
  paramPrefix?: string;
}

/**
 * A grid's first page and count, as its DataGrid will ask for them (same keys, same request from the
 * URL), started by a route's warm-up before the screen's chunk has loaded. Failures are left for the
 * grid, which asks again and shows them.
 * @example warmUp: (start) => import('./driver-api.ts').then((m) => warmGrid(start, { gridKey: 'driver', fetchPage: m.fetchDrivers, fetchCount: m.countDrivers }))
 */
export const warmGrid = async <T>(
  start: Pick<RouteWarmUp, 'queryClient' | 'search' | 'defaultPageSize'>,
  source: WarmGridSource<T>,
): Promise<void> => {
  const request = pageRequestFromParams(start.search, start.defaultPageSize, source.paramPrefix);
  const client: QueryClient = start.queryClient;
  await Promise.all([
    client.prefetchQuery({
      queryKey: gridKeys.page(source.gridKey, request),
      queryFn: () => source.fetchPage(request),
      retry: false,
    }),
    client.prefetchQuery({
      queryKey: gridKeys.count(source.gridKey, request.filters),
      queryFn: gridCountQueryFn(source.fetchCount, request.filters),
      retry: false,
    }),
  ]);
};
