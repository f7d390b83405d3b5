import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_OPTIONS } from '@b2c/domain';
import type { GridFilters, GridSort, PageRequest } from './data-grid-types.ts';

const SORT = /^([A-Za-z][\w.]*),(asc|desc)$/;

export interface GridUrlState {
  request: PageRequest;
  setPage: (page: number, size: number) => void;
  setSort: (sort: GridSort | undefined) => void;
  setFilters: (filters: GridFilters) => void;
}

/**
 * The page request a grid's URL names (`page` 1-based, `size`, `sort`, filters `f.<name>`); bad values
 * fall back to the defaults. Shared with the first-load warm-up, which must ask for the same page.
 */
export const pageRequestFromParams = (params: URLSearchParams, defaultSize: number, prefix = ''): PageRequest => {
  const name = (key: string) => `${prefix}${key}`;
  const filterPrefix = name('f.');
  const page = Number.parseInt(params.get(name('page')) ?? '', 10);
  const size = Number(params.get(name('size')));
  const sortMatch = SORT.exec(params.get(name('sort')) ?? '');
  const filters: GridFilters = {};
  params.forEach((value, key) => {
    if (key.startsWith(filterPrefix) && value !== '') filters[key.slice(filterPrefix.length)] = value;
  });
  return {
    page: Number.isFinite(page) && page > 0 ? page - 1 : 0,
    size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : defaultSize,
    ...(sortMatch?.[1] && sortMatch[2]
      ? { sort: { field: sortMatch[1], direction: sortMatch[2] as GridSort['direction'] } }
      : {}),
    filters,
  };
};

/**
 * Page, size, sort and filters live in the URL (DESIGN §2) so a view can be linked and Back works.
 * `page` is 1-based there; filters are `f.<name>`. Bad values fall back to defaults.
 */
export const useGridUrlState = (defaultSize: number, prefix = ''): GridUrlState => {
  const [params, setParams] = useSearchParams();
  const name = useCallback((key: string) => `${prefix}${key}`, [prefix]);
  const filterPrefix = name('f.');

  const request = useMemo(() => pageRequestFromParams(params, defaultSize, prefix), [params, defaultSize, prefix]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number, size: number) =>
      update((next) => {
        next.set(name('page'), String(page + 1));
        next.set(name('size'), String(size));
      }),
    [update, name],
  );

  const setSort = useCallback(
    (sort: GridSort | undefined) =>
      update((next) => {
        if (sort) next.set(name('sort'), `${sort.field},${sort.direction}`);
        else next.delete(name('sort'));
        next.delete(name('page'));
      }),
    [update, name],
  );

  const setFilters = useCallback(
    (filters: GridFilters) =>
      update((next) => {
        [...next.keys()].filter((k) => k.startsWith(filterPrefix)).forEach((k) => next.delete(k));
        Object.entries(filters).forEach(([k, v]) => v !== '' && next.set(`${filterPrefix}${k}`, v));
        next.delete(name('page'));
      }),
    [update, name, filterPrefix],
  );

  return { request, setPage, setSort, setFilters };
};
