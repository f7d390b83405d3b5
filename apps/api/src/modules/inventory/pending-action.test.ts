import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingAction } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { act, auditRows, detailOf, findCars } from '../../test/inventory-test-support.ts';
import { OWN_REQUEST_MESSAGE } from './pending-action-service.ts';
import { SEED_EPOCH } from '../../seed/inventory-vehicle.ts';

let t: TestApp;
let admin: Record<string, string>;
let ops: Record<string, string>;
let approver: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, ops, approver] = await Promise.all([t.as('admin'), t.as('ops.in'), t.as('approver')]);
});
afterAll(() => t?.close());

const forSale = 'status=READY_FOR_SALE&published=true&reserveStatus=NONE&sort=appointmentId,asc';
/** Cars for sale with no seeded pending action, in a stable order. */
async function freeCars(n: number) {
  const seeded = (await t.app.inject({ url: '/api/pendingAction?size=100', headers: admin })).json()
    .data as PendingAction[];
  const busy = new Set(seeded.filter((p) => Date.parse(p.requestedAt) <= SEED_EPOCH).map((p) => p.appointmentId));
  const cars = await findCars(t, admin, forSale, n + 6);
  return cars.filter((c) => !busy.has(c.appointmentId)).slice(0, n);
}
const decide = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pendingAction', headers, payload });

describe('requests', () => {
  it('turns a list price change by a user who cannot approve into a LISTING_PRICE_UPDATE', async () => {
    const [car] = await freeCars(1);
    const res = await act(t, ops, car!.appointmentId, 'LIST_PRICE', {
      listingPrice: 499999,
      priceChangeReason: 'PRICE_REVISION',
      version: car!.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { inventory, pendingAction } = res.json().data;
    expect(inventory).toMatchObject({ listingPrice: car!.listingPrice, version: car!.version });
    expect(pendingAction).toMatchObject({
      type: 'LISTING_PRICE_UPDATE',
      subReason: 'PRICE_REVISION',
      currentValue: car!.listingPrice,
      proposedValue: '499999.00',
      status: 'PENDING',
      requestedBy: 'ops.in',
    });
    const again = await act(t, ops, car!.appointmentId, 'LIST_PRICE', {
      listingPrice: 400000,
      priceChangeReason: 'PRICE_REVISION',
      version: car!.version,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already has a listing price change awaiting approval/);
  });

  it('asks for approval when even an approver cuts the price by more than 10%, or delists for good', async () => {
    const [, car] = await freeCars(2);
    const cut = Math.floor(Number(car!.listingPrice) * 0.8);
    const res = await act(t, admin, car!.appointmentId, 'LIST_PRICE', {
      listingPrice: cut,
      priceChangeReason: 'PRICE_REVISION',
      version: car!.version,
    });
    expect(res.json().data.pendingAction).toMatchObject({ type: 'LISTING_PRICE_UPDATE', requestedBy: 'admin' });
    const delist = await act(t, admin, car!.appointmentId, 'PUBLISH_STATUS', {
      publishStatus: 'PERMANENT_DELISTING',
      version: car!.version,
    });
    expect(delist.json().data.pendingAction).toMatchObject({
      type: 'PUBLISH_STATUS_UPDATE',
      subReason: 'PERMANENT_DELISTING',
    });
  });
});

describe('GET /api/pendingAction', () => {
  it('lists each SPEC filter group with the vehicle, and counts it', async () => {
    const groups = {
      OFFER_PRICE: ['OFFER_PRICE_UPDATE'],
      PRICE_REVISION: ['PRICE_REVISION'],
      LISTING_PRICE: ['INITIAL_PRICE_UPDATE'],
      DELISTING: ['UNPUBLISH', 'PERMANENT_DELISTING'],
      RELISTING: ['PUBLISH'],
    };
    for (const [group, expected] of Object.entries(groups)) {
      const res = await t.app.inject({ url: `/api/pendingAction?filterGroup=${group}`, headers: admin });
      const rows = res.json().data as (PendingAction & { vehicle: { make: string } })[];
      expect(rows.length, group).toBeGreaterThan(0);
      for (const r of rows) expect(expected).toContain(group === 'OFFER_PRICE' ? r.type : r.subReason);
      expect(rows[0]!.vehicle.make).toEqual(expect.any(String));
      const count = await t.app.inject({ url: `/api/pendingAction/count?filterGroup=${group}`, headers: admin });
      expect(count.json().data.count).toBe(rows.length);
    }
  });

  it("shows only the vertical's requests and refuses the viewer", async () => {
    const au = await t.app.inject({ url: '/api/pendingAction', headers: await t.as('admin', 'AU', 'CAR') });
    expect(au.json().data.every((r: PendingAction) => r.appointmentId.startsWith('1004'))).toBe(true);
    expect((await t.app.inject({ url: '/api/pendingAction', headers: await t.as('viewer') })).statusCode).toBe(403);
  });
});

describe('POST /api/pendingAction', () => {
  const openRequest = async (n: number) => {
    const car = (await freeCars(n + 1))[n]!;
    const res = await act(t, ops, car.appointmentId, 'LIST_PRICE', {
      listingPrice: Number(car.listingPrice) + 1000,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    return { car, pending: res.json().data.pendingAction as PendingAction };
  };

  it('lets nobody decide their own request (403) and needs APPROVE_PENDING_ACTION', async () => {
    const [, car] = await freeCars(2);
    const mine = (
      await t.app.inject({ url: `/api/audit-log/inventory/${car!.appointmentId}/pending-updates`, headers: admin })
    )
      .json()
      .data.find((p: PendingAction) => p.requestedBy === 'admin');
    const res = await decide(admin, { id: mine.id, decision: 'APPROVE', version: mine.version });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OWN_REQUEST_MESSAGE);
    expect((await decide(ops, { id: mine.id, decision: 'APPROVE', version: mine.version })).statusCode).toBe(403);
  });

  it('applies an approved change with the same audit, as the approver', async () => {
    const { car, pending } = await openRequest(2);
    const res = await decide(approver, {
      id: pending.id,
      decision: 'APPROVE',
      remarks: 'ok',
      version: pending.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pendingAction).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'approver',
      decidedValue: pending.proposedValue,
    });
    expect(res.json().data.inventory).toMatchObject({
      listingPrice: pending.proposedValue,
      version: car.version + 1,
      openPendingActions: [],
    });
    const audit = await auditRows(t, car.appointmentId);
    expect(audit.find((r) => r.field === 'listingPrice')).toMatchObject({
      old_value: car.listingPrice,
      new_value: pending.proposedValue,
      actor_id: 'approver',
    });
    expect(
      (await decide(approver, { id: pending.id, decision: 'REJECT', version: pending.version + 1 })).statusCode,
    ).toBe(409);
    const trail = (await t.app.inject({ url: `/api/audit-log/pending-action/${pending.id}`, headers: admin })).json()
      .data;
    expect(trail.map((r: { action: string; actor: string }) => [r.action, r.actor])).toEqual(
      expect.arrayContaining([
        ['APPROVE', 'approver'],
        ['REQUEST_LISTING_PRICE_UPDATE', 'ops.in'],
      ]),
    );
  });

  it("applies the approver's own value on MODIFY and leaves the car unchanged on REJECT", async () => {
    const { car, pending } = await openRequest(3);
    const noValue = await decide(approver, { id: pending.id, decision: 'MODIFY', version: pending.version });
    expect(noValue.json().validation[0].field).toBe('body.value');
    const modified = await decide(approver, {
      id: pending.id,
      decision: 'MODIFY',
      value: 777777,
      version: pending.version,
    });
    expect(modified.json().data).toMatchObject({
      pendingAction: { status: 'MODIFIED', decidedValue: '777777.00' },
      inventory: { listingPrice: '777777.00' },
    });
    const second = await openRequest(4);
    const rejected = await decide(approver, {
      id: second.pending.id,
      decision: 'REJECT',
      remarks: 'too low',
      version: second.pending.version,
    });
    expect(rejected.json().data.pendingAction).toMatchObject({ status: 'REJECTED', remarks: 'too low' });
    const after = await detailOf(t, admin, second.car.appointmentId);
    expect(after).toMatchObject({ listingPrice: second.car.listingPrice, version: second.car.version });
    expect(car.appointmentId).not.toBe(second.car.appointmentId);
  });

  // Issue 24 #3: the modify path had no bounds; the car's own price dialog refuses the same values.
  it('refuses a MODIFY price the price update would refuse (400 naming body.value), leaving car and request open', async () => {
    const { car, pending } = await openRequest(6);
    const cases: [number, RegExp][] = [
      [-1, /must be more than 0\.$/],
      [0, /must be more than 0\.$/],
      [999_999_999_999, /must be at most/],
      [100_000_001, /^Listing price must be at most ₹10,00,00,000\.00\.$/],
    ];
    for (const [value, message] of cases) {
      const res = await decide(approver, { id: pending.id, decision: 'MODIFY', value, version: pending.version });
      expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
      expect(res.json().validation[0].field).toBe('body.value');
      expect(res.json().message, String(value)).toMatch(message);
    }
    const direct = await act(t, admin, car.appointmentId, 'LIST_PRICE', {
      listingPrice: 100_000_001,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    expect(direct.json().message).toBe('Listing price must be at most ₹10,00,00,000.00.');
    expect(await detailOf(t, admin, car.appointmentId)).toMatchObject({
      listingPrice: car.listingPrice,
      version: car.version,
    });
    const still = await decide(approver, {
      id: pending.id,
      decision: 'MODIFY',
      value: 100_000_000,
      version: pending.version,
    });
    expect(still.statusCode, still.body).toBe(200);
    expect(still.json().data.inventory.listingPrice).toBe('100000000.00');
  });

  it('refuses to approve against a value that changed since the request (409), and a stale version', async () => {
    const { car, pending } = await openRequest(5);
    const stale = await decide(approver, { id: pending.id, decision: 'APPROVE', version: pending.version + 3 });
    expect(stale.statusCode).toBe(409);
    await act(t, admin, car.appointmentId, 'LIST_PRICE', {
      listingPrice: Number(car.listingPrice) + 5,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    const res = await decide(approver, { id: pending.id, decision: 'APPROVE', version: pending.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed since this request was made/);
  });

  it('approves a seeded relisting request, publishing the car', async () => {
    const [relist] = (await t.app.inject({ url: '/api/pendingAction?filterGroup=RELISTING', headers: admin })).json()
      .data as PendingAction[];
    const res = await decide(admin, { id: relist!.id, decision: 'APPROVE', version: relist!.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.inventory.publishStatus).toMatch(/PUBLISHED|PUBLISH_FAILED/);
    const other = await decide(await t.as('admin', 'AE', 'CAR'), { id: relist!.id, decision: 'REJECT', version: 2 });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/audit-log/inventory/{x}/pending-updates', () => {
  it('lists every request of the car, decided or not, newest first', async () => {
    const [car] = await freeCars(1);
    const res = await t.app.inject({
      url: `/api/audit-log/inventory/${car!.appointmentId}/pending-updates`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ appointmentId: car!.appointmentId, type: 'LISTING_PRICE_UPDATE' });
  });
});
