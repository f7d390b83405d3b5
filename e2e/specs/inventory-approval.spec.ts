import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, seriousA11yViolations, signIn, type Session } from '../support/browser.ts';

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

let browser: Browser;
let maker: Session;
let checker: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  maker = await newSession(browser);
  checker = await newSession(browser);
  await signIn(maker.page, 'ops.in', 'ops123');
  await signIn(checker.page, 'approver', 'approver123');
});
afterAll(async () => {
  await maker?.context.close();
  await checker?.context.close();
  await browser?.close();
});

describe('pending price change (maker-checker)', () => {
  it('ops.in asks for a new price; the approver approves it and the car takes it', async () => {
    const { page } = maker;
    // Cars without an open listing-price request; the seeded ones carry a few.
    await page.goto('/inventory?f.status=READY_FOR_SALE&f.sold=false&f.published=true&size=30');
    const rows = page.locator('.ant-table-row');
    await rows.first().waitFor({ timeout: 15_000 });
    const ids = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((i) => rows.nth(i).locator('td').nth(1).textContent()));
    let appointmentId = '';
    for (const id of ids) {
      await page.goto(`/inventory/${id}?tab=pending`);
      await page.getByRole('toolbar', { name: 'Inventory actions' }).waitFor();
      if (!(await page.getByText(/awaiting approval/).isVisible())) {
        appointmentId = id!;
        break;
      }
    }
    expect(appointmentId).not.toBe('');
    const price = 400_000 + (Date.now() % 100_000);
    await page.getByRole('button', { name: 'Update listing price' }).click();
    await page.getByRole('dialog').getByLabel('Listing price').fill(String(price));
    await page.getByRole('dialog').getByRole('button', { name: 'Update listing price' }).click();
    await expect.poll(() => toast(page, 'Price change sent for approval').isVisible()).toBe(true);
    const mine = page.getByRole('row').filter({ hasText: 'Your request' });
    await expect.poll(() => mine.isVisible()).toBe(true);
    expect(await mine.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const other = checker.page;
    await other.goto(`/inventory/${appointmentId}?tab=pending`);
    const request = other.getByRole('row').filter({ hasText: 'ops.in' }).filter({ hasText: 'Pending' });
    await request.getByRole('button', { name: 'Approve' }).click();
    expect(await seriousA11yViolations(other)).toEqual([]);
    await other.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => toast(other, 'Pending action approved').isVisible()).toBe(true);
    await expect
      .poll(() => other.getByRole('row').filter({ hasText: 'ops.in' }).filter({ hasText: 'Approved' }).count())
      .toBeGreaterThan(0);
    const shown = `₹${price.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    await expect
      .poll(() => other.locator('.ant-descriptions').getByText(shown, { exact: true }).isVisible())
      .toBe(true);
    await other.getByRole('tab', { name: 'Timeline' }).click();
    await expect
      .poll(() => other.getByTestId('timeline-entry').first().textContent())
      .toMatch(/approved request.*approver/i);
  });
});
