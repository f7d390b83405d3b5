import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openFromSidebar, shootBothSizes, signedInSession } from '../support/signed-in.ts';
import { pick, poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

// A week far from the demo roster's (this week and next), so the upload changes nothing another spec sees.
const WEEK = '2031-01-06';

/** On a phone (375 px) nothing may stick out sideways: the elements that do, to name them in a failure. */
async function overflowOnPhone(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 375, height: 812 });
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > 376 && getComputedStyle(e).position !== 'fixed')
      .filter((e) => !e.closest('.ant-table-content, .ant-table-body, .ant-drawer'))
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')} ${Math.round(e.getBoundingClientRect().right)}`,
      )
      .slice(0, 5),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  return wide;
}

let session: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  session = await signedInSession('admin', 'admin123');
});
afterAll(() => session?.close());

describe('roster and leaves (issue 13 V1)', () => {
  it('an admin sees the week’s roster, uploads a file with a bad row, applies the good rows, then applies and revokes a leave', async () => {
    const { page } = session;
    await openFromSidebar(page, 'User Management V2', '/ums');
    await page.getByRole('link', { name: 'Older user management (V1)' }).click();
    await page.waitForURL((u) => u.pathname === '/user-management');
    await page.getByRole('tab', { name: 'Roster' }).click();

    // The demo roster: ops.in works this week at the first demo hub.
    const grid = page.getByRole('table', { name: 'Roster of the week' });
    const opsRow = grid.locator('tbody tr').filter({ hasText: 'ops.in' });
    await opsRow.waitFor();
    const hub = (await opsRow.locator('td').nth(1).locator('.ant-typography').textContent())!.trim();
    expect(hub).toMatch(/^[A-Z0-9][A-Z0-9_-]*$/);
    expect(await a11y(page)).toEqual([]);
    await shootBothSizes(page, 'users-roster');
    expect(await overflowOnPhone(page)).toEqual([]);

    await page.getByLabel('Week of').fill('2031-01-08'); // a Wednesday: the picker snaps to its Monday
    await page.getByLabel('Week of').press('Enter');
    await page.getByRole('heading', { name: `Week of ${WEEK} to 2031-01-12` }).waitFor();
    const csv = [
      'user,day,shiftStart,shiftEnd,locationCode',
      `ops.in,saturday,10:00,14:00,${hub}`,
      `ops.in,funday,10:00,14:00,${hub}`,
    ];
    await page.getByLabel('Roster file').setInputFiles({
      name: 'roster.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv.join('\n')}\n`),
    });
    const upload = page.getByRole('button', { name: `Upload for the week of ${WEEK}` });
    await upload.click();
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await errors.getByRole('cell', { name: 'must be a day monday to sunday' }).waitFor();
    expect(await grid.locator('tbody tr').filter({ hasText: 'ops.in' }).count()).toBe(0); // nothing applied
    await shootBothSizes(page, 'users-roster-errors');
    expect(await overflowOnPhone(page)).toEqual([]);
    await page.getByLabel('Apply the good rows only').check();
    await upload.click();
    // Issue 24 #4: the good rows only change only their own days, and the message says so.
    const applied = page
      .locator('.ant-message')
      .getByText(/^Roster uploaded: 1 shift of 1 user .*Only the days of the applied rows changed\.$/);
    await poll(() => applied.isVisible()).toBe(true);
    await poll(() =>
      grid.locator('tbody tr').filter({ hasText: 'ops.in' }).filter({ hasText: '10:00–14:00' }).count(),
    ).toBe(1);

    await page.getByRole('tab', { name: 'Leaves' }).click();
    const leaves = page.getByRole('table', { name: 'Leaves' });
    await leaves.getByRole('cell', { name: 'Ravi Operations (ops.in)' }).first().waitFor();
    await page.getByRole('button', { name: 'Apply leave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply leave' });
    await pick(page, 'User', 'Vikram Viewer (viewer)');
    await dialog.getByLabel('From').fill('2031-02-03');
    await dialog.getByLabel('From').press('Enter');
    await dialog.getByLabel('To').fill('2031-02-04');
    await dialog.getByLabel('To').press('Enter');
    await dialog.getByLabel('Reason').fill('Training');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await poll(() => toast(page, 'Leave applied successfully!').isVisible()).toBe(true);
    const row = leaves.locator('tbody tr').filter({ hasText: 'Vikram Viewer' });
    await row.getByText('Applied').waitFor();
    expect(await a11y(page)).toEqual([]);
    await shootBothSizes(page, 'users-leaves');
    expect(await overflowOnPhone(page)).toEqual([]);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Revoke' }).click();
    await poll(() => toast(page, 'Leave revoked successfully!').isVisible()).toBe(true);
    await row.getByText('Revoked').waitFor();
    // The one refusal this walk asks for on purpose, the file with a bad row, is also the console's one error.
    expect(session.errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    expect(session.failedResponses).toEqual(['HTTP 400 POST /api/v1/roster/upload']);
  });
});
