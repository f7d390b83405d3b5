/**
 * One traced scroll of the grid (grid-trace.ts): Chromium's timeline trace over CDP while the mouse
 * wheel scrolls the page down and up and the grid's body sideways, and what the trace says about the
 * page's main thread.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface ScrollFigures {
  longTasks: number;
  longestTaskMs: number;
  layouts: number;
  /** Layouts JavaScript forced synchronously (the event carries a JS stack): layout thrash. */
  forcedLayouts: number;
  forcedStyles: number;
  layoutMs: number;
  frames: number;
  longestFrameMs: number;
}

/** A Chrome trace event, as much of it as the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  args?: {
    name?: string;
    beginData?: { stackTrace?: unknown[]; frame?: string };
    data?: { stackTrace?: unknown[]; frame?: string; url?: string };
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'toplevel',
  '__metadata',
].join(',');

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return text;
}

async function traced(page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
  await act();
  await cdp.send('Tracing.end');
  const text = await readStream(cdp, await done);
  await cdp.detach();
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** The wheel, as a person scrolls: down the page, back up, then the grid's body sideways and back. */
async function scrollAround(page: Page): Promise<void> {
  const body = page.locator('.ant-table-content, .ant-table-body').first();
  const box = await body.boundingBox();
  await page.mouse.move((box?.x ?? 400) + 200, (box?.y ?? 300) + 100);
  for (const [dx, dy, steps] of [
    [0, 120, 30],
    [0, -120, 30],
    [200, 0, 20],
    [-200, 0, 20],
  ] as const)
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(dx, dy);
      await page.waitForTimeout(16);
    }
  await page.waitForTimeout(300);
}

export async function scrollTrace(page: Page): Promise<ScrollFigures> {
  // A string: tsx names inner functions with a helper (__name) that the page does not have.
  await page.evaluate(`(() => {
    const stamps = [];
    window.__frames = stamps;
    const tick = (t) => {
      stamps.push(t);
      if (stamps.length < 100000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const events = await traced(page, () => scrollAround(page));
  const stamps = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[] };
    const all = w.__frames;
    w.__frames = [];
    return all;
  });

  // The page's main thread: of the renderers' CrRendererMain threads, the busiest one (other tabs idle).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onThread = (pid: number, tid: number) => events.filter((e) => e.pid === pid && e.tid === tid);
  const busy = (thread: TraceEvent[]) =>
    thread.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.map((m) => onThread(m.pid, m.tid)).sort((a, b) => busy(b) - busy(a))[0];
  const thread = main ?? [];
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const layouts = thread.filter((e) => e.name === 'Layout');
  const styles = thread.filter((e) => e.name === 'UpdateLayoutTree');
  const hasStack = (e: TraceEvent) =>
    (e.args?.beginData?.stackTrace?.length ?? 0) > 0 || (e.args?.data?.stackTrace?.length ?? 0) > 0;
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]!);
  return {
    longTasks: tasks.filter((t) => (t.dur ?? 0) > 50_000).length,
    longestTaskMs: Math.max(0, ...tasks.map((t) => (t.dur ?? 0) / 1000)),
    layouts: layouts.length,
    forcedLayouts: layouts.filter(hasStack).length,
    forcedStyles: styles.filter(hasStack).length,
    layoutMs: layouts.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    frames: stamps.length,
    longestFrameMs: Math.max(0, ...gaps),
  };
}
