import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn, type Session } from './browser.ts';

/**
 * The preamble most specs share: a browser, one session, signed in as a demo user, with a step timeout
 * that names the missing element well within the test's minute. `close` ends both.
 */
export async function signedInSession(
  user: string,
  password: string,
): Promise<Session & { browser: Browser; close: () => Promise<void> }> {
  const browser = await launchBrowser();
  const session = await newSession(browser);
  await signIn(session.page, user, password);
  session.page.setDefaultTimeout(15_000);
  return {
    ...session,
    browser,
    close: async () => {
      await session.context.close();
      await browser.close();
    },
  };
}

/** Clicks a sidebar item as a person would and waits for its screen's address. */
export async function openFromSidebar(page: Page, item: string, path: string): Promise<void> {
  await page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: item }).click();
  await page.waitForURL((u) => u.pathname === path);
}

/** Where the screenshots go (override with E2E_SHOTS); look at them after a layout change. */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

/** The current screen at desktop (1280×800) and phone (375×812) size, as `<name>-desktop.png` / `-phone.png`. */
export async function shootBothSizes(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  // From the top: scrolled, a full-page shot paints the fixed sidebar and header half-way down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(size);
}

/** A new user's first sign-in on the IdP's page: the initial password, then one of their own before it finishes. */
export async function firstSignIn(page: Page, userName: string, initial: string, chosen: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(initial);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Repeat the new password').fill(chosen);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
}

/**
 * What the server answers the page's own stored tokens (the OIDC user store): a GET of `path` in
 * `country` × CAR with the access token, and the refresh token redeemed at the IdP.
 */
export async function answersToStoredTokens(page: Page, path: string, country: string) {
  return page.evaluate(
    async ({ path, country }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const stored = JSON.parse(localStorage.getItem(key)!) as { access_token: string; refresh_token: string };
      const call = await fetch(path, {
        headers: { Authorization: `Bearer ${stored.access_token}`, 'X-Country': country, 'X-Vehicle-Type': 'CAR' },
      });
      const renew = await fetch('/oidc/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: stored.refresh_token,
          client_id: key.split(':').pop()!,
        }),
      });
      return {
        call: { status: call.status, body: (await call.json()) as { message?: string } },
        refresh: { status: renew.status, body: (await renew.json()) as { error?: string } },
      };
    },
    { path, country },
  );
}
