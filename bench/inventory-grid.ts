/**
 * Inventory grid benchmark (issue 5). Seeds N inventories (default 1,000,000; `--rows N`) into a scratch
 * embedded database — and into a scratch database on PostgreSQL when BENCH_DATABASE_URL names a server
 * (a role that may CREATE DATABASE) — starts the API in-process, and drives two scenarios at 32
 * keep-alive connections for 30 s with a real token:
 *   grid   — GET /api/inventory, status + published filter, updatedAt desc, 30-row page (pages 0–9)
 *   lookup — GET /api/inventory by registration or chassis number (random seeded cars)
 * then runs the same two queries raw through pgbench (PostgreSQL only). Prints throughput, p50, p99 and
 * appends a row per scenario to README.md. Figures, never a pass/fail test.
 *
 *   npm run inventory -w bench -- --rows 200000 [--duration 30] [--connections 32]
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { ALL_VERTICALS, type Vertical } from '@b2c/domain';
import { openDatabase, type Database } from '../apps/api/src/plugins/db/database.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed-if-empty.ts';
import { seedInventoryAtScale } from '../apps/api/src/seed/seed-inventory.ts';
import { vehicleFor } from '../apps/api/src/seed/inventory-vehicle.ts';
import { inventoryRepository } from '../apps/api/src/modules/inventory/inventory-repository.ts';
import { startApi } from './inventory-api.ts';
import { drive, type Stats } from './inventory-load.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]?.replaceAll('_', '')) : fallback;
};
const ROWS = arg('rows', 1_000_000);
const DURATION_S = arg('duration', 30);
const CONNECTIONS = arg('connections', 32);
const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';
const V: Vertical = { country: 'IN', vehicleType: 'CAR' };
const GRID_QUERY = { status: 'READY_FOR_SALE' as const, published: true, sort: 'updatedAt,desc', size: 30 };
// Per-vertical cars numbered 0..perVertical-1 by the scale seed; the demo seed's 60 come first.
const perVertical = Math.floor(ROWS / ALL_VERTICALS.length) + 60;
const randomCar = () => vehicleFor(V, Math.floor(Math.random() * perVertical), []);

interface Row {
  db: string;
  scenario: string;
  api: Stats;
  pgbench?: { tps: number; p50: number; p99: number };
}

async function seed(database: Database, label: string) {
  const started = Date.now();
  await seedIfEmpty(database.db, { info: () => undefined });
  let last = 0;
  await seedInventoryAtScale(database.db, ROWS, (done) => {
    if (done - last >= 100_000) {
      last = done;
      console.log(`  ${label}: ${done.toLocaleString('en')} rows (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  });
  await database.pool.query('VACUUM ANALYZE');
  console.log(`  ${label}: seeded ${ROWS.toLocaleString('en')} in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function measureApi(database: Database, label: string): Promise<Row[]> {
  const api = await startApi(database);
  try {
    const gridUrl = () =>
      `${api.url}/api/inventory?status=READY_FOR_SALE&published=true&sort=updatedAt,desc&size=30&page=${Math.floor(Math.random() * 10)}`;
    const lookupUrl = () => {
      const car = randomCar();
      return Math.random() < 0.5 && car.registration_number
        ? `${api.url}/api/inventory?searchKey=registrationNumber&searchValue=${encodeURIComponent(car.registration_number)}`
        : `${api.url}/api/inventory?searchKey=chassisNumber&searchValue=${car.chassis_number}`;
    };
    const rows: Row[] = [];
    for (const [scenario, next] of [
      ['grid', gridUrl],
      ['lookup', lookupUrl],
    ] as const) {
      const stats = await drive({
        next,
        headers: api.headers,
        connections: CONNECTIONS,
        durationMs: DURATION_S * 1000,
      });
      console.log(
        `  ${label} ${scenario}: ${stats.rps.toFixed(0)} req/s, p50 ${stats.p50.toFixed(1)} ms, p99 ${stats.p99.toFixed(1)} ms, ${stats.errors} errors`,
      );
      rows.push({ db: label, scenario, api: stats });
    }
    return rows;
  } finally {
    await api.close();
  }
}

/** The API's own SQL for a query, with its parameters inlined as literals, for pgbench. */
function literalSql(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql, params } = query.toSQL();
  return sql.replace(/\$(\d+)/g, (_, i: string) => {
    const p = params[Number(i) - 1];
    return typeof p === 'number' || typeof p === 'boolean' ? String(p) : `'${String(p).replaceAll("'", "''")}'`;
  });
}

function pgbench(url: string, scripts: string[]): { tps: number; p50: number; p99: number } {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const files = scripts.map((s, i) => {
    const file = join(dir, `q${i}.sql`);
    writeFileSync(file, `${s};\n`);
    return ['-f', file];
  });
  const out = execFileSync(
    PGBENCH,
    [
      '-n',
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(DURATION_S),
      '-l',
      '--log-prefix',
      join(dir, 'log'),
      ...files.flat(),
      url,
    ],
    { encoding: 'utf8' },
  );
  const latencies = readdirSync(dir)
    .filter((f) => f.startsWith('log'))
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .trim()
        .split('\n')
        .map((line) => Number(line.split(' ')[2]) / 1000),
    )
    .sort((a, b) => a - b);
  rmSync(dir, { recursive: true, force: true });
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0), p50: q(0.5), p99: q(0.99) };
}

async function onPostgres(adminUrl: string): Promise<Row[]> {
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
      const rows = await measureApi(database, 'postgresql');
      const repo = inventoryRepository(database.db);
      const grid = literalSql(repo.list(V, { ...GRID_QUERY, page: 0 })).replace(/offset 0$/i, 'offset :page');
      const lookups = Array.from({ length: 8 }, (_, i) => {
        const car = randomCar();
        const byReg = i % 2 === 0 && car.registration_number;
        return literalSql(
          repo.list(V, {
            searchKey: byReg ? 'registrationNumber' : 'chassisNumber',
            searchValue: byReg ? car.registration_number! : car.chassis_number,
            page: 0,
            size: 10,
          }),
        );
      });
      rows[0]!.pgbench = pgbench(url.toString(), [`\\set page random(0, 9) * 30\n${grid}`]);
      rows[1]!.pgbench = pgbench(url.toString(), lookups);
      for (const r of rows)
        console.log(
          `  pgbench ${r.scenario}: ${r.pgbench!.tps.toFixed(0)} tps, p50 ${r.pgbench!.p50.toFixed(2)} ms, p99 ${r.pgbench!.p99.toFixed(2)} ms`,
        );
      return rows;
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `Inventory grid benchmark: ${ROWS.toLocaleString('en')} inventories, ${CONNECTIONS} connections, ${DURATION_S} s per scenario`,
);
const scratch = mkdtempSync(join(tmpdir(), 'b2c-bench-'));
const results: Row[] = [];
try {
  const embedded = await openDatabase({ dataDir: scratch });
  try {
    await seed(embedded, 'embedded');
    results.push(...(await measureApi(embedded, 'embedded')));
  } finally {
    await embedded.close();
  }
  if (process.env.BENCH_DATABASE_URL) results.push(...(await onPostgres(process.env.BENCH_DATABASE_URL)));
  else console.log('  (no BENCH_DATABASE_URL: PostgreSQL and pgbench skipped)');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const ms = (n: number) => n.toFixed(1);
const date = new Date().toISOString().slice(0, 10);
const lines = results.map(
  (r) =>
    `| ${date} | ${ROWS.toLocaleString('en')} | ${r.db} | ${r.scenario} | ${r.api.rps.toFixed(0)} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${r.pgbench ? `${r.pgbench.tps.toFixed(0)} / ${r.pgbench.p50.toFixed(2)} / ${r.pgbench.p99.toFixed(2)}` : '—'} |`,
);
appendFileSync(new URL('./README.md', import.meta.url), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
