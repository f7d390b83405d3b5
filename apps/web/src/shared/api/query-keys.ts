import type { Area } from '@b2c/domain';

/**
 * Query-key roots that are no area (docs/glossary.md "Areas"): the signed-in session's reads, the
 * DataGrid's pages and counts, and map places. Everything else is cached under its area's name.
 */
export const SHARED_QUERY_ROOTS = ['session', 'grid', 'places'] as const;
export type QueryRoot = Area | (typeof SHARED_QUERY_ROOTS)[number];

/**
 * The one way the panel builds react-query keys: `[root, what, …parts]`, the root an area's name
 * (`AREAS` in @b2c/domain), so that invalidating `keys.all` refreshes everything the area cached and one
 * area's cache can never hide under another's old name (area-names.test.ts checks the roots).
 * @example const driverKeys = { ...queryKeys('driver'), plan: (id: number) => queryKeys('driver').of('plan', id) };
 */
export const queryKeys = <const R extends QueryRoot>(root: R) => ({
  /** Every query of the root: what a write that may change any of them invalidates. */
  all: [root] as const,
  list: (params: unknown = {}) => [root, 'list', params] as const,
  count: (params: unknown = {}) => [root, 'count', params] as const,
  detail: (id: string | number) => [root, 'detail', id] as const,
  /** Any other read of the root: `of('plan', id)` → `[root, 'plan', id]`. */
  of: <const W extends string, P extends readonly unknown[]>(what: W, ...parts: P) => [root, what, ...parts] as const,
});
