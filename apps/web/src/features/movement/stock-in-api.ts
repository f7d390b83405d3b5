import { partialMatchKey, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { movementStockInEndpoints } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { gridKeys, isGridStartingWith } from '../../shared/data-table/grid-keys.ts';
import { INVENTORY_GRID_KEY, inventoryKeys } from '../../shared/resources/inventory-keys.ts';
import { LOGISTIC_GRID_KEY, logisticKeys } from './logistic-api.ts';
import type { StockInPath } from './stock-in-form.ts';

export interface StockInRequest {
  path: StockInPath;
  value: string;
  locationCode: string;
  /** One per submit: a retry of the same submit (double tap, timeout) stocks in once. */
  idempotencyKey: string;
}

/**
 * What a stock-in changes, as the other screens key it in the query cache: the inventory grid and its
 * per-car audit grids, the logistics grid, every car detail and what is read around it, and the movement
 * panels. The stock-in test pins them against the real DataGrid.
 */
export const isStaleAfterStockIn = (queryKey: QueryKey): boolean =>
  isGridStartingWith(INVENTORY_GRID_KEY)({ queryKey }) ||
  [gridKeys.of(LOGISTIC_GRID_KEY), inventoryKeys.all, logisticKeys.movements].some((stale) =>
    partialMatchKey(queryKey, stale),
  );

/**
 * SPEC §7 stock-in by identifier: `inventory/reg-{value}` or `inventory/chassis-{value}`, `action=STOCK_IN`.
 * On success the screen behind the modal refetches what it shows (not awaited: the success step need not
 * wait for the grid).
 */
export const useStockIn = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: StockInRequest) =>
      call(
        r.path === 'chassis' ? movementStockInEndpoints.byChassis : movementStockInEndpoints.byReg,
        {
          params: { value: r.value },
          query: { action: 'STOCK_IN', comment: 'Stock-in scan from the panel' },
          body: { locationCode: r.locationCode },
        },
        { headers: { 'Idempotency-Key': r.idempotencyKey } },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ predicate: (q) => isStaleAfterStockIn(q.queryKey) });
    },
  });
};
