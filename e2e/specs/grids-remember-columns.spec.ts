import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openFromSidebar, signedInSession } from '../support/signed-in.ts';
import { poll, settledA11yViolations as a11y } from '../support/screen.ts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

/** The screen at desktop (1280 px) and at a 390 px phone, as `<name>-desktop.png` / `<name>-390.png`. */
async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // antd lays out again for the new width a moment after the resize; shoot once nothing is wider than it.
  await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

let session: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  session = await signedInSession('admin', 'admin123');
});
afterAll(() => session?.close());

describe('grids remember columns; master data lists regions and makes (issue 26)', () => {
  it('opens the region and make lists from /masterdata by clicking, and searches makes', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Master Data', '/masterdata');
    await poll(() => page.getByRole('link', { name: 'Regions: open the list' }).textContent()).toMatch(/Regions\s*\d+/);
    await poll(() => page.getByRole('link', { name: 'Makes: open the list' }).textContent()).toMatch(/Makes\s*\d+/);
    expect(await a11y(page)).toEqual([]);
    await shoot(page, 'masterdata-home');

    await page.getByRole('link', { name: 'Regions: open the list' }).click();
    await page.waitForURL((u) => u.pathname === '/masterdata/region');
    await page.getByRole('cell', { name: 'North', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: /\bDEL\b.*\bGGN\b/ }).count()).toBeGreaterThan(0);
    // Read-only reference data: no add button.
    expect(await page.getByRole('link', { name: /^Add/ }).count()).toBe(0);
    expect(await a11y(page)).toEqual([]);
    await shoot(page, 'masterdata-regions');

    await page.getByRole('button', { name: 'Back to master data' }).click();
    await page.getByRole('link', { name: 'Makes: open the list' }).click();
    await page.waitForURL((u) => u.pathname === '/masterdata/make');
    await page.getByRole('cell', { name: 'Hyundai', exact: true }).waitFor();
    // The search-make list: makes whose name starts with what was typed.
    const bar = page.getByRole('search');
    await bar.getByLabel('Search make').fill('Mar');
    await bar.getByRole('button', { name: 'Search' }).click();
    await poll(() => page.getByRole('cell', { name: 'Hyundai', exact: true }).count()).toBe(0);
    expect(await page.getByRole('cell', { name: 'Maruti Suzuki', exact: true }).count()).toBe(1);
    expect(await a11y(page)).toEqual([]);
    await shoot(page, 'masterdata-makes');
    expect(session.errors).toEqual([]);
    expect(session.failedResponses).toEqual([]);
  });

  it('the user groups grid keeps the columns a user chose across a reload', async () => {
    const { page } = session;
    await openFromSidebar(page, 'User Management V2', '/ums');
    await page.getByRole('tab', { name: 'Groups' }).click();
    const grid = page.getByRole('table', { name: 'Groups' });
    await grid.getByRole('cell', { name: 'Operations', exact: true }).waitFor();
    expect(await grid.getByRole('columnheader', { name: 'Description' }).count()).toBe(1);

    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Columns/ })
      .click();
    await page.getByRole('checkbox', { name: 'Description' }).uncheck();
    await poll(() => grid.getByRole('columnheader', { name: 'Description' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('tab', { name: 'Groups' }).click();
    await grid.getByRole('cell', { name: 'Operations', exact: true }).waitFor();
    expect(await grid.getByRole('columnheader', { name: 'Description' }).count()).toBe(0);
    expect(await grid.getByRole('columnheader', { name: 'Permissions' }).count()).toBe(1);
    expect(await a11y(page)).toEqual([]);
    await shoot(page, 'user-groups');

    // On a phone the groups are cards, with the same chosen columns.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Groups' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await cards.getByText('Description', { exact: true }).count()).toBe(0);
    expect(await cards.getByText('Permissions', { exact: true }).count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(session.errors).toEqual([]);
    expect(session.failedResponses).toEqual([]);
  });
});
