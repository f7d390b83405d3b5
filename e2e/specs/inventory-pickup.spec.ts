import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MESSAGES, TIME_ZONES, addDays, formatDate } from '@b2c/domain';
import { launchBrowser, newSession, seriousA11yViolations, signIn, type Session } from '../support/browser.ts';
import { poll, toast } from '../support/screen.ts';
import { freeCars, pageApi, type ApiCar } from '../support/page-api.ts';

/**
 * Issue 19 "reachable by clicking": an operator (ops.in, IN CAR) goes from the inventory grid to a car
 * with no movement and creates its pickup request on the inventory detail, without typing a URL. Only
 * the choice of car (stocked in, no movement, slots tomorrow) reads the API, as test setup.
 */
const COUNTRY = 'IN';
const tomorrow = addDays(formatDate(new Date(), TIME_ZONES[COUNTRY]), 1);

/** Test set-up through the API as the signed-in page calls it, in this spec's vertical. */
const api = <T>(page: Page, path: string) => pageApi<T>(page, path, COUNTRY);

/** A stocked-in car without a movement, with a registration number, whose location offers slots tomorrow. */
const carWithoutMovement = async (page: Page) => {
  for (const c of await freeCars(page, COUNTRY)) {
    const slots = await api<{ slots: unknown[] }>(page, `/api/slot?date=${tomorrow}&locationCode=${c.locationCode}`);
    if (slots.slots.length > 0) return c;
  }
  throw new Error(`no stocked-in IN car without a movement has pickup slots on ${tomorrow}`);
};

/** Two such cars at one location (the dialog offers the slots of the location the cars stand at). */
const twoCarsAtOneLocation = async (page: Page): Promise<[ApiCar, ApiCar]> => {
  const cars = await freeCars(page, COUNTRY);
  for (const c of cars) {
    const other = cars.find((o) => o !== c && o.locationCode === c.locationCode);
    if (!other) continue;
    const slots = await api<{ slots: unknown[] }>(page, `/api/slot?date=${tomorrow}&locationCode=${c.locationCode}`);
    if (slots.slots.length > 0) return [c, other];
  }
  throw new Error(`no two stocked-in IN cars without a movement at one location with pickup slots on ${tomorrow}`);
};

const pickFirst = async (page: Page, field: Locator) => {
  await field.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)')
    .first()
    .click();
  // axe must not meet a dropdown mid-fade (antd's transient listbox is not the screen's).
  await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
};

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser);
  await signIn(session.page, 'ops.in', 'ops123');
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

describe('pickup request from the inventory (ops.in)', () => {
  it('goes from the grid to a car with no movement and creates its pickup request by clicking', async () => {
    const { page } = session;
    await page.getByRole('menu', { name: 'Main navigation' }).waitFor({ timeout: 15_000 });
    const car = await carWithoutMovement(page);
    const registration = car.registrationNumber!;

    // The grid: the sidebar item, then the search box.
    await page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Inventory' }).click();
    await page.waitForURL((u) => u.pathname === '/inventory');
    const search = page.getByRole('search');
    await search.getByLabel('Search value').fill(registration);
    await search.getByRole('button', { name: 'Search' }).click();
    await poll(() => page.locator('.ant-table-row').count(), 15_000).toBe(1);
    await page.getByRole('link', { name: car.appointmentId, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/inventory/${car.appointmentId}`);

    // The detail carries the movement panel: no movement yet, the pickup request offered.
    // (exact: the grid's batch "Create pickup requests…" must not count.)
    const create = page.getByRole('button', { name: 'Create pickup request', exact: true });
    await create.waitFor({ timeout: 15_000 });
    expect(await page.getByText('No open movement.').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await create.click();
    const dialog = page.getByRole('dialog');
    await pickFirst(page, dialog.getByLabel('To', { exact: true }));
    await dialog.getByLabel('Pickup date').fill(tomorrow);
    await dialog.getByLabel('Pickup date').press('Enter');
    await pickFirst(page, dialog.getByRole('combobox', { name: 'Slot' }));
    await dialog.getByRole('button', { name: 'Create pickup request', exact: true }).click();
    await poll(() => toast(page, MESSAGES.pickupRequestCreated).isVisible()).toBe(true);

    // The panel now shows the open movement and offers what follows, on the same inventory screen.
    await poll(() => page.getByTestId('movement-status').isVisible(), 15_000).toBe(true);
    expect(await page.getByRole('button', { name: 'Create pickup request', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Refresh movement' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/inventory/${car.appointmentId}`);
    const after = await api<{ movementActive: boolean }>(page, `/api/inventory/v2/apt-${car.appointmentId}`);
    expect(after.movementActive).toBe(true);
    expect(session.errors).toEqual([]);
  });

  // Issue 27 #2: the grid's pickup requests are the movement area's dialog, composed with the inventory grid in app/.
  it('creates pickup requests for a grid selection: one outcome per car', async () => {
    const { page } = session;
    const [first, second] = await twoCarsAtOneLocation(page);
    await page.goto(`/inventory?size=100&f.locationCode=${encodeURIComponent(first.locationCode!)}`);
    for (const car of [first, second]) {
      const row = page.locator('.ant-table-row', { hasText: car.registrationNumber! });
      await row.waitFor({ timeout: 15_000 });
      await row.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Create pickup requests…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Create pickup requests for 2 cars').waitFor({ timeout: 15_000 });
    await pickFirst(page, dialog.getByLabel('To', { exact: true }));
    await dialog.getByLabel('Pickup date').fill(tomorrow);
    await dialog.getByLabel('Pickup date').press('Enter');
    await pickFirst(page, dialog.getByRole('combobox', { name: 'Slot' }));
    await dialog.getByRole('button', { name: 'Create pickup requests', exact: true }).click();
    // Each car is answered on its own (a car already on the road is refused, the others get their request).
    const results = dialog.getByRole('table', { name: 'Pickup request results' });
    await poll(() => results.locator('.ant-table-row').count(), 15_000).toBe(2);
    await poll(() =>
      page
        .locator('.ant-message')
        .getByText(/of 2 pickup requests created/)
        .isVisible(),
    ).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
