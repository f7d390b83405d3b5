/**
 * Issue 12: does the inventory grid stay smooth at 100 rows a page with every column on? The panel and
 * the compiled API as lighthouse.ts starts them (`--cars N`: N more cars over the twelve verticals, so that
 * IN / CAR fills a page of 100: the demo has 60); the demo admin signs in, opens /inventory?size=100,
 * turns every column on in the column chooser (as a person would), then a Chromium trace records
 * scrolling: the page down and up, the grid's wide body sideways. From the trace: long tasks (> 50 ms)
 * on the page's main thread, layouts and style recalculations, and how many of them JavaScript forced
 * (an event with a JS stack is a synchronous layout, the signature of layout thrash); from
 * requestAnimationFrame, frames and the longest gap between two. Figures, never a test.
 *
 *   npm run grid-trace -w bench [-- --panel name=dir ...] [--rounds 3] [--cars 2400] [--note "…"] [--no-readme]
 *     [--skip-server-build]   (use apps/api/dist/server.mjs as it is, e.g. while e2e runs build it)
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import {
  buildPanel,
  buildCompiledServer,
  median,
  panelsFromArgs,
  root,
  startChromium,
  startServer,
  withSignedInPage,
} from './panel-session.ts';
import { scrollTrace, type ScrollFigures } from './grid-trace-scroll.ts';

const { values: args } = parseArgs({
  options: {
    panel: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '3' },
    cars: { type: 'string', default: '0' },
    note: { type: 'string', default: '' },
    'no-readme': { type: 'boolean', default: false },
    'skip-server-build': { type: 'boolean', default: false },
  },
});
const panels = panelsFromArgs(args.panel);
if (panels.length === 0) {
  const dir = join(tmpdir(), 'b2c-grid-trace-panel-current');
  buildPanel(dir);
  panels.push({ name: 'current', dir });
}

/** Every column on through the column chooser; returns how many columns the table then has. */
async function showEveryColumn(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Columns' }).click();
  const boxes = page.locator('.ant-popover').getByRole('checkbox');
  await boxes.first().waitFor();
  for (const box of await boxes.all()) if (!(await box.isChecked())) await box.check();
  await page.keyboard.press('Escape');
  return page.locator('.ant-table-thead tr').first().locator('th').count();
}

if (!args['skip-server-build']) buildCompiledServer();
const chrome = await startChromium();
const lines: string[] = [];
try {
  for (const panel of panels) {
    const server = await startServer(panel.dir, Number(args.cars));
    try {
      const figures = await withSignedInPage(chrome.port, server.baseUrl, async (page) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${server.baseUrl}/inventory?size=100`);
        await page.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
        const columns = await showEveryColumn(page);
        const rows = await page.locator('.ant-table-row').count();
        const rounds: ScrollFigures[] = [];
        for (let round = 0; round < Number(args.rounds); round++) rounds.push(await scrollTrace(page));
        return { columns, rows, rounds };
      });
      const m = (pick: (f: ScrollFigures) => number) => median(figures.rounds.map(pick));
      console.log(`${panel.name}: ${figures.rows} rows × ${figures.columns} columns`, figures.rounds);
      lines.push(
        `| ${new Date().toISOString().slice(0, 10)} | ${panel.name} | ${figures.rows} × ${figures.columns} | ` +
          `${m((f) => f.longTasks)} | ${m((f) => f.longestTaskMs).toFixed(0)} | ${m((f) => f.layouts)} | ` +
          `${m((f) => f.forcedLayouts)} | ${m((f) => f.forcedStyles)} | ${m((f) => f.layoutMs).toFixed(0)} | ` +
          `${m((f) => f.frames)} | ${m((f) => f.longestFrameMs).toFixed(0)} |`,
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  chrome.kill();
}
const table = [
  '| date | panel | rows × columns | long tasks | longest task ms | layouts | forced layouts | forced style recalcs | layout ms | frames | longest frame ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...lines,
].join('\n');
console.log(`\nMedians of ${args.rounds} scroll rounds:\n${table}`);
if (!args['no-readme']) {
  const heading = `\nGrid trace, medians of ${args.rounds} scroll rounds${args.note ? ` — ${args.note}` : ''}:\n\n`;
  appendFileSync(join(root, 'bench/README.md'), `${heading}${table}\n`);
}
