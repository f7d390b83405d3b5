/**
 * Stock-in benchmark (issue 6: lookup + write p99 ≤ 50 ms at 1M inventories on PostgreSQL). Seeds N
 * inventories (default 1,000,000; `--rows N`) into a scratch embedded database — or, with
 * BENCH_DATABASE_URL (a role that may CREATE DATABASE), into a scratch database on that PostgreSQL —
 * starts the API in-process and sends R stock-in scans (`--requests R`, default 2000) from a process of
 * their own (stock-in-operators.ts), one after another or from several operators at once (`--operators N`,
 * default 1), each:
 * POST /api/inventory/reg-{registration}?action=STOCK_IN with an Idempotency-Key, each a different
 * random seeded car, each to a hub other than where it stands. Every request is the whole path: token,
 * vertical, identifier rule, location check, indexed lookup, row lock, update, audit insert, key store.
 * Prints p50 / p95 / p99 / max in ms. Figures, never a pass/fail test.
 *
 *   npx tsx bench/stock-in.ts --rows 20000 --requests 500                                     # embedded, small
 *   BENCH_DATABASE_URL=postgres://bench@localhost/postgres npx tsx bench/stock-in.ts          # 1M on PostgreSQL
 *   … --keep                        # keep the seeded database; later: … --reuse b2c_bench_<n> [--operators 8]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ALL_VERTICALS, type Vertical } from '@b2c/domain';
import { openDatabase, type Database } from '../apps/api/src/plugins/db/database.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed-if-empty.ts';
import { seedInventoryAtScale } from '../apps/api/src/seed/seed-inventory.ts';
import { locationCodesOf } from '../apps/api/src/seed/seed-recordset.ts';
import { vehicleFor } from '../apps/api/src/seed/inventory-vehicle.ts';
import { runInChild } from './child-process.ts';
import { startApi } from './inventory-api.ts';
import type { ScanJob, ScanResult } from './stock-in-operators.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]?.replaceAll('_', '')) : fallback;
};
const ROWS = arg('rows', 1_000_000);
const REQUESTS = arg('requests', 2000);
/** Operators scanning at the same time, each one scan after another (`--operators N`, default 1). */
const OPERATORS = arg('operators', 1);
/** Scans sent first and not timed (`--warm-up N`, default 200): the day's steady state, not a cold start. */
const WARM_UP = arg('warm-up', 200);
const V: Vertical = { country: 'IN', vehicleType: 'CAR' };
// The scale seed numbers each vertical's cars on from the demo's 60, which the demo movements use.
const perVertical = Math.floor(ROWS / ALL_VERTICALS.length) + 60;

async function seed(database: Database, label: string) {
  const started = Date.now();
  await seedIfEmpty(database.db, { info: () => undefined });
  await seedInventoryAtScale(database.db, ROWS);
  await database.pool.query('VACUUM ANALYZE');
  console.log(
    `  ${label}: seeded ${ROWS.toLocaleString('en')} inventories in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

/** WAL written and full-page images taken since the statistics were reset (PostgreSQL 14+ only). */
async function walSoFar(database: Database) {
  const { rows } = await database.pool.query<{ bytes: string; fpi: string }>(
    'SELECT wal_bytes::text AS bytes, wal_fpi::text AS fpi FROM pg_stat_wal',
  );
  return { bytes: Number(rows[0]!.bytes), fpi: Number(rows[0]!.fpi) };
}

/** `count` random seeded cars with a registration, each once, and a hub each does not stand at (not timed). */
async function pickScans(
  database: Database,
  hubs: string[],
  codes: string[],
  count: number,
): Promise<ScanJob['scans']> {
  const picked = new Map<number, string>();
  while (picked.size < count) {
    const n = 60 + Math.floor(Math.random() * (perVertical - 60));
    const car = vehicleFor(V, n, codes);
    if (!picked.has(n) && car.registration_number && !car.sold) picked.set(n, car.registration_number);
  }
  const registrations = [...picked.values()];
  // Where each car stands now: an earlier run on a --reuse database may have moved it.
  const { rows } = await database.pool.query<{ registration_number: string; location_code: string | null }>(
    `SELECT registration_number, location_code FROM inventory
     WHERE country = $1 AND vehicle_type = $2 AND registration_number = ANY($3)`,
    [V.country, V.vehicleType, registrations],
  );
  const at = new Map(rows.map((r) => [r.registration_number, r.location_code]));
  return registrations.map((registration) => ({
    registration,
    target: at.get(registration) === hubs[0] ? hubs[1]! : hubs[0]!,
  }));
}

/** The operators scan from their own process (stock-in-operators.ts), never the API's. */
const scan = (job: ScanJob) => runInChild<ScanResult>(new URL('./stock-in-operators.ts', import.meta.url), [], job);

async function measure(database: Database, label: string) {
  const walBefore = label === 'postgresql' ? await walSoFar(database) : undefined;
  const codes = await locationCodesOf(database.db, V);
  const hubs = codes.filter((c) => c.startsWith('HUB-')).slice(0, 2);
  const scans = await pickScans(database, hubs, codes, REQUESTS + WARM_UP);
  const api = await startApi(database);
  let result: ScanResult;
  try {
    result = await scan({ url: api.url, headers: api.headers, operators: OPERATORS, warmUp: WARM_UP, scans });
  } finally {
    await api.close();
  }
  const { times, refused } = result;
  if (walBefore) {
    const walAfter = await walSoFar(database);
    const perScan = (n: number) => (n / times.length).toFixed(1);
    console.log(
      `  ${label}: WAL per scan ${perScan((walAfter.bytes - walBefore.bytes) / 1024)} kB, full-page images per scan ${perScan(walAfter.fpi - walBefore.fpi)}`,
    );
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
  console.log(
    `  ${label}: ${times.length} stock-ins, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${refused} refused`,
  );
}

console.log(
  `Stock-in benchmark: ${ROWS.toLocaleString('en')} inventories, ${REQUESTS} scans (after ${WARM_UP} not timed) by ${OPERATORS} operator(s), each one after another`,
);
const adminUrl = process.env.BENCH_DATABASE_URL;
// `--reuse NAME`: measure again on a database an earlier `--keep` run seeded (the 1M seed takes minutes).
const reuseAt = process.argv.indexOf('--reuse');
const reuse = reuseAt > 0 ? process.argv[reuseAt + 1] : undefined;
const keep = process.argv.includes('--keep');
if (adminUrl) {
  const name = reuse ?? `b2c_bench_${Date.now()}`;
  // Any bench database: b2c_bench_<digits> from --keep, or the scale seeds b2c_bench_1m / b2c_bench_10m.
  if (!/^b2c_bench_\w+$/.test(name)) throw new Error(`--reuse takes a database named b2c_bench_<name>, not ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      if (!reuse) await seed(database, 'postgresql');
      await measure(database, 'postgresql');
    } finally {
      await database.close();
    }
  } finally {
    if (keep || reuse) console.log(`  kept database ${name} (measure again with --reuse ${name})`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  const scratch = mkdtempSync(join(tmpdir(), 'b2c-bench-'));
  try {
    const database = await openDatabase({ dataDir: scratch });
    try {
      await seed(database, 'embedded');
      await measure(database, 'embedded');
    } finally {
      await database.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
