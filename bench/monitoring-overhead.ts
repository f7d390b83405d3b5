/**
 * Issue 25: what errors, traces and metrics cost the inventory grid (`GET /api/inventory`, 30 rows,
 * updatedAt desc) — the same API over one scratch embedded database seeded with the demo data:
 *  - no OTLP endpoint (the default: trace ids only, metrics on);
 *  - OTLP on at the SPEC's 0.1 (ParentBased: the caller's `traceparent` flag decides; these requests send
 *    none, so the ratio sampler decides; 9 in 10 are unsampled and pay no export);
 *  - OTLP on at 1.0 (every request a trace with its SQL spans, exported).
 * The spans go to a sink in this process (a collector stand-in answering 200). autocannon runs in its own
 * process (autocannon-run.ts), one target at a time, rounds interleaved, medians.
 *
 *   npm run monitoring-overhead -w bench [-- --seconds 10 --rounds 3 --connections 16]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type Database } from '../apps/api/src/plugins/db/database.ts';
import { benchHeaders } from './bench-token.ts';
import { runInChild } from './child-process.ts';
import type { LoadJob, LoadResult } from './autocannon-run.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
  },
});
const DURATION_S = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const GRID = '/api/inventory?page=0&size=30&sort=updatedAt,desc';
const PUBLIC_URL = 'http://localhost:8080';

const drive = (job: LoadJob) =>
  runInChild<LoadResult>(new URL('./autocannon-run.ts', import.meta.url), [JSON.stringify(job)]);

const closers: (() => Promise<unknown>)[] = [];

/** The collector stand-in: takes OTLP/HTTP posts and counts the spans' batches. */
async function startSink(): Promise<{ url: string; posts: () => number }> {
  let posts = 0;
  const sink = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      posts++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => sink.close(resolve)));
  return { url: `http://127.0.0.1:${(sink.address() as AddressInfo).port}`, posts: () => posts };
}

async function startApi(database: Database, dataDir: string, env: Record<string, string>): Promise<string> {
  const config = loadConfig({ LOG_LEVEL: 'warn', SEED: 'demo', PUBLIC_URL, DATA_DIR: dataDir, ...env });
  const { app } = await buildApp(config, { database });
  closers.push(() => app.close());
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const scratch = mkdtempSync(join(tmpdir(), 'b2c-bench-monitoring-'));
const database = await openDatabase({ dataDir: scratch });
try {
  const sink = await startSink();
  const targets = [
    { name: 'no OTLP endpoint (default)', url: await startApi(database, scratch, {}) },
    {
      name: 'OTLP, sampled at 0.1',
      url: await startApi(database, scratch, { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER_ARG: '0.1' }),
    },
    {
      name: 'OTLP, sampled at 1.0',
      url: await startApi(database, scratch, { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER_ARG: '1' }),
    },
  ];
  const headers = await benchHeaders(loadConfig({ SEED: 'off', PUBLIC_URL: PUBLIC_URL, DATA_DIR: scratch }), database);
  console.log(`Monitoring overhead on ${GRID}: ${CONNECTIONS} connections, ${DURATION_S} s, ${ROUNDS} rounds`);
  for (const t of targets) await drive({ url: `${t.url}${GRID}`, headers, connections: CONNECTIONS, durationS: 2 });
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const r = await drive({ url: `${t.url}${GRID}`, headers, connections: CONNECTIONS, durationS: DURATION_S });
      console.log(`  round ${round} ${t.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
      if (r.failures) throw new Error(`${t.name}: ${r.failures} failed requests — not a measurement`);
      runs.get(t.name)!.push(r);
    }
  }
  console.log('\n| configuration | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
  for (const [name, results] of runs) {
    const pick = (f: (r: LoadResult) => number) => median(results.map(f));
    console.log(`| ${name} | ${pick((r) => r.rps).toFixed(0)} | ${pick((r) => r.p50)} | ${pick((r) => r.p99)} |`);
  }
  console.log(`(OTLP batches received by the sink: ${sink.posts()})`);
} finally {
  for (const close of closers.reverse()) await close();
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
