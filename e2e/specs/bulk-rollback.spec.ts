import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pick, poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';
import { pageApi } from '../support/page-api.ts';
import { signedInSession } from '../support/signed-in.ts';

/** Issue 29: a list-price upload's preview before confirming, then its rollback with a car changed since. */
let admin: Awaited<ReturnType<typeof signedInSession>>;
let approver: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  // admin uploads and rolls back (may approve, so small price changes apply at once); approver is the
  // other user who changes one car in between.
  admin = await signedInSession('admin', 'admin123');
  approver = await signedInSession('approver', 'approver123');
});
afterAll(async () => {
  await admin?.close();
  await approver?.close();
});

interface Car {
  appointmentId: string;
  listingPrice: string | null;
  status: string;
  sold: boolean;
  locationStatus: string | null;
  version: number;
  openPendingActions: unknown[];
}

/** A POST of the page's own API as the signed-in user (its token from the OIDC user store), in IN CAR. */
const pagePost = (page: Page, path: string, body: object) =>
  page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      const res = await fetch(path, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Country': 'IN',
          'X-Vehicle-Type': 'CAR',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { path, body },
  );

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
/** The screen at desktop (1280 wide) and phone (390 wide) size, full page from the top. */
async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The header and grid change layout on antd's breakpoint, a render after the resize: let it land.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const priceOf = async (page: Page, appointmentId: string) =>
  (await pageApi<Car>(page, `/api/inventory/v2/apt-${appointmentId}`, 'IN')).listingPrice;

describe('bulk upload preview and rollback (issue 29)', () => {
  it('previews a list-price upload, applies it, and rolls it back except the car changed since', async () => {
    const { page } = admin;
    await page.goto('/bulk-upload-v2');
    // Three cars for sale with a price and nothing awaiting approval, from the end of the list.
    const all = await pageApi<Car[]>(page, '/api/inventory?size=100', 'IN');
    const candidates = all
      .filter((c) => c.listingPrice && !c.sold && c.status === 'READY_FOR_SALE' && c.locationStatus !== 'LOST')
      .reverse();
    const cars: Car[] = [];
    for (const c of candidates) {
      if (cars.length === 3) break;
      const detail = await pageApi<Car>(page, `/api/inventory/v2/apt-${c.appointmentId}`, 'IN');
      if (detail.openPendingActions.length === 0) cars.push(detail);
    }
    expect(cars).toHaveLength(3);
    const before = cars.map((c) => Number(c.listingPrice));
    // Two rise by 5 %, one falls by 5 %: small enough to apply at once (no approval asked).
    const after = [before[0]! * 1.05, before[1]! * 1.05, before[2]! * 0.95].map((n) => Math.round(n));
    const csv = ['appointmentId,listingPrice', ...cars.map((c, i) => `${c.appointmentId},${after[i]}`)].join('\r\n');

    await page.getByLabel('Upload type').click();
    await page.locator('.ant-select-dropdown:visible').getByText('List price', { exact: true }).click();
    await page
      .locator('input[type="file"][aria-label="File"]')
      .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and validate' }).click();
    await page.waitForURL(/\/bulk-upload-v2\/\d+$/);

    // The confirm step says what applying changes, in words, before anything is applied.
    const preview = page.getByRole('region', { name: 'What applying changes' });
    await poll(() => preview.textContent(), 15_000).toContain('2 listing prices rise, the largest +5');
    expect(await preview.textContent()).toContain('1 listing price falls by 20 % or less');
    expect(await priceOf(page, cars[0]!.appointmentId)).toBe(before[0]!.toFixed(2));
    expect(await a11y(page)).toEqual([]);
    await shoot(page, 'bulk-rollback-confirm');

    await page.getByRole('button', { name: 'Apply' }).click();
    await poll(() => page.getByText('Completed', { exact: true }).isVisible(), 30_000).toBe(true);
    await poll(() => page.locator('tbody tr.ant-table-row').filter({ hasText: 'Applied' }).count()).toBe(3);
    expect(await priceOf(page, cars[0]!.appointmentId)).toBe(after[0]!.toFixed(2));

    // Another user changes the second car after the upload, through the API.
    const changed = cars[1]!.appointmentId;
    const current = await pageApi<Car>(approver.page, `/api/inventory/v2/apt-${changed}`, 'IN');
    const theirs = after[1]! + 1000;
    const status = await pagePost(approver.page, `/api/inventory/apt-${changed}?action=LIST_PRICE`, {
      listingPrice: theirs,
      priceChangeReason: 'PRICE_REVISION',
      version: current.version,
    });
    expect(status).toBe(200);

    // Roll back, asked twice.
    await page.getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('button', { name: 'Yes, roll back' }).click();
    await poll(() => toast(page, 'Rolled back: 2 rows reverted, 1 not reverted.').isVisible()).toBe(true);
    const notice = page.getByRole('region', { name: 'Rollback' });
    await poll(() => notice.textContent()).toMatch(/^Rolled back by admin, .+: 2 rows reverted, 1 not reverted\./);
    expect(await page.getByRole('list', { name: 'Rows not rolled back' }).textContent()).toBe(
      `Row 3, apt-${changed}: Changed by approver since the upload; left as it is.`,
    );
    expect(await priceOf(page, cars[0]!.appointmentId)).toBe(before[0]!.toFixed(2));
    expect(await priceOf(page, cars[2]!.appointmentId)).toBe(before[2]!.toFixed(2));
    expect(await priceOf(page, changed)).toBe(theirs.toFixed(2));
    // Once only: the button is gone.
    expect(await page.getByRole('button', { name: 'Roll back' }).count()).toBe(0);
    expect(await a11y(page)).toEqual([]);
    await shoot(page, 'bulk-rollback-done');
    expect(admin.errors).toEqual([]);
  });

  it('the grid batch action says what it changes before it runs', async () => {
    const { page } = admin;
    await page.goto('/inventory');
    const rows = page.locator('.ant-table-row');
    await poll(() => rows.count(), 20_000).toBeGreaterThan(1);
    for (const i of [0, 1]) await rows.nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Bulk action…' }).click();
    const dialog = page.getByRole('dialog');
    await pick(page, 'Publish status', 'Unpublish');
    const preview = dialog.getByRole('region', { name: 'What running changes' });
    await poll(() => preview.textContent()).toMatch(/^What running it on the 2 selected cars changes/);
    expect(await preview.textContent()).toMatch(/(cars? changes? status: .+ to Unpublished|rows? changes? nothing)/);
    expect(await a11y(page)).toEqual([]);
    await shoot(page, 'inventory-batch-preview');
    // Nothing was run: closing leaves the cars as they are.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(admin.errors).toEqual([]);
  });
});
