/**
 * Hot paths at the database's pace (issue 12). On databases already seeded with N inventories
 * (`DATABASE_URL=… npm run seed -w apps/api -- --scale 1000000`, and `DATA_DIR=…` for the embedded one):
 *  - the grid (IN / CAR / READY_FOR_SALE / published, updatedAt desc, 30-row pages 0–9 at random) and the
 *    lookup by registration or chassis, through the whole API (real token, every hook), in this process;
 *  - the same SQL through a minimal Fastify + pg route (reference-route.ts) and through pgbench;
 *  - each at 32 saturating connections and at a steady 300 requests a second (open loop), the load from
 *    autocannon in its own process; targets interleaved over the rounds, medians printed;
 *  - the API's and PostgreSQL's CPU time per request (/proc, both processes, over each run): the figure
 *    that does not depend on how two cores are shared between the load, the API and the database;
 *  - deep pages in the database: page 1 vs page 1,000 by OFFSET and by the keyset cursor.
 * Figures, never a test.
 *
 *   npx tsx bench/hot-paths.ts --pg postgresql://b2c:b2c@127.0.0.1:5432/b2c_bench_1m [--embedded DIR]
 *     [--seconds 10] [--rounds 3] [--rate 300] [--load autocannon,wrk] [--only lookup]
 * `--only WORD` runs only the targets whose name holds it (e.g. `lookup`: the API's and the route's lookups;
 * pgbench and the deep pages are then skipped). bench/lookup-tail.ts shows when a run's slow answers happen.
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Vertical } from '@b2c/domain';
import { openDatabase, type Database } from '../apps/api/src/plugins/db/database.ts';
import { inventoryOrder, inventoryRepository } from '../apps/api/src/modules/inventory/inventory-repository.ts';
import { encodeCursor } from '../apps/api/src/plugins/db/keyset.ts';
import { runInChild } from './child-process.ts';
import { cpuPerRequest, postgresPidsOf, sampleCpu, withApplicationName } from './process-cpu.ts';
import type { LoadJob, LoadResult } from './autocannon-run.ts';
import { startApi } from './inventory-api.ts';
import { runWrk } from './wrk-run.ts';
import { literalSql, pgbench, type PgbenchResult } from './pgbench.ts';
import { startReferenceRoute, type ReferenceQuery } from './reference-route.ts';
import { BENCH_VERTICAL, lookupCars, lookupPath } from './hot-path-targets.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    embedded: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    rate: { type: 'string', default: '300' },
    rows: { type: 'string', default: '1000000' },
    /** The load generators, each in its own process: autocannon (closed loop and fixed rate), wrk (closed loop). */
    load: { type: 'string', default: 'autocannon,wrk' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const RATE = Number(args.rate);
const CONNECTIONS = 32;
const V: Vertical = BENCH_VERTICAL;
const GRID = { status: 'READY_FOR_SALE' as const, published: true, sort: 'updatedAt,desc', size: 30 };
const GRID_QS = 'status=READY_FOR_SALE&published=true&sort=updatedAt,desc&size=30';
const lookups = lookupCars(Number(args.rows));

interface Target {
  name: string;
  url: string;
  paths: string[];
  headers: Record<string, string>;
}

type Load = 'autocannon' | 'wrk';
const LOADS = args.load.split(',') as Load[];
const drive = (job: LoadJob, load: Load = 'autocannon') =>
  load === 'wrk'
    ? runWrk(job)
    : runInChild<LoadResult>(new URL('./autocannon-run.ts', import.meta.url), [JSON.stringify(job)]);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Milliseconds of one query in the database (median of 15 after 3 warm-ups). */
async function timeQuery(run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 18; i++) {
    const started = performance.now();
    await run();
    if (i >= 3) samples.push(performance.now() - started);
  }
  return median(samples);
}

async function deepPages(database: Database) {
  const repo = inventoryRepository(database.db);
  const before = await repo.list(V, { ...GRID, page: 998 });
  const last = before.at(-1)!;
  const after = encodeCursor(inventoryOrder(GRID.sort), { value: last.sortKey, id: last.id });
  return {
    first: await timeQuery(() => repo.list(V, { ...GRID, page: 0 })),
    offset: await timeQuery(() => repo.list(V, { ...GRID, page: 999 })),
    keyset: await timeQuery(() => repo.list(V, { ...GRID, page: 999, after })),
  };
}

const gridPaths = Array.from({ length: 10 }, (_, p) => `/api/inventory?${GRID_QS}&page=${p}`);
const lookupPaths = lookups.map(lookupPath);
const closers: (() => Promise<unknown>)[] = [];
const targets: Target[] = [];
const notes: string[] = [];
/** PostgreSQL's processes are sampled through this pool (the --pg database's), when there is one. */
let pgPool: Database['pool'] | undefined;
// The API's and the route's connections carry this name, so only they (and the server's background
// processes) are counted: other sessions on a shared bench database are not this bench's cost.
const BENCH_APPLICATION = 'b2c-hot-paths';
const postgresPids = () => (pgPool ? postgresPidsOf(pgPool, BENCH_APPLICATION) : Promise.resolve([]));
const pgbenchRows: { name: string; result: PgbenchResult }[] = [];

async function addDatabase(label: string, database: Database, url?: string) {
  closers.push(() => database.close());
  const api = await startApi(database);
  closers.push(api.close);
  targets.push({ name: `${label} API grid`, url: api.url, paths: gridPaths, headers: api.headers });
  targets.push({ name: `${label} API lookup`, url: api.url, paths: lookupPaths, headers: api.headers });
  if (!args.only) {
    const deep = await deepPages(database);
    notes.push(
      `${label}: page 1 ${deep.first.toFixed(2)} ms, page 1,000 by OFFSET ${deep.offset.toFixed(2)} ms (${(deep.offset / deep.first).toFixed(1)}×), by keyset ${deep.keyset.toFixed(2)} ms (${(deep.keyset / deep.first).toFixed(1)}×)`,
    );
  }
  if (!url) return;
  pgPool = database.pool;
  const repo = inventoryRepository(database.db);
  const gridQueries: ReferenceQuery[] = gridPaths.map((_, page) => repo.list(V, { ...GRID, page }).toSQL());
  const lookupQueries: ReferenceQuery[] = lookups.map((l) => repo.list(V, { ...l, page: 0, size: 10 }).toSQL());
  const ref = await startReferenceRoute(url, [...gridQueries, ...lookupQueries]);
  closers.push(ref.close);
  targets.push({
    name: 'reference route grid',
    url: ref.url,
    paths: gridQueries.map((_, i) => `/q/${i}`),
    headers: {},
  });
  targets.push({
    name: 'reference route lookup',
    url: ref.url,
    paths: lookupQueries.map((_, i) => `/q/${gridQueries.length + i}`),
    headers: {},
  });
  if (args.only) return;
  const gridSql = literalSql(repo.list(V, { ...GRID, page: 0 })).replace(/offset 0$/i, 'offset :page');
  const clients = { clients: 10, seconds: SECONDS };
  pgbenchRows.push({
    name: 'pgbench grid',
    result: pgbench(url, [`\\set page random(0, 9) * 30\n${gridSql}`], clients),
  });
  const lookupSql = lookups.slice(0, 20).map((l) => literalSql(repo.list(V, { ...l, page: 0, size: 10 })));
  pgbenchRows.push({ name: 'pgbench lookup', result: pgbench(url, lookupSql, clients) });
}

/**
 * Issue 30's ratios, each taken within one round (the API and the route loaded minutes apart on a shared
 * machine are not comparable across rounds): the API's req/s over the route's, and the route's CPU per
 * request over the API's (both read "≥ 1.0×: the product is at least as good"), per round and their median.
 */
function againstTheRoute(runs: Map<string, (LoadResult & { apiCpu: number; pgCpu: number })[]>): string[] {
  const rows: string[] = [];
  for (const [name, apiRuns] of runs) {
    if (!name.startsWith('postgresql API ')) continue;
    const routeRuns = runs.get(name.replace('postgresql API ', 'reference route '));
    if (!routeRuns) continue;
    const pairs = apiRuns.flatMap((api, i) => (routeRuns[i] ? [{ api, route: routeRuns[i] }] : []));
    const rps = pairs.map(({ api, route }) => api.rps / route.rps);
    const cpu = pairs.map(({ api, route }) => (route.apiCpu + route.pgCpu) / (api.apiCpu + api.pgCpu));
    const show = (xs: number[]) => `${xs.map((x) => `${x.toFixed(2)}×`).join(', ')} | ${medianOf(xs).toFixed(2)}×`;
    rows.push(`| ${name.replace('postgresql API ', '')} | ${show(rps)} | ${show(cpu)} |`);
  }
  if (!rows.length) return [];
  return [
    '| same round, API against the route | req/s ratio by round | median | CPU/request ratio (route ÷ API) by round | median |',
    '|---|---|---|---|---|',
    ...rows,
  ];
}
/** The true median (the mean of the middle two of an even count): rounds are few. */
function medianOf(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}

try {
  if (args.pg) {
    const url = withApplicationName(args.pg, BENCH_APPLICATION);
    await addDatabase('postgresql', await openDatabase({ databaseUrl: url }), url);
  }
  if (args.embedded) await addDatabase('embedded', await openDatabase({ dataDir: args.embedded }));
  if (args.only) targets.splice(0, targets.length, ...targets.filter((t) => t.name.includes(args.only!)));
  if (!targets.length) throw new Error('Give --pg URL and/or --embedded DIR (seeded with npm run seed -- --scale N).');
  console.log(
    `Hot paths: ${SECONDS} s per run, ${ROUNDS} rounds interleaved, ${CONNECTIONS} connections / ${RATE} req/s`,
  );
  for (const t of targets)
    await drive({ url: t.url, paths: t.paths, headers: t.headers, connections: 8, durationS: 2 });
  type Run = LoadResult & { apiCpu: number; pgCpu: number };
  const runs = new Map<string, Run[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const runsOf = LOADS.flatMap((load): { load: Load; rate?: number }[] =>
        load === 'wrk' ? [{ load }] : [{ load }, { load, rate: RATE }],
      );
      for (const { load, rate } of runsOf) {
        const name = `${t.name} ${rate ? `@${rate}/s` : `×${CONNECTIONS}`} (${load})`;
        const cpuBefore = sampleCpu(await postgresPids());
        const answer = await drive(
          {
            url: t.url,
            paths: t.paths,
            headers: t.headers,
            connections: CONNECTIONS,
            durationS: SECONDS,
            ...(rate ? { overallRate: rate } : {}),
          },
          load,
        );
        const cpu = cpuPerRequest(cpuBefore, sampleCpu(await postgresPids()), answer.requests);
        const r: Run = { ...answer, apiCpu: cpu.api, pgCpu: cpu.postgres };
        console.log(
          `  round ${round} ${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU/request API ${r.apiCpu.toFixed(3)} ms + PostgreSQL ${r.pgCpu.toFixed(3)} ms`,
        );
        if (r.failures) console.log(`    ${r.failures} failed requests: not a measurement of success`);
        runs.set(name, [...(runs.get(name) ?? []), r]);
      }
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  const lines = [...runs].map(([name, rs]) => {
    const pick = (f: (r: Run) => number) => median(rs.map(f));
    const cpu = `${pick((r) => r.apiCpu).toFixed(3)} + ${pick((r) => r.pgCpu).toFixed(3)} = ${pick((r) => r.apiCpu + r.pgCpu).toFixed(3)}`;
    return `| ${date} | ${name} | ${pick((r) => r.rps).toFixed(0)} | ${pick((r) => r.p50)} | ${pick((r) => r.p99)} | ${cpu} |`;
  });
  for (const { name, result } of pgbenchRows)
    lines.push(
      `| ${date} | ${name} (10 clients) | ${result.tps.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | |`,
    );
  const header = `| date | target | req/s | p50 ms | p99 ms | CPU ms/request: API + PostgreSQL |\n|---|---|---|---|---|---|`;
  const table = [header, ...lines, '', ...againstTheRoute(runs), '', ...notes.map((n) => `- ${date} ${n}`), ''].join(
    '\n',
  );
  console.log(`\n${table}`);
  const title = `### ${date}: ${Number(args.rows).toLocaleString('en')} inventories, ${SECONDS} s × ${ROUNDS} rounds`;
  appendFileSync(new URL('./README.md', import.meta.url), `\n${title}\n\n${table}`);
} finally {
  for (const close of closers.reverse()) await close();
}
