import { movementStockInEndpoints, yardAuditEndpoints } from '@b2c/contracts';
import { call } from '../api/call.ts';
import type { KeptScan } from './scan-queue-store.ts';

/** A request with no answer this long on a yard's signal is given up and tried again later (same key). */
const SEND_TIMEOUT_MS = 20_000;

/**
 * A kept scan as its screen sends it online: the stock-in scan (SPEC §7 `inventory/reg-{value}` …, `action=STOCK_IN`),
 * in the vertical it was made in and with the key it was given then.
 */
export const sendKeptScan = async (scan: KeptScan): Promise<string> => {
  const options = { vertical: scan.vertical, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) };
  if (scan.kind === 'yard-audit') {
    // The yard audit's own key: the API answers a count sent again with its first answer (part 1).
    const result = await call(
      yardAuditEndpoints.scan,
      {
        params: { id: scan.request.auditId },
        body: { identifier: scan.request.value, clientKey: scan.idempotencyKey },
      },
      options,
    );
    return result.message;
  }
  const r = scan.request;
  const result = await call(
    r.path === 'chassis' ? movementStockInEndpoints.byChassis : movementStockInEndpoints.byReg,
    {
      params: { value: r.value },
      query: { action: 'STOCK_IN', comment: 'Stock-in scan from the panel' },
      body: { locationCode: r.locationCode },
    },
    { ...options, headers: { 'Idempotency-Key': scan.idempotencyKey } },
  );
  return result.message;
};
