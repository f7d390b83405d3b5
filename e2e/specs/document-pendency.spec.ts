import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, signIn, type Session } from '../support/browser.ts';
import { poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser);
  await signIn(session.page, 'ops.in', 'ops123');
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

describe('document pendency (issue 14)', () => {
  it('ops.in receives a requested document: it leaves the grid and shows in the car’s timeline', async () => {
    const { page } = session;
    await page
      .getByRole('menu', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Document Pendency' })
      .click();
    await page.waitForURL((u) => u.pathname === '/document-pendency');
    await poll(() => page.getByRole('list', { name: 'Pending documents per location' }).isVisible(), 15_000).toBe(true);
    await poll(() => page.locator('tbody tr.ant-table-row').count(), 15_000).toBeGreaterThan(0);
    expect(await a11y(page)).toEqual([]);

    // The filter bar's Status, not the grid's Status column header.
    const filters = page.getByRole('search');
    // Only the search box shows until "More filters" unfolds the rest (issue 19).
    await filters.getByRole('button', { name: 'More filters' }).click();
    await filters.getByRole('combobox', { name: /^Status/ }).click();
    await page.locator('.ant-select-item-option[title="Requested"]').click();
    await filters.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('f.status') === 'REQUESTED');
    // The grid answers the filter after the URL changes: wait until only requested documents are listed.
    const rows = page.locator('tbody tr.ant-table-row');
    await poll(() => rows.filter({ hasNotText: 'Requested' }).count(), 15_000).toBe(0);
    const first = page.getByRole('button', { name: /^Receive .+ of apt-\d+$/ }).first();
    await poll(() => first.isVisible(), 15_000).toBe(true);
    // One document by its exact name: `first()` is looked up anew on each use, and the grid may re-render.
    const label = (await first.getAttribute('aria-label'))!;
    const receive = page.getByRole('button', { name: label, exact: true });
    const [, document, appointmentId] = /^Receive (.+) of apt-(\d+)$/.exec(label)!;
    // Seeded remarks carry angle brackets: they show as typed, never as markup.
    expect(await page.locator('tbody b').count()).toBe(0);

    // By keyboard, as an operator tabbing through the row would: the button sits in the grid's sideways-
    // scrolled action column, where the fixed columns' shadows keep a pointer click waiting for stability.
    await receive.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Remarks').fill('Received at the front desk');
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await poll(() => toast(page, `${document} of apt-${appointmentId} received.`).isVisible()).toBe(true);
    await poll(() => page.getByRole('button', { name: label, exact: true }).count()).toBe(0);

    await page.goto(`/inventory/${appointmentId}`);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    const entry = page.getByTestId('timeline-entry').first();
    await poll(() => entry.textContent(), 15_000).toMatch(
      new RegExp(`Document Received.*ops\\.in.*${document} document: .+ → Done`, 'i'),
    );
  });
});
