/**
 * The panel as a user receives it, for the browser benchmarks (lighthouse.ts, grid-trace.ts): the panel
 * built into a private folder, the API started as `npm start` runs it (compiled, plain node) on a fresh
 * DATA_DIR with the demo data, a Chromium with a remote debugging port, and a demo user signed in
 * through the embedded IdP's page in that browser, so a tool attached to the same port is signed in too.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch as launchChrome } from 'chrome-launcher';
import { chromium, type Page } from 'playwright-core';
import { resolveChromium } from '../e2e/support/chromium-resolver.ts';

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

/** The API compiled once to apps/api/dist/server.mjs, as `npm start` and the e2e setup do. */
export function buildServer(): void {
  execFileSync(process.execPath, ['build-server.mjs'], { cwd: join(root, 'apps/api'), stdio: 'inherit' });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** The compiled server over `webDist` on a free port, with a fresh DATA_DIR seeded with the demo data. */
export async function startServer(webDist: string): Promise<RunningServer> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`No panel build in ${webDist}`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'b2c-bench-panel-'));
  // localhost, a loopback PUBLIC_URL: the server seeds the demo accounts and data (README "Demo mode").
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not become ready in 120 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
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

export const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
