/**
 * The grid's capped count against the page it accompanies (issue 30): every grid view asks for both, and
 * the count must cost ≤ 1.5× the page; with the lookup by registration or chassis beside them, and given a
 * 1M and a 10M database, whether each hot path stays flat as the data grows (within 1.3×). On PostgreSQL databases seeded beforehand
 * (`DATABASE_URL=URL npm run seed -w apps/api -- --scale N`), through the whole API in this process, the
 * load from autocannon in its own process; four views a person opens (everything; ready for sale and
 * published; in refurbishment; published and unsold), pages 1–5 of each beside their counts; req/s,
 * p50, p99 and the API's and PostgreSQL's CPU per request (/proc). With `--compare-index` each round also
 * counts with `inventory_count_idx` dropped (the before), then builds it again. Rounds interleaved, medians.
 * Figures, never a test.
 *
 *   npx tsx bench/grid-count.ts --pg 1M=postgresql://…/b2c_bench_1m [--pg 10M=…] [--compare-index]
 *   (a label of the database's size, 1M or 10M, finds the lookup's cars; another label skips the lookup)
 *     [--seconds 10] [--rounds 2] [--connections 8]
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Vertical } from '@b2c/domain';
import { openDatabase } from '../apps/api/src/plugins/db/database.ts';
import { vehicleFor } from '../apps/api/src/seed/inventory-vehicle.ts';
import { runInChild } from './child-process.ts';
import type { LoadJob, LoadResult } from './autocannon-run.ts';
import { startApi } from './inventory-api.ts';
import { cpuPerRequest, postgresPidsOf, sampleCpu } from './process-cpu.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string', multiple: true },
    'compare-index': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '8' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const COUNT_INDEX = 'inventory_count_idx';
const COUNT_INDEX_SQL = `create index ${COUNT_INDEX} on inventory (country, vehicle_type, status, published, sold, location_code)`;

const VIEWS = ['', 'status=READY_FOR_SALE&published=true&', 'status=IN_REFURB&', 'published=true&sold=false&'];
const pagePaths = VIEWS.flatMap((v) =>
  [0, 1, 2, 3, 4].map((page) => `/api/inventory?${v}sort=updatedAt,desc&size=30&page=${page}`),
);
const countPaths = VIEWS.map((v) => `/api/inventory/count?${v.replace(/&$/, '')}`);

/**
 * The registration / chassis lookup of 200 cars spread over IN / CAR, as hot-paths.ts asks it: the scale
 * seed numbers each of the twelve verticals' cars 0..rows/12 - 1, so the label's size (1M, 10M) finds them.
 */
const V: Vertical = { country: 'IN', vehicleType: 'CAR' };
function lookupPaths(label: string): string[] {
  const m = /^([\d.]+)([kM]?)$/.exec(label);
  if (!m) return [];
  const rows = Number(m[1]) * (m[2] === 'M' ? 1_000_000 : m[2] === 'k' ? 1000 : 1);
  return Array.from({ length: 200 }, (_, i) => {
    const car = vehicleFor(V, Math.floor((i * Math.floor(rows / 12)) / 200), []);
    const [key, value] =
      i % 2 === 0 && car.registration_number
        ? ['registrationNumber', car.registration_number]
        : ['chassisNumber', car.chassis_number];
    return `/api/inventory?searchKey=${key}&searchValue=${encodeURIComponent(value)}&size=10`;
  });
}

type Run = LoadResult & { cpu: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function measure(admin: pg.Client, url: string, headers: Record<string, string>, paths: string[]): Promise<Run> {
  const job: LoadJob = { url, headers, paths, connections: CONNECTIONS, durationS: SECONDS };
  const before = sampleCpu(await postgresPidsOf(admin));
  const load = await runInChild<LoadResult>(new URL('./autocannon-run.ts', import.meta.url), [JSON.stringify(job)]);
  const cpu = cpuPerRequest(before, sampleCpu(await postgresPidsOf(admin)), load.requests);
  if (load.failures) console.log(`    ${load.failures} failed requests: not a measurement of success`);
  return { ...load, cpu: cpu.api + cpu.postgres };
}

const date = new Date().toISOString().slice(0, 10);
const lines: string[] = [];
for (const spec of args.pg ?? []) {
  const [label, databaseUrl] = spec.includes('=')
    ? [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)]
    : [spec, spec];
  const database = await openDatabase({ databaseUrl });
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const api = await startApi(database);
  try {
    await admin.query(`${COUNT_INDEX_SQL.replace('create index', 'create index if not exists')}`);
    const runs = new Map<string, Run[]>();
    const keep = (name: string, r: Run) => {
      console.log(
        `  ${label} ${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU ${r.cpu.toFixed(3)} ms/request`,
      );
      runs.set(name, [...(runs.get(name) ?? []), r]);
    };
    await measure(admin, api.url, api.headers, [...pagePaths, ...countPaths]); // warm the plans and the cache
    for (let round = 1; round <= ROUNDS; round++) {
      keep('page', await measure(admin, api.url, api.headers, pagePaths));
      keep('count', await measure(admin, api.url, api.headers, countPaths));
      const lookups = lookupPaths(label);
      if (lookups.length) keep('registration / chassis lookup', await measure(admin, api.url, api.headers, lookups));
      if (!args['compare-index']) continue;
      await admin.query(`drop index ${COUNT_INDEX}`);
      keep(`count without ${COUNT_INDEX}`, await measure(admin, api.url, api.headers, countPaths));
      await admin.query(COUNT_INDEX_SQL);
    }
    const page = runs.get('page')!;
    const cost = (rs: Run[]) => ({
      rps: median(rs.map((r) => r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      cpu: median(rs.map((r) => r.cpu)),
    });
    const p = cost(page);
    for (const [name, rs] of runs) {
      const c = cost(rs);
      lines.push(
        `| ${date} | ${label} | ${name} | ${c.rps.toFixed(0)} | ${c.p50} | ${c.p99} | ${c.cpu.toFixed(3)} | ${(p.rps / c.rps).toFixed(2)}× | ${(c.cpu / p.cpu).toFixed(2)}× |`,
      );
    }
  } finally {
    await api.close();
    await admin.end();
    await database.close();
  }
}
if (!lines.length) throw new Error('Give --pg LABEL=URL (seeded with npm run seed -w apps/api -- --scale N).');
const header =
  '| date | inventories | target | req/s | p50 ms | p99 ms | CPU ms/request (API + PostgreSQL) | cost vs page by req/s | by CPU |\n|---|---|---|---|---|---|---|---|---|';
const table = [header, ...lines, ''].join('\n');
console.log(`\n${table}`);
const title = `### ${date}: page and count, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds`;
appendFileSync(new URL('./README.md', import.meta.url), `\n${title}\n\n${table}`);
