import { useMutation, useQuery } from '@tanstack/react-query';
import {
  auditLogEndpoints,
  configEndpoints,
  inventoryEndpoints as api,
  inventoryFactEndpoints as facts,
  inventoryHistoryEndpoints as history,
  inventoryPendingActionEndpoints as pending,
  type InventoryBatchBody,
  type InventoryDetail,
  type InventoryUpdateResult,
  type PendingActionDecisionBody,
  type RegistrationNumberBody,
} from '@b2c/contracts';
import {
  INVENTORY_APT_ACTIONS,
  isOneOf,
  type InventoryFieldUpdate,
  type InventoryUpdateAction,
  type SearchKey,
} from '@b2c/domain';
import { call, callAnswer, callFile } from '../../shared/api/call.ts';
import type { GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { readCsvExport, type FileExportRequest } from '../../shared/data-table/export-file.ts';
import { gridQuery, sortParam } from '../../shared/data-table/grid-query.ts';
import { useRefreshCar } from '../../shared/resources/car-cache.ts';
import { INVENTORY_GRID_KEY, inventoryKeys } from '../../shared/resources/inventory-keys.ts';

export { INVENTORY_GRID_KEY, inventoryKeys };

// --- grid ---------------------------------------------------------------------------------------
/**
 * The API wants the search key and value together: a value alone searches by registration number (the
 * key every country has), a key alone is no search.
 */
export const withSearchPair = (filters: GridFilters): GridFilters => {
  const { searchKey, searchValue, ...rest } = filters;
  return searchValue ? { ...rest, searchKey: searchKey ?? 'registrationNumber', searchValue } : rest;
};

/**
 * Keyset paging (issue 12): the answer for page p carries the cursor of page p + 1, and turning to that page
 * sends it (`after`) instead of asking the server to skip p × size rows — page 1,000 costs what page 1 does.
 * Remembered per filters, sort and size; a page reached by a jump goes by number.
 */
const pageCursors = new Map<string, string>();
const cursorKey = ({ filters, sort, size }: PageRequest, page: number) => JSON.stringify([filters, sort, size, page]);

export const fetchInventoryPage = async (request: PageRequest) => {
  const query = gridQuery({ ...request, filters: withSearchPair(request.filters) });
  const after = pageCursors.get(cursorKey(request, request.page));
  const { data, next } = await callAnswer(api.list, { query: after ? { ...query, after } : query });
  if (next) {
    if (pageCursors.size >= 500) pageCursors.clear();
    pageCursors.set(cursorKey(request, request.page + 1), next);
  }
  return data;
};
export const countInventory = ({ filters }: { filters: GridFilters }) =>
  call(api.count, { query: withSearchPair(filters) }).then(({ count, exact }) => ({ count, exact }));
/**
 * CSV export (issue 30): the server writes the whole filtered set in the grid's order and visible columns,
 * streamed; its rows are counted as they arrive for the button's progress.
 */
export const exportInventoryFile = ({ filters, sort, columns, onProgress }: FileExportRequest) =>
  readCsvExport(
    (onChunk) =>
      callFile(
        api.export,
        { query: { ...withSearchPair(filters), sort: sortParam(sort), columns: columns.join(',') } },
        { onChunk },
      ),
    onProgress,
  );

// --- lookups ------------------------------------------------------------------------------------
/** The first cars whose `key` equals `value` (the quick jump asks for two to tell "one" from "several"). */
export const findInventory = (searchKey: SearchKey, searchValue: string, size = 2) =>
  call(api.list, { query: { searchKey, searchValue, page: 0, size } });

export const fetchInventoryDetail = (appointmentId: string) => call(api.get, { params: { id: appointmentId } });

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
    queryFn: () => call(history.fields, { query: { id: appointmentId, page: 0, size: 200 } }),
  });

export const useRecentAudit = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.auditRecent(appointmentId),
    queryFn: () =>
      call(auditLogEndpoints.inventory.list, { params: { id: appointmentId }, query: { page: 0, size: 200 } }),
  });

export const usePendingHistory = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.pendingHistory(appointmentId),
    queryFn: () => call(pending.history, { params: { id: appointmentId } }),
  });

// The read-only facts of the detail page change rarely: a minute's staleness saves refetching per tab.
const factStaleTime = 60_000;

/** The post-refurb inspection (the API's default type); `null` while none is recorded. */
export const useInspection = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.facts(appointmentId, 'inspectionDetails'),
    queryFn: () => call(facts.inspection, { params: { id: appointmentId } }),
    staleTime: factStaleTime,
  });

export const usePaymentStatus = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.facts(appointmentId, 'paymentStatus'),
    queryFn: () => call(facts.paymentStatus, { params: { id: appointmentId } }),
    staleTime: factStaleTime,
  });

export const useOrders = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.facts(appointmentId, 'order'),
    queryFn: () => call(facts.orders, { params: { id: appointmentId } }),
    staleTime: factStaleTime,
  });

export const useContactPersons = () =>
  useQuery({
    queryKey: inventoryKeys.contacts,
    queryFn: () => call(configEndpoints.contactPersons),
    staleTime: 10 * 60_000,
  });

// --- updates ------------------------------------------------------------------------------------

/** The body has passed the action's contract schema (INVENTORY_ACTION_BODIES) before it gets here. */
export interface ActionRequest {
  action: InventoryUpdateAction;
  body: Record<string, unknown>;
}

/**
 * SPEC §7: price, EGC, publish … go by appointment; parking slot, stage, type, GPS tracker by inventory id.
 * The two routes also carry movement actions, which answer differently; the panel sends none of them here.
 */
const postAction = async (
  car: Pick<InventoryDetail, 'id' | 'appointmentId'>,
  { action, body }: ActionRequest,
): Promise<InventoryUpdateResult> => {
  const result = isOneOf(INVENTORY_APT_ACTIONS, action)
    ? await call(api.aptAction, { params: { id: car.appointmentId }, query: { action }, body })
    : await call(api.idAction, { params: { id: car.id }, query: { action }, body });
  if (!('pendingAction' in result)) throw new Error(`${action} answered with a movement, not an inventory update`);
  return result;
};

export const useInventoryAction = (car: Pick<InventoryDetail, 'id' | 'appointmentId'>) => {
  const refreshCar = useRefreshCar();
  return useMutation({
    mutationFn: (request: ActionRequest) => postAction(car, request),
    onSuccess: (result) => refreshCar(result.inventory),
  });
};

/** `inventoryEndpoints.updateField` (SPEC §7): one field, null clears it, version-checked. */
export interface FieldUpdateRequest {
  field: InventoryFieldUpdate;
  value: string | number | null;
  version: number;
}

export const useInventoryFieldUpdate = (car: Pick<InventoryDetail, 'appointmentId'>) => {
  const refreshCar = useRefreshCar();
  return useMutation({
    mutationFn: ({ field, value, version }: FieldUpdateRequest) =>
      call(api.updateField, { params: { id: car.appointmentId, x: field }, body: { value, version } }),
    onSuccess: (result) => refreshCar(result.inventory),
  });
};

/** `inventoryEndpoints.updateRegistration`: body `{registrationNumber, version}`. */
export const useRegistrationUpdate = (car: Pick<InventoryDetail, 'appointmentId'>) => {
  const refreshCar = useRefreshCar();
  return useMutation({
    mutationFn: (body: RegistrationNumberBody) =>
      call(api.updateRegistration, { params: { id: car.appointmentId }, body }),
    onSuccess: (result) => refreshCar(result.inventory),
  });
};

/** Multipart with `file` and `appointmentId` (SPEC §7); the upload is audited, so the trail goes stale. */
export const useChassisUpload = (car: Pick<InventoryDetail, 'appointmentId'>) => {
  const refreshCar = useRefreshCar();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('appointmentId', car.appointmentId);
      form.append('file', file, file.name);
      return call(facts.uploadChassis, { body: form });
    },
    onSuccess: () => refreshCar(),
  });
};

/** Admin utils hard refresh: re-derives dependent fields; SPEC §8 reloads the page after its toast. */
export const hardRefresh = (appointmentId: string, version: number) =>
  call(api.hardRefresh, { params: { id: appointmentId }, body: { version } });

/** The answer carries the car as it now stands, whichever car the request was about. */
export const useDecidePendingAction = () => {
  const refreshCar = useRefreshCar();
  return useMutation({
    mutationFn: (body: PendingActionDecisionBody) => call(pending.decide, { body }),
    onSuccess: (result) => refreshCar(result.inventory),
  });
};

export const runBatchAction = (body: InventoryBatchBody) => call(api.batch, { body });
