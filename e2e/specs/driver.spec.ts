import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn, type Session } from '../support/browser.ts';
import { pick, poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

const stamp = Date.now().toString(36).toUpperCase();
const name = `E2E Driver ${stamp}`;
// Unique per run: the API refuses a second driver with the same mobile.
const mobile = `+9199${String(Date.now()).slice(-8)}`;

const filterByName = async (page: Page, value: string) => {
  const bar = page.getByRole('search');
  await bar.getByLabel('Name').fill(value);
  await bar.getByRole('button', { name: 'Search' }).click();
};
const fillNew = async (page: Page) => {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile', { exact: true }).fill(mobile);
  await pick(page, 'Driver type', 'Fixed');
  await pick(page, 'Vendor', 'DriveU');
};

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser);
  await signIn(session.page, 'admin', 'admin123');
  await session.page.goto('/driver');
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

describe('drivers', () => {
  it('adds a driver with a week in the planner and finds it in the grid', async () => {
    const { page } = session;
    await page.waitForURL((u) => u.pathname === '/driver');
    await poll(() => page.locator('tbody tr.ant-table-row').count(), 15_000).toBeGreaterThan(0);
    expect(await a11y(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add driver' }).click();
    await page.waitForURL('**/driver/add');
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await a11y(page)).toEqual([]);

    await page.getByLabel('Mobile', { exact: true }).fill('12');
    await page.getByLabel('Name', { exact: true }).click();
    await poll(() => page.getByText('Mobile must be 8 to 15 digits, optionally starting with +.').isVisible()).toBe(
      true,
    );
    await fillNew(page);
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByLabel('Saturday to').fill('13:00');
    await page.getByLabel('Saturday to').press('Tab'); // the time picker takes a typed time when it loses focus
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, 'Driver saved successfully!').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/driver');
    await filterByName(page, name);
    await poll(() => page.getByRole('cell', { name: mobile }).isVisible()).toBe(true);
  });

  it('edits the driver, keeps its planner, and shows the server message for a duplicate mobile', async () => {
    const { page } = session;
    await page.getByRole('link', { name }).click();
    await page.waitForURL(/\/driver\/\d+$/);
    await poll(() => page.getByLabel('Saturday to').inputValue()).toBe('13:00');
    expect(await a11y(page)).toEqual([]);
    await pick(page, 'Vendor', 'Zofeur');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, 'Driver updated successfully!').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/driver');
    await filterByName(page, name);
    await poll(() => page.getByRole('cell', { name: 'Zofeur' }).isVisible()).toBe(true);

    await page.goto('/driver/add');
    await fillNew(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, `409: A driver with mobile ${mobile} already exists.`).isVisible()).toBe(true);
    await poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
  });
});
