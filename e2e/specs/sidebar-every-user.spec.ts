import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession } from '../support/browser.ts';
import { signIn } from '../support/sign-in-steps.ts';
import { settledPage } from '../support/settled.ts';

/**
 * Issue 26: the sidebar and the API agree (SPEC §6). Every demo user but the administrator (who may open
 * everything) clicks every item of their sidebar as a person would; no screen they are offered may answer
 * them with a refusal (403) or a server error behind it — the approver once met a screen of 403s.
 */
const USERS: readonly (readonly [string, string])[] = [
  ['ops.in', 'ops123'],
  ['ops.au', 'ops123'],
  ['cc.admin', 'cc123'],
  ['key.manager', 'key123'],
  ['key.requester', 'key123'],
  ['approver', 'approver123'],
  ['viewer', 'viewer123'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('every sidebar item, as every demo user', () => {
  it.each(USERS)('%s meets no refusal or server error behind a screen', async (user, password) => {
    const { page, context, errors } = await newSession(browser);
    const refused: string[] = [];
    let screen = 'sign-in';
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') && (r.status() === 403 || r.status() >= 500))
        refused.push(`${screen}: HTTP ${r.status()} ${r.request().method()} ${path}`);
    });
    const settled = settledPage(page);
    try {
      page.setDefaultTimeout(15_000);
      await signIn(page, user, password);
      const nav = page.getByRole('menu', { name: 'Main navigation' });
      await nav.getByRole('menuitem').first().waitFor();
      const items = await nav.getByRole('menuitem').allTextContents();
      expect(items.length).toBeGreaterThan(0);
      for (const [index, item] of items.entries()) {
        screen = item;
        await nav.getByRole('menuitem').nth(index).click();
        // Settled: the screen's calls answered (no spinner left), or what they answered is on record.
        await settled();
      }
      expect(refused).toEqual([]);
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
