import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn, type Session } from '../support/browser.ts';
import { pick, poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

const stamp = Date.now().toString(36).toUpperCase();

const filter = async (page: Page, label: string, value: string) => {
  const bar = page.getByRole('search');
  await bar.getByLabel(label).fill(value);
  await bar.getByRole('button', { name: 'Search' }).click();
};

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser);
  await signIn(session.page, 'admin', 'admin123');
  await session.page.goto('/masterdata');
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

describe('master data', () => {
  it('lists the entities with counts; city and state are read-only grids', async () => {
    const { page } = session;
    await page.waitForURL((u) => u.pathname === '/masterdata');
    await poll(() => page.getByRole('link', { name: 'Cities: open the list' }).textContent()).toMatch(/Cities\s*\d+/);
    expect(await a11y(page)).toEqual([]);
    await page.getByRole('link', { name: 'States: open the list' }).click();
    await page.waitForURL('**/masterdata/state');
    await poll(() => page.getByRole('cell', { name: 'Assam', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Add/ }).count()).toBe(0);
    expect(await a11y(page)).toEqual([]);
  });

  it('adds a zone with locations, edits it, and sees both in the grid', async () => {
    const { page } = session;
    const zoneName = `E2E Zone ${stamp}`;
    await page.goto('/masterdata/zones/add');
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    // Before any select opens: antd leaves each opened select's unnamed listbox in the page.
    expect(await a11y(page)).toEqual([]);
    await page.getByLabel('Code', { exact: true }).fill(`E2E-Z-${stamp}`);
    await page.getByLabel('Name', { exact: true }).fill(zoneName);
    await pick(page, 'City', 'New Delhi (DEL)');
    await pick(page, 'Locations', 'New Delhi Parent Hub (HUB-DEL-1)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, 'Zone saved successfully!').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/masterdata/zones');

    await filter(page, 'Name', zoneName);
    // The new zone's own row (seeded zones list HUB-DEL-1 too, and may show until the filter has applied).
    const zoneRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: zoneName, exact: true }) });
    await poll(() => zoneRow.getByRole('cell', { name: 'HUB-DEL-1', exact: true }).isVisible()).toBe(true);
    expect(await a11y(page)).toEqual([]);
    await page.getByRole('link', { name: zoneName }).click();
    await page.waitForURL(/\/masterdata\/zones\/\d+$/);
    await poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(zoneName);
    await page.getByLabel('Name', { exact: true }).fill(`${zoneName} edited`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, 'Zone updated successfully!').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/masterdata/zones');
    await filter(page, 'Name', `${zoneName} edited`);
    await poll(() => page.getByRole('link', { name: `${zoneName} edited` }).isVisible()).toBe(true);
  });

  it('adds an intercity route, edits it, and refuses a duplicate code with the server message', async () => {
    const { page } = session;
    const code = `E2E-R-${stamp}`;
    await page.goto('/masterdata/intercity/add');
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await a11y(page)).toEqual([]);
    const fill = async () => {
      await page.getByLabel('Code', { exact: true }).fill(code);
      await pick(page, 'From city', 'New Delhi (DEL)');
      await pick(page, 'To city', 'Mumbai (BOM)');
      await page.getByLabel('Distance (km)').fill('1400');
      await page.getByLabel('Transit days').fill('3');
    };
    await fill();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, 'Intercity route saved successfully!').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/masterdata/intercity');

    await filter(page, 'Code', code);
    await poll(() => page.getByRole('cell', { name: '1400' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: code }).click();
    // The grid's header carries the same label: wait for the edit form before filling.
    await page.waitForURL((u) => u.pathname.startsWith('/masterdata/intercity/'));
    await page.locator('input').and(page.getByLabel('Distance (km)')).fill('1450');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, 'Intercity route updated successfully!').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/masterdata/intercity');
    await filter(page, 'Code', code);
    await poll(() => page.getByRole('cell', { name: '1450' }).isVisible()).toBe(true);

    await page.goto('/masterdata/intercity/add');
    await fill();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, `409: An intercity route with code ${code} already exists.`).isVisible()).toBe(true);
  });

  it('adds a Locus team in AU and finds it in the grid', async () => {
    // Locus teams are kept per vertical; ops.au works in AU CAR only, so no vertical switch is needed.
    const au = await newSession(browser);
    try {
      const { page } = au;
      await signIn(page, 'ops.au', 'ops123');
      await page.goto('/masterdata/locus-teams/add');
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      expect(await a11y(page)).toEqual([]);
      const name = `E2E Team ${stamp}`;
      await page.getByLabel('Team id', { exact: true }).fill(`e2e-t-${stamp}`);
      await page.getByLabel('Name', { exact: true }).fill(name);
      await pick(page, 'City', 'Perth (PER)');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/masterdata/locus-teams');
      await filter(page, 'Name', name);
      await poll(() => page.getByRole('cell', { name: `E2E-T-${stamp}` }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
      expect(await a11y(page)).toEqual([]);
    } finally {
      await au.context.close();
    }
  });
});
