import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newSession, signIn, type Session } from './browser.ts';
import { liveStreamOpened, settledPage } from './settled.ts';

/** Steps of the live-grid specs (issue 29): two people, one changes, the other's open grid follows. */

/** A write through the API as the signed-in page makes it (its token, the vertical's headers). */
export const send = <T>(page: Page, method: string, path: string, body: unknown, country: string) =>
  page.evaluate(
    async ({ method, path, body, country }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Country': country,
          'X-Vehicle-Type': 'CAR',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, data: ((await res.json()) as { data: unknown }).data as T };
    },
    { method, path, body, country },
  );

/** Opens `path` and waits until its grid's first rows are in, nothing else is in flight and the event stream is open. */
export const openGrid = async (page: Page, path: string, firstRow = page.locator('.ant-table-row').first()) => {
  const settled = settledPage(page);
  const streaming = liveStreamOpened(page);
  await page.goto(path);
  await firstRow.waitFor({ timeout: 15_000 });
  await settled();
  await streaming;
};

/**
 * Fails unless `appear` (a wait of up to 6 s, so a miss says how late it was) resolved within 2 s of `since`.
 */
export const within2s = async (appear: () => Promise<void>, since: number) => {
  await appear();
  const took = Date.now() - since;
  expect(took, `shown after ${took} ms`).toBeLessThan(2_000);
};

/** Rows' keys as the grid shows them, in order. */
export const shownKeys = (page: Page) =>
  page.locator('.ant-table-row').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key')));

/** Signed-in sessions of one browser, closed together at the end. */
export function sessionsOf(browser: () => Browser) {
  const open: Session[] = [];
  return {
    async as(user: string, password: string, viewport?: { width: number; height: number }) {
      const s = await newSession(browser(), viewport);
      open.push(s);
      await signIn(s.page, user, password);
      return s.page;
    },
    closeAll: async () => {
      for (const s of open) await s.context.close();
    },
  };
}
