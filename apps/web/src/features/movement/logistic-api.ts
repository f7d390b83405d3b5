import { useQuery } from '@tanstack/react-query';
import {
  inventoryEndpoints,
  movementLogisticEndpoints as api,
  movementEndpoints,
  slotEndpoints,
  type InternalMovementBatchBody,
  type LogisticBatchBody,
} from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import type { GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { LOGISTIC_GRID_KEY, movementViewKeys } from '../../shared/resources/car-cache.ts';
import { inventoryKeys } from '../../shared/resources/inventory-keys.ts';

export { LOGISTIC_GRID_KEY };

export const logisticKeys = {
  /** The car's detail as the inventory screen reads it: same key, so both share one fetch. */
  car: inventoryKeys.detail,
  /** Every car's movement panel (a stock-in may change any of them): the car cache's keys. */
  movements: movementViewKeys.all,
  movement: movementViewKeys.of,
  /** The car's vendor e-mails, by appointment id as the outbox files them. */
  outbox: (appointmentId: string) => queryKeys('movement').of('outbox', appointmentId),
  slots: (date: string, locationCode: string) => queryKeys('movement').of('slots', date, locationCode),
  teams: queryKeys('movement').of('locus-teams'),
};

// --- grid ---------------------------------------------------------------------------------------
/**
 * The API fixes the order (requested pickup time, slot from, slot to — SPEC §2) and takes no `sort`,
 * so only page, size and the filters travel.
 */
export const fetchLogisticPage = ({ page, size, filters }: PageRequest) =>
  call(api.list, { query: { ...filters, page, size } });
export const countLogistic = ({ filters }: { filters: GridFilters }) =>
  call(api.count, { query: filters }).then((r) => r.count);

/** SPEC §7 bulk vendor assignment: one outcome per row (`id` 0 = the whole request failed). */
export const assignVendors = (body: LogisticBatchBody) => call(api.vendorBatch, { body });

/** SPEC §7 bulk pickup requests from an inventory selection: one outcome per row (`id` 0 = the whole request failed). */
export const createPickupRequests = (body: InternalMovementBatchBody) => call(api.internalBatch, { body });

// --- one car ------------------------------------------------------------------------------------
/** Only the numeric id is needed here: the movement paths take it, the URL carries the appointment id. */
export const useCarId = (appointmentId: string) =>
  useQuery({
    queryKey: logisticKeys.car(appointmentId),
    queryFn: () => call(inventoryEndpoints.get, { params: { id: appointmentId } }),
    retry: false,
    // Only the id is read, and a car's id never changes: the detail the inventory screen has just fetched
    // under this key is used as it is, instead of a second GET as this panel mounts (issue 24 #22).
    staleTime: Infinity,
    select: (car) => car.id,
  });

export const useMovementView = (inventoryId: number | undefined) =>
  useQuery({
    queryKey: logisticKeys.movement(inventoryId ?? 0),
    queryFn: () => call(movementEndpoints.view, { params: { id: inventoryId ?? 0 } }),
    enabled: inventoryId !== undefined,
  });

/** While an e-mail waits for the outbox job (about a second), poll so its new status shows without a reload. */
const OUTBOX_POLL_MS = 2_000;

/** The car's vendor e-mails, newest first (`movementLogisticEndpoints.outbox`, at most 50). */
export const useVendorEmailOutbox = (appointmentId: string) =>
  useQuery({
    queryKey: logisticKeys.outbox(appointmentId),
    queryFn: () => call(api.outbox, { query: { appointmentId } }),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'QUEUED') ? OUTBOX_POLL_MS : false),
  });

/** SPEC §5 slots for a day and an origin; the server applies lead time, cut-off and the 2-day rule. */
export const useSlots = (date: string | undefined, locationCode: string | undefined) =>
  useQuery({
    queryKey: logisticKeys.slots(date ?? '', locationCode ?? ''),
    queryFn: () =>
      call(slotEndpoints.offered, {
        query: { date: date ?? '', locationCode: locationCode ?? '', slotType: 'PICKUP' },
      }),
    enabled: Boolean(date && locationCode),
    retry: false,
  });

/** The vertical's active Locus teams (master data kept under /masterdata/locus-teams). */
export const useLocusTeams = (enabled: boolean) =>
  useQuery({
    queryKey: logisticKeys.teams,
    queryFn: () => call(api.locusTeams),
    enabled,
    retry: false,
    staleTime: 10 * 60_000,
  });
