import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Browser, Page } from 'playwright-core';
import { MESSAGES, TIME_ZONES, addDays, formatDate } from '@b2c/domain';
import { launchBrowser, newSession, seriousA11yViolations, signIn, type Session } from '../support/browser.ts';
import { toast } from '../support/screen.ts';
import { pageApi } from '../support/page-api.ts';

/**
 * A car of the ID CAR vertical (no other spec works there) goes from where it stands to another
 * location through /logistic/{id}: pickup request with a slot, vendor (and its e-mail, in the outbox
 * list), trip start and end, received — with the detail and the logistics grid compared after each step,
 * and the closed movement in the panel's past movements at the end. A second car goes through a next hop,
 * where its receipt opens the onward leg.
 */
const COUNTRY = 'ID';
const tomorrow = addDays(formatDate(new Date(), TIME_ZONES[COUNTRY]), 1);

interface Car {
  appointmentId: string;
  locationCode: string | null;
  movementActive: boolean;
}

/** Test set-up through the API as the signed-in page calls it, in this spec's vertical. */
const api = <T>(page: Page, path: string) => pageApi<T>(page, path, COUNTRY);

const expectToast = async (page: Page, text: string) =>
  expect.poll(() => toast(page, text).isVisible(), { timeout: 10_000 }).toBe(true);
const option = (page: Page) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').first();
const pickFirst = async (page: Page, field: Locator) => {
  await field.click();
  await option(page).click();
  // axe must not meet a dropdown mid-fade (antd's transient listbox is not the screen's).
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
};

/** A stocked-in car without a movement whose location offers pickup slots tomorrow, not one of `besides`. */
const carWithSlotsTomorrow = async (page: Page, besides: readonly string[] = []) => {
  const cars = await api<Car[]>(page, '/api/inventory?locationStatus=STOCKED_IN&size=100');
  for (const c of cars
    .filter((x) => !x.movementActive && x.locationCode && !besides.includes(x.appointmentId))
    .reverse()) {
    const slots = await api<{ slots: unknown[] }>(page, `/api/slot?date=${tomorrow}&locationCode=${c.locationCode}`);
    if (slots.slots.length > 0) return c;
  }
  return undefined;
};

/** The pickup request dialog filled with the first destination and tomorrow's first slot. */
const createPickupRequest = async (page: Page) => {
  await page.getByRole('button', { name: 'Create pickup request' }).click();
  const dialog = page.getByRole('dialog');
  await pickFirst(page, dialog.getByLabel('To', { exact: true }));
  await dialog.getByLabel('Pickup date').fill(tomorrow);
  await dialog.getByLabel('Pickup date').press('Enter');
  await pickFirst(page, dialog.getByRole('combobox', { name: 'Slot' }));
  return dialog;
};

/** Set vendor → In House, with a driver e-mail (an in-house move has no vendor desk). */
const setInHouseVendor = async (page: Page) => {
  await page.getByRole('button', { name: 'Set vendor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Vendor', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('In House', { exact: true }).click();
  await dialog.getByLabel('Driver e-mail').fill('driver.e2e@example.com');
  await dialog.getByRole('button', { name: 'Set vendor' }).click();
  await expectToast(page, MESSAGES.logisticVendorSet);
};

/** A value of the movement summary, beside its label (a summary row holds several pairs). */
const summaryValue = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

let browser: Browser;
let session: Session;
let car: Car;
/** The slot the pickup request took (HH:MM-HH:MM), to find the movement again once it is closed. */
let slot: string;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await newSession(browser);
  await signIn(session.page, 'admin', 'admin123');
  // Admin may work in every vertical; the header's choice lives in localStorage (SPEC §9 keys).
  await session.page.evaluate((c) => {
    localStorage.setItem('country', c);
    localStorage.setItem('vehicleType', 'CAR');
  }, COUNTRY);
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
});

describe('logistics', () => {
  const { movementStatus, gridRow } = {
    movementStatus: (page: Page) => page.getByTestId('movement-status').textContent(),
    gridRow: async (page: Page, from: string) => {
      await page.goto(`/logistic?f.locationCode=${from}&f.date=${tomorrow}`);
      await page.locator('.ant-table').waitFor({ timeout: 15_000 });
      await page.locator('.ant-spin-spinning').waitFor({ state: 'detached', timeout: 15_000 });
      return page
        .locator('.ant-table-row')
        .filter({ has: page.getByRole('link', { name: car.appointmentId, exact: true }) });
    },
  };

  it('picks a stocked-in car with free slots tomorrow', async () => {
    car = (await carWithSlotsTomorrow(session.page))!;
    expect(car).toBeDefined();
  });

  it('creates a pickup request with a slot, and the grid shows it', async () => {
    const { page } = session;
    await page.goto(`/logistic/${car.appointmentId}`);
    const dialog = await createPickupRequest(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create pickup request' }).click();
    await expectToast(page, MESSAGES.pickupRequestCreated);
    await expect.poll(() => movementStatus(page)).toBe('Pending');
    const pickup = await page.getByText(new RegExp(`^${tomorrow} \\d{2}:\\d{2}-\\d{2}:\\d{2}$`)).textContent();
    slot = pickup!.slice(tomorrow.length + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const row = await gridRow(page, car.locationCode!);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(slot);
    expect(await row.textContent()).toContain('Pending');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('exports the open movements as a CSV file holding the new pickup, under the name the server gives', async () => {
    const { page } = session;
    await page.goto('/logistic');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export open movements' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`open-movements-${COUNTRY}-CAR.csv`);
    const text = await readFile((await file.path())!, 'utf8');
    // One byte-order mark (Excel reads UTF-8), never two: the panel strips the server's before adding its own.
    expect(text.startsWith('\uFEFF') && !text.startsWith('\uFEFF\uFEFF')).toBe(true);
    expect(text).toContain(car.appointmentId);
  });

  it('sets the vendor, starts and ends the trip, marks the car received', async () => {
    const { page } = session;
    await page.goto(`/logistic/${car.appointmentId}`);
    // An in-house move has no vendor desk: its e-mail goes to the driver named in the vendor dialog.
    await setInHouseVendor(page);

    const emails = page.getByRole('table', { name: 'Vendor e-mails' });
    await emails.waitFor();
    const email = emails.locator('.ant-table-row').filter({ hasText: 'driver.e2e@example.com' });
    expect(await email.count()).toBe(0);
    await page.getByRole('button', { name: 'Send vendor e-mail' }).click();
    await expectToast(page, MESSAGES.vendorEmailSent);
    await expect.poll(() => email.count()).toBe(1);
    // Queued until the outbox job runs (about a second), then recorded: no mail server in this test.
    await expect.poll(() => email.textContent()).toMatch(/(Queued|Recorded)/);
    expect(await email.textContent()).toContain(`Pickup assigned: apt-${car.appointmentId}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const row = await gridRow(page, car.locationCode!);
    await expect.poll(() => row.textContent()).toContain('In House');

    await page.goto(`/logistic/${car.appointmentId}`);
    await page.getByRole('button', { name: 'Start trip' }).click();
    await expectToast(page, MESSAGES.tripStarted);
    await expect.poll(() => page.getByTestId('car-location').textContent()).toBe('In Transit');
    const onRoad = await gridRow(page, car.locationCode!);
    await expect.poll(() => onRoad.count()).toBe(1);
    await expect.poll(() => onRoad.textContent()).toContain('Pending');

    await page.goto(`/logistic/${car.appointmentId}`);
    await page.getByRole('button', { name: 'End trip' }).click();
    await expectToast(page, MESSAGES.tripEnded);
    // issue 24 #21: beside the movement's "Pending", the header says the car waits to be received there.
    await expect
      .poll(() => page.getByTestId('car-location').textContent())
      .toMatch(/^Arrived at .+, awaiting receipt$/);
    const destination = (await page.getByTestId('car-location').textContent())!
      .replace('Arrived at ', '')
      .replace(', awaiting receipt', '');

    await page.getByRole('button', { name: 'Mark received' }).click();
    await expectToast(page, 'Inventory marked as received');
    await expect.poll(() => page.getByTestId('car-location').textContent()).toBe(`Stocked In at ${destination}`);
    expect(await page.getByText('No open movement.').isVisible()).toBe(true);
    // Newest first, so this car's earlier movements (if the seed gave it any) come after it.
    const past = page.getByRole('table', { name: 'Past movements' }).locator('.ant-table-row').first();
    await expect.poll(() => past.textContent()).toContain(`${tomorrow} ${slot}`);
    const closed = (await past.textContent())!;
    for (const text of ['Done', `${car.locationCode} → ${destination}`, 'In House']) expect(closed).toContain(text);
    // The e-mail stays listed after the movement closed: the outbox is the car's, not the open movement's.
    expect(await email.count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Closed: the grid's default (open movements only) no longer lists it.
    expect(await (await gridRow(page, car.locationCode!)).count()).toBe(0);
  });

  it('routes a car through a next hop: the receipt there opens the onward leg to the destination', async () => {
    const { page } = session;
    const routed = (await carWithSlotsTomorrow(page, [car.appointmentId]))!;
    expect(routed).toBeDefined();
    await page.goto(`/logistic/${routed.appointmentId}`);
    const request = await createPickupRequest(page);
    await request.getByRole('button', { name: 'Create pickup request' }).click();
    await expectToast(page, MESSAGES.pickupRequestCreated);
    const route = summaryValue(page, 'From → To');
    await route.waitFor();
    const destination = (await route.textContent())!.split('→').at(-1)!.trim();

    await page.getByRole('button', { name: 'Next hop' }).click();
    const hopDialog = page.getByRole('dialog');
    await pickFirst(page, hopDialog.getByLabel('Next hop', { exact: true }));
    await hopDialog.getByRole('button', { name: 'Create next hop' }).click();
    await expectToast(page, MESSAGES.nextHopCreated);
    await expect.poll(() => route.textContent()).toMatch(new RegExp(`→ .+ → ${destination}$`));
    const hop = (await route.textContent())!.split('→')[1]!.trim();

    await setInHouseVendor(page);
    await page.getByRole('button', { name: 'Start trip' }).click();
    await expectToast(page, MESSAGES.tripStarted);
    await page.getByRole('button', { name: 'End trip' }).click();
    await expectToast(page, MESSAGES.tripEnded);
    await expect.poll(() => page.getByTestId('car-location').textContent()).toBe(`Arrived at ${hop}, awaiting receipt`);

    await page.getByRole('button', { name: 'Mark received' }).click();
    await expectToast(page, 'Inventory marked as received');
    // The onward leg waits at the hop for its own vendor; the first leg is a past movement ending there.
    await expect.poll(() => page.getByTestId('car-location').textContent()).toBe(`Pending at ${hop}`);
    await expect.poll(() => route.textContent()).toBe(`${hop} → ${destination}`);
    expect(await page.getByTestId('movement-status').textContent()).toBe('Pending');
    expect(await summaryValue(page, 'Tags').textContent()).toContain('Next Hop Leg');
    expect(await page.getByRole('button', { name: 'Set vendor' }).isVisible()).toBe(true);
    const past = page.getByRole('table', { name: 'Past movements' }).locator('.ant-table-row').first();
    await expect.poll(() => past.textContent()).toContain(`${routed.locationCode} → ${hop} → ${destination}`);
    expect(await past.textContent()).toContain('Done');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
