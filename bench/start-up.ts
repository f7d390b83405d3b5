/**
 * Start time and memory of the API (issues 12 and 30): `npm start` (the build check, then the server) and
 * the compiled server alone (`node apps/api/dist/server.mjs`), each from this tree and, with `--before DIR`,
 * from another built checkout (e.g. `git archive <commit> | tar -x -C DIR`, its node_modules linked, then
 * `node apps/api/build-if-changed.mjs` there), all on one already-seeded DATA_DIR (no seeding timed), in
 * turn, RUNS times each. Per start: milliseconds from spawn to the first 200 of /readyz, the CPU seconds the
 * processes spent by then (less shared-machine noise than the clock), the server process's resident memory
 * then and after 200 grid requests. Medians; figures, never a test.
 *
 *   node apps/api/build-if-changed.mjs && npx tsx bench/start-up.ts [--runs 5] [--before DIR]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/plugins/db/database.ts';
import { benchHeaders } from './bench-token.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, before: { type: 'string' } },
});
const RUNS = Number(args.runs);
const root = new URL('..', import.meta.url).pathname;
const trees = { ...(args.before ? { before: args.before } : {}), after: root };
const commands = {
  'npm start': ['npm', 'start'],
  'server alone': [process.execPath, '--enable-source-maps', 'apps/api/dist/server.mjs'],
} as const;
const GRID = '/api/inventory?status=READY_FOR_SALE&published=true&sort=updatedAt,desc&size=30';
const TICKS_PER_S = 100;
const PUBLIC_URL = 'http://localhost:8080';

/** A process and its descendants (npm runs a shell, which runs node). */
function tree(pid: number): number[] {
  let children = '';
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  } catch {
    return [pid];
  }
  return [pid, ...(children ? children.split(/\s+/).flatMap((c) => tree(Number(c))) : [])];
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** CPU seconds of the live processes (all their threads: PGlite's worker too) and of those already reaped. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS_PER_S;
}

async function startOnce(cwd: string, command: readonly string[], dataDir: string, headers: Record<string, string>) {
  const port = 18_991;
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('not ready within 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    const readyMs = performance.now() - started;
    const pids = tree(child.pid!);
    const cpuS = cpuSeconds(pids);
    // The server is the largest process of the tree (npm and its shell are the others).
    const server = pids.reduce((a, b) => (rssMb(b) > rssMb(a) ? b : a));
    const rssAtReady = rssMb(server);
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`http://127.0.0.1:${port}${GRID}&page=${i % 10}`, { headers });
      if (!res.ok) throw new Error(`grid answered ${res.status}`);
      await res.arrayBuffer();
    }
    return { readyMs, cpuS, rssAtReady, rssAfter: rssMb(server) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'b2c-bench-start-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
try {
  // Seeds the demo data once, not timed; then a token as the embedded IdP issues it, for the grid requests.
  await startOnce(root, commands['server alone'], dataDir, {}).catch(() => undefined);
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir });
  const headers = await benchHeaders(config, database);
  await database.close();
  type Result = Awaited<ReturnType<typeof startOnce>>;
  const results = new Map<string, Result[]>();
  for (let run = 0; run < RUNS; run++)
    for (const [how, command] of Object.entries(commands))
      for (const [which, cwd] of Object.entries(trees)) {
        const name = `${how}, ${which}`;
        const r = await startOnce(cwd, command, dataDir, headers);
        console.log(
          `  ${name}: ready in ${r.readyMs.toFixed(0)} ms, ${r.cpuS.toFixed(2)} CPU s, ${r.rssAtReady.toFixed(0)} MB`,
        );
        results.set(name, [...(results.get(name) ?? []), r]);
      }
  console.log(
    '\n| how | ready ms | CPU s to ready | server RSS at ready MB | after 200 grid requests MB |\n|---|---|---|---|---|',
  );
  for (const [name, rs] of results) {
    const m = (f: (r: Result) => number) => median(rs.map(f));
    console.log(
      `| ${name} | ${m((r) => r.readyMs).toFixed(0)} | ${m((r) => r.cpuS).toFixed(2)} | ${m((r) => r.rssAtReady).toFixed(0)} | ${m((r) => r.rssAfter).toFixed(0)} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
