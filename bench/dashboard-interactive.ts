/**
 * The dashboard interactive after sign-in (issue 29: ≤ 1.5 s on the embedded default). The panel built
 * into a private folder and the API as `npm start` runs it (compiled, plain node) on a fresh DATA_DIR with
 * the demo data; a headless Chromium with a fresh context per run signs in on the IdP's page. The clock
 * starts at the click on the IdP's "Sign in" and stops when (1) every tile the user may open shows its
 * number — each a link to its grid, so the page can be used — and (2) every tile's chart is drawn (the
 * charting library is a lazy chunk of its own). Medians of `--runs`; figures, never a test.
 *
 *   npx tsx bench/dashboard-interactive.ts [--runs 5] [--user ops.in --password …] [--skip-server-build]
 */
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, resolveChromium } from '../e2e/support/chromium-resolver.ts';
import { buildCompiledServer, buildPanel, median, startServer } from './panel-session.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'admin123' },
    'skip-server-build': { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);

const panelDir = mkdtempSync(join(tmpdir(), 'b2c-dashboard-panel-'));
console.log(`Building the panel into ${panelDir}`);
buildPanel(panelDir);
if (!args['skip-server-build']) buildCompiledServer();
const server = await startServer(panelDir);
const { choice } = await resolveChromium();
const browser = await chromium.launch(chromiumLaunchOptions(choice));

/**
 * True once the dashboard shows a tile and no tile is loading any more: no skeleton left but the charts'
 * placeholders (`Skeleton.Node`, class ant-skeleton-element), which wait for the charting chunk.
 */
const numbersShown = () =>
  document.querySelectorAll('[data-testid^="dashboard-tile-"]').length > 0 &&
  document.querySelectorAll('main .ant-skeleton:not(.ant-skeleton-element)').length === 0;
/** True once every chart's frame holds its drawing (a canvas or an svg). */
const chartsDrawn = () =>
  [...document.querySelectorAll('[data-testid^="dashboard-tile-"] [role="img"]')].every((frame) =>
    frame.querySelector('canvas, svg'),
  );

const numbers: number[] = [];
const fromPanel: number[] = [];
const charts: number[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/interaction\//);
    await page.getByLabel('Username').fill(args.user);
    await page.getByLabel('Password').fill(args.password);
    const started = performance.now();
    // Back in the panel, signed in: where "after sign-in" starts if the IdP's own form is not counted.
    let returnedAt = Number.NaN;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && Number.isNaN(returnedAt) && frame.url().includes('/implicit/callback'))
        returnedAt = performance.now();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
    await page.waitForFunction(numbersShown, undefined, { timeout: 60_000, polling: 'raf' });
    numbers.push(performance.now() - started);
    fromPanel.push(performance.now() - returnedAt);
    await page.waitForFunction(chartsDrawn, undefined, { timeout: 60_000, polling: 'raf' });
    charts.push(performance.now() - started);
    console.log(
      `  run ${run}: numbers ${numbers.at(-1)!.toFixed(0)} ms (${fromPanel.at(-1)!.toFixed(0)} ms from the return to the panel), charts ${charts.at(-1)!.toFixed(0)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const date = new Date().toISOString().slice(0, 10);
const line = `| ${date} | ${args.user} | ${RUNS} | ${median(numbers).toFixed(0)} | ${median(fromPanel).toFixed(0)} | ${median(charts).toFixed(0)} |`;
const table = `| date | user | runs | every tile's number shown, ms (median) | the same from the return to the panel | every chart drawn, ms (median) |\n|---|---|---|---|---|---|\n${line}\n`;
console.log(`\n${table}`);
if (!args['no-readme'])
  appendFileSync(new URL('./README.md', import.meta.url), `\n### ${date}: the dashboard after sign-in\n\n${table}`);
