/**
 * The fixed cost of an authenticated request (issue 12): req/s and p50/p99 of
 *  - a bare Fastify route (no hooks, no auth) — the reference ceiling on this machine;
 *  - an authenticated route that does no database work, on the real API (every hook, the real bearer
 *    check against the embedded IdP's key), with the verified-token cache off (AUTH_CACHE=off: the RSA
 *    signature is checked on every request, as before the cache) and on;
 *  - GET /api/config/ui-rules, the product's cheapest authenticated route (two small reads), off and on.
 * The product has no authenticated route without database work, so the probe route is added by this
 * benchmark to the real app (`access: 'authenticated'`, answers `{}`); ui-rules shows a real route.
 *
 * The API runs in this process on 127.0.0.1 over a scratch embedded database; the load comes from
 * autocannon in a separate process (autocannon-run.ts), one target at a time, rounds interleaved.
 *
 *   npm run auth-overhead -w bench [-- --seconds 10 --rounds 3 --connections 32]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
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
    connections: { type: 'string', default: '32' },
  },
});
const DURATION_S = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const PROBE = '/api/bench/auth-probe';

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/** Runs one load job in a fresh autocannon process and waits for its figures. */
const drive = (job: LoadJob) =>
  runInChild<LoadResult>(new URL('./autocannon-run.ts', import.meta.url), [JSON.stringify(job)]);

async function startBare(): Promise<string> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({}));
  closers.push(() => bare.close());
  return bare.listen({ port: 0, host: '127.0.0.1' });
}

/** The real API with the bench's probe route; `authCache` is AUTH_CACHE. */
async function startApi(database: Database, dataDir: string, authCache: 'on' | 'off'): Promise<string> {
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    SEED: 'off',
    PUBLIC_URL: 'http://localhost:8080',
    DATA_DIR: dataDir,
    AUTH_CACHE: authCache,
  });
  const { app } = await buildApp(config, { database });
  addProbe(app);
  closers.push(() => app.close());
  return app.listen({ port: 0, host: '127.0.0.1' });
}

function addProbe(app: FastifyInstance) {
  app.get(PROBE, { config: { access: 'authenticated' } }, async () => ({}));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const closers: (() => Promise<unknown>)[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'b2c-bench-auth-'));
const database = await openDatabase({ dataDir: scratch });
try {
  const bare = await startBare();
  const off = await startApi(database, scratch, 'off');
  const on = await startApi(database, scratch, 'on');
  const headers = await benchHeaders(
    loadConfig({ SEED: 'off', PUBLIC_URL: 'http://localhost:8080', DATA_DIR: scratch }),
    database,
  );
  const targets: Target[] = [
    { name: 'bare Fastify, no auth', url: `${bare}/bare`, headers: {} },
    { name: 'authenticated, no DB — cache off (before)', url: `${off}${PROBE}`, headers },
    { name: 'authenticated, no DB — cache on (after)', url: `${on}${PROBE}`, headers },
    { name: 'GET /api/config/ui-rules — cache off (before)', url: `${off}/api/config/ui-rules`, headers },
    { name: 'GET /api/config/ui-rules — cache on (after)', url: `${on}/api/config/ui-rules`, headers },
  ];
  console.log(`Auth overhead: ${CONNECTIONS} connections, ${DURATION_S} s per target, ${ROUNDS} rounds interleaved`);
  // Warm-up: JIT, the permission and token caches, the database's first reads.
  for (const t of targets) await drive({ url: t.url, headers: t.headers, connections: CONNECTIONS, durationS: 2 });
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const r = await drive({ url: t.url, headers: t.headers, connections: CONNECTIONS, durationS: DURATION_S });
      console.log(`  round ${round} ${t.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
      if (r.failures) throw new Error(`${t.name}: ${r.failures} failed requests — not a measurement`);
      runs.get(t.name)!.push(r);
    }
  }
  console.log('\n| target | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
  for (const [name, results] of runs) {
    const pick = (f: (r: LoadResult) => number) => median(results.map(f));
    console.log(`| ${name} | ${pick((r) => r.rps).toFixed(0)} | ${pick((r) => r.p50)} | ${pick((r) => r.p99)} |`);
  }
} finally {
  for (const close of closers.reverse()) await close();
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
