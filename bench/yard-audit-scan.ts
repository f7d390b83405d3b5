/**
 * Yard audit scan benchmark (issue 28: a yard of 5,000 cars, a scan answers in ≤ 100 ms p99 with 4 people
 * scanning at once). Seeds the demo data and a yard holding N cars (`--cars N`, default 5,000) into a
 * scratch embedded database — or, with BENCH_DATABASE_URL (a role that may CREATE DATABASE), into a
 * scratch database on that PostgreSQL — starts the API in-process, starts an audit of the yard (the 5,000
 * expected rows frozen), and sends the scans from a process of their own (yard-audit-operators.ts): K
 * people at once (`--operators K`, default 4), each one scan after another, each screen polling the tally
 * every 2 s. The scans are every car of the yard once in a random order, plus 5 % cars of other locations
 * (unexpected), 2 % unknown identifiers and 5 % cars scanned again (already scanned). Every request is the
 * whole path: token, vertical, the identifier lookup, the expected-list probe, the counted insert under the
 * audit's share lock, the car's trail line, the tally. Prints p50 / p95 / p99 / max in ms; figures, never
 * a pass/fail test.
 *
 *   npx tsx bench/yard-audit-scan.ts                                   # embedded, 5,000 cars, 4 people
 *   npx tsx bench/yard-audit-scan.ts --cars 5000 --operators 8
 *   BENCH_DATABASE_URL=postgres://bench@localhost/postgres npx tsx bench/yard-audit-scan.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/plugins/db/database.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed-if-empty.ts';
import { runInChild } from './child-process.ts';
import { startApi } from './inventory-api.ts';
import type { YardScanJob, YardScanResult } from './yard-audit-operators.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]?.replaceAll('_', '')) : fallback;
};
const CARS = arg('cars', 5000);
const OPERATORS = arg('operators', 4);
const WARM_UP = arg('warm-up', 200);
const YARD = 'BENCH-YARD-1';
const ELSEWHERE = 'BENCH-YARD-2';

/** The yard and a second location, and N cars at the yard plus a few at the other one (not timed). */
async function seedYard(database: Database, strays: number) {
  const started = Date.now();
  await seedIfEmpty(database.db, { info: () => undefined });
  const { rows } = await database.pool.query<{ city_code: string }>(
    `SELECT city_code FROM store_locations WHERE country = 'IN' AND vehicle_type = 'CAR' LIMIT 1`,
  );
  for (const [code, name] of [
    [YARD, 'Bench Yard'],
    [ELSEWHERE, 'Bench Other Yard'],
  ])
    await database.pool.query(
      `INSERT INTO store_locations (country, vehicle_type, code, name, city_code, location_type, location_subtype,
         address, serves_verticals)
       VALUES ('IN', 'CAR', $1, $2, $3, 'PARENT_HUB', 'OWN', 'Bench street', ARRAY['IN:CAR'])`,
      [code, name, rows[0]!.city_code],
    );
  const insertCars = (from: number, count: number, location: string) =>
    database.pool.query(
      `INSERT INTO inventory (country, vehicle_type, appointment_id, registration_number, chassis_number, vin, make,
         model, year, status, location_code, location_status, location_since)
       SELECT 'IN', 'CAR', '8' || lpad(n::text, 10, '0'), 'BY' || lpad(n::text, 8, '0'), 'BYCH' || lpad(n::text, 13, '0'),
         'BYCH' || lpad(n::text, 13, '0'), 'Toyota', 'Corolla', 2022, 'READY_FOR_SALE', $3, 'STOCKED_IN', now()
       FROM generate_series($1::int, $1::int + $2::int - 1) AS n`,
      [from, count, location],
    );
  await insertCars(1, CARS, YARD);
  await insertCars(CARS + 1, strays, ELSEWHERE);
  await database.pool.query('VACUUM ANALYZE');
  console.log(
    `  seeded the demo and a yard of ${CARS.toLocaleString('en')} cars in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

const plate = (n: number) => `BY${String(n).padStart(8, '0')}`;
const shuffled = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

async function measure(database: Database, label: string) {
  const strays = Math.round(CARS * 0.05);
  await seedYard(database, strays);
  const api = await startApi(database);
  try {
    const post = async (path: string, body: object) => {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { ...api.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { id: number; expected: number; version: number } }).data;
    };
    const startedAt = performance.now();
    const audit = await post('/api/yard-audit', { locationCode: YARD });
    console.log(
      `  ${label}: audit started, ${audit.expected.toLocaleString('en')} cars frozen in ${Math.round(performance.now() - startedAt)} ms`,
    );
    const yard = Array.from({ length: CARS }, (_, i) => plate(i + 1));
    const identifiers = shuffled([
      ...yard,
      ...Array.from({ length: strays }, (_, i) => plate(CARS + 1 + i)),
      ...Array.from({ length: Math.round(CARS * 0.02) }, (_, i) => `ZZUNKNOWN${i}`),
      ...shuffled([...yard]).slice(0, Math.round(CARS * 0.05)),
    ]);
    const job: YardScanJob = {
      url: api.url,
      headers: api.headers,
      auditId: audit.id,
      operators: OPERATORS,
      warmUp: WARM_UP,
      identifiers,
      pollMs: 2000,
    };
    const result = await runInChild<YardScanResult>(new URL('./yard-audit-operators.ts', import.meta.url), [], job);
    const finished = await post(`/api/yard-audit/${audit.id}/finish`, { version: audit.version });
    const times = result.times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
    console.log(
      `  ${label}: ${times.length} scans by ${OPERATORS} people at once (after ${WARM_UP} not timed), ${result.polls} tally polls:` +
        ` p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${result.refused} refused`,
    );
    console.log(`  ${label}: outcomes ${JSON.stringify(result.outcomes)}; finished ${JSON.stringify(finished)}`);
  } finally {
    await api.close();
  }
}

console.log(
  `Yard audit scan benchmark: a yard of ${CARS.toLocaleString('en')} cars, ${OPERATORS} people scanning at once`,
);
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
      await measure(database, 'embedded');
    } finally {
      await database.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
