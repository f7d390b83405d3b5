/**
 * The panel as a user receives it, for the browser benchmarks (lighthouse.ts, grid-trace.ts): the panel
 * built into a private folder, the API started as `npm start` runs it (compiled, plain node) on a fresh
 * DATA_DIR with the demo data, a Chromium with a remote debugging port, and a demo user signed in
 * through the embedded IdP's page in that browser, so a tool attached to the same port is signed in too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch as launchChrome } from 'chrome-launcher';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { resolveChromium } from '../e2e/support/chromium-resolver.ts';
import { startCompiledServer, type RunningServer } from '../e2e/support/compiled-server.ts';
import { openDatabase } from '../apps/api/src/plugins/db/database.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed-if-empty.ts';
import { seedInventoryAtScale } from '../apps/api/src/seed/seed-inventory.ts';

export { buildCompiledServer, type RunningServer } from '../e2e/support/compiled-server.ts';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the panel into `outDir`, not apps/web/dist: other builds and test runs share that one. */
export function buildPanel(outDir: string): void {
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
}

/** A panel built earlier, named on the command line as `--panel name=dir`. */
export interface BuiltPanel {
  name: string;
  dir: string;
}

export const panelsFromArgs = (specs: readonly string[]): BuiltPanel[] =>
  specs.map((spec) => {
    const [name, dir] = spec.split('=');
    if (!name || !dir) throw new Error(`--panel takes name=dir, got ${spec}`);
    return { name, dir };
  });

/**
 * The compiled server over `webDist` on a free port, with a fresh DATA_DIR seeded with the demo data and,
 * with `extraCars`, that many more cars spread over the twelve verticals (as `npm run seed -- --scale`).
 */
export async function startServer(webDist: string, extraCars = 0): Promise<RunningServer> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`No panel build in ${webDist}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'b2c-bench-panel-'));
  if (extraCars > 0) {
    const database = await openDatabase({ dataDir });
    try {
      await seedIfEmpty(database.db, { info: () => undefined });
      await seedInventoryAtScale(database.db, extraCars);
    } finally {
      await database.close();
    }
  }
  return startCompiledServer({ dataDir, webDist, readyWithinSeconds: 120 });
}

export interface DebuggableChromium {
  port: number;
  kill: () => void;
}

/**
 * The e2e suite's Chromium (@sparticuz/chromium, else /usr/bin/chromium; see chromium-resolver.ts),
 * started by chrome-launcher as Lighthouse's own CLI does, headless, with a remote debugging port.
 */
export async function startChromium(): Promise<DebuggableChromium> {
  const { choice, version } = await resolveChromium();
  console.log(`Chromium ${version} from ${choice.source}`);
  const chrome = await launchChrome({
    chromePath: choice.executablePath,
    envVars: { ...process.env, ...choice.env } as Record<string, string>,
    chromeFlags: ['--no-sandbox', '--disable-gpu', '--headless=new', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  return { port: chrome.port, kill: () => void chrome.kill() };
}

/** Signs in like a person on the IdP's page; the tokens stay in the browser's storage for `baseUrl`. */
async function signInOnPage(page: Page, baseUrl: string, userName: string, password: string): Promise<void> {
  // A fresh sign-in each time (tokens live 15 minutes; a long run signs in again): no stored user, no
  // IdP session cookie that would skip the form.
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/^\/(interaction|implicit|oidc)/.test(url.pathname), { timeout: 60_000 });
}

/**
 * Connects to the running Chromium, signs the demo user in, opens `path` once (warms nothing that
 * matters: Lighthouse clears the HTTP cache before each run) and hands the page to `use`, if given.
 */
export async function withSignedInPage<T>(
  cdpPort: number,
  baseUrl: string,
  use: (page: Page) => Promise<T>,
  account = { userName: 'admin', password: 'admin123' },
): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await signInOnPage(page, baseUrl, account.userName, account.password);
    const result = await use(page);
    await page.close();
    return result;
  } finally {
    // Over CDP, close() only disconnects: the browser, its default context and its storage stay.
    await browser.close();
  }
}

/**
 * A fresh page in the running Chromium as Lighthouse's mobile preset sees a phone: 412 × 823, touch, the
 * CPU slowed `cpuSlowdown` times, no HTTP cache.
 */
export async function phonePage(
  port: number,
  cpuSlowdown = 4,
): Promise<{ page: Page; close: () => Promise<void>; cdp: CDPSession }> {
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
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

export const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
