/**
 * Issue 30: what a page's largest paint waits for, on a phone. The panel and compiled API as lighthouse.ts
 * starts them; the demo admin signs in; then a fresh phone page (panel-session.ts phonePage, CPU slowed `--cpu`
 * times, no service worker) opens `--path` and records, from the page itself: each largest-paint
 * candidate (when, which element, how large), when each API answer ended, and when the layout's <main>
 * and the page's first heading appeared. Printed as one timeline per load.
 * Figures, never a test.
 *
 *   npx tsx bench/first-screen-timeline.ts --panel name=/abs/dist [--panel other=…] [--path /dashboard]
 *     [--cpu 4] [--runs 2] [--skip-server-build]
 */
import { parseArgs } from 'node:util';
import {
  buildCompiledServer,
  panelsFromArgs,
  phonePage,
  startChromium,
  startServer,
  withSignedInPage,
} from './panel-session.ts';

const { values: args } = parseArgs({
  options: {
    panel: { type: 'string', multiple: true, default: [] },
    path: { type: 'string', default: '/dashboard' },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '2' },
    'skip-server-build': { type: 'boolean', default: false },
  },
});

interface Mark {
  at: number;
  what: string;
}

/** Runs in the page before its scripts: collects the marks into window.__marks. */
const recorder = () => {
  const marks: { at: number; what: string }[] = [];
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  const describe = (el: Element | null | undefined) =>
    el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(removed)';
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[])
      marks.push({ at: e.startTime, what: `LCP candidate ${describe(e.element)} ${e.size} px²` });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceResourceTiming[]) {
      const path = new URL(e.name).pathname;
      if (path.startsWith('/api/')) marks.push({ at: e.responseEnd, what: `answer ${path}` });
    }
  }).observe({ type: 'resource', buffered: true });
  const seen = new Set<string>();
  const watch = (selector: string, label: string) => {
    if (seen.has(label) || !document.querySelector(selector)) return;
    seen.add(label);
    marks.push({ at: performance.now(), what: `${label} in the DOM` });
  };
  new MutationObserver(() => {
    watch('main', 'layout <main>');
    watch('main h1, main h2', 'first heading');
  }).observe(document, { childList: true, subtree: true });
};

if (!args['skip-server-build']) buildCompiledServer();
const chrome = await startChromium();
try {
  for (const panel of panelsFromArgs(args.panel)) {
    const server = await startServer(panel.dir);
    try {
      await withSignedInPage(chrome.port, server.baseUrl, async (page) => {
        await page.goto(`${server.baseUrl}${args.path}`);
        await page.locator('main').first().waitFor({ timeout: 60_000 });
      });
      for (let run = 1; run <= Number(args.runs); run++) {
        const { page, cdp, close } = await phonePage(chrome.port, Number(args.cpu));
        await cdp.send('Storage.clearDataForOrigin', {
          origin: server.baseUrl,
          storageTypes: 'service_workers,cache_storage',
        });
        // tsx keeps names with a `__name` helper the page does not have.
        await page.addInitScript(`var __name = (f) => f; (${recorder.toString()})();`);
        await page.goto(`${server.baseUrl}${args.path}`);
        await page.locator('main h1, main h2').first().waitFor({ timeout: 60_000 });
        await page.waitForTimeout(5000);
        const marks = (await page.evaluate(() => (window as unknown as { __marks: Mark[] }).__marks)) as Mark[];
        console.log(`\n${panel.name} ${args.path}, run ${run} (CPU ×${args.cpu}):`);
        for (const m of marks.sort((a, b) => a.at - b.at))
          console.log(`  ${m.at.toFixed(0).padStart(6)} ms  ${m.what}`);
        await close();
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  chrome.kill();
}
process.exit(0);
