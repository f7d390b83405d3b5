import { movementStockInEndpoints } from '@b2c/contracts';
import { call } from '../api/call.ts';
import type { KeptScan } from './scan-queue-store.ts';

/** A request with no answer this long on a yard's signal is given up and tried again later (same key). */
const SEND_TIMEOUT_MS = 20_000;

/**
 * The stock-in scan as the dialog sends it online (SPEC §7 `inventory/reg-{value}` …, `action=STOCK_IN`),
 * in the vertical it was made in and with the key it was given then.
 */
export const sendStockInScan = async (scan: KeptScan): Promise<string> => {
  const r = scan.request;
  const result = await call(
    r.path === 'chassis' ? movementStockInEndpoints.byChassis : movementStockInEndpoints.byReg,
    {
      params: { value: r.value },
      query: { action: 'STOCK_IN', comment: 'Stock-in scan from the panel' },
      body: { locationCode: r.locationCode },
    },
    {
      headers: { 'Idempotency-Key': scan.idempotencyKey },
      vertical: scan.vertical,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    },
  );
  return result.message;
};
