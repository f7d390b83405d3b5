import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/browser.ts';
import { pageApi } from '../support/page-api.ts';
import { poll } from '../support/screen.ts';
import { signedInSession } from '../support/signed-in.ts';

interface Ageing {
  ageing: { bucket: string; count: number }[];
}
interface SlotCapacity {
  today: string;
  slots: { date: string; slotFrom: string; slotTo: string; booked: number; capacity: number }[];
}
interface Punctuality {
  vendors: { due: number; onTime: number }[];
}

/** Issue 29: the start page. Screenshots at desktop and 390 px go to SHOTS: look at them after a change. */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
const LABELS: Record<string, string> = {
  '90+': 'Over 90 days',
  '61-90': '61–90 days',
  '31-60': '31–60 days',
  '8-30': '8–30 days',
  '0-7': '0–7 days',
};

/**
 * Tiles below a phone's first screen are drawn only as they come near (issue 30): scroll down the page as a
 * user would until the last tile is drawn and no tile waits undrawn, then back to the top.
 */
const scrollThroughTiles = (page: Page) =>
  page.evaluate(async () => {
    const waiting = () =>
      document.querySelector('[data-testid$="-later"]') !== null ||
      document.querySelector('[data-testid="dashboard-tile-location"]') === null;
    for (let step = 0; step < 200 && waiting(); step++) {
      window.scrollBy(0, window.innerHeight / 2);
      await new Promise((next) => setTimeout(next, 100));
    }
    window.scrollTo(0, 0);
  });

/** A tile off the screen is not painted (content-visibility: auto): a whole-page screenshot paints them all. */
const paintEveryTile = (page: Page) =>
  page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('main [style*="content-visibility"]').forEach((cell) => {
      cell.style.contentVisibility = 'visible';
    });
  });

let s: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  s = await signedInSession('ops.in', 'ops123');
});
afterAll(() => s?.close());

describe('the dashboard (ops.in, IN cars)', () => {
  it('lands after sign-in; the ageing tile shows the seeded buckets and its click opens the grid with the same cars', async () => {
    const { page } = s;
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const seeded = await pageApi<Ageing>(page, '/api/dashboard/inventory', 'IN');
    // The demo seed stocks IN cars in over the last two months: more than one bucket holds cars.
    expect(seeded.ageing.filter((b) => b.count > 0).length).toBeGreaterThan(1);

    const tile = page.getByTestId('dashboard-tile-ageing');
    await tile.getByRole('switch').click();
    const rows = tile.getByRole('table').getByRole('row');
    await poll(() => rows.count()).toBe(seeded.ageing.length + 1);
    const shown = (await rows.allInnerTexts()).slice(1).map((r) => r.replace(/\s+/g, ' ').trim());
    expect(shown).toEqual(seeded.ageing.map((b) => `${LABELS[b.bucket]} ${b.count}`));

    const oldest = seeded.ageing.find((b) => b.count > 0)!;
    await tile.getByRole('link', { name: LABELS[oldest.bucket] }).click();
    await page.waitForURL((u) => u.pathname === '/inventory' && u.searchParams.get('f.stockAge') === oldest.bucket);
    await poll(() => page.getByText(new RegExp(`of ${oldest.count}$`)).count()).toBe(1);
    await poll(() => page.locator('.ant-table-row').count()).toBe(Math.min(oldest.count, 10));
    expect(s.failedResponses).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('on a phone, a tile below the first screen is drawn when scrolled near, in the box it held', async () => {
    const { page } = s;
    // From the grid the first test left open: the dashboard mounts afresh, nothing below drawn yet.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'B2C Admin Panel' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('dashboard-tile-ageing').waitFor();
    const later = page.getByTestId('dashboard-tile-location-later');
    await later.waitFor({ state: 'attached' });
    await poll(() => page.getByTestId('dashboard-tile-location').count()).toBe(0);
    await later.scrollIntoViewIfNeeded();
    const location = page.getByTestId('dashboard-tile-location');
    await location.waitFor();
    expect(await location.isVisible()).toBe(true);
    expect(s.errors).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('draws the bars, passes axe, and fits a 390 px phone, in the light and the dark theme', async () => {
    const { page } = s;
    // The sidebar's title opens the dashboard.
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'B2C Admin Panel' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await mkdir(SHOTS, { recursive: true });
    // Nothing runs off the phone's screen — but the charts' tables for screen readers, clipped to a pixel
    // (`.visually-hidden`), which a long label may widen past the screen unseen — and the page never
    // scrolls sideways.
    const offScreen = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('main *'))
          .filter((e) => !e.closest('.visually-hidden') && e.getBoundingClientRect().right > window.innerWidth + 1)
          .map((e) => e.tagName),
      );
    for (const scheme of ['light', 'dark'] as const) {
      // No pick in the user menu: the panel follows the system's scheme.
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 1280, height: 800 });
      await scrollThroughTiles(page);
      const status = page.getByTestId('dashboard-tile-status');
      await status.locator('[data-chart="columns"] [data-bar]').first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await paintEveryTile(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-desktop-${scheme}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await status.locator('[data-chart="rows"] [data-bar]').first().waitFor();
      await poll(offScreen).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await paintEveryTile(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-390-${scheme}.png`, fullPage: true });
      // The tiles one by one, large enough to read.
      for (const key of ['ageing', 'slot-capacity', 'on-time', 'cleaning', 'status', 'location'])
        await page
          .getByTestId(`dashboard-tile-${key}`)
          .screenshot({ path: `${SHOTS}/dashboard-390-${scheme}-${key}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it("a drawn bar opens the grid behind it: the ageing tile's oldest cars", async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'B2C Admin Panel' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const seeded = await pageApi<Ageing>(page, '/api/dashboard/inventory', 'IN');
    const oldest = seeded.ageing.find((b) => b.count > 0)!;
    const bar = page.getByTestId('dashboard-tile-ageing').locator(`[data-bar="${LABELS[oldest.bucket]}"]`);
    expect(await bar.textContent()).toBe(String(oldest.count));
    await bar.click();
    await page.waitForURL((u) => u.pathname === '/inventory' && u.searchParams.get('f.stockAge') === oldest.bucket);
    await poll(() => page.getByText(new RegExp(`of ${oldest.count}$`)).count()).toBe(1);
    expect(s.failedResponses).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('shows the pick-up slots against capacity and the on-time rate; a slot opens that day on the logistics grid', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'B2C Admin Panel' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const capacity = await pageApi<SlotCapacity>(page, '/api/dashboard/slot-capacity', 'IN');
    const punctuality = await pageApi<Punctuality>(page, '/api/dashboard/punctuality', 'IN');

    await scrollThroughTiles(page);
    const onTime = page.getByTestId('dashboard-tile-on-time');
    await onTime.waitFor();
    const due = punctuality.vendors.reduce((sum, v) => sum + v.due, 0);
    const kept = punctuality.vendors.reduce((sum, v) => sum + v.onTime, 0);
    await poll(() => onTime.innerText()).toContain(
      due === 0 ? 'No pick-ups due' : `${Math.round((100 * kept) / due)} %`,
    );

    const tile = page.getByTestId('dashboard-tile-slot-capacity');
    const booked = capacity.slots.reduce((sum, x) => sum + x.booked, 0);
    await poll(() => tile.innerText()).toContain(String(booked));
    if (capacity.slots.length === 0) return;
    await tile.getByRole('switch').click();
    const rows = tile.getByRole('table').getByRole('row');
    await poll(() => rows.count()).toBe(capacity.slots.length + 1);
    const first = capacity.slots[0]!;
    const shown = (await rows.nth(1).innerText()).replace(/\s+/g, ' ').trim();
    const free = Math.max(0, first.capacity - first.booked);
    expect(shown).toMatch(
      new RegExp(`^(Today|Tomorrow) ${first.slotFrom}–${first.slotTo} ${first.booked} ${free} of ${first.capacity}`),
    );
    await rows.nth(1).getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/logistic' && u.searchParams.get('f.date') === first.date);
    expect(s.failedResponses).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
