import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromSidebar, shootBothSizes, signedInSession } from '../support/signed-in.ts';
import { pick, poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

// VIEWER carries no permissions: giving it to ops.in (and taking it back) changes what no other spec sees.
const USER = 'ops.in';
// The seeded VIEWER group, as the panel names it.
const GROUP = 'Viewer';

let session: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  session = await signedInSession('admin', 'admin123');
});
afterAll(() => session?.close());

describe('user management V1 (issue 13)', () => {
  it('an admin goes from /ums to the V1 screen and adds a group to a user, then sees it in their groups', async () => {
    const { page } = session;
    await openFromSidebar(page, 'User Management V2', '/ums');
    // SPEC §2: V1 is never in the sidebar; /ums links to it.
    expect(await page.getByRole('menuitem', { name: /^User Management$/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Older user management (V1)' }).click();
    await page.waitForURL((u) => u.pathname === '/user-management');
    const row = page
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByRole('cell', { name: USER, exact: true }) });
    await row.waitFor();
    expect(await a11y(page)).toEqual([]);
    await shootBothSizes(page, 'users-v1');

    await row.getByRole('button', { name: 'Groups' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Groups of`).waitFor();
    await pick(page, 'Group to add', GROUP);
    await dialog.getByRole('button', { name: 'Add group' }).click();
    await poll(() => toast(page, 'User added to the group successfully!').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: `Remove ${GROUP}` }).waitFor();
    await shootBothSizes(page, 'users-v1-groups');
    // The footer's Close (the corner's × is named Close too).
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    // The grid is read again after the change: the user's groups cell names the new group.
    await poll(() => row.getByRole('cell', { name: new RegExp(`\\b${GROUP}\\b`) }).count()).toBe(1);

    // Put ops.in back as the demo data has them, through the same dialog.
    await row.getByRole('button', { name: 'Groups' }).click();
    await dialog.getByRole('button', { name: `Remove ${GROUP}` }).click();
    await poll(() => toast(page, 'User removed from the group successfully!').isVisible()).toBe(true);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('cell', { name: GROUP, exact: true }).waitFor();
    await shootBothSizes(page, 'users-v1-groups-tab');
    expect(session.errors).toEqual([]);
    expect(session.failedResponses).toEqual([]);
  });
});
