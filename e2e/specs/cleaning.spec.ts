import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CLEANING_CHECKLIST_LABELS } from '@b2c/domain';
import { png } from '../support/generated-files.ts';
import { poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';
import { openFromSidebar, shootBothSizes, signedInSession } from '../support/signed-in.ts';

// Photos the test paints itself: a muddy car before (brown with dark streaks) and a clean one after (light blue).
const BEFORE = png(160, 120, (x, y) => ((x + y) % 23 < 4 ? [70, 45, 20] : [150, 110, 60]));
const AFTER = png(160, 120, (_x, y) => [170, 210 - Math.floor(y / 4), 240]);
const ALL_ITEMS = Object.values(CLEANING_CHECKLIST_LABELS);

let s: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  // ops.in (OPERATIONS) both assigns cleaners and reviews; IN cars have both cleaning lists on.
  s = await signedInSession('ops.in', 'ops123');
});
afterAll(() => s?.close());

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const taskTitle = (page: Page) => page.getByRole('heading', { name: /^Cleaning task \d+: / });

/** A photo through the upload button (the operating system's file chooser), as the cleaner's photo. */
async function uploadPhoto(page: Page, kind: 'before' | 'after', file: Buffer) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: `Upload ${kind} photo` }).click(),
  ]);
  await chooser.setFiles({ name: `${kind}-${Date.now()}.png`, mimeType: 'image/png', buffer: file });
  await poll(() => toast(page, 'Photo saved successfully').isVisible(), 15_000).toBe(true);
  const image = page.getByRole('img', { name: kind === 'before' ? 'Before photo' : 'After photo' });
  await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 160)).toBe(true);
}

/** The cleaner's work on the open task: photographed before and after, then submitted for review. */
async function photographAndSubmit(page: Page) {
  await uploadPhoto(page, 'before', BEFORE);
  await uploadPhoto(page, 'after', AFTER);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await poll(() => toast(page, 'Task submitted for review successfully').isVisible()).toBe(true);
  await poll(() => page.getByRole('checkbox', { name: ALL_ITEMS[0] }).isVisible()).toBe(true);
}

describe('car cleaning (issue 17)', () => {
  it('assigns a task, rejects the photographed car once, approves the re-clean and finds both in the history', async () => {
    const { page } = s;
    await openFromSidebar(page, 'Car Cleaning QA', '/car-cleaning-qa');
    await poll(() => rows(page).filter({ hasText: 'Unassigned' }).count(), 15_000).toBeGreaterThan(0);
    expect(await a11y(page)).toEqual([]);
    const link = rows(page).filter({ hasText: 'Unassigned' }).first().getByRole('link');
    const car = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(/\/car-cleaning-qa\/\d+$/);
    await poll(() => taskTitle(page).textContent(), 15_000).toMatch(`: ${car}`);

    // Round 1: a cleaner is assigned; the windows come out streaky, so QA sends the car back naming that item.
    await page.getByLabel('Cleaner', { exact: true }).click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await poll(() => toast(page, 'Cleaner assigned successfully').isVisible()).toBe(true);
    await photographAndSubmit(page);
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    expect(await a11y(page)).toEqual([]);
    await shootBothSizes(page, 'cleaning-qa-review');
    for (const item of ALL_ITEMS.filter((i) => i !== 'Windows and mirrors'))
      await page.getByRole('checkbox', { name: item }).check();
    await page.getByLabel('Remarks').fill('Streaks on the windscreen');
    await page.getByRole('button', { name: 'Send back for re-clean' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Send back', exact: true }).click();
    await poll(() => toast(page, 'Task sent back for re-cleaning').isVisible()).toBe(true);
    await poll(() =>
      page.locator('.ant-descriptions').getByText('Windows and mirrors', { exact: true }).isVisible(),
    ).toBe(true);

    // Round 2: the re-clean opened for the same car and cleaner, photographed again and approved in full.
    await page.getByRole('link', { name: 're-clean' }).click();
    await poll(() => taskTitle(page).textContent()).toMatch(`: ${car}`);
    await poll(() => page.getByRole('button', { name: 'Reassign' }).isVisible()).toBe(true);
    await photographAndSubmit(page);
    for (const item of ALL_ITEMS) await page.getByRole('checkbox', { name: item }).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await poll(() => toast(page, 'Cleaning approved successfully').isVisible()).toBe(true);

    // The history: both rounds of the car, the approved one with its photos side by side.
    await openFromSidebar(page, 'Car Cleaning History', '/car-cleaning-history');
    await page.getByRole('search').getByLabel('Car').fill(car);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    // The filtered list: only this car's two rounds (the unfiltered one holds them too, among others).
    await poll(() => rows(page).count(), 15_000).toBe(2);
    expect(await rows(page).filter({ hasText: car }).count()).toBe(2);
    expect(await rows(page).filter({ hasText: 'Sent back' }).count()).toBe(1);
    expect(await a11y(page)).toEqual([]);
    await shootBothSizes(page, 'cleaning-history');
    await rows(page).filter({ hasText: 'Approved' }).getByRole('link', { name: car }).click();
    await page.waitForURL(/\/car-cleaning-history\/\d+$/);
    const before = page.getByRole('img', { name: 'Before photo' });
    const after = page.getByRole('img', { name: 'After photo' });
    for (const image of [before, after])
      await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 160)).toBe(true);
    const [b, a] = [(await before.boundingBox())!, (await after.boundingBox())!];
    expect(Math.abs(b.y - a.y)).toBeLessThan(2);
    expect(a.x).toBeGreaterThan(b.x + b.width);
    expect(await page.getByRole('cell', { name: 'Approved', exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(await a11y(page)).toEqual([]);
    await shootBothSizes(page, 'cleaning-history-detail');
    expect(s.errors).toEqual([]);
  });
});
