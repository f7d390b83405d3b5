import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { openGrid, send, sessionsOf, shownKeys, within2s } from '../support/live-steps.ts';
import { pageApi } from '../support/page-api.ts';
import { liveStreamOpened, settledPage } from '../support/settled.ts';

/**
 * Issue 29, "Done when": two people, two browser contexts. What one changes through the API shows in the
 * other's open grid within 2 s without a reload: the logistics grid, the approver's queue, the key
 * requests (the inventory grid: inventory-live.spec.ts; rows new to a filter: grids-live-new-rows.spec.ts).
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

let browser: Browser;
const people = sessionsOf(() => browser);
const session = people.as;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await people.closeAll();
  await browser?.close();
});

interface LogisticRow {
  id: number;
  appointmentId: string;
  status: string;
  logistic: { vendor: string | null };
}

describe('live grids (issue 29)', () => {
  it("the logistics grid shows another user's vendor change within 2 s, in place and marked", async () => {
    const [watcher, changer] = await Promise.all([session('ops.in', 'ops123'), session('admin', 'admin123')]);
    await openGrid(watcher, '/logistic?size=10');
    const rows = await pageApi<LogisticRow[]>(changer, '/api/inventory/logistic?size=10', 'IN');
    const shownIds = await shownKeys(watcher);
    const target = rows.find((r) => shownIds.includes(String(r.id)) && r.logistic.vendor !== 'ZOFEUR');
    expect(target, 'a movement on the first page without Zofeur').toBeDefined();
    const row = watcher.locator(`.ant-table-row[data-row-key="${target!.id}"]`);
    expect(await row.textContent()).not.toContain('Zofeur');
    const positionBefore = shownIds.indexOf(String(target!.id));

    const res = await send<{ success: boolean; message: string }[]>(
      changer,
      'POST',
      '/api/inventory/logistic/bulk',
      { vendor: 'ZOFEUR', items: [{ appointmentId: target!.appointmentId }] },
      'IN',
    );
    const saved = Date.now();
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data[0]!.success, res.data[0]!.message).toBe(true);

    await within2s(() => row.getByText('Zofeur', { exact: true }).waitFor({ timeout: 6_000 }), saved);
    expect(await row.getAttribute('data-changed')).toBe('true');
    const after = await shownKeys(watcher);
    expect(after.indexOf(String(target!.id))).toBe(positionBefore);
  });

  it("the approver's queue shows a price revision another user asks for within 2 s", async () => {
    const [approver, maker] = await Promise.all([session('approver', 'approver123'), session('ops.in', 'ops123')]);
    const settled = settledPage(approver);
    const streaming = liveStreamOpened(approver);
    await approver.goto('/inventory/pending-actions');
    await approver.getByRole('tab', { name: /Price Revision/ }).click();
    await settled();
    await streaming;

    interface Car {
      appointmentId: string;
      listingPrice: string | null;
      version: number;
      pendingActionGroup?: string | null;
    }
    const cars = await pageApi<Car[]>(
      maker,
      '/api/inventory?status=READY_FOR_SALE&sold=false&published=true&size=60',
      'IN',
    );
    // From the end of the list: the approval-queue spec asks for the first ones.
    let asked: string | undefined;
    let since = 0;
    for (const car of cars.reverse()) {
      if (car.listingPrice === null) continue;
      since = Date.now();
      const res = await send<{ pendingAction: { id: number } | null }>(
        maker,
        'POST',
        `/api/inventory/apt-${car.appointmentId}?action=LIST_PRICE`,
        {
          version: car.version,
          listingPrice: Math.round(Number(car.listingPrice) * 0.96),
          priceChangeReason: 'PRICE_REVISION',
        },
        'IN',
      );
      if (res.status === 200 && res.data.pendingAction) {
        asked = car.appointmentId;
        break;
      }
    }
    expect(asked, 'a car whose price revision waits for approval').toBeDefined();
    const card = approver.getByRole('article').filter({ has: approver.locator(`a[href^="/inventory/${asked}?"]`) });
    await within2s(() => card.waitFor({ timeout: 6_000 }), since);
    await approver.screenshot({ path: `${SHOTS}/live-pending-queue.png` });
  });

  it('the key manager sees a key request another user makes within 2 s', async () => {
    const [manager, requester] = await Promise.all([
      session('key.manager', 'key123'),
      session('key.requester', 'key123'),
    ]);
    await openGrid(manager, '/key-management');
    interface Request {
      appointmentId: string;
    }
    interface Car {
      appointmentId: string;
    }
    const requested = new Set(
      (await pageApi<Request[]>(requester, '/api/v1/asset/key/request?size=100', 'AE')).map((r) => r.appointmentId),
    );
    const cars = await pageApi<Car[]>(requester, '/api/inventory?locationStatus=STOCKED_IN&size=100', 'AE');
    let asked: string | undefined;
    let since = 0;
    // A car with keys at the desk and no request (the seed gave keys to the first twenty, requests to six).
    for (const car of cars.filter((c) => !requested.has(c.appointmentId))) {
      since = Date.now();
      const res = await send(
        requester,
        'POST',
        '/api/v1/asset/key/request',
        { appointmentId: car.appointmentId, remarks: 'Live grid check' },
        'AE',
      );
      if (res.status === 200 || res.status === 201) {
        asked = car.appointmentId;
        break;
      }
    }
    expect(asked, 'a car whose keys may be requested').toBeDefined();
    const row = manager.locator('tbody tr.ant-table-row').filter({ hasText: asked! });
    await within2s(() => row.getByText('Requested', { exact: true }).waitFor({ timeout: 6_000 }), since);
    await manager.screenshot({ path: `${SHOTS}/live-key-requests.png` });
  });
});
