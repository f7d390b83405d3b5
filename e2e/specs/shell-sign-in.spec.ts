import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, seriousA11yViolations, signIn } from '../support/browser.ts';

const UNAUTHORIZED =
  'Unauthorized Access: You are trying to access a page for which you are not authorized, please contact administrator';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sign-in and public routes', () => {
  it('signs in through the embedded IdP and out again, clearing storage', async () => {
    const { page, context, errors } = await newSession(browser);
    await page.goto('/');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signIn(page, 'ops.in', 'ops123');
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Ravi Operations');
    expect(await page.evaluate(() => localStorage.getItem('country'))).toBe('IN');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('code='));
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
    expect(stored).toEqual({ local: 0, session: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password on the sign-in page', async () => {
    const { page, context } = await newSession(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('ops.in');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect username or password.');
    await context.close();
  });

  it('sends an unknown path to / and a signed-out secure route to / as well', async () => {
    const { page, context } = await newSession(browser);
    await page.goto('/nowhere/at/all');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/location');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  // Issue 24 #9: the viewer landed on a bare /unauthorized and "Go to home" looped back to it.
  it('lands a user without menu permissions on the dashboard (issue 29); /unauthorized keeps the sidebar and goes home', async () => {
    const { page, context, errors, failedResponses } = await newSession(browser);
    await signIn(page, 'viewer', 'viewer123');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const nav = page.getByRole('menu', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('menuitem').allTextContents()).toEqual(['Scheduled Tasks', 'Fastag']);

    await page.goto('/inventory');
    await page.waitForURL((url) => url.pathname === '/unauthorized');
    await expect.poll(() => page.getByText(UNAUTHORIZED).isVisible()).toBe(true);
    expect(await nav.getByRole('menuitem').allTextContents()).toEqual(['Scheduled Tasks', 'Fastag']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Go to home' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => page.getByText(UNAUTHORIZED).count()).toBe(0);
    expect(failedResponses).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the fallback page when a screen cannot load, after one reload', async () => {
    const { page, context } = await newSession(browser);
    const html = await (await page.request.get('/')).text();
    const eager = new Set([...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    // Lazy chunks vanish, as after a deploy removed the old files; the entry and its vendors still load.
    await page.route(/\/assets\/.*\.js$/, (route) =>
      eager.has(new URL(route.request().url()).pathname.slice(1)) ? route.continue() : route.abort(),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/');
    await expect.poll(() => page.getByText('Something went wrong').first().isVisible(), { timeout: 15_000 }).toBe(true);
    // One reload to fetch the new deploy, then the fallback — never a reload loop.
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await context.close();
  });
});
