import type { QueryKey } from '@tanstack/react-query';

/**
 * The query keys of every DataGrid: `['grid', gridKey, 'page' | 'count', …]`. Screens that must refresh a
 * grid after a write ask for these keys here instead of spelling the strings out.
 */
export const gridKeys = {
  /** Every query of one grid (its pages and its counts). */
  of: (gridKey: string) => ['grid', gridKey] as const,
  page: (gridKey: string, request: unknown) => ['grid', gridKey, 'page', request] as const,
  count: (gridKey: string, filters: unknown) => ['grid', gridKey, 'count', filters] as const,
};

/**
 * Matches the queries of every grid whose key starts with `prefix`: a list grid and the per-row grids
 * named after it (e.g. 'location' and its audit grids 'location-audit-12').
 */
export const isGridStartingWith =
  (prefix: string) =>
  ({ queryKey }: { queryKey: QueryKey }): boolean =>
    queryKey[0] === 'grid' && typeof queryKey[1] === 'string' && queryKey[1].startsWith(prefix);
