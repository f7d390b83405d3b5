/**
 * Lighthouse 12.8 on `/inventory` (or `--path /dashboard`), signed in (issue 12): the panel as a user receives it. Each panel build
 * is served by its own compiled API (`npm start`'s way: plain node, fresh DATA_DIR with the demo data);
 * one headless Chromium signs the demo admin in through the embedded IdP's page, then Lighthouse runs on
 * that browser's port, so the stored session is there. Lighthouse's defaults are kept: mobile is its
 * simulated slow 4G and 4× CPU, desktop its desktop preset; the HTTP cache is cleared before each run
 * (the default clearStorageTypes keep localStorage, where the session lives). Runs are interleaved
 * (build × preset × run), medians reported and appended to bench/README.md. Figures, never a test.
 *
 *   npm run lighthouse -w bench [-- --runs 3] [--panel before=/tmp/panel-a] [--build after] [--note "…"]
 *     [--no-readme] [--skip-server-build] [--path /dashboard] [--presets mobile]
 *
 * `--build name` builds the current sources into $TMPDIR/b2c-lighthouse-panel-<name> and measures it;
 * `--panel name=dir` measures a panel built earlier (e.g. `--build before` before a change, then
 * `--panel before=… --build after`). With neither, the current sources are built as `current`.
 */
import { mkdirSync, appendFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import {
  buildPanel,
  buildCompiledServer,
  median,
  panelsFromArgs,
  root,
  startChromium,
  startServer,
  withSignedInPage,
  type RunningServer,
} from './panel-session.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    panel: { type: 'string', multiple: true, default: [] },
    build: { type: 'string', multiple: true, default: [] },
    note: { type: 'string', default: '' },
    'no-readme': { type: 'boolean', default: false },
    /** The e2e setup compiles the same apps/api/dist/server.mjs: use the one there instead of rebuilding it. */
    'skip-server-build': { type: 'boolean', default: false },
    reports: { type: 'string', default: join(tmpdir(), 'b2c-lighthouse-reports') },
    path: { type: 'string', default: '/inventory' },
    /** `mobile` alone halves a run (issue 30's target is the mobile score). */
    presets: { type: 'string', default: 'desktop,mobile' },
  },
});
const RUNS = Number(args.runs);
/** The screen measured: the grid, or the start page (issue 30: both). */
const PATH = args.path;
/** A session older than this is renewed before the next run: access tokens live 15 minutes. */
const SIGN_IN_AGAIN_AFTER_MS = 10 * 60_000;

const panels = panelsFromArgs(args.panel);
for (const name = args.build.length || panels.length ? args.build : ['current']; name.length;) {
  const build = name.shift()!;
  const dir = join(tmpdir(), `b2c-lighthouse-panel-${build}`);
  console.log(`Building the panel (${build}) into ${dir}`);
  buildPanel(dir);
  panels.push({ name: build, dir });
}

const presets = { desktop: desktopConfig, mobile: undefined } as const;
type Preset = keyof typeof presets;
const presetsRun = args.presets.split(',').map((p) => {
  if (!(p in presets)) throw new Error(`--presets: ${p} is neither desktop nor mobile`);
  return p as Preset;
});
interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  a11y: number;
  bestPractices: number;
  /** Requests started before the largest paint as observed (issue 30: each costs a simulated round trip). */
  requestsBeforeLcp: number;
  /** Requests of the whole load. */
  requests: number;
  /** Bytes transferred by the whole load. */
  bytes: number;
}

interface NetworkRequest {
  networkRequestTime: number;
  transferSize: number;
}

const figuresOf = (lhr: Result): Figures => {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = (id: string) => lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  const requests = (details('network-requests')?.items ?? []) as NetworkRequest[];
  const observed = details('metrics')?.items?.[0] as { observedLargestContentfulPaint?: number } | undefined;
  const observedLcp = observed?.observedLargestContentfulPaint ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    score: score('performance'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    requestsBeforeLcp: requests.filter((r) => r.networkRequestTime < observedLcp).length,
    requests: requests.length,
    bytes: requests.reduce((sum, r) => sum + r.transferSize, 0),
  };
};

if (!args['skip-server-build']) buildCompiledServer();
mkdirSync(args.reports, { recursive: true });
const servers: (RunningServer & { name: string; signedInAt: number })[] = [];
const chrome = await startChromium();
try {
  for (const panel of panels) servers.push({ ...(await startServer(panel.dir)), name: panel.name, signedInAt: 0 });
  const results = new Map<string, Figures[]>();
  for (let run = 1; run <= RUNS; run++)
    for (const server of servers)
      for (const preset of presetsRun) {
        if (Date.now() - server.signedInAt > SIGN_IN_AGAIN_AFTER_MS) {
          await withSignedInPage(chrome.port, server.baseUrl, async (page) => {
            await page.goto(`${server.baseUrl}${PATH}`);
            await page.locator('main').first().waitFor({ timeout: 60_000 });
          });
          server.signedInAt = Date.now();
        }
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        };
        const result = await lighthouse(`${server.baseUrl}${PATH}`, flags, presets[preset]);
        if (!result) throw new Error('Lighthouse returned nothing');
        const { lhr } = result;
        // Signed out, the panel would send the user to the landing page: that is not the page measured.
        const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
        if (landedOn !== PATH) throw new Error(`Lighthouse ended on ${landedOn}, not ${PATH}: not signed in?`);
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        writeFileSync(join(args.reports, `${server.name}-${preset}-${run}.json`), JSON.stringify(lhr));
        const f = figuresOf(lhr);
        console.log(
          `  run ${run} ${server.name} ${preset}: ${f.score} — FCP ${(f.fcp / 1000).toFixed(2)} s, ` +
            `LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${f.tbt.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, ` +
            `${f.requestsBeforeLcp} of ${f.requests} requests before LCP, ${(f.bytes / 1024).toFixed(0)} KB`,
        );
        const key = `${server.name}\u0000${preset}`;
        results.set(key, [...(results.get(key) ?? []), f]);
      }

  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    '| date | panel | preset | performance | FCP s | LCP s | TBT ms | CLS | requests before LCP | requests | KB transferred | accessibility | best practices |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [key, fs] of results) {
    const [name, preset] = key.split('\u0000');
    const m = (pick: (f: Figures) => number) => median(fs.map(pick));
    lines.push(
      `| ${date} | ${name} ${PATH} | ${preset} | ${m((f) => f.score)} | ${(m((f) => f.fcp) / 1000).toFixed(2)} | ` +
        `${(m((f) => f.lcp) / 1000).toFixed(2)} | ${m((f) => f.tbt).toFixed(0)} | ${m((f) => f.cls).toFixed(3)} | ` +
        `${m((f) => f.requestsBeforeLcp)} | ${m((f) => f.requests)} | ${(m((f) => f.bytes) / 1024).toFixed(0)} | ` +
        `${m((f) => f.a11y)} | ${m((f) => f.bestPractices)} |`,
    );
  }
  const table = lines.join('\n');
  console.log(`\nMedians of ${RUNS} runs (reports in ${args.reports}):\n${table}`);
  if (!args['no-readme']) {
    const heading = `\nLighthouse, ${RUNS} runs each, medians${args.note ? ` — ${args.note}` : ''}:\n\n`;
    appendFileSync(join(root, 'bench/README.md'), `${heading}${table}\n`);
  }
} finally {
  for (const server of servers) await server.stop();
  chrome.kill();
}
