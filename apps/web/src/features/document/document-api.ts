import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentEndpoints as api,
  type DocumentActionBody,
  type DocumentBatchBody,
  type DocumentRow,
} from '@b2c/contracts';
import type { DocumentAction, DocumentType } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { gridFetchers } from '../../shared/data-table/entity-api.ts';
import type { GridFilters, GridSort, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';

export const DOCUMENT_GRID_KEY = 'document';

export const documentKeys = {
  all: queryKeys('document').all,
  pendency: (filters: GridFilters) => queryKeys('document').of('pendency', filters),
  detail: (appointmentId: string, type: DocumentType) => queryKeys('document').of('detail', appointmentId, type),
};

const fetchers = gridFetchers({ list: api.search, count: api.count });
/** The pendency grid lists only what is still owed, whatever else the filters say. */
const owed = (filters: GridFilters): GridFilters => ({ ...filters, pending: 'true' });

/** The pendency grid's key and callbacks, for its DataGrid (the CSV reads the same owed set). */
export const pendencyGrid = {
  gridKey: DOCUMENT_GRID_KEY,
  fetchPage: (request: PageRequest) => fetchers.fetchPage({ ...request, filters: owed(request.filters) }),
  fetchCount: ({ filters }: { filters: GridFilters }) => fetchers.fetchCount({ filters: owed(filters) }),
  fetchAll: ({ sort, filters }: { sort?: GridSort; filters: GridFilters }) =>
    fetchers.fetchAll({ ...(sort ? { sort } : {}), filters: owed(filters) }),
};

/** The owed count per location and ageing bucket, under the grid's filters. */
export const usePendency = (filters: GridFilters) =>
  useQuery({
    queryKey: documentKeys.pendency(filters),
    queryFn: () => call(api.pendency, { query: filters }),
    retry: false,
  });

export const useDocument = (appointmentId: string, documentType: DocumentType) =>
  useQuery({
    queryKey: documentKeys.detail(appointmentId, documentType),
    queryFn: () => call(api.get, { params: { id: appointmentId, type: documentType } }),
    retry: false,
  });

/** After any action: the grid, the counts on top, the document and its audit trail are stale. */
const useInvalidateDocuments = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ predicate: isGridStartingWith(DOCUMENT_GRID_KEY) }),
      client.invalidateQueries({ queryKey: documentKeys.all }),
    ]);
};

export interface DocumentActionInput {
  document: Pick<DocumentRow, 'appointmentId' | 'documentType'>;
  action: DocumentAction;
  body: DocumentActionBody;
}

export const useDocumentAction = () =>
  useMutation({
    mutationFn: ({ document, action, body }: DocumentActionInput) =>
      call(api.act, {
        params: { id: document.appointmentId, type: document.documentType },
        query: { action },
        body,
      }),
    onSuccess: useInvalidateDocuments(),
  });

/** Per-row results; the grid refetches itself when the bulk dialog closes. */
export const runDocumentBatch = (body: DocumentBatchBody) => call(api.batch, { body });

export const useInvalidateAfterBatch = useInvalidateDocuments;
