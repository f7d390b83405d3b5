import type { InventoryDetail } from '@b2c/contracts';
import { configureApiClient } from '../../shared/api/api-client.ts';

/** A car as the API's detail answers it; tests override what they exercise. */
export const fakeCar = (patch: Partial<InventoryDetail> = {}): InventoryDetail => ({
  id: 42,
  appointmentId: '10000000042',
  vin: null,
  stockId: null,
  registrationNumber: 'MH12AB1234',
  chassisNumber: 'CH123',
  make: 'Maruti',
  model: 'Swift',
  variant: 'VXI',
  year: 2021,
  fuel: 'PETROL',
  colour: 'Red',
  odometer: 32000,
  locationCode: 'DEL-HUB',
  lastLocationCode: null,
  locationStatus: 'STOCKED_IN',
  movementActive: false,
  status: 'READY_FOR_SALE',
  listingPrice: '500000.00',
  published: true,
  publishStatus: 'PUBLISHED',
  sold: false,
  reserveStatus: null,
  inventoryAttributes: { priceChangeReason: 'PRICE_REVISION', targetPrice: '480000.00', inventoryStage: 'RETAIL', inventorySubStage: 'LISTED', inventoryType: 'OWNED', avgMarketPrice: '510000.00' },
  parkingSlot: 'A-1',
  gpsTrackerNumber: null,
  egc: null,
  holdReason: null,
  businessLabel: 'BETA_GO',
  salesType: null,
  networkType: null,
  refurbStage: null,
  country: 'IN',
  vehicleType: 'CAR',
  version: 3,
  updatedAt: '2025-11-01T06:00:00.000Z',
  updatedBy: 'admin',
  allowedActions: ['CREATE_MOVEMENT'],
  inventoryMovement: null,
  publishFailureReason: null,
  locationSince: null,
  createdAt: '2025-10-01T06:00:00.000Z',
  openPendingActions: [],
  ...patch,
});

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, or the FormData of a multipart upload. */
  body: unknown;
}

type Handler = (call: RecordedCall) => { status?: number; body: unknown } | undefined;

/**
 * Answers the panel's API calls in memory through the real client (headers, `{data}`, errors): the
 * first handler that returns an answer wins; anything unhandled is a 404, so a wrong path shows.
 */
export const fakeApi = (...handlers: Handler[]) => {
  const calls: RecordedCall[] = [];
  configureApiClient({
    getAccessToken: async () => 'tok',
    getVertical: async () => ({ country: 'IN', vehicleType: 'CAR' }),
    onUnauthorized: () => undefined,
    hostRules: [],
    environment: 'production',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://panel.test');
      const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const answer = handlers.map((h) => h(call)).find((a) => a !== undefined);
      const status = answer?.status ?? (answer ? 200 : 404);
      const body = answer ? (status < 300 ? { data: answer.body } : answer.body) : { status: 404, error: 'Not Found', message: `no fake for ${call.method} ${call.path}` };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return calls;
};
