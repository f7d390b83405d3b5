import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, seriousA11yViolations, signIn, type Session } from '../support/browser.ts';
import { pageApi } from '../support/page-api.ts';
import { poll, toast } from '../support/screen.ts';

interface Car {
  appointmentId: string;
  registrationNumber: string | null;
  locationCode: string | null;
  locationStatus: string | null;
  movementActive: boolean;
  make: string;
  model: string;
  year: number;
}
interface Location {
  id: number;
  code: string | null;
  name: string;
}

/** Where the 390 px screenshots go (this screen is used on phones in yards): look at them after a change. */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
const FIELD = 'Registration, chassis number or appointment id';
const UNKNOWN_ID = 'ZZ00NOSUCHCAR';

let browser: Browser;
/** ops.in on a phone; cc.admin (operations too) on a desk, counting the same audit. */
let ops: Session;
let second: Session;
let hub: Location;
let atHub: Car[];
let stray: Car;
let strayHome: Location;
let auditPath: string;

const tally = (page: Page) => page.getByTestId('yard-audit-tally');
const answers = (page: Page) => page.getByRole('log', { name: 'Scan answers, newest first' });

async function count(page: Page, identifier: string) {
  await page.getByLabel(FIELD).fill(identifier);
  await page.keyboard.press('Enter');
  await poll(() => page.getByLabel(FIELD).inputValue()).toBe('');
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ops = await newSession(browser, { width: 390, height: 844 });
  second = await newSession(browser);
  await signIn(ops.page, 'ops.in', 'ops123');
  await signIn(second.page, 'cc.admin', 'cc123');
  for (const s of [ops, second]) s.page.setDefaultTimeout(15_000);

  // A seeded IN hub holding a few cars, and a car stocked in at another location.
  const cars = await pageApi<Car[]>(ops.page, '/api/inventory?size=100', 'IN');
  const byHub = new Map<string, Car[]>();
  for (const car of cars)
    if (car.locationCode?.startsWith('HUB-'))
      byHub.set(car.locationCode, [...(byHub.get(car.locationCode) ?? []), car]);
  // The fullest hub of a handful of cars: a few to count, two left missing.
  const hubs = [...byHub.entries()].filter(([, c]) => c.length >= 3);
  const [code, held] = (hubs.filter(([, c]) => c.length <= 8).sort((a, b) => b[1].length - a[1].length)[0] ??
    hubs.sort((a, b) => a[1].length - b[1].length)[0])!;
  const locations = await pageApi<Location[]>(ops.page, '/api/v2/store-location?size=2000', 'IN');
  hub = locations.find((l) => l.code === code)!;
  // The whole list the system holds there, not only the grid's first page.
  atHub = await pageApi<Car[]>(ops.page, `/api/inventory?size=100&locationCode=${code}`, 'IN');
  expect(atHub.length).toBe(held.length);
  stray = cars.find(
    (c) =>
      c.locationCode &&
      c.locationCode !== code &&
      c.registrationNumber &&
      c.locationStatus === 'STOCKED_IN' &&
      !c.movementActive,
  )!;
  strayHome = locations.find((l) => l.code === stray.locationCode)!;
}, 120_000);

afterAll(async () => {
  for (const s of [ops, second]) await s?.context.close();
  await browser?.close();
});

describe('yard audit by scanning (issue 28)', () => {
  it('is reached from the stock-in icon’s menu and from a location’s “Audit this yard”', async () => {
    const page = ops.page;
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'More stock in actions' }).click();
    await page.getByRole('menuitem', { name: 'Yard audit' }).click();
    await page.waitForURL((u) => u.pathname === '/yard-audit');

    await page.goto(`/location/${hub.id}`);
    await page.getByRole('link', { name: 'Audit this yard' }).click();
    await page.waitForURL((u) => u.pathname === '/yard-audit' && u.searchParams.get('location') === hub.code);
    await page.getByRole('button', { name: `Start audit of ${hub.name}` }).click();
    await page.waitForURL((u) => /^\/yard-audit\/\d+$/.test(u.pathname));
    auditPath = new URL(page.url()).pathname;
    await poll(() => tally(page).textContent()).toBe(`Found 0 of ${atHub.length}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('counts by typing with a second person on the same audit: answers in words, one tally for both', async () => {
    const page = ops.page;
    // The second person joins from the location's audits.
    await second.page.goto(`/yard-audit?location=${hub.code}`);
    await second.page.getByRole('button', { name: 'Join audit' }).click();
    await second.page.waitForURL((u) => u.pathname === auditPath);

    const found = atHub.slice(0, -2);
    for (const [i, car] of found.entries()) {
      await count(page, car.registrationNumber ?? car.appointmentId);
      await poll(() => tally(page).textContent()).toBe(`Found ${i + 1} of ${atHub.length}`);
    }
    await poll(() => answers(page).getByText('Expected ✓', { exact: true }).count()).toBe(found.length);
    // The desk sees the phone's count without touching anything (polled), and its own scan of a counted car
    // says who counted it and when.
    await poll(() => tally(second.page).textContent(), 6_000).toBe(`Found ${found.length} of ${atHub.length}`);
    await count(second.page, found[0]!.appointmentId);
    await poll(() => answers(second.page).textContent()).toMatch(
      /^Already scanned by Ravi Operations at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );

    await count(page, stray.registrationNumber!);
    await poll(() => answers(page).locator('.yard-audit-answer').first().textContent()).toContain(
      `Belongs to ${strayHome.name} — unexpected here`,
    );
    await count(page, UNKNOWN_ID);
    await poll(() => answers(page).locator('.yard-audit-answer').first().textContent()).toContain('Not a car we know');
    await poll(() => tally(second.page).textContent(), 6_000).toBe(`Found ${found.length} of ${atHub.length}`);
    await poll(() => second.page.getByText('1 unexpected · 1 unknown').isVisible(), 6_000).toBe(true);
    await shoot(page, 'yard-audit-scanning-390');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('finishes with 2 missing, 1 unexpected at its real location and 1 unknown', async () => {
    const page = ops.page;
    await page.getByRole('button', { name: 'Finish audit' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Finish audit' }).click();
    const missing = page.getByRole('region', { name: 'Missing (2)' });
    await missing.waitFor();
    for (const car of atHub.slice(-2))
      expect(await missing.getByText(car.appointmentId, { exact: false }).count()).toBe(1);
    const unexpected = page.getByRole('region', { name: 'Unexpected (1)' });
    expect(await unexpected.textContent()).toContain(`The system has it at ${strayHome.name} (Stocked In)`);
    expect(await page.getByRole('region', { name: 'Unknown identifiers (1)' }).textContent()).toContain(UNKNOWN_ID);
    const accuracy = Math.round(((atHub.length - 2) / atHub.length) * 1000) / 10;
    expect(await page.getByText(`${accuracy} %`, { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'yard-audit-finished-390');
    // The desk, which was on the open audit, shows the finish by itself (its poll sees the new status).
    await second.page.getByRole('region', { name: 'Missing (2)' }).waitFor();
    await shoot(second.page, 'yard-audit-finished-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('stocks the unexpected car in here: the car moves', async () => {
    const page = ops.page;
    const unexpected = page.getByRole('region', { name: 'Unexpected (1)' });
    await unexpected
      .getByRole('button', { name: new RegExp(`^Stock in ${stray.registrationNumber} · .* here$`) })
      .click();
    await toast(page, `Stocked in at ${hub.name}`).waitFor();
    await poll(() => unexpected.textContent()).toContain('Stocked in here by Ravi Operations');
    const car = await pageApi<Car>(ops.page, `/api/inventory/v2/apt-${stray.appointmentId}`, 'IN');
    expect(car.locationCode).toBe(hub.code);
  });

  it('marks a missing car lost with a reason: a request the approver sees', async () => {
    const page = ops.page;
    const lost = atHub.at(-1)!;
    const missing = page.getByRole('region', { name: 'Missing (2)' });
    await missing
      .getByRole('button', { name: new RegExp(`^Mark ${lost.registrationNumber ?? lost.appointmentId} · .* missing$`) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Not in any row; gate log has no exit');
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await toast(page, 'Sent to an approver: the car is marked lost once they approve.').waitFor();
    await poll(() => missing.textContent()).toContain('Reported missing by Ravi Operations');

    const approver = await newSession(browser);
    try {
      await signIn(approver.page, 'approver', 'approver123');
      await approver.page.goto('/inventory/pending-actions');
      const card = approver.page
        .getByRole('article')
        .filter({ hasText: 'Missing car report' })
        .filter({
          hasText: `${hub.code} → Lost`,
        });
      await card.first().waitFor();
      expect(await card.first().textContent()).toContain('Not in any row; gate log has no exit');
      expect(
        await card
          .first()
          .getByRole('button', { name: /^Approve request/ })
          .isVisible(),
      ).toBe(true);
    } finally {
      await approver.context.close();
    }
    expect(ops.errors).toEqual([]);
  });

  it('keeps the audit in the location’s history with its accuracy, who and when', async () => {
    const page = ops.page;
    await page.getByRole('link', { name: 'All audits here' }).click();
    await page.waitForURL((u) => u.pathname === '/yard-audit');
    const accuracy = Math.round(((atHub.length - 2) / atHub.length) * 1000) / 10;
    const id = auditPath.split('/').at(-1);
    const item = page.getByRole('listitem').filter({ hasText: `Audit #${id}` });
    await poll(() => item.getByLabel(`Accuracy of audit ${id}`).textContent()).toBe(`${accuracy} %`);
    expect(await item.textContent()).toMatch(/Started by Ravi Operations at .+; finished by Ravi Operations at /);
    await shoot(page, 'yard-audit-history-390');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
