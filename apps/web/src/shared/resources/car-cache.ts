import { partialMatchKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { InventoryDetail } from '@b2c/contracts';
import { gridKeys, isGridStartingWith } from '../data-table/grid-keys.ts';
import { queryKeys } from '../api/query-keys.ts';
import { INVENTORY_GRID_KEY, inventoryKeys } from './inventory-keys.ts';

/** The logistics list's DataGrid key (the movement area's grid; a car change makes its rows stale too). */
export const LOGISTIC_GRID_KEY = 'logistic';

/**
 * The movement panel's reads of a car (`movementEndpoints.view`): they carry the car's `version` that the
 * movement writes send, so they are part of the car's cache, kept here beside the car's own keys.
 */
const movement = queryKeys('movement');
export const movementViewKeys = {
  all: movement.of('view'),
  of: (inventoryId: number) => movement.of('view', inventoryId),
};

/**
 * Everything a change to a car makes stale: the inventory grid and its per-car audit grids, the logistics
 * grid, every car's detail and what is read around it, and the movement panels. One list, so a mutation
 * in one area cannot leave another area's copy of the car — and its version — behind (issue 24: a price
 * change, then "Create pickup request", sent the old version and was refused as someone else's change).
 */
export const isStaleAfterCarChange = (queryKey: QueryKey): boolean =>
  isGridStartingWith(INVENTORY_GRID_KEY)({ queryKey }) ||
  [gridKeys.of(LOGISTIC_GRID_KEY), inventoryKeys.all, movementViewKeys.all].some((stale) =>
    partialMatchKey(queryKey, stale),
  );

/**
 * The one refresh every car mutation runs on success (inventory actions, field and registration updates,
 * uploads, pending-action decisions, movement writes, stock-in, bulk pickups). With the car as the answer
 * gave it, that copy is stored at once and not fetched again; everything else the car feeds refetches.
 * @example const refreshCar = useRefreshCar(); onSuccess: (result) => refreshCar(result.inventory)
 */
export const useRefreshCar = () => {
  const client = useQueryClient();
  return async (fresh?: InventoryDetail): Promise<void> => {
    const freshKey = fresh ? inventoryKeys.detail(fresh.appointmentId) : undefined;
    if (fresh && freshKey) client.setQueryData(freshKey, fresh);
    await client.invalidateQueries({
      predicate: ({ queryKey }) =>
        isStaleAfterCarChange(queryKey) && !(freshKey && partialMatchKey(queryKey, freshKey)),
    });
  };
};
