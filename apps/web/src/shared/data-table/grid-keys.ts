import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys.ts';

/**
 * The query keys of every DataGrid: `['grid', gridKey, 'page' | 'count', …]`. Screens that must refresh a
 * grid after a write ask for these keys here instead of spelling the strings out.
 */
const keys = queryKeys('grid');
export const gridKeys = {
  /** Every query of one grid (its pages and its counts). */
  of: (gridKey: string) => keys.of(gridKey),
  page: (gridKey: string, request: unknown) => keys.of(gridKey, 'page', request),
  count: (gridKey: string, filters: unknown) => keys.of(gridKey, 'count', filters),
};

/**
 * Matches the queries of every grid whose key starts with `prefix`: a list grid and the per-row grids
 * named after it (e.g. 'location' and its audit grids 'location-audit-12').
 */
export const isGridStartingWith =
  (prefix: string) =>
  ({ queryKey }: { queryKey: QueryKey }): boolean =>
    queryKey[0] === 'grid' && typeof queryKey[1] === 'string' && queryKey[1].startsWith(prefix);
