import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bulkEndpoints as api, type BulkApplyBody, type BulkRequest, type BulkUploadType } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';
import { gridQuery } from '../../shared/data-table/grid-query.ts';
import type { GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';

export const BULK_GRID_KEY = 'bulk-upload-v2';
const keys = queryKeys('bulk');
export const bulkKeys = {
  ...keys,
  counts: keys.of('counts'),
  types: keys.of('types'),
  rows: (id: number) => keys.of('rows', id),
  preview: (id: number) => keys.of('preview', id),
};

/** How often an unfinished request is read again: the progress bar follows the job by polling. */
export const BULK_POLL_MS = 2000;
const unfinished = (r: BulkRequest | undefined) => r?.status === 'QUEUED' || r?.status === 'RUNNING';

/** The grid reads `search`; its count is the filtered total of `counts` (per state, or all of them). */
export const bulkGrid = {
  gridKey: BULK_GRID_KEY,
  fetchPage: (request: PageRequest) => call(api.search, { query: gridQuery(request) }),
  fetchCount: async ({ filters }: { filters: GridFilters }) => {
    const { status, ...rest } = filters as Record<string, string | undefined>;
    const counts = await call(api.counts, { query: rest });
    return status ? (counts.byStatus[status as keyof typeof counts.byStatus] ?? 0) : counts.total;
  },
  fetchAll: () => call(api.search, { query: { size: 2000 } }),
};

export const useBulkCounts = () => useQuery({ queryKey: bulkKeys.counts, queryFn: () => call(api.counts) });
export const useBulkTypes = () => useQuery({ queryKey: bulkKeys.types, queryFn: () => call(api.types) });

export const useBulkRequest = (id: number) =>
  useQuery({
    queryKey: bulkKeys.detail(id),
    queryFn: () => call(api.metadata, { params: { id } }),
    refetchInterval: (q) => (unfinished(q.state.data) ? BULK_POLL_MS : false),
  });

export const useBulkRows = (id: number, request: BulkRequest | undefined) =>
  useQuery({
    queryKey: [...bulkKeys.rows(id), request?.doneRows, request?.status],
    queryFn: () => call(api.rows, { params: { id }, query: { size: 200 } }),
    enabled: request !== undefined,
  });

/** Issue 29: what confirming would change, in words; only asked while the upload waits for confirmation. */
export const useBulkPreview = (request: BulkRequest) =>
  useQuery({
    queryKey: [...bulkKeys.preview(request.id), request.version],
    queryFn: () => call(api.preview, { params: { id: request.id } }),
    enabled: request.status === 'VALIDATED' && request.validRows > 0,
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      // Not the preview: keyed by the request's version, a write makes a new one; read again after an apply
      // it would ask the server for the preview of an upload no longer waiting for confirmation (409).
      client.invalidateQueries({ queryKey: bulkKeys.all, predicate: (q) => q.queryKey[1] !== 'preview' }),
      client.invalidateQueries({ predicate: isGridStartingWith(BULK_GRID_KEY) }),
    ]);
};

export const useUploadBulk = () =>
  useMutation({
    mutationFn: ({ type, file }: { type: BulkUploadType; file: File }) => {
      const body = new FormData();
      body.append('type', type);
      body.append('file', file);
      return call(api.upload, { body });
    },
    onSuccess: useRefresh(),
  });

export const useApplyBulk = (id: number) =>
  useMutation({
    mutationFn: (body: BulkApplyBody) => call(api.apply, { params: { id }, body }),
    onSuccess: useRefresh(),
  });
export const useAbortBulk = (id: number) =>
  useMutation({ mutationFn: () => call(api.abort, { params: { id } }), onSuccess: useRefresh() });
export const useRetryBulk = (id: number) =>
  useMutation({ mutationFn: () => call(api.retry, { params: { id } }), onSuccess: useRefresh() });
export const useRollBackBulk = (id: number) =>
  useMutation({ mutationFn: () => call(api.rollback, { params: { id } }), onSuccess: useRefresh() });
