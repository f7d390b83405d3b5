/**
 * Issue 30: what the first load of `/inventory` renders, and when, on a phone under Lighthouse's 4× CPU
 * slow-down. The panel and compiled API as lighthouse.ts starts them; the demo admin signs in, then a fresh
 * page (412 × 823, touch, 4× CPU via CDP) opens /inventory twice: once with a React DevTools hook that
 * records every commit (when, how long after the last, how many components rendered and which), once with
 * the V8 sampling profiler (self time by function, in the long tasks > 50 ms). Read a build made without
 * minifying (`vite build --minify false`) to see component names. Figures, never a test.
 *
 *   npx tsx bench/grid-first-render.ts --panel name=/abs/dist [--skip-server-build] [--path /inventory] [--top 40]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { buildCompiledServer, panelsFromArgs, startChromium, startServer, withSignedInPage } from './panel-session.ts';

const { values: args } = parseArgs({
  options: {
    panel: { type: 'string', multiple: true, default: [] },
    'skip-server-build': { type: 'boolean', default: false },
    path: { type: 'string', default: '/inventory' },
    top: { type: 'string', default: '40' },
    profile: { type: 'string', default: '' },
  },
});

/** Installed before the panel's scripts: React DOM reports every commit to this hook (production builds too). */
const commitRecorder = () => {
  const commits: { at: number; rendered: number; names: Record<string, number> }[] = [];
  let previous = new Set<object>();
  type Fiber = { tag: number; flags: number; type: unknown; child: Fiber | null; sibling: Fiber | null };
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function')
      return (type as { displayName?: string; name?: string }).displayName ?? type.name ?? '?';
    if (type && typeof type === 'object') {
      const t = type as { displayName?: string; render?: unknown; type?: unknown };
      return t.displayName ?? (t.render ? nameOf(t.render) : t.type ? nameOf(t.type) : '?');
    }
    return String(type);
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const seen = new Set<object>();
      const names: Record<string, number> = {};
      let rendered = 0;
      const stack: Fiber[] = [root.current];
      while (stack.length) {
        const fiber = stack.pop()!;
        seen.add(fiber);
        // Function, class, forwardRef, memo, simple memo components whose render ran in this commit.
        if ([0, 1, 11, 14, 15].includes(fiber.tag) && fiber.flags & 1 && !previous.has(fiber)) {
          rendered++;
          const name = nameOf(fiber.type);
          names[name] = (names[name] ?? 0) + 1;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      commits.push({ at: performance.now(), rendered, names });
    },
  };
  (window as unknown as Record<string, unknown>).__commits = commits;
};

async function phonePage(
  port: number,
): Promise<{ page: Page; close: () => Promise<void>; cdp: import('playwright-core').CDPSession }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    mobile: true,
  });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    page,
    cdp,
    close: async () => {
      await page.close();
      await browser.close();
    },
  };
}

const waitForRows = (page: Page) =>
  page
    .locator('[role="listitem"], .ant-table-row')
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
