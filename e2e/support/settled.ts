import type { Page } from 'playwright-core';

/** Long-lived requests that never "finish": the live-change stream (issue 29). */
const LONG_LIVED = ['/api/events'];

/**
 * Resolves once the page has had no request in flight for `quietMs`, the live event stream aside — what
 * Playwright's `networkidle` means, for a panel that always holds one stream open.
 */
export function settledPage(page: Page): (quietMs?: number, timeoutMs?: number) => Promise<void> {
  const inFlight = new Set<unknown>();
  const counts = (url: string) => !LONG_LIVED.includes(new URL(url).pathname);
  page.on('request', (r) => counts(r.url()) && inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async (quietMs = 500, timeoutMs = 15_000) => {
    const until = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > until) throw new Error(`still ${inFlight.size} request(s) in flight after ${timeoutMs} ms`);
      await page.waitForTimeout(100);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  };
}

/**
 * Resolves once the page's live event stream has answered: the panel opens it only after the screen has
 * gone quiet (apps/web page-quiet.ts), so a spec about live changes waits for it before making one. Call it
 * before the navigation, like `settledPage`, and await it after.
 */
export const liveStreamOpened = (page: Page): Promise<void> =>
  page
    .waitForResponse((r) => LONG_LIVED.includes(new URL(r.url()).pathname) && r.ok(), { timeout: 20_000 })
    .then(() => undefined);
