import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, seriousA11yViolations, type Session } from '../support/browser.ts';

/**
 * Issue 29: the IdP's sign-in page follows the light or dark the user picked in the panel (stored on this
 * device), and the system's preference only without a pick — a session that expired comes back to a
 * sign-in page in the user's own scheme.
 */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
const DARK_PAGE = 'rgb(0, 0, 0)';
const LIGHT_PAGE = 'rgb(240, 242, 245)';

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser, { width: 390, height: 844 });
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

/** The landing page with `pick` stored as the panel stores it, then its Sign in: the IdP's page. */
const signInPageWith = async (page: Page, system: 'light' | 'dark', pick: 'light' | 'dark' | null) => {
  await page.emulateMedia({ colorScheme: system });
  await page.goto('/');
  await page.evaluate((pick) => (pick ? localStorage.setItem('theme', pick) : localStorage.removeItem('theme')), pick);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').waitFor();
  return page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
};

describe('the sign-in page’s scheme', () => {
  it('is dark for a dark pick on a light system, and axe finds nothing serious', async () => {
    expect(await signInPageWith(session.page, 'light', 'dark')).toBe(DARK_PAGE);
    expect(await seriousA11yViolations(session.page)).toEqual([]);
    await session.page.screenshot({ path: `${SHOTS}/sign-in-picked-dark-390.png` });
  });

  it('is light for a light pick on a dark system, and follows the system without a pick', async () => {
    expect(await signInPageWith(session.page, 'dark', 'light')).toBe(LIGHT_PAGE);
    expect(await seriousA11yViolations(session.page)).toEqual([]);
    expect(await signInPageWith(session.page, 'dark', null)).toBe(DARK_PAGE);
    expect(await signInPageWith(session.page, 'light', null)).toBe(LIGHT_PAGE);
  });
});
