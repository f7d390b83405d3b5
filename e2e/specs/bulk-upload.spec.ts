import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { pick, poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';
import { openFromSidebar, shootBothSizes, signedInSession } from '../support/signed-in.ts';

let s: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  // ops.in (OPERATIONS) has bulkUpload and crudDriver: the Drivers upload type is theirs.
  s = await signedInSession('ops.in', 'ops123');
});
afterAll(() => s?.close());

/** The text of the file the click downloads (the panel hands the browser a blob link). */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await (file as Download).path();
  return { name: (file as Download).suggestedFilename(), text: await readFile(path, 'utf8') };
}

// Unique per run: the mobile is a driver's natural key.
const stamp = Date.now().toString().slice(-7);
const mobile = (n: number) => `+9199${n}${stamp}`;

describe('bulk upload v2 (issue 15)', () => {
  it('downloads a template, names the two bad rows, applies the good ones to the end, downloads the errors', async () => {
    const { page } = s;
    await openFromSidebar(page, 'Bulk Upload', '/bulk-upload-v2');
    await pick(page, 'Upload type', 'Drivers');
    const template = await downloaded(page, () => page.getByRole('button', { name: 'CSV template' }).click());
    expect(template.name).toBe('DRIVER-template.csv');
    const header = template.text.trim().split(',');
    expect(header).toEqual(expect.arrayContaining(['name', 'mobile', 'driverType', 'vendor']));

    // The template filled in as a person would: three good drivers, one bad type, one without a name.
    const rows: Record<string, string>[] = [
      { name: 'Bulk Asha', mobile: mobile(1), driverType: 'FIXED', vendor: 'IN_HOUSE' },
      { name: 'Bulk Ravi', mobile: mobile(2), driverType: 'PILOT', vendor: 'IN_HOUSE' },
      { name: 'Bulk Meena', mobile: mobile(3), driverType: 'YARD', vendor: 'DRIVEU' },
      { name: '', mobile: mobile(4), driverType: 'FIXED', vendor: 'IN_HOUSE' },
      { name: 'Bulk Kiran', mobile: mobile(5), driverType: 'VARIABLE', vendor: 'IN_HOUSE', active: 'no' },
    ];
    const csv = [header.join(','), ...rows.map((r) => header.map((c) => r[c] ?? '').join(','))].join('\r\n');
    await page
      .locator('input[type="file"][aria-label="File"]')
      .setInputFiles({ name: 'drivers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and validate' }).click();
    await page.waitForURL(/\/bulk-upload-v2\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // The two bad rows, named with their column, before anything changes.
    await poll(() => page.getByText('2 of 5 rows have errors.', { exact: false }).isVisible(), 15_000).toBe(true);
    const invalid = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Invalid' });
    await poll(() => invalid.count()).toBe(2);
    expect(await invalid.nth(0).textContent()).toContain('driverType:');
    expect(await invalid.nth(1).textContent()).toContain('name:');
    expect(await a11y(page)).toEqual([]);
    await shootBothSizes(page, 'bulk-upload-validated');

    const apply = page.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByLabel('Apply the 3 good rows only').check();
    await apply.click();
    await poll(() => toast(page, 'Bulk upload queued; rows are applied in the background.').isVisible()).toBe(true);
    // The progress bar follows the job (polled) to its end.
    const bar = page.getByLabel(`Progress of bulk upload ${id}`);
    await poll(() => bar.textContent(), 30_000).toContain('100%');
    await poll(() => page.getByText('Completed', { exact: true }).isVisible(), 15_000).toBe(true);
    await poll(() => page.locator('tbody tr.ant-table-row').filter({ hasText: 'Applied' }).count()).toBe(3);
    await shootBothSizes(page, 'bulk-upload-applied');

    // The error rows, ready to fix and upload again: the bad rows with their messages, nothing else.
    const errors = await downloaded(page, () => page.getByRole('button', { name: 'Error rows' }).click());
    const lines = errors.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(`${header.join(',')},errors`);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(mobile(2));
    expect(lines[1]).toContain('driverType');
    expect(lines[2]).toContain(mobile(4));
    expect(lines[2]).toContain('name');

    // The list shows it finished, and the v1 tab lists it read-only in SPEC §4's words: Published.
    await openFromSidebar(page, 'Bulk Upload', '/bulk-upload-v2');
    await page.getByRole('tab', { name: 'v1 (read-only)' }).click();
    // Within the v1 pane: the v2 list stays in the page, hidden, with the same file's row.
    const v1Pane = page.getByRole('tabpanel', { name: 'v1 (read-only)' });
    const v1Row = v1Pane.locator('tbody tr.ant-table-row').filter({ hasText: 'drivers.csv' });
    await poll(() => v1Row.count(), 15_000).toBe(1);
    expect(await v1Row.textContent()).toContain('Published');
    await shootBothSizes(page, 'bulk-upload-v1');
    expect(s.errors).toEqual([]);
  });
});
