import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn } from '../support/browser.ts';
import { pick, poll, toast } from '../support/screen.ts';

// Unique per run: a username is never given twice (deleted users keep theirs).
const userName = `e2e.ops${Date.now().toString(36)}`;
const INITIAL = 'initial-Password-1';
const CHOSEN = 'my own Password 2026';
const sidebar = (page: Page) => page.getByRole('menu', { name: 'Main navigation' });
// The item's accessible name starts with its icon's label, so the title is matched at the end.
const item = (page: Page, title: string) => sidebar(page).getByRole('menuitem', { name: new RegExp(`${title}$`) });

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
    await item(page, 'User Management V2').click();
    await page.waitForURL((u) => u.pathname === '/ums');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.waitForURL((u) => u.pathname === '/ums/addUser');
    // The add screen loads lazily: the grid (with its own Username filter) stays until it is there.
    await page.getByRole('form', { name: 'Add user' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Username', { exact: true }).fill(userName);
    await page.getByLabel('Name', { exact: true }).fill('Erin Endtoend');
    await page.getByLabel('E-mail', { exact: true }).fill(`${userName}@example.com`);
    await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
    await pick(page, 'Countries', 'IN');
    await pick(page, 'Vehicle types', 'CAR');
    await pick(page, 'Groups', 'OPERATIONS');
    await page.getByLabel('Initial password', { exact: true }).fill(INITIAL);
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => toast(page, 'User saved successfully!').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/ums');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/' && !u.search.includes('code='));
    await admin.context.close();

    const newcomer = await newSession(browser);
    const p = newcomer.page;
    await p.goto('/');
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL(/\/interaction\//);
    await p.getByLabel('Username').fill(userName);
    await p.getByLabel('Password').fill(INITIAL);
    await p.getByRole('button', { name: 'Sign in' }).click();
    // The initial password is replaced before the sign-in finishes.
    await p.getByLabel('New password', { exact: true }).fill(CHOSEN);
    await p.getByLabel('Repeat the new password').fill(CHOSEN);
    await p.getByRole('button', { name: 'Save and sign in' }).click();
    await poll(() => p.getByTestId('user-name').textContent(), 20_000).toBe('Erin Endtoend');
    await poll(() => item(p, 'Inventory').isVisible()).toBe(true);
    expect(await item(p, 'Logistic').isVisible()).toBe(true);
    // OPERATIONS carries no userManagementMenu and the user is not in CC_ADMIN.
    expect(await item(p, 'User Management V2').count()).toBe(0);
    expect(await item(p, 'User Preferences').count()).toBe(0);
    expect(newcomer.errors).toEqual([]);
    await newcomer.context.close();
  });
});
