import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { inject } from 'vitest';

/** Debian's Chromium with the flags this closed network needs (no downloads, no background calls). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (the data router hides render errors from pageerror). */
  errors: string[];
}

export async function newSession(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The console names no address for a failed resource; keep it beside the error.
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return { context, page, errors };
}

/** Signs in through the embedded IdP's page like a person: the landing's button, then the form. */
export async function signIn(page: Page, userName: string, password: string, startAt = '/'): Promise<void> {
  await page.goto(startAt);
  if (new URL(page.url()).pathname === '/') await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/interaction') && !url.pathname.startsWith('/implicit') && !url.pathname.startsWith('/oidc'));
}

/** axe on the current page: no serious or critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
