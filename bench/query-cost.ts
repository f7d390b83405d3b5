/**
 * What one grid page and one lookup cost the database layer, in this process, with nothing else asking
 * (issue 30: why the embedded default trails PostgreSQL). Through the product's repository on databases
 * seeded beforehand with the same `--scale`: the grid (IN / CAR / READY_FOR_SALE / published, 30 rows,
 * pages 0–9) and the lookup by registration and by chassis of 200 seeded cars, one after another, each
 * pass over all of them; medians of the second pass (the first warms plans and caches). Then the lookup's
 * plan on each, so the execution inside the database is told apart from the time around it.
 * Figures, never a test.
 *
 *   npx tsx bench/query-cost.ts --pg postgresql://b2c:b2c@127.0.0.1:5432/b2c_bench_1m --embedded DIR [--rows 1000000]
 */
import { parseArgs } from 'node:util';
import type { Vertical } from '@b2c/domain';
import { openDatabase, type Database } from '../apps/api/src/plugins/db/database.ts';
import { vehicleFor } from '../apps/api/src/seed/inventory-vehicle.ts';
import { inventoryRepository } from '../apps/api/src/modules/inventory/inventory-repository.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    embedded: { type: 'string' },
    rows: { type: 'string', default: '1000000' },
  },
});
const V: Vertical = { country: 'IN', vehicleType: 'CAR' };
// The scale seed numbers each vertical's cars 0..perVertical-1 (twelve verticals), after the demo seed's 60.
const perVertical = Math.floor(Number(args.rows) / 12);
const cars = Array.from({ length: 200 }, (_, i) => vehicleFor(V, Math.floor((i * perVertical) / 200), []));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(samples: number[], run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  samples.push(performance.now() - started);
}

async function measure(label: string, database: Database) {
  const repo = inventoryRepository(database.db);
  const byRegistration = (car: (typeof cars)[number]) =>
    repo.list(V, { searchKey: 'registrationNumber', searchValue: car.registration_number!, page: 0, size: 10 });
  const byChassis = (car: (typeof cars)[number]) =>
    repo.list(V, { searchKey: 'chassisNumber', searchValue: car.chassis_number, page: 0, size: 10 });
  const grid = (page: number) =>
    repo.list(V, { status: 'READY_FOR_SALE', published: true, sort: 'updatedAt,desc', size: 30, page });
  let figures = { registration: 0, chassis: 0, grid: 0 };
  for (let pass = 0; pass < 2; pass++) {
    const samples = { registration: [] as number[], chassis: [] as number[], grid: [] as number[] };
    for (const [i, car] of cars.entries()) {
      await timed(samples.registration, () => byRegistration(car));
      await timed(samples.chassis, () => byChassis(car));
      await timed(samples.grid, () => grid(i % 10));
    }
    figures = {
      registration: median(samples.registration),
      chassis: median(samples.chassis),
      grid: median(samples.grid),
    };
  }
  const { sql, params } = byChassis(cars[7]!).toSQL();
  const plan = await database.pool.query<Record<string, string>>(
    `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
    params as never[],
  );
  const execution = plan.rows.map((r) => Object.values(r)[0]!).find((line) => line.startsWith('Execution Time'));
  return { label, ...figures, execution: execution?.replace('Execution Time: ', '') ?? '?' };
}

const results = [];
for (const [label, config] of [
  ['postgresql', args.pg ? { databaseUrl: args.pg } : undefined],
  ['embedded', args.embedded ? { dataDir: args.embedded } : undefined],
] as const) {
  if (!config) continue;
  const database = await openDatabase(config);
  try {
    results.push(await measure(label, database));
  } finally {
    await database.close();
  }
}
const date = new Date().toISOString().slice(0, 10);
console.log(
  '| date | database | grid page ms | lookup by registration ms | by chassis ms | lookup executing in the database |',
);
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${date} | ${r.label} | ${r.grid.toFixed(2)} | ${r.registration.toFixed(2)} | ${r.chassis.toFixed(2)} | ${r.execution} |`,
  );
}
