import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn, type Session } from '../support/browser.ts';
import { poll, settledA11yViolations, toast } from '../support/screen.ts';

interface Car {
  appointmentId: string;
  listingPrice: string | null;
  version: number;
}
interface OpenRequest {
  id: number;
  appointmentId: string;
  version: number;
}

/** The API as the signed-in page calls it (token from the OIDC user store), in the IN CAR vertical. */
const api = <T>(page: Page, path: string, method = 'GET', body?: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Country': 'IN',
          'X-Vehicle-Type': 'CAR',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, data: ((await res.json()) as { data: unknown }).data };
    },
    { path, method, body },
  ) as Promise<{ status: number; data: T }>;

let browser: Browser;
let maker: Session;
let desk: Session;
let phone: Session;
/** The five cars whose price changes ops.in asked for, in the order asked (so the queue's order). */
const asked: { appointmentId: string; price: number }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  maker = await newSession(browser);
  desk = await newSession(browser);
  phone = await newSession(browser, { width: 375, height: 740 });
  await signIn(maker.page, 'ops.in', 'ops123');
  await signIn(desk.page, 'approver', 'approver123');
  await signIn(phone.page, 'approver', 'approver123');

  // The queue starts empty of price revisions: anything other specs or the seed left is rejected.
  const open = await api<OpenRequest[]>(desk.page, '/api/pendingAction?filterGroup=PRICE_REVISION&size=100');
  for (const r of open.data) {
    await api(desk.page, '/api/pendingAction', 'POST', { id: r.id, decision: 'REJECT', version: r.version });
  }
  // ops.in (no approval right) asks for five price revisions, each on a car without an open one.
  const cars = await api<Car[]>(maker.page, '/api/inventory?status=READY_FOR_SALE&sold=false&published=true&size=40');
  for (const car of cars.data) {
    if (asked.length === 5 || car.listingPrice === null) continue;
    const price = Math.round(Number(car.listingPrice) * 0.97);
    const res = await api<{ pendingAction: { id: number } | null }>(
      maker.page,
      `/api/inventory/apt-${car.appointmentId}?action=LIST_PRICE`,
      'POST',
      { version: car.version, listingPrice: price, priceChangeReason: 'PRICE_REVISION' },
    );
    if (res.status === 200 && res.data.pendingAction) asked.push({ appointmentId: car.appointmentId, price });
  }
}, 120_000);
afterAll(async () => {
  for (const s of [maker, desk, phone]) await s?.context.close();
  await browser?.close();
});

const cardOf = (page: Page, appointmentId: string) =>
  page.getByRole('article').filter({ has: page.locator(`a[href^="/inventory/${appointmentId}?"]`) });

/** The decision buttons are on screen as they are: no sideways scroll to reach them. */
const fullyInView = async (page: Page, appointmentId: string) => {
  const width = page.viewportSize()!.width;
  const boxes = await Promise.all(
    ['Approve', 'Modify', 'Reject'].map((name) =>
      cardOf(page, appointmentId)
        .getByRole('button', { name: new RegExp(`^${name} request`) })
        .boundingBox(),
    ),
  );
  return boxes.every((b) => b !== null && b.x >= 0 && b.x + b.width <= width);
};

const decide = async (page: Page, appointmentId: string, decision: 'Approve' | 'Modify' | 'Reject', value?: string) => {
  const card = cardOf(page, appointmentId);
  await card.getByRole('button', { name: new RegExp(`^${decision} request`) }).click();
  const dialog = page.getByRole('dialog');
  if (value) await dialog.getByLabel('Value to apply instead').fill(value);
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  await poll(() => card.count()).toBe(0);
};

describe("the approver's queue", () => {
  it('the approver clears five price changes by clicking, at 1280 px and on a phone', async () => {
    expect(asked).toHaveLength(5);

    // Phone: menu → Inventory → Approval queue → Price Revision; decide the newest request there.
    const small = phone.page;
    await small.getByRole('button', { name: /menu/i }).first().click();
    await small.getByRole('link', { name: 'Inventory' }).click();
    await small.getByRole('link', { name: /Approval queue/ }).click();
    await small.waitForURL((u) => u.pathname === '/inventory/pending-actions');
    await small.getByRole('tab', { name: /Price Revision/ }).click();
    await poll(() => small.getByRole('tab', { name: 'Price Revision (5)' }).isVisible()).toBe(true);
    const newest = asked[4]!;
    await cardOf(small, newest.appointmentId).waitFor();
    await cardOf(small, newest.appointmentId).scrollIntoViewIfNeeded();
    expect(await fullyInView(small, newest.appointmentId)).toBe(true);
    await decide(small, newest.appointmentId, 'Approve');
    await poll(() => toast(small, 'Pending action approved').isVisible()).toBe(true);

    // Desktop: from the inventory grid by clicking, oldest first, each decided in place.
    const page = desk.page;
    await page.goto('/inventory');
    await page.getByRole('link', { name: /Approval queue/ }).click();
    await page.waitForURL((u) => u.pathname === '/inventory/pending-actions');
    await page.getByRole('tab', { name: /Price Revision/ }).click();
    await poll(() => page.getByRole('tab', { name: 'Price Revision (4)' }).isVisible()).toBe(true);
    const order = () =>
      page
        .getByRole('article')
        .locator('a[href^="/inventory/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split(/[/?]/)[2]));
    // Oldest first: the order ops.in asked in.
    await poll(order).toEqual(asked.slice(0, 4).map((a) => a.appointmentId));
    for (const { appointmentId } of asked.slice(0, 4)) expect(await fullyInView(page, appointmentId)).toBe(true);
    expect(await settledA11yViolations(page)).toEqual([]);

    // The first car's pending-action audit, opened under its request.
    const first = cardOf(page, asked[0]!.appointmentId);
    await first.getByRole('button', { name: 'Audit' }).click();
    await poll(() => first.getByRole('row').filter({ hasText: 'ops.in' }).count()).toBeGreaterThan(0);

    await decide(page, asked[0]!.appointmentId, 'Approve');
    await poll(() => toast(page, 'Pending action approved').isVisible()).toBe(true);
    const modified = String(asked[1]!.price - 1000);
    await decide(page, asked[1]!.appointmentId, 'Modify', modified);
    await poll(() => toast(page, 'Pending action modified and applied').isVisible()).toBe(true);
    await decide(page, asked[2]!.appointmentId, 'Reject');
    await poll(() => toast(page, 'Pending action rejected').isVisible()).toBe(true);
    await decide(page, asked[3]!.appointmentId, 'Approve');

    await poll(() => page.getByText('No requests waiting for a decision').isVisible()).toBe(true);
    await poll(() => page.getByRole('tab', { name: 'Price Revision (0)' }).isVisible()).toBe(true);

    // The decisions reached the cars: approved and modified prices applied, the rejected one not.
    const priceOf = async (id: string) =>
      Number((await api<Car>(page, `/api/inventory/v2/apt-${id}`)).data.listingPrice);
    expect(await priceOf(asked[0]!.appointmentId)).toBe(asked[0]!.price);
    expect(await priceOf(asked[1]!.appointmentId)).toBe(Number(modified));
    expect(await priceOf(asked[2]!.appointmentId)).not.toBe(asked[2]!.price);
    expect(await priceOf(newest.appointmentId)).toBe(newest.price);
  });
});
