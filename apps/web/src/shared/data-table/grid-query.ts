import type { GridSort, PageRequest } from './data-grid-types.ts';

/** `sort=field,asc|desc`, the API's list parameter (DESIGN §3). */
export const sortParam = (sort: GridSort | undefined): string | undefined =>
  sort ? `${sort.field},${sort.direction}` : undefined;

/**
 * A grid's page request as the API's list query: `page` (0-based), `size`, `sort` and the filters by
 * their parameter names, so a screen names its filter fields after the API's query parameters.
 * @example call(driverEndpoints.list, { query: gridQuery(request) })
 */
export const gridQuery = ({ page, size, sort, filters }: PageRequest): Record<string, string | number | undefined> => ({
  ...filters,
  page,
  size,
  sort: sortParam(sort),
});
