import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, seriousA11yViolations, signIn } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sidebarItems = async (page: Page) => {
  const nav = page.getByRole('menu', { name: 'Main navigation' });
  await nav.getByRole('menuitem').first().waitFor();
  return nav.getByRole('menuitem').allTextContents();
};

describe('layout', () => {
  it('shows each user the sidebar of their groups and vertical', async () => {
    const ops = await newSession(browser);
    await signIn(ops.page, 'ops.in', 'ops123');
    expect(await sidebarItems(ops.page)).toEqual(
      expect.arrayContaining(['Location', 'Master Data', 'Driver Management']),
    );
    expect(await seriousA11yViolations(ops.page)).toEqual([]);
    await ops.context.close();

    // A user without menu permissions sees only what needs none: Scheduled Tasks (a feature) and Fastag.
    const viewer = await newSession(browser);
    await signIn(viewer.page, 'viewer', 'viewer123');
    await viewer.page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await sidebarItems(viewer.page)).toEqual(['Scheduled Tasks', 'Fastag']);
    await viewer.context.close();
  });

  it('remembers the collapsed sidebar across a reload and shows titles as tooltips', async () => {
    const { page, context } = await newSession(browser);
    await signIn(page, 'ops.in', 'ops123');
    await sidebarItems(page);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Expand menu' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
    const item = page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem').first();
    await item.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/\w+/);
    await context.close();
  });

  it('switching country clears saved columns, reloads, and sends the new vertical', async () => {
    const { page, context } = await newSession(browser);
    await signIn(page, 'admin', 'admin123');
    await sidebarItems(page);
    await page.evaluate(() => {
      localStorage.setItem('grid-columns:location', '["name"]');
      localStorage.setItem('saved-searches:location', '[]');
    });
    const headers: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/config/ui-rules'))
        headers.push(`${r.headers()['x-country']}:${r.headers()['x-vehicle-type']}`);
    });
    await page.getByRole('button', { name: /^Country: / }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'AE' }).click();
    await reloaded;
    await expect.poll(() => headers).toContain('AE:CAR');
    const stored = await page.evaluate(() => ({
      country: localStorage.getItem('country'),
      columns: localStorage.getItem('grid-columns:location'),
      searches: localStorage.getItem('saved-searches:location'),
    }));
    expect(stored).toEqual({ country: 'AE', columns: null, searches: null });
    await context.close();
  });

  it('is usable at phone width', async () => {
    const { page, context } = await newSession(browser, { width: 375, height: 740 });
    await signIn(page, 'ops.in', 'ops123');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect.poll(async () => (await page.getByRole('menuitem').allTextContents()).length).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
