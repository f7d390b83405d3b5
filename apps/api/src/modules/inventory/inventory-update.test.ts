import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { act, auditRows, detailOf, findCar } from '../../test/inventory-test-support.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const forSale = 'status=READY_FOR_SALE&published=true&reserveStatus=NONE';

describe('POST /api/inventory/apt-{id}?action=…', () => {
  it('updates the EGC: new state, version bumped, one audit row per changed field', async () => {
    const car = await findCar(t, admin, forSale);
    const res = await act(t, admin, car.appointmentId, 'EGC', { egc: 'EGC24M-PLUS', version: car.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      message: MESSAGES.egcUpdated,
      pendingAction: null,
      inventory: { egc: 'EGC24M-PLUS', version: car.version + 1, updatedBy: 'admin' },
    });
    expect(await auditRows(t, car.appointmentId, 'EGC')).toEqual([
      { action: 'EGC', field: 'egc', old_value: car.egc, new_value: 'EGC24M-PLUS', actor_id: 'admin' },
    ]);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const car = await findCar(t, admin, forSale);
    const first = await act(t, admin, car.appointmentId, 'EGC', { egc: 'FIRST', version: car.version });
    expect(first.statusCode).toBe(200);
    const second = await act(t, admin, car.appointmentId, 'LIST_PRICE', {
      listingPrice: 1,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/changed by someone else/);
    const now = await detailOf(t, admin, car.appointmentId);
    expect(now).toMatchObject({ egc: 'FIRST', listingPrice: car.listingPrice, version: car.version + 1 });
  });

  it('answers 400 naming the field of a bad body', async () => {
    const car = await findCar(t, admin, forSale);
    const res = await act(t, admin, car.appointmentId, 'LIST_PRICE', { listingPrice: -5, version: car.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.map((v: { field: string }) => v.field)).toEqual(
      expect.arrayContaining(['body.listingPrice', 'body.priceChangeReason']),
    );
    const noVersion = await act(t, admin, car.appointmentId, 'EGC', { egc: 'X' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().validation[0].field).toBe('body.version');
    const badAction = await act(t, admin, car.appointmentId, 'FLY', { version: 1 });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().validation[0].field).toBe('querystring.action');
  });

  it("applies an approver's list price change within 10%, with its reason", async () => {
    const car = await findCar(t, admin, forSale);
    const price = Math.round(Number(car.listingPrice) * 0.95);
    const res = await act(t, admin, car.appointmentId, 'LIST_PRICE', {
      listingPrice: price,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    expect(res.json().data.inventory).toMatchObject({
      listingPrice: price.toFixed(2),
      inventoryAttributes: { priceChangeReason: 'PRICE_REVISION' },
    });
    expect((await auditRows(t, car.appointmentId, 'LIST_PRICE')).map((r) => r.field)).toContain('listingPrice');
  });

  it("needs PRICE_UPDATE for a price and refuses other verticals' cars with 404", async () => {
    const ae = await t.as('key.requester', 'AE', 'CAR');
    const aeCar = await findCar(t, ae, '');
    const res = await act(t, ae, aeCar.appointmentId, 'LIST_PRICE', {
      listingPrice: 1000,
      priceChangeReason: 'PRICE_REVISION',
      version: aeCar.version,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You need the PRICE_UPDATE permission for this action.');
    const inCar = await findCar(t, admin, '');
    const other = await act(t, await t.as('admin', 'AE', 'CAR'), inCar.appointmentId, 'EGC', {
      egc: 'X',
      version: inCar.version,
    });
    expect(other.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/inventory/apt-${inCar.appointmentId}?action=EGC`,
          headers: await t.as('viewer'),
          payload: { egc: 'X', version: 1 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('sets the target price only where the vertical shows it', async () => {
    const car = await findCar(t, admin, forSale);
    const ok = await act(t, admin, car.appointmentId, 'TARGET_PRICE', { targetPrice: 123456, version: car.version });
    expect(ok.json().data.inventory.inventoryAttributes.targetPrice).toBe('123456.00');
    const ae = await t.as('admin', 'AE', 'CAR');
    const aeCar = await findCar(t, ae, forSale);
    const refused = await act(t, ae, aeCar.appointmentId, 'TARGET_PRICE', {
      targetPrice: 1000,
      version: aeCar.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Target price is not available/);
  });

  it('reserves and unreserves where the reserve button is on (AE), and not in IN', async () => {
    const ae = await t.as('admin', 'AE', 'CAR');
    const car = await findCar(t, ae, forSale);
    const reserved = await act(t, ae, car.appointmentId, 'UPDATE_RESERVE_STATUS', {
      reserveStatus: true,
      version: car.version,
    });
    expect(reserved.json().data).toMatchObject({
      message: MESSAGES.reserved,
      inventory: { reserveStatus: 'RESERVED' },
    });
    const again = await act(t, ae, car.appointmentId, 'UPDATE_RESERVE_STATUS', {
      reserveStatus: true,
      version: car.version + 1,
    });
    expect(again.statusCode).toBe(400);
    const freed = await act(t, ae, car.appointmentId, 'UPDATE_RESERVE_STATUS', {
      reserveStatus: false,
      version: car.version + 1,
    });
    expect(freed.json().data).toMatchObject({ message: MESSAGES.unreserved, inventory: { reserveStatus: null } });
    const inCar = await findCar(t, admin, forSale);
    expect(
      (
        await act(t, admin, inCar.appointmentId, 'UPDATE_RESERVE_STATUS', {
          reserveStatus: true,
          version: inCar.version,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('unpublishes, and refuses a publish our rules forbid (on hold) with its reason, writing nothing', async () => {
    const car = await findCar(t, admin, forSale);
    const held = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/apt-${car.appointmentId}/holdReason/update`,
      headers: admin,
      payload: { value: 'TRADE', version: car.version },
    });
    expect(held.statusCode, held.body).toBe(200);
    const off = await act(t, admin, car.appointmentId, 'PUBLISH_STATUS', {
      publishStatus: 'UNPUBLISH',
      version: car.version + 1,
    });
    expect(off.json().data.inventory).toMatchObject({ published: false, publishStatus: 'UNPUBLISHED' });
    const on = await act(t, admin, car.appointmentId, 'PUBLISH_STATUS', {
      publishStatus: 'PUBLISH',
      version: car.version + 2,
    });
    expect(on.statusCode).toBe(400);
    expect(on.json().message).toBe(`Inventory apt-${car.appointmentId} cannot be published: it is on hold (Trade).`);
    expect(await detailOf(t, admin, car.appointmentId)).toMatchObject({
      published: false,
      publishStatus: 'UNPUBLISHED',
      version: car.version + 2,
    });
    expect((await auditRows(t, car.appointmentId, 'PUBLISH_STATUS')).map((r) => r.new_value)).not.toContain(
      'PUBLISH_FAILED',
    );
  });

  it('marks a car sold (unpublishing it) and refuses to sell it twice', async () => {
    const car = await findCar(t, admin, forSale);
    const sold = await act(t, admin, car.appointmentId, 'SOLD', { version: car.version });
    expect(sold.json().data.inventory).toMatchObject({ sold: true, status: 'SOLD', published: false });
    expect((await act(t, admin, car.appointmentId, 'SOLD', { version: car.version + 1 })).statusCode).toBe(400);
  });

  it('cancels sourcing of an unsold car', async () => {
    const car = await findCar(t, admin, 'status=PROCURED');
    const res = await act(t, admin, car.appointmentId, 'SOURCING_CANCELLATION', {
      remarks: 'Seller withdrew',
      version: car.version,
    });
    expect(res.json().data).toMatchObject({
      message: MESSAGES.sourcingCancelled,
      inventory: { status: 'SOURCING_CANCELLED', allowedActions: [] },
    });
  });
});
