/**
 * The start page's tiles at the database's pace (issue 29: each tile's query ≤ 200 ms p95 at 1,000,000
 * inventories on PostgreSQL). Times every query behind /api/dashboard/* — the same ports the dashboard
 * area calls (stock total, by status, by location, ageing buckets, stale cars, pending approvals by age,
 * document pendency, pick-ups by slot, key requests, slots against capacity, punctuality per vendor, cleaning
 * QA pass rate, yard-audit accuracy) — for IN / CAR, one after another, `--runs` times
 * each after two warm-up runs, and prints the median and p95 in ms. Figures, never a test.
 *
 *   npx tsx bench/dashboard.ts                       # a scratch embedded database with the demo seed
 *   npx tsx bench/dashboard.ts --embedded DIR        # an embedded database already seeded (DATA_DIR)
 *   npx tsx bench/dashboard.ts --pg URL [--runs 50]  # a PostgreSQL database already seeded
 *
 * At 1M on PostgreSQL: seed the database first with the scale seed, then point the bench at it:
 *   DATABASE_URL=postgresql://b2c:b2c@127.0.0.1:5432/b2c_bench_1m npm run seed -w apps/api -- --scale 1000000
 *   npx tsx bench/dashboard.ts --pg postgresql://b2c:b2c@127.0.0.1:5432/b2c_bench_1m
 * (the scale seed spreads the cars over the twelve verticals; IN / CAR holds a twelfth of them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TIME_ZONES, addDays, formatDate, type Vertical } from '@b2c/domain';
import { openDatabase, type Database } from '../apps/api/src/plugins/db/database.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed-if-empty.ts';
import { inventoryDashboard } from '../apps/api/src/modules/inventory/inventory-dashboard.ts';
import { movementDashboard } from '../apps/api/src/modules/movement/movement-dashboard.ts';
import { documentRepository } from '../apps/api/src/modules/document/document-repository.ts';
import { keyRepository } from '../apps/api/src/modules/key/key-repository.ts';
import { slotDashboard } from '../apps/api/src/modules/slot/slot-dashboard.ts';
import { cleaningDashboard } from '../apps/api/src/modules/cleaning/cleaning-dashboard.ts';
import { yardAuditDashboard } from '../apps/api/src/modules/yard-audit/yard-audit-dashboard.ts';

const { values: args } = parseArgs({
  options: { pg: { type: 'string' }, embedded: { type: 'string' }, runs: { type: 'string', default: '20' } },
});
const RUNS = Number(args.runs);
const V: Vertical = { country: 'IN', vehicleType: 'CAR' };
const KEYS: Vertical = { country: 'AE', vehicleType: 'CAR' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function time(name: string, query: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await query();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await query();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(28)} median ${percentile(ms, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(ms, 0.95).toFixed(1).padStart(7)} ms`,
  );
}

async function bench(label: string, database: Database) {
  const { db, pool } = database;
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM inventory WHERE country = 'IN' AND vehicle_type = 'CAR'`,
  );
  console.log(`Dashboard tiles on ${label}: ${rows[0]!.n} IN / CAR inventories, ${RUNS} runs each`);
  const inventory = inventoryDashboard(db);
  const now = () => new Date();
  const today = formatDate(new Date(), TIME_ZONES.IN);
  await time('stock total', () => inventory.total(V));
  await time('stock by status', () => inventory.byStatus(V));
  await time('stock by location (top 10)', () => inventory.byLocation(V, 10));
  await time('ageing buckets', () => inventory.ageing(V, now()));
  await time('stale cars (30 days)', () => inventory.stale(V, 30, now()));
  await time('pending approvals by age', () => inventory.pendingApprovals(V, now()));
  await time('document pendency', () => documentRepository(db).pendency(V, {}, now()));
  await time('pick-ups by slot', () => movementDashboard(db).pickupsBySlot(V, [today, addDays(today, 1)]));
  await time('key requests (AE)', () => keyRepository(db).status(KEYS, new Date(Date.now() - 24 * 3_600_000)));
  // The operations tiles (dashboard-operations.ts): the same port calls, one after another as the route makes them.
  const movements = movementDashboard(db);
  const days = [today, addDays(today, 1)];
  await time('slots against capacity', async () => {
    const bookings = await movements.bookingsBySlot(V, days);
    const origins = [...new Set(bookings.map((b) => b.locationCode))];
    await slotDashboard(db).capacities(V, days, origins);
  });
  await time('punctuality per vendor (30 d)', () => movements.punctuality(V, addDays(today, -29), today, now()));
  await time('cleaning QA pass rate (30 d)', () =>
    cleaningDashboard(db).reviews(V, new Date(Date.now() - 30 * 86_400_000), 10),
  );
  await time('yard-audit accuracy', () => yardAuditDashboard(db).latestByLocation(V, 10));
}

if (args.pg) {
  const database = await openDatabase({ databaseUrl: args.pg });
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
  }
} else if (args.embedded) {
  const database = await openDatabase({ dataDir: args.embedded });
  try {
    await bench('embedded', database);
  } finally {
    await database.close();
  }
} else {
  const scratch = mkdtempSync(join(tmpdir(), 'b2c-bench-'));
  try {
    const database = await openDatabase({ dataDir: scratch });
    try {
      await seedIfEmpty(database.db, { info: () => undefined });
      await bench('embedded (demo seed)', database);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
