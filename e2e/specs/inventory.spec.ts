import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, seriousA11yViolations, signIn, type Session } from '../support/browser.ts';

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
/** The first car of a filtered grid: its appointment id and registration number. */
const firstCar = async (page: Page, query: string) => {
  await page.goto(`/inventory?${query}`);
  const row = page.locator('.ant-table-row').first();
  await row.waitFor({ timeout: 15_000 });
  const cells = await row.locator('td').allTextContents();
  return { appointmentId: cells[1]!, registration: cells[2]! };
};

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

describe('inventory', () => {
  let car: { appointmentId: string; registration: string };

  it('finds a vehicle by registration number and opens it', async () => {
    const { page } = session;
    car = await firstCar(page, 'f.status=READY_FOR_SALE&f.sold=false&f.published=true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/inventory');
    const search = page.getByRole('search');
    await search.getByLabel('Search value').fill(car.registration.toLowerCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('f.searchValue') === car.registration.toLowerCase());
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await page.getByRole('link', { name: car.appointmentId }).click();
    await page.waitForURL(`**/inventory/${car.appointmentId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain(`apt-${car.appointmentId}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('jumps to the vehicle from the header with Ctrl+K', async () => {
    const { page } = session;
    await page.goto('/inventory');
    await page.getByLabel('Find a vehicle').waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(car.registration);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/inventory/${car.appointmentId}`);
  });

  it('raises the listing price a little (applied at once) and shows it in history and audit', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Update listing price' }).click();
    const dialog = page.getByRole('dialog');
    // The form starts at the current price; a small rise by an approver applies at once.
    const current = Number(await dialog.getByLabel('Listing price').inputValue());
    const next = current + 1000 + (Date.now() % 900);
    await dialog.getByLabel('Listing price').fill(String(next));
    await dialog.getByRole('button', { name: 'Update listing price' }).click();
    await expect.poll(() => toast(page, 'Listing price updated').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(rupees(next), { exact: true }).first().isVisible()).toBe(true);

    const history = page.getByRole('tabpanel');
    await expect
      .poll(() => history.getByRole('cell', { name: `${rupees(next)} (Price Revision)` }).isVisible())
      .toBe(true);
    expect(await history.getByRole('cell', { name: 'admin', exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    const audit = page.getByRole('tabpanel', { name: 'Audit trail' });
    await expect.poll(() => audit.getByRole('cell', { name: rupees(next), exact: true }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect.poll(() => page.getByTestId('timeline-entry').first().textContent()).toMatch(/List Price.*admin/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows a printable QR code', async () => {
    const { page } = session;
    await page.goto(`/inventory/${car.appointmentId}/qr-code`);
    // The unit test decodes the drawing; here the browser shows it, with its modules drawn, and the print button.
    const code = page.getByRole('img', { name: `QR code linking to vehicle ${car.appointmentId}` });
    await code.waitFor();
    expect(await code.locator('path').last().getAttribute('d')).toMatch(/^M\d+[ ,]\d+ ?h\d+v1/);
    expect(await page.getByRole('button', { name: /Print/ }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('runs a batch action on 3 rows with a per-row outcome', async () => {
    const { page } = session;
    await page.goto('/inventory?f.status=PROCURED');
    await page.locator('.ant-table-row').nth(2).waitFor({ timeout: 15_000 });
    for (const i of [0, 1, 2]) await page.locator('.ant-table-row').nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Bulk action…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Action').waitFor();
    // Before any select is opened: antd leaves an unnamed listbox behind once a dropdown has been shown.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel('Action').click();
    await page.locator('.ant-select-item-option[title="Update type"]').click();
    await dialog.getByLabel('Type').click();
    await page.locator('.ant-select-item-option[title="Consignment"]').click();
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => toast(page, 'Bulk action completed successfully').isVisible()).toBe(true);
    expect(await dialog.getByText('Applied', { exact: true }).count()).toBe(3);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.poll(() => page.getByText('0 selected').isVisible()).toBe(true);
  });

  it('exports the filtered grid as the CSV file the server writes, one row a car, in words (issue 30)', async () => {
    const { page } = session;
    await page.goto('/inventory?f.status=SOLD');
    await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('inventory-IN-CAR.csv');
    const text = await readFile((await file.path())!, 'utf8');
    // One byte-order mark (Excel reads UTF-8); the server's file otherwise as it came.
    expect(text.startsWith('\uFEFF') && !text.startsWith('\uFEFF\uFEFF')).toBe(true);
    const [heading, ...rows] = text.slice(1).trim().split('\r\n');
    expect(heading).toMatch(/^Appointment ID,Registration number,Vehicle,Year,Status,Storefront,/);
    expect(rows.length).toBeGreaterThan(0);
    const status = heading!.split(',').indexOf('Status');
    for (const row of rows) expect(row.split(',')[status]).toBe('Sold');
    const summary = `Exported ${rows.length.toLocaleString('en')} row${rows.length === 1 ? '' : 's'}.`;
    await expect.poll(() => toast(page, summary).isVisible()).toBe(true);
    // At phone width the button stays on screen, beside the grid's other tools.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    const button = await page.getByRole('button', { name: 'Export CSV' }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp/shots'}/inventory-export-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('reserves and unreserves a car where the reserve button is on (AE)', async () => {
    const { page } = session;
    await page.getByRole('button', { name: /^Country: / }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'AE' }).click();
    await reloaded;
    const aeCar = await firstCar(page, 'f.status=READY_FOR_SALE&f.reserveStatus=NONE&f.sold=false');
    await page.goto(`/inventory/${aeCar.appointmentId}`);
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect.poll(() => toast(page, 'Reserved Successfully').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Unreserve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unreserve', exact: true }).click();
    await expect.poll(() => toast(page, 'Unreserved Successfully').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Reserve', exact: true }).isVisible()).toBe(true);
    // AE combines stage and sub-stage in one history column.
    expect(await page.getByRole('columnheader', { name: 'Stage / Sub-stage' }).isVisible()).toBe(true);
  });
});
