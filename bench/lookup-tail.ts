/**
 * Issue 30: where the registration lookup's tail at 300 req/s comes from. The lookup through the whole
 * API and through the minimal route (reference-route.ts), each at a steady rate from autocannon in its own
 * process, every answer's send time and latency kept (autocannon-run.ts `timeline`), and in this process
 * (the API's and the route's) what could stop a request: GC pauses, event-loop stalls, pool connections
 * opened or closed. Prints, per run, the answers slower than `--slow` ms grouped into moments, each with
 * what happened in the process at that moment, and where in autocannon's second they fell (its rate
 * limiter lets each connection send its share at the start of every second, then waits).
 * Figures, never a test.
 *
 *   npx tsx bench/lookup-tail.ts --pg postgresql://b2c:b2c@127.0.0.1:5432/b2c_bench_1m
 *     [--seconds 15] [--rounds 2] [--rate 300] [--slow 20] [--targets api,route] [--no-warm-up]
 */
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { subscribe } from 'node:diagnostics_channel';
import type pg from 'pg';
import { openDatabase } from '../apps/api/src/plugins/db/database.ts';
import { inventoryRepository } from '../apps/api/src/modules/inventory/inventory-repository.ts';
import { runInChild } from './child-process.ts';
import type { LoadJob, LoadResult } from './autocannon-run.ts';
import { startApi } from './inventory-api.ts';
import { startReferenceRoute } from './reference-route.ts';
import { withApplicationName } from './process-cpu.ts';
import { BENCH_VERTICAL, lookupCars, lookupPath } from './hot-path-targets.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '2' },
    rate: { type: 'string', default: '300' },
    rows: { type: 'string', default: '1000000' },
    slow: { type: 'string', default: '20' },
    targets: { type: 'string', default: 'api,route' },
    'no-warm-up': { type: 'boolean', default: false },
    'no-closed-first': { type: 'boolean', default: false },
  },
});
if (!args.pg) throw new Error('Give --pg URL (a database seeded with npm run seed -- --scale N).');
const SLOW = Number(args.slow);

/** Something in this process that can hold a request back, at a wall-clock time (ms since the epoch). */
interface ProcessEvent {
  at: number;
  ms: number;
  what: string;
}
const events: ProcessEvent[] = [];
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1;
    events.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, what: `GC ${GC_KINDS[kind] ?? kind}` });
  }
}).observe({ entryTypes: ['gc'] });
// The event loop blocked (GC or a long synchronous stretch): a 5 ms ticker that came late.
let lastTick = Date.now();
setInterval(() => {
  const now = Date.now();
  const late = now - lastTick - 5;
  if (late >= 8) events.push({ at: lastTick + 5, ms: late, what: 'event loop stalled' });
  lastTick = now;
}, 5).unref();
// Server-side time of each request, from Node's 'request' event to its answer written (both servers run
// here): what the client saw beyond it waited before the request event (a busy loop) or in the client.
const serverMs = new Map<string, number[]>();
const arrived = new WeakMap<object, number>();
subscribe('http.server.request.start', (m) => arrived.set((m as { request: object }).request, performance.now()));
subscribe('http.server.response.finish', (m) => {
  const { request } = m as { request: { url?: string } };
  const at = arrived.get(request);
  if (at === undefined) return;
  const key = request.url?.startsWith('/q/') ? 'route' : 'api';
  const list = serverMs.get(key) ?? [];
  if (!list.length) serverMs.set(key, list);
  list.push(performance.now() - at);
});

function watchPool(pool: pg.Pool, name: string) {
  pool.on('connect', () => events.push({ at: Date.now(), ms: 0, what: `${name} pool opened a connection` }));
  pool.on('remove', () => events.push({ at: Date.now(), ms: 0, what: `${name} pool closed a connection` }));
}

const url = withApplicationName(args.pg, 'b2c-lookup-tail');
const database = await openDatabase({ databaseUrl: url });
watchPool(database.pool, 'API');
const api = await startApi(database);
// Every statement the API's pool runs (its requests', the account reads', pg-boss's), by its first words:
// how many, and how long each waited for a connection and ran.
const statements = new Map<string, number[]>();
database.observeStatements(async (sql, run) => {
  const started = performance.now();
  try {
    return await run();
  } finally {
    const head = (sql ?? '(no text)').replace(/\s+/g, ' ').slice(0, 70);
    // Statements other than the lookup's own are events of the moment (the account re-read, pg-boss).
    if (!head.startsWith('select "id", "appointment_id"'))
      events.push({
        at: performance.timeOrigin + started,
        ms: performance.now() - started,
        what: `SQL ${head.slice(0, 40)}…`,
      });
    const list = statements.get(head) ?? [];
    if (!list.length) statements.set(head, list);
    list.push(performance.now() - started);
  }
});
const cars = lookupCars(Number(args.rows));
const repo = inventoryRepository(database.db);
const queries = cars.map((l) => repo.list(BENCH_VERTICAL, { ...l, page: 0, size: 10 }).toSQL());
const route = await startReferenceRoute(url, queries);
watchPool(route.pool, 'route');
const all = {
  api: { name: 'API lookup', url: api.url, headers: api.headers, paths: cars.map(lookupPath) },
  route: { name: 'route lookup', url: route.url, headers: {}, paths: queries.map((_, i) => `/q/${i}`) },
};
const targets = args.targets.split(',').map((t) => all[t as keyof typeof all]);

const drive = (job: LoadJob) =>
  runInChild<LoadResult>(new URL('./autocannon-run.ts', import.meta.url), [JSON.stringify(job)]);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;

/** The slow answers, grouped into moments (sent within 100 ms of each other), with the process's events. */
function moments(timeline: [number, number][], started: number) {
  const slow = timeline.filter(([, ms]) => ms > SLOW).sort((a, b) => a[0] - b[0]);
  const groups: [number, number][][] = [];
  for (const answer of slow) {
    const last = groups.at(-1);
    if (last && answer[0] - last.at(-1)![0] <= 100) last.push(answer);
    else groups.push([answer]);
  }
  return groups.map((g) => {
    const from = g[0]![0];
    const to = Math.max(...g.map(([at, ms]) => at + ms));
    const during = events.filter((e) => e.at + e.ms >= from - 50 && e.at <= to);
    const what = summarise(during);
    return `    at ${((from - started) / 1000).toFixed(2)} s (${Math.round(from - started) % 1000} ms into the second): ${g.length} slow, worst ${Math.max(...g.map(([, ms]) => ms)).toFixed(0)} ms${what ? `; meanwhile ${what}` : ''}`;
  });
}
function summarise(during: ProcessEvent[]): string {
  const byWhat = new Map<string, { n: number; ms: number; longest: number }>();
  for (const e of during) {
    const s = byWhat.get(e.what) ?? { n: 0, ms: 0, longest: 0 };
    byWhat.set(e.what, { n: s.n + 1, ms: s.ms + e.ms, longest: Math.max(s.longest, e.ms) });
  }
  return [...byWhat]
    .map(([what, s]) =>
      s.ms ? `${what} ×${s.n} (${s.ms.toFixed(1)} ms, longest ${s.longest.toFixed(1)})` : `${what} ×${s.n}`,
    )
    .join(', ');
}

/**
 * autocannon's fixed rate is a burst a second: each connection sends its share back to back when its
 * one-second interval fires. Per burst (answers grouped by the second they were sent in): how long it
 * took to drain and its slowest answer, the slowest bursts listed; and the wave each answer was in (the
 * n-th request of its connection in that second), to see whether the first of a burst are the slow ones.
 */
function bursts(timeline: [number, number][], started: number): string[] {
  const bySecond = new Map<number, [number, number][]>();
  for (const a of timeline) {
    const s = Math.floor((a[0] - started) / 1000);
    bySecond.set(s, [...(bySecond.get(s) ?? []), a]);
  }
  const rows = [...bySecond].map(([second, answers]) => {
    const first = Math.min(...answers.map(([at]) => at));
    const drained = Math.max(...answers.map(([at, ms]) => at + ms));
    return { second, n: answers.length, drainMs: drained - first, worst: Math.max(...answers.map(([, ms]) => ms)) };
  });
  const worst = [...rows].sort((a, b) => b.worst - a.worst).slice(0, 5);
  return [
    `    bursts: drain p50 ${pct(
      rows.map((r) => r.drainMs),
      0.5,
    ).toFixed(
      0,
    )} ms, max ${Math.max(...rows.map((r) => r.drainMs)).toFixed(0)} ms; slowest: ${worst.map((r) => `second ${r.second} (${r.n} answers, drained in ${r.drainMs.toFixed(0)} ms, worst ${r.worst.toFixed(0)} ms)`).join('; ')}`,
  ];
}

/** A closed-loop run first, as hot-paths.ts runs ×32 before the fixed rate: the same state of pools and JIT. */
const CLOSED_FIRST = !args['no-closed-first'];

try {
  if (!args['no-warm-up']) for (const t of Object.values(all)) await drive({ ...t, connections: 8, durationS: 2 });
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const t of targets) {
      if (CLOSED_FIRST) await drive({ ...t, connections: 32, durationS: Number(args.seconds) });
      events.length = 0;
      serverMs.clear();
      statements.clear();
      const started = Date.now();
      const r = await drive({
        ...t,
        connections: 32,
        durationS: Number(args.seconds),
        overallRate: Number(args.rate),
        timeline: true,
      });
      const latencies = r.timeline!.map(([, ms]) => ms);
      const inRun = events.filter((e) => e.at >= started);
      console.log(
        `round ${round} ${t.name} @${args.rate}/s: ${r.requests} answers, p50 ${pct(latencies, 0.5)} ms, p99 ${pct(latencies, 0.99)} ms, max ${Math.max(...latencies)} ms; ${latencies.filter((ms) => ms > SLOW).length} over ${SLOW} ms; ${summarise(inRun)}`,
      );
      const server = serverMs.get(t === all.api ? 'api' : 'route') ?? [];
      console.log(
        `    server side (request event to answer written): p50 ${pct(server, 0.5).toFixed(1)} ms, p99 ${pct(server, 0.99).toFixed(1)} ms, max ${Math.max(0, ...server).toFixed(1)} ms`,
      );
      for (const [head, ms] of [...statements].sort((a, b) => b[1].length - a[1].length))
        console.log(
          `    SQL ×${ms.length}: p50 ${pct(ms, 0.5).toFixed(1)} ms, p99 ${pct(ms, 0.99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms — ${head}`,
        );
      for (const line of [...bursts(r.timeline!, started), ...moments(r.timeline!, started)]) console.log(line);
    }
  }
} finally {
  await route.close();
  await api.close();
  await database.close();
}
