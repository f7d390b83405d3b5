/**
 * What it costs to turn a grid page into the bytes of the answer (issue 12): 30 wide inventory rows through
 * (a) the zod response check then JSON.stringify (fastify-type-provider-zod's serializer, before),
 * (b) JSON.stringify alone (the bar), and (c) fast-json-stringify compiled from the contract's JSON Schema
 * (what the API uses now: only declared fields leave, like the zod check). Rows are built like the seed's.
 * Medians of 7 rounds of 2,000 calls each, in µs per page, interleaved. Figures, never a test.
 *
 *   npm run serialisation -w bench
 */
import { inventoryListResponse } from '@b2c/contracts';
import { compiledSerializer } from '../apps/api/src/kits/response-serializer.ts';

const row = (i: number) => ({
  id: 1_000_000 + i,
  appointmentId: String(10_000_000_000 + i),
  vin: `MA1TA2BCD3E${String(100_000 + i)}`,
  stockId: `STK-${i}`,
  registrationNumber: `MH01AB${String(1000 + i)}`,
  chassisNumber: `MA1TA2BCD3E${String(100_000 + i)}`,
  make: 'Maruti Suzuki',
  model: 'Swift',
  variant: 'VXI 1.2',
  year: 2019,
  fuel: 'PETROL',
  colour: 'Pearl Arctic White',
  odometer: 42_000 + i,
  locationCode: 'HUB-MUM-01',
  lastLocationCode: 'YRD-MUM-02',
  locationStatus: 'AT_LOCATION',
  movementActive: false,
  status: 'READY_FOR_SALE',
  listingPrice: '691000.00',
  published: true,
  publishStatus: 'PUBLISHED',
  sold: false,
  reserveStatus: null,
  inventoryAttributes: {
    priceChangeReason: null,
    targetPrice: '650000.00',
    inventoryStage: 'RETAIL_READY',
    inventorySubStage: null,
    inventoryType: 'RETAIL',
    avgMarketPrice: '700000.00',
  },
  parkingSlot: 'A-12',
  gpsTrackerNumber: null,
  egc: null,
  holdReason: null,
  businessLabel: null,
  salesType: null,
  networkType: null,
  refurbStage: 'DONE',
  country: 'IN',
  vehicleType: 'CAR',
  version: 3,
  updatedAt: new Date(1_790_000_000_000 + i * 1000).toISOString(),
  updatedBy: 'ops.in',
});
const page = { data: Array.from({ length: 30 }, (_, i) => row(i)) };

const fast = compiledSerializer(inventoryListResponse);
const ways: Record<string, () => string> = {
  'zod check + JSON.stringify (before)': () => JSON.stringify(inventoryListResponse.parse(page)),
  'JSON.stringify alone': () => JSON.stringify(page),
  'compiled from the contract (after)': () => fast(page),
};
if (fast(page) !== JSON.stringify(inventoryListResponse.parse(page))) throw new Error('outputs differ');

const CALLS = 2_000;
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
for (let round = 0; round < 7; round++) {
  for (const [name, run] of Object.entries(ways)) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) run();
    samples[name]!.push(Number(process.hrtime.bigint() - started) / 1000 / CALLS);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const bar = median(samples['JSON.stringify alone']!);
console.log(
  `30 inventory rows, ${JSON.stringify(page).length.toLocaleString('en')} bytes; µs per page, median of 7 rounds`,
);
for (const [name, xs] of Object.entries(samples))
  console.log(
    `  ${name.padEnd(38)} ${median(xs).toFixed(1).padStart(7)} µs  ${(median(xs) / bar).toFixed(2)}× JSON.stringify`,
  );
