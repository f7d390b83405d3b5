import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession, signIn, type Session } from '../support/browser.ts';
import { pick, poll, settledA11yViolations as a11y, toast } from '../support/screen.ts';

let browser: Browser;
const sessions: Session[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sessions) await s.context.close();
  await browser?.close();
});

const signedIn = async (user: string) => {
  const session = await newSession(browser);
  sessions.push(session);
  await signIn(session.page, user, 'key123');
  await session.page
    .getByRole('menu', { name: 'Main navigation' })
    .getByRole('menuitem', { name: 'Key Management' })
    .click();
  await session.page.waitForURL((u) => u.pathname === '/key-management');
  await poll(() => session.page.locator('tbody tr.ant-table-row').count(), 15_000).toBeGreaterThan(0);
  return session.page;
};

const requestRow = (page: Page, appointmentId: string) =>
  page.locator('tbody tr.ant-table-row').filter({ hasText: appointmentId }).filter({ hasNotText: 'Cancelled' });

describe('key management (issue 14)', () => {
  it('key.requester asks for keys in AE; key.manager readies them and hands over two; the trail shows both', async () => {
    const requester = await signedIn('key.requester');
    expect(await a11y(requester)).toEqual([]);
    // The seed cancelled one of key.requester's requests; that car's two keys are at the desk again.
    await pick(requester, 'Request status', 'Cancelled');
    await requester.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await poll(() => requester.locator('tbody tr.ant-table-row').filter({ hasText: 'Cancelled' }).count(), 15_000).toBe(
      1,
    );
    const appointmentId = (await requester
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: 'Cancelled' })
      .locator('td')
      .nth(1)
      .textContent())!.trim();
    expect(appointmentId).toMatch(/^\d+$/);

    await requester.getByRole('button', { name: 'Request keys' }).click();
    const ask = requester.getByRole('dialog');
    await ask.getByLabel('Appointment id').fill(appointmentId);
    await ask.getByRole('button', { name: 'Request keys' }).click();
    await poll(() =>
      requester
        .locator('.ant-message')
        .getByText(new RegExp(`created for car ${appointmentId}\\.$`))
        .isVisible(),
    ).toBe(true);

    const manager = await signedIn('key.manager');
    await manager.getByRole('search').getByLabel('Appointment').fill(appointmentId);
    await manager.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const row = requestRow(manager, appointmentId);
    await poll(() => row.getByText('Requested', { exact: true }).isVisible(), 15_000).toBe(true);
    const requestId = (await row.locator('td').first().textContent())!.trim();
    await row.getByRole('button', { name: 'Ready to be picked' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Ready to be picked' }).click();
    await poll(() => row.getByText('Ready to be picked', { exact: true }).isVisible(), 15_000).toBe(true);

    await row.getByRole('button', { name: 'Mark received' }).click();
    const receive = manager.getByRole('dialog');
    await receive.getByLabel('2 (main and spare)').check();
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await poll(() => toast(manager, `Key request ${requestId} is Received.`).isVisible()).toBe(true);
    await poll(() => row.getByText('Received', { exact: true }).isVisible(), 15_000).toBe(true);

    expect(await a11y(manager)).toEqual([]);

    await manager.getByRole('tab', { name: 'Key audit trail' }).click();
    const trail = manager.locator('tbody tr.ant-table-row').filter({ hasText: appointmentId });
    await poll(() => trail.filter({ hasText: 'Out with key.requester' }).count(), 15_000).toBe(2);
    const lines = await trail.allTextContents();
    // The trail speaks in labels, not codes (issue 19).
    const outWithRequester = lines.filter((l) => l.includes('Out with key.requester'));
    expect(outWithRequester.some((l) => /main key|key details/i.test(l) && !/spare/i.test(l))).toBe(true);
    expect(outWithRequester.some((l) => /spare/i.test(l))).toBe(true);
    expect(lines.some((l) => /ready to be picked/i.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('KEY_DETAILS') || l.includes('READY_TO_BE_PICKED'))).toBe(false);
  });
});
