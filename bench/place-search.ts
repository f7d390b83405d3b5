/**
 * Issue 26: the place search without a maps key (`GET /api/places?q=`) at the target's pace, 50 requests
 * a second (open loop: sent on time whatever the answers' pace), through the whole API — token, vertical,
 * validation, the in-memory gazetteer and the vertical's pincodes — on a scratch embedded database seeded
 * with the demo data. India, the largest gazetteer (≈ 7,100 places). The texts are a mix of prefixes,
 * typos, former names, pincode digits and misses, one picked at random per request. autocannon runs in
 * its own process (autocannon-run.ts); the first search (reading the gazetteer, ≈ 0.5 s once per
 * process) and a warm-up run are not timed. Target: p99 ≤ 50 ms.
 *
 *   npm run place-search -w bench [-- --seconds 20 --rounds 3 --rate 50]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/plugins/db/database.ts';
import { benchHeaders } from './bench-token.ts';
import { placeService } from '../apps/api/src/modules/masterdata/place/place-service.ts';
import { runInChild } from './child-process.ts';
import type { LoadJob, LoadResult } from './autocannon-run.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    rate: { type: 'string', default: '50' },
  },
});
const DURATION_S = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const RATE = Number(args.rate);
const PUBLIC_URL = 'http://localhost:8080';
const TEXTS = [
  'Benga',
  'Bengalru',
  'Mumbai',
  'Mumba',
  'Gurgaon',
  'Koraman',
  '5600',
  '400050',
  'new del',
  'Hyderabadd',
  'Chenai',
  'Pune',
  'Ahmedab',
  'Jaipu',
  'Kolkata',
  'Whitefield',
  'Rampur',
  'Shahpur',
  'Kanyakumarii',
  'Qwxyzzy',
];
const PATHS = TEXTS.map((q) => `/api/places?q=${encodeURIComponent(q)}`);

const drive = (job: LoadJob) =>
  runInChild<LoadResult>(new URL('./autocannon-run.ts', import.meta.url), [JSON.stringify(job)]);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const scratch = mkdtempSync(join(tmpdir(), 'b2c-bench-places-'));
const database = await openDatabase({ dataDir: scratch });
try {
  const config = loadConfig({ LOG_LEVEL: 'warn', SEED: 'demo', PUBLIC_URL, DATA_DIR: scratch });
  const { app } = await buildApp(config, { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await benchHeaders(config, database, { sub: '2', userName: 'ops.in', groups: ['OPERATIONS'] });

  const started = performance.now();
  const first = await fetch(`${url}${PATHS[0]}`, { headers });
  if (!first.ok) throw new Error(`first search answered ${first.status}: ${await first.text()}`);
  console.log(`First search (reads the gazetteer): ${(performance.now() - started).toFixed(0)} ms`);
  console.log(`Place search, IN: ${RATE} req/s open loop, ${DURATION_S} s, ${ROUNDS} rounds, ${TEXTS.length} texts`);
  console.log(
    `(load average at the start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores)`,
  );

  // The search alone, in this process: what the route adds to the authenticated request's fixed cost.
  const service = placeService(database.db);
  const timings: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const t0 = performance.now();
    await service.search({ country: 'IN', vehicleType: 'CAR' }, TEXTS[i % TEXTS.length]!);
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.floor(q * (timings.length - 1))]!.toFixed(2);
  console.log(`The search alone (2,000 in-process calls): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);

  // Beside it, the same load on the existing city autocomplete (one indexed SQL prefix query): the
  // machine's and the HTTP stack's share of the figures, measured in the same rounds.
  const targets = [
    { name: 'GET /api/places?q= (gazetteer + pincodes)', paths: PATHS },
    {
      name: 'GET /api/v1/city?name= (SQL prefix, reference)',
      paths: TEXTS.map((q) => `/api/v1/city?name=${encodeURIComponent(q.slice(0, 4))}&active=true&size=20`),
    },
  ];
  const job = (paths: string[], durationS: number): LoadJob => ({
    url: `${url}${paths[0]}`,
    headers,
    connections: 8,
    durationS,
    paths,
    overallRate: RATE,
  });
  for (const t of targets) await drive(job(t.paths, 3));
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const r = await drive(job(t.paths, DURATION_S));
      console.log(`  round ${round} ${t.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
      if (r.failures) throw new Error(`${t.name}: ${r.failures} failed requests — not a measurement`);
      runs.get(t.name)!.push(r);
    }
  }
  console.log('\n| date | route | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|');
  for (const [name, results] of runs) {
    const pick = (f: (r: LoadResult) => number) => median(results.map(f));
    console.log(
      `| ${new Date().toISOString().slice(0, 10)} | ${name} | ${pick((r) => r.rps).toFixed(0)} | ${pick((r) => r.p50)} | ${pick((r) => r.p99)} |`,
    );
  }
  console.log(`(resident memory of the API's process: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB)`);
  await app.close();
} finally {
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
