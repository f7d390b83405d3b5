import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, signIn } from '../support/browser.ts';
import { poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

// Unique per run: the API refuses a number already on the list.
const national = `98${String(Date.now()).slice(-8)}`;
const e164 = `+91${national}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('user preferences and the DND list', () => {
  it('lets a CC_ADMIN add a DND number from the sidebar and find it by number', async () => {
    const { page, context } = await newSession(browser);
    await signIn(page, 'cc.admin', 'cc123');
    await page.getByRole('menuitem', { name: 'User Preferences' }).click();
    await page.waitForURL((u) => u.pathname === '/user-preferences');
    await page.getByRole('link', { name: 'Do-not-disturb list' }).click();
    await page.waitForURL((u) => u.pathname === '/user-preferences/dnd');
    await poll(() => page.locator('tbody tr.ant-table-row').count(), 15_000).toBeGreaterThan(0);
    expect(await a11y(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add number' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mobile number').fill(national);
    await dialog.getByLabel('Reason').fill('Asked not to be called');
    await dialog.getByRole('checkbox', { name: 'E-mail' }).uncheck();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await poll(() => toast(page, 'DND number added successfully!').isVisible()).toBe(true);

    const bar = page.getByRole('search');
    await bar.getByLabel('Mobile number').fill(national.slice(-6));
    await bar.getByRole('button', { name: 'Search' }).click();
    await poll(() => page.getByRole('cell', { name: e164, exact: true }).isVisible()).toBe(true);
    await poll(() => page.locator('tbody tr.ant-table-row').count()).toBe(1);
    await context.close();
  });

  it('sends a user without CC_ADMIN to /unauthorized on /user-preferences', async () => {
    const { page, context } = await newSession(browser);
    await signIn(page, 'ops.in', 'ops123');
    await page.goto('/user-preferences');
    await page.waitForURL((u) => u.pathname === '/unauthorized');
    expect(await page.getByRole('menuitem', { name: 'User Preferences' }).count()).toBe(0);
    await context.close();
  });
});
