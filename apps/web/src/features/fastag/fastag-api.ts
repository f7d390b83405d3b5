import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fastagEndpoints as api,
  type FastagConfigBody,
  type FastagDetailsBody,
  type FastagDocumentBody,
  type FastagKycBody,
  type FastagUploadRequest,
} from '@b2c/contracts';
import type { FastagDocumentType } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { gridFetchers } from '../../shared/data-table/entity-api.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';

export const FASTAG_GRID_KEY = 'fastag';

export const fastagKeys = {
  all: queryKeys('fastag').all,
  order: (id: number) => queryKeys('fastag').of('order', id),
  document: (id: number, type: FastagDocumentType) => queryKeys('fastag').of('document', id, type),
  config: queryKeys('fastag').of('config'),
  total: queryKeys('fastag').of('total'),
};

/** The grid's key and callbacks, for its DataGrid. */
export const fastagGrid = { gridKey: FASTAG_GRID_KEY, ...gridFetchers({ list: api.orders, count: api.count }) };

/** Every order of the vertical, unfiltered: zero means the vertical has no orders (the empty state). */
export const useFastagTotal = () =>
  useQuery({ queryKey: fastagKeys.total, queryFn: () => call(api.count, { query: {} }).then((r) => r.count) });

export const useFastagOrder = (id: number) =>
  useQuery({ queryKey: fastagKeys.order(id), queryFn: () => call(api.fulfilment, { params: { id } }), retry: false });

/** The view link of one file; signed for an hour, so it is read when asked for and kept ten minutes. */
export const useFastagDocument = (id: number, type: FastagDocumentType, enabled: boolean) =>
  useQuery({
    queryKey: fastagKeys.document(id, type),
    queryFn: () => call(api.viewDocument, { params: { id, type } }),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useFastagConfig = () => useQuery({ queryKey: fastagKeys.config, queryFn: () => call(api.config, {}) });

/** After any change of an order: its detail, its file links, the grid and the order's audit trail are stale. */
const useChanged = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fastagKeys.all }),
      client.invalidateQueries({ predicate: isGridStartingWith(FASTAG_GRID_KEY) }),
    ]);
};

export const useUpdateFastagDetails = (id: number) =>
  useMutation({
    mutationFn: (body: FastagDetailsBody) => call(api.updateDetails, { params: { id }, body }),
    onSuccess: useChanged(),
  });

export const useUpdateFastagKyc = (id: number) =>
  useMutation({
    mutationFn: (body: FastagKycBody) => call(api.updateKyc, { params: { id }, body }),
    onSuccess: useChanged(),
  });

export const useActivateFastag = (id: number) =>
  useMutation({
    mutationFn: (version: number) => call(api.activate, { params: { id }, body: { version } }),
    onSuccess: useChanged(),
  });

export const useSaveFastagConfig = () =>
  useMutation({ mutationFn: (body: FastagConfigBody) => call(api.saveConfig, { body }), onSuccess: useChanged() });

export const requestFastagUpload = (id: number, body: FastagUploadRequest) =>
  call(api.uploadUrl, { params: { id }, body });

export const useRecordFastagDocument = (id: number) =>
  useMutation({
    mutationFn: ({ type, body }: { type: FastagDocumentType; body: FastagDocumentBody }) =>
      call(api.recordDocument, { params: { id, type }, body }),
    onSuccess: useChanged(),
  });
