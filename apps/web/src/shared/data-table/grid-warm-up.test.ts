import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { gridKeys } from './grid-keys.ts';
import { FRESH_ON_MOUNT_MS, refetchUnlessJustFetched, warmGrid } from './grid-warm-up.ts';
import { pageRequestFromParams } from './use-grid-url-state.ts';
import type { PageRequest } from './data-grid-types.ts';

describe('grid warm-up', () => {
  it('reads the page request from the URL as the grid does, falling back to the default size', () => {
    const params = new URLSearchParams('page=3&size=30&sort=updatedAt,desc&f.status=READY&f.empty=&x=1');
    expect(pageRequestFromParams(params, 10)).toEqual({
      page: 2,
      size: 30,
      sort: { field: 'updatedAt', direction: 'desc' },
      filters: { status: 'READY' },
    });
    expect(pageRequestFromParams(new URLSearchParams('size=7&page=-1'), 10)).toEqual({
      page: 0,
      size: 10,
      filters: {},
    });
  });

  it("puts the URL's first page and its count under the keys the grid reads", async () => {
    const queryClient = new QueryClient();
    const asked: PageRequest[] = [];
    await warmGrid(
      { queryClient, search: new URLSearchParams('f.status=READY'), defaultPageSize: 30 },
      {
        gridKey: 'inventory',
        fetchPage: async (request) => {
          asked.push(request);
          return [{ id: 1 }, { id: 2 }];
        },
        fetchCount: async () => 2,
      },
    );
    const request = { page: 0, size: 30, filters: { status: 'READY' } };
    expect(asked).toEqual([request]);
    expect(queryClient.getQueryData(gridKeys.page('inventory', request))).toEqual([{ id: 1 }, { id: 2 }]);
    expect(queryClient.getQueryData(gridKeys.count('inventory', request.filters))).toEqual({ count: 2, exact: true });
  });

  it('leaves a failed page for the grid to ask again', async () => {
    const queryClient = new QueryClient();
    await warmGrid(
      { queryClient, search: new URLSearchParams(), defaultPageSize: 10 },
      {
        gridKey: 'inventory',
        fetchPage: () => Promise.reject(new Error('down')),
        fetchCount: async () => ({ count: 1000, exact: false }),
      },
    );
    expect(queryClient.getQueryData(gridKeys.page('inventory', { page: 0, size: 10, filters: {} }))).toBeUndefined();
    expect(queryClient.getQueryData(gridKeys.count('inventory', {}))).toEqual({ count: 1000, exact: false });
  });

  it('refetches on mount unless the page was fetched a moment ago and nothing invalidated it since', () => {
    const now = Date.now();
    const fetchedAt = (dataUpdatedAt: number, isInvalidated = false) => ({ state: { dataUpdatedAt, isInvalidated } });
    expect(refetchUnlessJustFetched(fetchedAt(now - 100))).toBe(false);
    expect(refetchUnlessJustFetched(fetchedAt(now - FRESH_ON_MOUNT_MS - 1000))).toBe(true);
    expect(refetchUnlessJustFetched(fetchedAt(0))).toBe(true);
    // A save invalidates the list: the grid one returns to shows the edit, however recent its page.
    expect(refetchUnlessJustFetched(fetchedAt(now - 100, true))).toBe(true);
  });
});
