import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from './chromium-resolver.ts';
export { signIn } from './sign-in-steps.ts';

/**
 * The Chromium the global setup found and tried (see chromium-resolver.ts), with the flags this closed
 * network needs; `extraArgs` adds a spec's own, e.g. a fake camera fed from a file.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(inject('chromium'), extraArgs));
}

export const baseUrl = () => inject('baseUrl');

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (the data router hides render errors from pageerror). */
  errors: string[];
  /** Answers of 400 and above, with method and path: the console names no address for them. */
  failedResponses: string[];
}

export async function newSession(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  /** The panel's service worker (issue 28) only where a spec tests it: precaching every chunk in each
   * context would cost the other specs time on two cores, and request routing ignores what it answers. */
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<Session> {
  // Reduced motion: no animation is caught half-way by a screenshot or an axe colour check.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, reducedMotion: 'reduce', serviceWorkers });
  const page = await context.newPage();
  const errors: string[] = [];
  const failedResponses: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400)
      failedResponses.push(`HTTP ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return { context, page, errors, failedResponses };
}

/**
 * axe on the current page: no serious or critical violations. Touch targets too (WCAG 2.2's 24 px, off in
 * axe by default): Lighthouse found a 20 px header button this check had let through.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
