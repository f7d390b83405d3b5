import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  locationEndpoints,
  slotDefinitionEndpoints as api,
  slotEndpoints,
  type SlotDefinitionAdd,
  type SlotDefinitionEdit,
  type SlotDefinitionSlot,
  type SlotNodeConfigBody,
} from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE, type SlotType } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';
import type { PageRequest } from '../../shared/data-table/data-grid-types.ts';

/** SPEC §2 grid of /configs/c2b-slots, one per slot type (remembered columns under its own key). */
export const slotGridKey = (slotType: SlotType) => `c2b-slots-${slotType.toLowerCase()}`;

const slotKeys = {
  all: queryKeys('slot').all,
  list: (slotType: SlotType) => queryKeys('slot').of('definitions', slotType),
  locations: queryKeys('slot').of('locations'),
  node: (slotType: SlotType, locationCode: string) => queryKeys('slot').of('node', slotType, locationCode),
};

export const fetchSlots = (slotType: SlotType): Promise<SlotDefinitionSlot[]> =>
  call(api.list, { query: { slotType } });

/** The plan's slots (tens at most), read whole and paged in the browser for the DataGrid. */
export const slotGrid = (slotType: SlotType) => ({
  gridKey: slotGridKey(slotType),
  fetchPage: async ({ page, size }: PageRequest) => (await fetchSlots(slotType)).slice(page * size, (page + 1) * size),
  fetchCount: async () => (await fetchSlots(slotType)).length,
  fetchAll: () => fetchSlots(slotType),
});

export const useSlots = (slotType: SlotType) =>
  useQuery({ queryKey: slotKeys.list(slotType), queryFn: () => fetchSlots(slotType) });

/** After a write: the grids, the lists and the planners read again. */
const useSlotWrite = <Input, Output>(write: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ predicate: isGridStartingWith('c2b-slots') }),
        client.invalidateQueries({ queryKey: slotKeys.all }),
      ]);
    },
  });
};

export const useAddSlot = () => useSlotWrite((body: SlotDefinitionAdd) => call(api.add, { body }));
export const useEditSlot = () =>
  useSlotWrite(({ code, body }: { code: string; body: SlotDefinitionEdit }) =>
    call(api.edit, { params: { code }, body }),
  );

/** Active locations for the planner's picker (SPEC §2: page size 2000, by name). */
export const useActiveLocations = () =>
  useQuery({
    queryKey: slotKeys.locations,
    queryFn: () =>
      call(locationEndpoints.list, {
        query: { active: 'true', size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' },
      }),
  });

export const useNodePlan = (slotType: SlotType, locationCode: string | undefined) =>
  useQuery({
    queryKey: slotKeys.node(slotType, locationCode ?? ''),
    queryFn: () => call(api.node, { query: { slotType, locationCode: locationCode! } }),
    enabled: Boolean(locationCode),
  });

export const useSaveNodeConfig = () =>
  useSlotWrite(({ definitionId, body }: { definitionId: number; body: SlotNodeConfigBody }) =>
    call(slotEndpoints.saveNodeConfig, { params: { id: definitionId }, body }),
  );
