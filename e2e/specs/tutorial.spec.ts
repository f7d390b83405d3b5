import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { pdf } from '../support/generated-files.ts';
import { poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';
import { openFromSidebar, shootBothSizes, signedInSession } from '../support/signed-in.ts';

const title = `Dashboard wipe-down ${Date.now().toString(36)}`;
// A real one-page PDF made here: the storage checks its magic bytes, the browser's viewer opens it.
const GUIDE = pdf(title);

let s: Awaited<ReturnType<typeof signedInSession>>;
beforeAll(async () => {
  // ops.in (OPERATIONS) may add tutorials; IN cars have the tutorials screen on.
  s = await signedInSession('ops.in', 'ops123');
});
afterAll(() => s?.close());

describe('training tutorials (issue 17)', () => {
  it('adds a PDF tutorial and opens it in a new tab from its signed link, served as a PDF', async () => {
    const { page, context } = s;
    await openFromSidebar(page, 'Training Tutorials', '/training-tutorials');
    await poll(() => page.locator('tbody tr.ant-table-row').count(), 15_000).toBeGreaterThan(0);
    expect(await a11y(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add tutorial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tutorial' });
    await dialog.getByLabel('Title').fill(title);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Choose file' }).click(),
    ]);
    await chooser.setFiles({ name: 'dashboard-guide.pdf', mimeType: 'application/pdf', buffer: GUIDE });
    await poll(() => dialog.getByText('dashboard-guide.pdf').isVisible()).toBe(true);
    await shootBothSizes(page, 'tutorial-add');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await poll(() => toast(page, 'Tutorial added successfully').isVisible(), 15_000).toBe(true);
    await poll(() => dialog.count()).toBe(0);

    const row = page.locator('tbody tr.ant-table-row').filter({ hasText: title });
    await poll(() => row.count(), 15_000).toBe(1);
    expect(await row.textContent()).toContain('Everyone');
    // The PDF opens in a tab of its own from the signed link: the panel never renders it itself.
    const served: Response[] = [];
    context.on('response', (r) => {
      if (r.url().includes('/api/storage/download/')) served.push(r);
    });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: 'Open PDF' }).click(),
    ]);
    await poll(() => served.length, 15_000).toBeGreaterThan(0);
    const answer = served[0]!;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(new URL(answer.url()).pathname).toMatch(/^\/api\/storage\/download\/.+\.pdf$/);
    // The panel stays where it was: the tab is the PDF's own.
    expect(new URL(page.url()).pathname).toBe('/training-tutorials');
    expect(tab).not.toBe(page);
    // The bytes behind the link are the file uploaded, byte for byte.
    const file = await context.request.get(answer.url());
    expect(Buffer.compare(await file.body(), GUIDE)).toBe(0);
    await tab.close();
    await shootBothSizes(page, 'tutorials');
    expect(s.errors).toEqual([]);
  });
});
