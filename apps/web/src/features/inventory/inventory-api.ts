import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditLogEntry,
  BulkResultRow,
  InventoryBulkBody,
  InventoryDetail,
  InventoryRow,
  InventoryUpdateResult,
  PendingAction,
  PendingActionDecisionBody,
} from '@b2c/contracts';
import {
  INVENTORY_ID_ACTIONS,
  type InventoryFieldUpdate,
  type InventoryUpdateAction,
  type SearchKey,
} from '@b2c/domain';
import { apiGet, apiRequest } from '../../shared/api/api-client.ts';
import type { GridCount, GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { gridQuery } from '../../shared/data-table/grid-query.ts';

export const INVENTORY_GRID_KEY = 'inventory';
export const INVENTORY_AUDIT_GRID_KEY = 'inventory-audit';

export const inventoryKeys = {
  all: ['inventory'] as const,
  detail: (appointmentId: string) => ['inventory', 'detail', appointmentId] as const,
  /** Everything read around one car: history, audit, pending actions, timeline. */
  around: (appointmentId: string) => ['inventory', 'around', appointmentId] as const,
  fieldHistory: (appointmentId: string) => ['inventory', 'around', appointmentId, 'field-history'] as const,
  auditRecent: (appointmentId: string) => ['inventory', 'around', appointmentId, 'audit-recent'] as const,
  pendingHistory: (appointmentId: string) => ['inventory', 'around', appointmentId, 'pending'] as const,
  facts: (appointmentId: string, what: string) => ['inventory', 'facts', appointmentId, what] as const,
  contacts: ['inventory', 'contact-persons'] as const,
};

const apt = (appointmentId: string) => `apt-${encodeURIComponent(appointmentId)}`;

// --- grid ---------------------------------------------------------------------------------------
/**
 * The API wants the search key and value together: a value alone searches by registration number (the
 * key every country has), a key alone is no search.
 */
export const withSearchPair = (filters: GridFilters): GridFilters => {
  const { searchKey, searchValue, ...rest } = filters;
  return searchValue ? { ...rest, searchKey: searchKey ?? 'registrationNumber', searchValue } : rest;
};

export const fetchInventoryPage = (request: PageRequest) =>
  apiGet<InventoryRow[]>('/api/inventory', gridQuery({ ...request, filters: withSearchPair(request.filters) }));
export const countInventory = ({ filters }: { filters: GridFilters }) =>
  apiGet<GridCount & { cap: number }>('/api/inventory/count', withSearchPair(filters)).then(({ count, exact }) => ({
    count,
    exact,
  }));
/** CSV export: the API pages at most 100 rows, so the export is the first 1,000 rows of the filtered set. */
export const fetchInventoryExport = async ({ filters, sort }: { filters: GridFilters; sort?: PageRequest['sort'] }) => {
  const rows: InventoryRow[] = [];
  for (let page = 0; page < 10; page++) {
    const batch = await fetchInventoryPage({ page, size: 100, filters, ...(sort ? { sort } : {}) });
    rows.push(...batch);
    if (batch.length < 100) break;
  }
  return rows;
};

export const fetchInventoryAudit = (appointmentId: string) => (request: PageRequest) =>
  apiGet<AuditLogEntry[]>(`/api/audit-log/inventory/${encodeURIComponent(appointmentId)}`, {
    page: request.page,
    size: request.size,
  });
export const countInventoryAudit = (appointmentId: string) => () =>
  apiGet<{ count: number }>(`/api/audit-log/inventory/${encodeURIComponent(appointmentId)}/count`).then((r) => r.count);

// --- lookups ------------------------------------------------------------------------------------
/** The first cars whose `key` equals `value` (the quick jump asks for two to tell "one" from "several"). */
export const findInventory = (searchKey: SearchKey, searchValue: string, size = 2) =>
  apiGet<InventoryRow[]>('/api/inventory', { searchKey, searchValue, page: 0, size });

export const fetchInventoryDetail = (appointmentId: string) =>
  apiGet<InventoryDetail>(`/api/inventory/v2/${apt(appointmentId)}`);

export const useInventoryDetail = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.detail(appointmentId),
    queryFn: () => fetchInventoryDetail(appointmentId),
    retry: false,
  });

/** The history view's fields, newest first; 200 rows cover a car's life in practice. */
export const useFieldHistory = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.fieldHistory(appointmentId),
    queryFn: () =>
      apiGet<AuditLogEntry[]>('/api/audit-log/v2/field/inventory', { id: appointmentId, page: 0, size: 200 }),
  });

export const useRecentAudit = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.auditRecent(appointmentId),
    queryFn: () =>
      apiGet<AuditLogEntry[]>(`/api/audit-log/inventory/${encodeURIComponent(appointmentId)}`, { page: 0, size: 200 }),
  });

export const usePendingHistory = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.pendingHistory(appointmentId),
    queryFn: () =>
      apiGet<PendingAction[]>(`/api/audit-log/inventory/${encodeURIComponent(appointmentId)}/pending-updates`),
  });

/** A read-only fact of the detail page (inspection, payment, orders): `path` follows `apt-{id}/`. */
export const useInventoryFact = <T>(appointmentId: string, path: string) =>
  useQuery({
    queryKey: inventoryKeys.facts(appointmentId, path),
    queryFn: () => apiGet<T>(`/api/inventory/${apt(appointmentId)}/${path}`),
    staleTime: 60_000,
  });

export const useContactPersons = () =>
  useQuery({
    queryKey: inventoryKeys.contacts,
    queryFn: () =>
      apiGet<{ name: string; role: string; email: string; phone: string }[]>('/api/config/contact-person-details'),
    staleTime: 10 * 60_000,
  });

// --- updates ------------------------------------------------------------------------------------
const isIdAction = (action: InventoryUpdateAction) => (INVENTORY_ID_ACTIONS as readonly string[]).includes(action);

/** SPEC §7: price, EGC, publish … go by appointment; parking slot, stage, type, GPS tracker by inventory id. */
export const actionPath = (car: Pick<InventoryDetail, 'id' | 'appointmentId'>, action: InventoryUpdateAction) =>
  isIdAction(action) ? `/api/inventory/${car.id}` : `/api/inventory/${apt(car.appointmentId)}`;

/** After a change the car, its grid rows and everything read around it are stale. */
const useInvalidateCar = () => {
  const client = useQueryClient();
  return (appointmentId: string, fresh?: InventoryDetail) => {
    if (fresh) client.setQueryData(inventoryKeys.detail(appointmentId), fresh);
    return Promise.all([
      client.invalidateQueries({
        queryKey: inventoryKeys.detail(appointmentId),
        refetchType: fresh ? 'none' : 'active',
      }),
      client.invalidateQueries({ queryKey: inventoryKeys.around(appointmentId) }),
      client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'grid' && String(q.queryKey[1]).startsWith(INVENTORY_GRID_KEY),
      }),
    ]);
  };
};

/** The body has passed the action's contract schema (INVENTORY_ACTION_BODIES) before it gets here. */
export interface ActionRequest {
  action: InventoryUpdateAction;
  body: Record<string, unknown>;
}

export const useInventoryAction = (car: Pick<InventoryDetail, 'id' | 'appointmentId'>) => {
  const invalidate = useInvalidateCar();
  return useMutation({
    mutationFn: ({ action, body }: ActionRequest) =>
      apiRequest<InventoryUpdateResult>(actionPath(car, action), { method: 'POST', query: { action }, body }),
    onSuccess: (result) => invalidate(car.appointmentId, result.inventory),
  });
};

/** `PUT /api/inventory/apt-{id}/{x}/update` (SPEC §7): one field, null clears it, version-checked. */
export interface FieldUpdateRequest {
  field: InventoryFieldUpdate;
  value: string | number | null;
  version: number;
}

export const useInventoryFieldUpdate = (car: Pick<InventoryDetail, 'appointmentId'>) => {
  const invalidate = useInvalidateCar();
  return useMutation({
    mutationFn: ({ field, value, version }: FieldUpdateRequest) =>
      apiRequest<InventoryUpdateResult>(`/api/inventory/${apt(car.appointmentId)}/${field}/update`, {
        method: 'PUT',
        body: { value, version },
      }),
    onSuccess: (result) => invalidate(car.appointmentId, result.inventory),
  });
};

/** `PUT /api/inventory/apt-{id}/registration-number`: body `{registrationNumber, version}`. */
export const useRegistrationUpdate = (car: Pick<InventoryDetail, 'appointmentId'>) => {
  const invalidate = useInvalidateCar();
  return useMutation({
    mutationFn: (body: { registrationNumber: string; version: number }) =>
      apiRequest<InventoryUpdateResult>(`/api/inventory/${apt(car.appointmentId)}/registration-number`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (result) => invalidate(car.appointmentId, result.inventory),
  });
};

/** What `POST /api/inventory/v1/upload/chassis` answers (contracts' chassisUploadResponse). */
export interface ChassisUploadResult {
  id: number;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  uploadedBy: string;
  uploadedAt: string;
  message: string;
}

/** Multipart with `file` and `appointmentId` (SPEC §7); the upload is audited, so the trail goes stale. */
export const useChassisUpload = (car: Pick<InventoryDetail, 'appointmentId'>) => {
  const invalidate = useInvalidateCar();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('appointmentId', car.appointmentId);
      form.append('file', file, file.name);
      return apiRequest<ChassisUploadResult>('/api/inventory/v1/upload/chassis', { method: 'POST', body: form });
    },
    onSuccess: () => invalidate(car.appointmentId),
  });
};

/** Admin utils hard refresh: re-derives dependent fields; SPEC §8 reloads the page after its toast. */
export const hardRefresh = (appointmentId: string, version: number) =>
  apiRequest<InventoryUpdateResult>(`/api/admin-utils/inventory/${apt(appointmentId)}/hard-refresh`, {
    method: 'POST',
    body: { version },
  });

export const useDecidePendingAction = (appointmentId: string) => {
  const invalidate = useInvalidateCar();
  return useMutation({
    mutationFn: (body: PendingActionDecisionBody) =>
      apiRequest<{ pendingAction: PendingAction; inventory: InventoryDetail }>('/api/pendingAction', {
        method: 'POST',
        body,
      }),
    onSuccess: (result) => invalidate(appointmentId, result.inventory),
  });
};

export const runBulkAction = (body: InventoryBulkBody) =>
  apiRequest<BulkResultRow[]>('/api/inventory/bulk', { method: 'POST', body });
