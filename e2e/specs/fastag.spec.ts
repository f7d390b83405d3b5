import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn, type Session } from '../support/browser.ts';
import { poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

// A 1×1 PNG: the storage checks that the bytes really are the announced type.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2cd8f0000000049454e44ae426082',
  'hex',
);
// The seeded India car order that waits for all of its documents (seed-fastag.ts).
const ORDER = 'FT-IN-1001';
const serial = `E2E-${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser);
  await signIn(session.page, 'ops.in', 'ops123');
  // A step that cannot find its element fails naming it, well within the test's minute.
  session.page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

const statusOf = (page: Page) => page.getByTestId('fastag-order-status');

/** One document's row: Upload, type its number, pick the file, send it. */
async function upload(page: Page, label: string, number: string | null) {
  await page.getByRole('row').filter({ hasText: label }).getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog');
  if (number !== null) await dialog.getByLabel(`${label} number`).fill(number);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: `${label.toLowerCase().replace(/ /g, '-')}.png`, mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await poll(() => toast(page, `${label} uploaded`).isVisible(), 15_000).toBe(true);
  await poll(() => dialog.count()).toBe(0);
}

describe('FASTag (issue 17)', () => {
  it('takes an order from documents uploaded through KYC verified to activated', async () => {
    const { page } = session;
    await page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Fastag' }).click();
    await page.waitForURL((u) => u.pathname === '/fastag');
    await poll(() => page.getByRole('link', { name: ORDER }).isVisible(), 15_000).toBe(true);
    expect(await a11y(page)).toEqual([]);
    await page.getByRole('link', { name: ORDER }).click();
    await page.waitForURL(/\/fastag\/\d+$/);
    await poll(() => statusOf(page).textContent(), 15_000).toBe('Documents pending');
    expect(await a11y(page)).toEqual([]);
    // Activation is refused before KYC, and the screen says why.
    expect(await page.getByRole('button', { name: 'Activate' }).isDisabled()).toBe(true);
    await poll(() => page.getByText(/it cannot be activated\. Its KYC must be verified first\./).isVisible()).toBe(
      true,
    );

    // A failed signed upload says so and records nothing.
    await page.route('**/api/storage/upload/**', (route) => route.fulfill({ status: 415, body: '{}' }));
    await page
      .getByRole('row')
      .filter({ hasText: 'Registration certificate' })
      .getByRole('button', { name: 'Upload' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Registration certificate number').fill('KA01AB1234');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'rc.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await poll(() => toast(page, 'Upload failed').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/api/storage/upload/**');

    await upload(page, 'Registration certificate', 'KA01AB1234');
    await upload(page, 'PAN card', 'ABCDE1234F');
    await upload(page, 'Vehicle photo', null);
    await poll(() => statusOf(page).textContent()).toBe('KYC pending');
    // The view shows the uploaded file itself, as an image.
    await page.getByRole('row').filter({ hasText: 'PAN card' }).getByRole('button', { name: 'View' }).click();
    const image = page.getByRole('dialog').getByRole('img', { name: /PAN card: pan-card\.png/ });
    await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Verify KYC' }).click();
    await poll(() => toast(page, 'KYC verified').isVisible()).toBe(true);
    await poll(() => statusOf(page).textContent()).toBe('Ready to activate');
    await poll(() => page.getByText(/has no serial number assigned/).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Assign serial number' }).click();
    await page.getByRole('dialog').getByLabel('Serial number').fill(serial);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await poll(() => toast(page, 'Fulfilment details saved').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Activate' }).click();
    await poll(() => toast(page, 'FASTag activated').isVisible()).toBe(true);
    await poll(() => statusOf(page).textContent()).toBe('Activated');
    // Every step is in the order's trail.
    await poll(() => page.getByRole('cell', { name: 'Activate', exact: true }).isVisible(), 15_000).toBe(true);
    expect(await page.getByRole('cell', { name: 'Document Uploaded', exact: true }).count()).toBeGreaterThan(0);
  });
});
