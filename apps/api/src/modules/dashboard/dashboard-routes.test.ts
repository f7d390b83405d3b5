import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_AGE_KEYS, TIME_ZONES, formatDate, type Country, type VehicleType } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory } from '../../test/factories.ts';

/** Issue 29: every tile counted for the caller's vertical only, behind its grid's permission. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const get = async (path: string, who = 'ops.in', country: Country = 'IN', vehicleType: VehicleType = 'CAR') =>
  t.app.inject({ url: `/api/dashboard/${path}`, headers: await t.as(who, country, vehicleType) });
const data = async (path: string, who?: string, country?: Country, vehicleType?: VehicleType) => {
  const res = await get(path, who, country, vehicleType);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const gridCount = async (query: string, country: Country = 'IN', vehicleType: VehicleType = 'CAR') =>
  (
    await t.app.inject({ url: `/api/inventory/count?${query}`, headers: await t.as('admin', country, vehicleType) })
  ).json().data.count;
const bucketsOf = (tiles: { ageing: { bucket: string; count: number }[] }) =>
  Object.fromEntries(tiles.ageing.map((a) => [a.bucket, a.count]));

describe('inventory tiles', () => {
  it('counts the ageing buckets oldest first, each equal to the grid its click opens', async () => {
    const tiles = await data('inventory');
    expect(tiles.ageing.map((a: { bucket: string }) => a.bucket)).toEqual([...STOCK_AGE_KEYS].reverse());
    for (const { bucket, count } of tiles.ageing)
      expect(count).toBe(await gridCount(`stockAge=${encodeURIComponent(bucket)}&sold=false`));
    expect(tiles.stale.days).toBe(30);
    expect(tiles.stale.count).toBe(await gridCount('idleDays=30&sold=false'));
    expect(tiles.total).toBe(await gridCount(''));
    for (const { status, count } of tiles.byStatus) expect(count).toBe(await gridCount(`status=${status}`));
    for (const { locationCode, count } of tiles.byLocation)
      expect(count).toBe(await gridCount(`locationCode=${locationCode}`));
  });

  it('moves a car into its bucket and the stale count when one is stocked in long ago', async () => {
    const before = await data('inventory');
    const db = t.database.db;
    const old = new Date(Date.now() - 95 * DAY);
    await insertInventory(db, { locationCode: 'DASH-HUB', locationSince: old, updatedAt: old });
    await insertInventory(db, { locationCode: 'DASH-HUB', locationSince: new Date(Date.now() - 40 * DAY) });
    // A sold car costs nothing any more: not aged, not stale.
    await insertInventory(db, { locationCode: 'DASH-HUB', locationSince: old, updatedAt: old, sold: true });
    const after = await data('inventory');
    const [was, is] = [bucketsOf(before), bucketsOf(after)];
    expect(is['90+']).toBe(was['90+']! + 1);
    expect(is['31-60']).toBe(was['31-60']! + 1);
    expect(is['0-7']).toBe(was['0-7']);
    expect(after.stale.count).toBe(before.stale.count + 1);
    expect(after.total).toBe(before.total + 3);
  });

  it('keeps each vertical to itself: AE cars never change the IN numbers, and AE sees only its own', async () => {
    const inBefore = await data('inventory');
    const old = new Date(Date.now() - 200 * DAY);
    for (let i = 0; i < 3; i++)
      await insertInventory(t.database.db, {
        country: 'AE',
        locationCode: 'DASH-AE',
        locationSince: old,
        updatedAt: old,
      });
    expect(await data('inventory')).toEqual(inBefore);
    const ae = await data('inventory', 'admin', 'AE', 'CAR');
    expect(ae.total).toBe(await gridCount('', 'AE'));
    expect(bucketsOf(ae)['90+']).toBe(await gridCount('stockAge=90%2B&sold=false', 'AE'));
    expect(ae.byLocation).toContainEqual({ locationCode: 'DASH-AE', name: null, count: 3 });
    expect(inBefore.byLocation.map((l: { locationCode: string }) => l.locationCode)).not.toContain('DASH-AE');
  });

  it('follows the vertical flag for the stale days', async () => {
    await t.database.pool.query(
      `UPDATE vertical_flags SET flags = flags || '{"staleStockDays": 90}'::jsonb WHERE country = 'IN' AND vehicle_type = 'CAR'`,
    );
    t.flagsChanged();
    const tiles = await data('inventory');
    expect(tiles.stale.days).toBe(90);
    expect(tiles.stale.count).toBe(await gridCount('idleDays=90&sold=false'));
  });
});

describe('permissions and my work', () => {
  it('refuses the tiles a user may not open (403) and lists no work for the viewer', async () => {
    expect((await get('inventory', 'viewer')).statusCode).toBe(403);
    expect((await get('documents', 'viewer')).statusCode).toBe(403);
    expect((await get('approvals', 'ops.in')).statusCode).toBe(403);
    expect((await get('key-requests', 'ops.in')).statusCode).toBe(403);
    expect((await data('my-work', 'viewer')).items).toEqual([]);
  });

  it('gives each user the work their permissions allow, today in the vertical time zone', async () => {
    const kinds = async (who: string, country: Country = 'IN') =>
      (await data('my-work', who, country)).items.map((i: { kind: string }) => i.kind);
    expect(await kinds('approver')).toEqual(['approvals']);
    expect(await kinds('ops.in')).toEqual(['documents', 'pickupsToday']);
    expect(await kinds('key.manager', 'AE')).toEqual(['keyRequests']);
    expect((await data('my-work', 'ops.in')).today).toBe(formatDate(new Date(), TIME_ZONES.IN));
  });

  it('counts the approvals, documents, pick-ups and key requests as their own screens do', async () => {
    const work = Object.fromEntries(
      (await data('my-work', 'admin')).items.map((i: { kind: string; count: number }) => [i.kind, i.count]),
    );
    const approvals = await data('approvals', 'approver');
    const adminHeaders = await t.as('admin');
    const pending = await t.app.inject({ url: '/api/pendingAction/count?status=PENDING', headers: adminHeaders });
    expect(approvals.total).toBe(pending.json().data.count);
    expect(approvals.byAge.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(approvals.total);
    expect(work.approvals).toBe(approvals.total);

    const docs = await data('documents');
    expect(docs.byAge.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(docs.total);
    expect(work.documents).toBe(docs.total);

    const pickups = await data('pickups');
    const today = await t.app.inject({
      url: `/api/inventory/logistic/count?date=${pickups.today}`,
      headers: adminHeaders,
    });
    const todays = pickups.slots.filter((s: { date: string }) => s.date === pickups.today);
    expect(todays.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(today.json().data.count);
    expect(work.pickupsToday).toBe(today.json().data.count);

    const keys = await data('key-requests', 'key.manager', 'AE');
    expect(keys.overdueHours).toBe(24);
    expect(keys.open).toBeGreaterThanOrEqual(0);
    // IN has no key management: the tile is refused even to an administrator.
    expect((await get('key-requests', 'admin')).statusCode).toBe(403);
  });
});
