import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_MESSAGES, DEALER_MESSAGES } from '@b2c/domain';
import { poll, toast } from '../support/screen.ts';
import { openFromSidebar, shootBothSizes, signedInSession } from '../support/signed-in.ts';
import { freeCars, pageApi, workIn } from '../support/page-api.ts';

/**
 * Issue 16's done-when for the big dealer network: the admin turns the feature on for AU cars on /configs
 * (the feature matrix cell and the vertical's bigDealerActive flag, each with a reason), the sidebar item
 * appears, and two cars are allocated to an active dealer: two stock transfers, each row "Allocated".
 */
const COUNTRY = 'AU';

let s: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  s = await signedInSession('admin', 'admin123');
  await workIn(s.page, COUNTRY);
});
afterAll(() => s?.close());

describe('big dealer network (issue 16)', () => {
  it('turns big dealer on for AU cars in configs and allocates two cars to a dealer', async () => {
    const { page } = s;
    const menu = page.getByRole('menu', { name: 'Main navigation' });
    expect(await menu.getByRole('menuitem', { name: 'Big Dealer Network' }).count()).toBe(0);

    await openFromSidebar(page, 'Configs', '/configs');
    await page.getByRole('switch', { name: 'Big Dealer Network in AU CAR' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('AU starts selling through its dealer network');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await poll(() => toast(page, CONFIG_MESSAGES.featureSaved).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Edit flags of AU CAR' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Big dealer active' }).click();
    await dialog.getByLabel('Reason').fill('AU dealer network goes live');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => toast(page, CONFIG_MESSAGES.flagsSaved).isVisible()).toBe(true);

    // The panel's UI rules follow: the sidebar item appears without signing in again.
    await poll(() => menu.getByRole('menuitem', { name: 'Big Dealer Network' }).count(), 15_000).toBe(1);
    await openFromSidebar(page, 'Big Dealer Network', '/big-dealer');

    // Set-up: an active dealer and two free cars standing elsewhere than its locations.
    const dealers = await pageApi<{ id: number; name: string; active: boolean; locationCodes: string[] }[]>(
      page,
      '/api/v1/big-dealer?size=50',
      COUNTRY,
    );
    const dealer = dealers.find((d) => d.active && d.locationCodes.length > 0)!;
    expect(dealer, 'an active AU dealer with a location').toBeDefined();
    const cars = (await freeCars(page, COUNTRY))
      .filter((c) => !dealer.locationCodes.includes(c.locationCode!))
      .slice(0, 2)
      .map((c) => c.appointmentId);
    expect(cars).toHaveLength(2);

    await page.getByRole('link', { name: dealer.name, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/big-dealer/${dealer.id}`);
    await page.getByRole('button', { name: 'Allocate cars' }).click();
    dialog = page.getByRole('dialog');
    const location = dialog.getByLabel('Dealer location', { exact: true });
    if (dealer.locationCodes.length > 1) {
      await location.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    }
    await dialog.getByLabel('Appointment IDs').fill(cars.join('\n'));
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await poll(() => toast(page, DEALER_MESSAGES.allocated(2, 2)).isVisible(), 15_000).toBe(true);
    const results = dialog.locator('tbody tr');
    await poll(() => results.filter({ hasText: 'Allocated' }).count()).toBe(2);
    await shootBothSizes(page, 'dealer-allocated');
    expect(s.errors).toEqual([]);
  });
});
