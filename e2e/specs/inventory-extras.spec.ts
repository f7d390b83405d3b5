import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, seriousA11yViolations, signIn, type Session } from '../support/browser.ts';

// The chassis image, hold reason and registration number edits on a TH car: no other spec writes to TH.
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The value a summary row shows, by its label. */
const summary = (page: Page, label: string) =>
  page.locator('.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::td[1]');

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser);
  await signIn(session.page, 'admin', 'admin123');
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

describe('inventory extra edits (TH CAR)', () => {
  it('uploads a chassis image, edits the hold reason and the registration number', async () => {
    const { page } = session;
    // The header's country switch has its own test (shell-layout.spec.ts); here the stored choice is enough.
    await page.goto('/inventory');
    await page.evaluate(() => localStorage.setItem('country', 'TH'));
    await page.goto('/inventory?f.status=READY_FOR_SALE');
    const row = page.locator('.ant-table-row').first();
    await row.waitFor({ timeout: 15_000 });
    const appointmentId = (await row.locator('td').nth(1).textContent())!.trim();
    await page.goto(`/inventory/${appointmentId}`);
    await page.getByRole('button', { name: 'Edit vehicle details' }).waitFor();

    // Chassis image: pick the PNG, send it, SPEC's toast.
    await page.getByRole('button', { name: 'Upload chassis image' }).click();
    let dialog = page.getByRole('dialog');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'chassis.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('chassis.png').waitFor();
    await dialog.getByRole('button', { name: 'Upload chassis image' }).click();
    await expect.poll(() => toast(page, 'BarCode saved successfully!').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);

    // Hold reason: whatever the car has, change it; axe on the open dialog before any select is opened.
    await page.getByRole('button', { name: 'Edit vehicle details' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Hold reason').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const next =
      (await summary(page, 'Hold reason').textContent())?.trim() === 'Company Asset'
        ? 'Retail On Hold'
        : 'Company Asset';
    await dialog.getByLabel('Hold reason').click();
    await page.locator(`.ant-select-item-option[title="${next}"]`).click();
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => toast(page, 'Inventory updated').isVisible()).toBe(true);
    await expect.poll(() => summary(page, 'Hold reason').textContent()).toBe(next);

    // Registration number: the TH rule takes Thai letters and hyphen.
    const registration = `กข-${String(Date.now()).slice(-5)}`;
    await page.getByRole('button', { name: 'Update registration number' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Registration number').fill(registration);
    await dialog.getByRole('button', { name: 'Update registration number' }).click();
    await expect.poll(() => toast(page, 'Registration number updated').isVisible()).toBe(true);
    await expect.poll(() => summary(page, 'Registration number').textContent()).toBe(registration);
  });
});
