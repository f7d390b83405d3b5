import { useMutation } from '@tanstack/react-query';
import { movementStockInEndpoints } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { isStaleAfterCarChange, useRefreshCar } from '../../shared/resources/car-cache.ts';
import type { StockInPath } from './stock-in-form.ts';

export interface StockInRequest {
  path: StockInPath;
  value: string;
  locationCode: string;
  /** One per submit: a retry of the same submit (double tap, timeout) stocks in once. */
  idempotencyKey: string;
}

/** What a stock-in changes: the car, wherever it is cached (the stock-in test pins it against the real DataGrid). */
export const isStaleAfterStockIn = isStaleAfterCarChange;

/**
 * SPEC §7 stock-in by identifier: `inventory/reg-{value}` or `inventory/chassis-{value}`, `action=STOCK_IN`.
 * On success the screen behind the modal refetches what it shows (not awaited: the success step need not
 * wait for the grid).
 */
export const useStockIn = () => {
  const refreshCar = useRefreshCar();
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
      void refreshCar();
    },
  });
};
