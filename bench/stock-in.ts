/**
 * Stock-in benchmark (issue 6: lookup + write p99 ≤ 50 ms at 1M inventories on PostgreSQL). Seeds N
 * inventories (default 1,000,000; `--rows N`) into a scratch embedded database — or, with
 * BENCH_DATABASE_URL (a role that may CREATE DATABASE), into a scratch database on that PostgreSQL —
 * starts the API in-process and sends R stock-in scans one after another (`--requests R`, default 2000):
 * POST /api/inventory/reg-{registration}?action=STOCK_IN with an Idempotency-Key, each a different
 * random seeded car, each to a hub other than where it stands. Every request is the whole path: token,
 * vertical, identifier rule, location check, indexed lookup, row lock, update, audit insert, key store.
 * Prints p50 / p95 / p99 / max in ms. Figures, never a pass/fail test.
 *
 *   npx tsx bench/stock-in.ts --rows 20000 --requests 500                                     # embedded, small
 *   BENCH_DATABASE_URL=postgres://bench@localhost/postgres npx tsx bench/stock-in.ts          # 1M on PostgreSQL
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
import { startApi } from './inventory-api.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]?.replaceAll('_', '')) : fallback;
};
const ROWS = arg('rows', 1_000_000);
const REQUESTS = arg('requests', 2000);
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

async function measure(database: Database, label: string) {
  const codes = await locationCodesOf(database.db, V);
  const hubs = codes.filter((c) => c.startsWith('HUB-')).slice(0, 2);
  const api = await startApi(database);
  const times: number[] = [];
  let refused = 0;
  const used = new Set<number>();
  try {
    for (let i = 0; i < REQUESTS; i++) {
      let n: number;
      do n = 60 + Math.floor(Math.random() * (perVertical - 60));
      while (used.has(n));
      used.add(n);
      const car = vehicleFor(V, n, codes);
      if (!car.registration_number || car.sold) {
        i--;
        continue;
      }
      const target = car.location_code === hubs[0] ? hubs[1]! : hubs[0]!;
      const started = performance.now();
      const res = await fetch(
        `${api.url}/api/inventory/reg-${encodeURIComponent(car.registration_number)}?action=STOCK_IN&comment=bench`,
        {
          method: 'POST',
          headers: {
            ...api.headers,
            'content-type': 'application/json',
            'idempotency-key': `bench-${Date.now()}-${i}`,
          },
          body: JSON.stringify({ locationCode: target }),
        },
      );
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (!res.ok) refused++;
    }
  } finally {
    await api.close();
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
  console.log(
    `  ${label}: ${times.length} stock-ins, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${refused} refused`,
  );
}

console.log(`Stock-in benchmark: ${ROWS.toLocaleString('en')} inventories, ${REQUESTS} sequential scans`);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `b2c_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await seed(database, 'postgresql');
      await measure(database, 'postgresql');
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
