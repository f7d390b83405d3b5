/**
 * Start time and resident memory of the API as `npm start` runs it now (the one compiled file,
 * apps/api/dist/server.mjs, under plain node) against before (the TypeScript sources under tsx), issue 12.
 * Both start on the same already-seeded DATA_DIR (so no seeding is timed), in turn, RUNS times each:
 * milliseconds from spawn to the first 200 of /readyz, and the resident memory of the process tree then
 * and after 200 grid requests. Medians; figures, never a test.
 *
 *   npm run build -w apps/web && npm run build:server -w apps/api && npx tsx bench/start-up.ts [--runs 5]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(args.runs);
const root = new URL('..', import.meta.url).pathname;
const modes = {
  'tsx, sources (before)': [join(root, 'node_modules/.bin/tsx'), 'apps/api/src/server.ts'],
  'node, compiled (after)': [process.execPath, '--enable-source-maps', 'apps/api/dist/server.mjs'],
} as const;

/** Resident KB of a process and all its descendants (tsx runs the server in a child process). */
function treeRssKb(pid: number): number {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return own + (children ? children.split(/\s+/).reduce((sum, child) => sum + treeRssKb(Number(child)), 0) : 0);
}

async function startOnce(command: readonly string[], dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
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
    const rssAtReady = treeRssKb(child.pid!);
    for (let i = 0; i < 200; i++) await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.arrayBuffer());
    return { readyMs, rssAtReady, rssAfter: treeRssKb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'b2c-bench-start-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
try {
  await startOnce(modes['node, compiled (after)'], dataDir, 18_990); // seeds the demo data once, not timed
  const results = new Map<string, { readyMs: number; rssAtReady: number; rssAfter: number }[]>();
  for (let run = 0; run < RUNS; run++)
    for (const [name, command] of Object.entries(modes)) {
      const r = await startOnce(command, dataDir, 18_991);
      console.log(`  ${name}: ready in ${r.readyMs.toFixed(0)} ms, RSS ${(r.rssAtReady / 1024).toFixed(0)} MB`);
      results.set(name, [...(results.get(name) ?? []), r]);
    }
  console.log('\n| how | ready ms | RSS at ready MB | RSS after 200 requests MB |\n|---|---|---|---|');
  for (const [name, rs] of results) {
    const m = (f: (r: (typeof rs)[number]) => number) => median(rs.map(f));
    console.log(
      `| ${name} | ${m((r) => r.readyMs).toFixed(0)} | ${(m((r) => r.rssAtReady) / 1024).toFixed(0)} | ${(m((r) => r.rssAfter) / 1024).toFixed(0)} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
