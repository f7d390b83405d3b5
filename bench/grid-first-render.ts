/**
 * Issue 30: what the first load of `/inventory` renders, and when, on a phone under Lighthouse's 4× CPU
 * slow-down. The panel and compiled API as lighthouse.ts starts them; the demo admin signs in, then a fresh
 * page (412 × 823, touch, 4× CPU via CDP) opens /inventory twice: once with a React DevTools hook that
 * records every commit (when, how long after the last, how many components rendered and which), once with
 * the V8 sampling profiler (self time and inclusive time by function). Read a build made without minifying
 * to see component names (apps/web/vite.profile.config.ts says how). With `--trace-runs N`: N loads per
 * panel, interleaved, each traced unthrottled, the main thread's tasks by thread CPU time ×4 (see
 * traceOnce). Another page: `--path /dashboard --ready 'main h2'`. Figures, never a test.
 *
 *   npx tsx bench/grid-first-render.ts --panel name=/abs/dist [--skip-server-build] [--path /inventory] [--top 40]
 *     [--profile /tmp/x.cpuprofile] [--trace-runs 5 --panel before=… --panel after=…]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import {
  buildCompiledServer,
  median,
  panelsFromArgs,
  phonePage,
  startChromium,
  startServer,
  withSignedInPage,
} from './panel-session.ts';
import { commitRecorder } from './react-commit-recorder.ts';
import type { TraceEvent } from './grid-trace-scroll.ts';

const { values: args } = parseArgs({
  options: {
    panel: { type: 'string', multiple: true, default: [] },
    'skip-server-build': { type: 'boolean', default: false },
    path: { type: 'string', default: '/inventory' },
    /** What marks the page as drawn (then 4 s more): the grid's first row by default; e.g. `main h2` for /dashboard. */
    ready: { type: 'string', default: '[role="listitem"], .ant-table-row' },
    top: { type: 'string', default: '40' },
    profile: { type: 'string', default: '' },
    /** Instead of commits and profile: N interleaved traces per panel, blocking time from thread CPU time. */
    'trace-runs': { type: 'string', default: '0' },
  },
});
const TRACE_RUNS = Number(args['trace-runs']);

const waitForRows = (page: Page) =>
  page
    .locator(args.ready)
    .first()
    .waitFor({ timeout: 60_000 })
    .then(() => page.waitForTimeout(4000));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * One load of the page, unthrottled, traced; the renderer main thread's top-level tasks by thread CPU time
 * (what the task used of a core, so another process's load on the machine counts far less than in wall
 * time). Lighthouse's mobile preset simulates a 4× slower CPU by multiplying observed task times by 4; the
 * same here: blocking = Σ max(0, 4 × CPU time − 50 ms) over the load, the longest task likewise.
 */
async function traceOnce(port: number, url: string): Promise<{ blocking: number; longest: number; cpu: number }> {
  const { page, close, cdp } = await phonePage(port, 1);
  // As Lighthouse does before each run: no service worker, no Cache Storage (the panel's worker precaches
  // every chunk: scripts from it come with their compiled code cached), no HTTP cache (set in phonePage).
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage,file_systems,shader_cache',
  });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        '__metadata',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  await waitForRows(page);
  await cdp.send('Tracing.end');
  await done;
  await close();
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(events));
  // The page's renderer main thread: the one named CrRendererMain that ran the navigation's tasks.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (m: TraceEvent) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' && e.ph === 'X');
  const tasks = mains.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
  const cpu = tasks.map((t) => (t.tdur ?? t.dur ?? 0) / 1000);
  return {
    blocking: cpu.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    longest: 4 * Math.max(0, ...cpu),
    cpu: cpu.reduce((a, b) => a + b, 0),
  };
}

if (!args['skip-server-build']) buildCompiledServer();
if (TRACE_RUNS > 0) {
  const chrome = await startChromium();
  const servers: { name: string; server: Awaited<ReturnType<typeof startServer>> }[] = [];
  try {
    for (const panel of panelsFromArgs(args.panel)) {
      const server = await startServer(panel.dir);
      servers.push({ name: panel.name, server });
      await withSignedInPage(chrome.port, server.baseUrl, async (page) => {
        await page.goto(`${server.baseUrl}${args.path}`);
        await page.locator('main').first().waitFor({ timeout: 60_000 });
      });
    }
    const results = new Map<string, { blocking: number; longest: number; cpu: number }[]>();
    for (let run = 1; run <= TRACE_RUNS; run++)
      for (const { name, server } of servers) {
        const r = await traceOnce(chrome.port, `${server.baseUrl}${args.path}`);
        results.set(name, [...(results.get(name) ?? []), r]);
        console.log(
          `  run ${run} ${name}: blocking ×4 ${r.blocking.toFixed(0)} ms, longest ×4 ${r.longest.toFixed(0)} ms, main-thread CPU ${r.cpu.toFixed(0)} ms`,
        );
      }
    console.log(`\n| panel | blocking ×4 ms | longest task ×4 ms | main-thread CPU ms |\n|---|---|---|---|`);
    for (const [name, rs] of results)
      console.log(
        `| ${name} | ${median(rs.map((r) => r.blocking)).toFixed(0)} | ${median(rs.map((r) => r.longest)).toFixed(0)} | ${median(rs.map((r) => r.cpu)).toFixed(0)} |`,
      );
  } finally {
    for (const { server } of servers) await server.stop();
    chrome.kill();
  }
  process.exit(0);
}
const chrome = await startChromium();
try {
  for (const panel of panelsFromArgs(args.panel)) {
    const server = await startServer(panel.dir);
    try {
      await withSignedInPage(chrome.port, server.baseUrl, async (page) => {
        await page.goto(`${server.baseUrl}${args.path}`);
        await page.locator('main').first().waitFor({ timeout: 60_000 });
      });
      // 1. Commits.
      {
        const { page, close } = await phonePage(chrome.port);
        // tsx keeps names with a `__name` helper the page does not have.
        await page.addInitScript(`var __name = (f) => f; (${commitRecorder.toString()})();`);
        await page.goto(`${server.baseUrl}${args.path}`);
        await waitForRows(page);
        const commits = (await page.evaluate(() => (window as unknown as { __commits: unknown }).__commits)) as {
          at: number;
          rendered: number;
          names: Record<string, number>;
        }[];
        if (args.profile) writeFileSync(`${args.profile}.commits.json`, JSON.stringify(commits));
        console.log(`\n${panel.name}: ${commits.length} commits`);
        for (const c of commits) {
          const top = Object.entries(c.names)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 8)
            .map(([n, k]) => `${n}×${k}`)
            .join(' ');
          console.log(`  ${c.at.toFixed(0).padStart(6)} ms  ${String(c.rendered).padStart(5)} rendered  ${top}`);
        }
        await close();
      }
      // 2. CPU profile.
      {
        const { page, close, cdp } = await phonePage(chrome.port);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${server.baseUrl}${args.path}`);
        await waitForRows(page);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        if (args.profile) writeFileSync(args.profile, JSON.stringify(profile));
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        const parent = new Map<number, number>();
        for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
        const self = new Map<string, number>();
        const inclusive = new Map<string, number>();
        let total = 0;
        profile.samples.forEach((id, i) => {
          const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
          const node = byId.get(id)!;
          if (['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName) && false) return;
          total += dt;
          const key = (n: ProfileNode) =>
            `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
          self.set(key(node), (self.get(key(node)) ?? 0) + dt);
          const onStack = new Set<string>();
          for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
            const k = key(byId.get(cur)!);
            if (!onStack.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
            onStack.add(k);
          }
        });
        const top = Number(args.top);
        console.log(`\n${panel.name}: CPU profile ${total.toFixed(0)} ms (throttled wall), self time:`);
        for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
          console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
        console.log(`\n${panel.name}: inclusive time (capitalised = components):`);
        for (const [k, v] of [...inclusive]
          .filter(([k]) => /^[A-Z]/.test(k))
          .sort((a, b) => b[1] - a[1])
          .slice(0, top))
          console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
        await close();
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  chrome.kill();
}
