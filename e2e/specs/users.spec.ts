import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn } from '../support/browser.ts';
import { pick, poll, toast } from '../support/screen.ts';
import { answersToStoredTokens, firstSignIn, shootBothSizes } from '../support/signed-in.ts';

// Unique per run: a username is never given twice (deleted users keep theirs).
const userName = `e2e.ops${Date.now().toString(36)}`;
const INITIAL = 'initial-Password-1';
const CHOSEN = 'my own Password 2026';
/** A 1×1 PNG: a real image by its bytes. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2cd8f0000000049454e44ae426082',
  'hex',
);
const sidebar = (page: Page) => page.getByRole('menu', { name: 'Main navigation' });
// The item's accessible name starts with its icon's label, so the title is matched at the end.
const item = (page: Page, title: string) => sidebar(page).getByRole('menuitem', { name: new RegExp(`${title}$`) });

/** The admin adds an OPERATIONS user of `country` × CAR from the sidebar, as a person would, and saves. */
async function addOperationsUser(
  page: Page,
  user: { userName: string; name: string; phone: string; country: string },
): Promise<void> {
  await item(page, 'User Management V2').click();
  await page.waitForURL((u) => u.pathname === '/ums');
  await page.getByRole('button', { name: 'Add user' }).click();
  await page.waitForURL((u) => u.pathname === '/ums/addUser');
  // The add screen loads lazily: the grid (with its own Username filter) stays until it is there.
  await page.getByRole('form', { name: 'Add user' }).waitFor({ timeout: 15_000 });
  await page.getByLabel('Username', { exact: true }).fill(user.userName);
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('E-mail', { exact: true }).fill(`${user.userName}@example.com`);
  await page.getByLabel('Phone', { exact: true }).fill(user.phone);
  await pick(page, 'Countries', user.country);
  await pick(page, 'Vehicle types', 'CAR');
  await pick(page, 'Groups', 'Operations');
  // A multiple select stays open after a pick; close it as a person would, or its list covers Save.
  await page.keyboard.press('Escape');
  await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
  await page.getByLabel('Initial password', { exact: true }).fill(INITIAL);
  await page.getByRole('button', { name: 'Save' }).click();
  await poll(() => toast(page, 'User saved successfully!').isVisible()).toBe(true);
  await page.waitForURL((u) => u.pathname === '/ums');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('user management V2 (issue 13)', () => {
  it('an admin creates a user with a group; the user signs in and sees exactly that group’s menu', async () => {
    const admin = await newSession(browser);
    const { page } = admin;
    await signIn(page, 'admin', 'admin123');
    await addOperationsUser(page, { userName, name: 'Erin Endtoend', phone: '98765 43210', country: 'IN' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/' && !u.search.includes('code='));
    await admin.context.close();

    const newcomer = await newSession(browser);
    const p = newcomer.page;
    // The initial password is replaced before the sign-in finishes.
    await firstSignIn(p, userName, INITIAL, CHOSEN);
    await poll(() => p.getByTestId('user-name').textContent(), 20_000).toBe('Erin Endtoend');
    await poll(() => item(p, 'Inventory').isVisible()).toBe(true);
    expect(await item(p, 'Logistic').isVisible()).toBe(true);
    // OPERATIONS carries no userManagementMenu and the user is not in CC_ADMIN.
    expect(await item(p, 'User Management V2').count()).toBe(0);
    expect(await item(p, 'User Preferences').count()).toBe(0);
    expect(newcomer.errors).toEqual([]);
    await newcomer.context.close();
  });

  it('issue 13 done-when: an AU cars operations user is onboarded, works, is deactivated and refused; all in the trail', async () => {
    const auUser = `e2e.au${Date.now().toString(36)}`;
    const admin = await newSession(browser);
    const { page } = admin;
    page.setDefaultTimeout(15_000);
    await signIn(page, 'admin', 'admin123');
    await page.getByRole('button', { name: /^Country: / }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'AU' }).click();
    await reloaded;
    await addOperationsUser(page, { userName: auUser, name: 'Ava Aussie', phone: '0412 345 678', country: 'AU' });

    // The user signs in (own password first) and works: the AU inventory answers them.
    const newcomer = await newSession(browser);
    const p = newcomer.page;
    await firstSignIn(p, auUser, INITIAL, CHOSEN);
    await poll(() => p.getByTestId('user-name').textContent(), 20_000).toBe('Ava Aussie');
    const inventory = p.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/inventory'));
    await item(p, 'Inventory').click();
    expect((await inventory).status()).toBe(200);
    expect((await inventory).request().headers()['x-country']).toBe('AU');
    expect(newcomer.failedResponses).toEqual([]);

    // The admin finds them, gives them a profile image, and deactivates them.
    const filters = page.getByRole('search');
    await filters.getByLabel('Name', { exact: true }).fill('Ava Aussie');
    await filters.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Ava Aussie' }).click();
    await page.waitForURL((u) => /^\/ums\/\d+$/.test(u.pathname));
    await page.locator('input[type="file"]').setInputFiles({ name: 'ava.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => toast(page, 'Profile image saved successfully!').isVisible()).toBe(true);
    await page.getByRole('img', { name: 'Profile image of Ava Aussie' }).waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await poll(() => toast(page, 'User deactivated successfully!').isVisible()).toBe(true);

    // Their next call, and their refresh token, are refused at once.
    const answers = await answersToStoredTokens(p, '/api/inventory/count', 'AU');
    expect(answers.call).toEqual({
      status: 401,
      body: expect.objectContaining({ message: 'Your account is deactivated: contact your administrator.' }),
    });
    expect(answers.refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    await newcomer.context.close();

    // Every step is in the user's trail, by who took it.
    const trail = page.locator('tr.ant-table-row');
    const step = (...texts: string[]) => texts.reduce((rows, text) => rows.filter({ hasText: text }), trail);
    await poll(() => step('Update', 'Active', 'admin').count()).toBe(1);
    expect(await step('Password Changed', auUser).count()).toBe(1);
    expect(await step('Image Uploaded', 'ava.png', 'admin').count()).toBe(1);
    // Newest first: the creation's rows (one a field) follow on the first page.
    expect(await step('Create', 'admin').count()).toBeGreaterThan(0);
    await shootBothSizes(page, 'users-detail-au');

    // The Groups tab lists OPERATIONS' members of AU cars, the new user among them.
    await item(page, 'User Management V2').click();
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('button', { name: 'Members of Operations' }).click();
    await page
      .getByRole('dialog', { name: 'Members of Operations' })
      .getByRole('link', { name: 'Ava Aussie' })
      .waitFor();
    await shootBothSizes(page, 'users-group-members');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
