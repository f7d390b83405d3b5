import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldName, valueLabel } from '@b2c/domain';
import type { BatchResultRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { act, auditRows, detailOf, findCar, findCars } from '../../test/inventory-test-support.ts';

/** Issue 19 "Bad data let in": each refusal answers 400 with its message and leaves the row and its audit as they were. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const forSale = 'status=READY_FOR_SALE&published=true&reserveStatus=NONE';
const pendingCount = async (appointmentId: string) =>
  Number(
    (
      await t.database.pool.query<{ n: string }>(
        'select count(*) as n from pending_actions where appointment_id = $1',
        [appointmentId],
      )
    ).rows[0]!.n,
  );

/** The row, its audit and its requests as they stand, to compare after a refusal. */
const snapshot = async (appointmentId: string) => ({
  detail: await detailOf(t, admin, appointmentId),
  audit: await auditRows(t, appointmentId),
  pending: await pendingCount(appointmentId),
});

describe('prices (issue 19 item 1)', () => {
  it('refuses a negative listing price, naming the field; no pending action is made', async () => {
    const car = await findCar(t, admin, forSale);
    const before = await snapshot(car.appointmentId);
    const ops = await t.as('ops.in');
    const res = await act(t, ops, car.appointmentId, 'LIST_PRICE', {
      listingPrice: -5,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid data. Please check and try again. Listing price must be more than 0.');
    expect(await snapshot(car.appointmentId)).toEqual(before);
  });

  it("refuses a price above the vertical's currency bound (₹10 crore in IN), in the form's words", async () => {
    const car = await findCar(t, admin, forSale);
    const before = await snapshot(car.appointmentId);
    const res = await act(t, admin, car.appointmentId, 'LIST_PRICE', {
      listingPrice: 100_000_000.01,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Listing price must be at most ₹10,00,00,000.00.',
      validation: [{ field: 'body.listingPrice' }],
    });
    const target = await act(t, admin, car.appointmentId, 'TARGET_PRICE', { targetPrice: 5e8, version: car.version });
    expect(target.statusCode).toBe(400);
    expect(await snapshot(car.appointmentId)).toEqual(before);
  });

  it('takes a price at the bound', async () => {
    const car = await findCar(t, admin, 'status=IN_REFURB');
    const res = await act(t, admin, car.appointmentId, 'LIST_PRICE', {
      listingPrice: 100_000_000,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('publishing and cancelled cars (issue 19 items 2 and 3)', () => {
  it('refuses to publish a sold car instead of recording a "Publish Failed" as a success', async () => {
    const car = await findCar(t, admin, 'status=SOLD');
    const before = await snapshot(car.appointmentId);
    const res = await act(t, admin, car.appointmentId, 'PUBLISH_STATUS', {
      publishStatus: 'PUBLISH',
      version: car.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      new RegExp(`^Inventory apt-${car.appointmentId} cannot be published: .*it is sold.*\\.$`),
    );
    expect(await snapshot(car.appointmentId)).toEqual(before);
  });

  it('refuses publish and price changes on a sourcing-cancelled car', async () => {
    const procured = await findCar(t, admin, 'status=PROCURED');
    const cancel = await act(t, admin, procured.appointmentId, 'SOURCING_CANCELLATION', { version: procured.version });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const car = { appointmentId: procured.appointmentId, version: procured.version + 1 };
    const before = await snapshot(car.appointmentId);
    const publish = await act(t, admin, car.appointmentId, 'PUBLISH_STATUS', {
      publishStatus: 'PUBLISH',
      version: car.version,
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().message).toMatch(/cannot be published: .*its sourcing was cancelled/);
    const price = await act(t, admin, car.appointmentId, 'LIST_PRICE', {
      listingPrice: 500000,
      priceChangeReason: 'PRICE_REVISION',
      version: car.version,
    });
    expect(price.statusCode).toBe(400);
    expect(price.json().message).toBe(
      `Inventory apt-${car.appointmentId} cannot have its listing price changed: its sourcing was cancelled.`,
    );
    expect(await snapshot(car.appointmentId)).toEqual(before);
  });

  it('answers a bulk publish row as a success only when the car was published', async () => {
    const [sold] = await findCars(t, admin, 'status=SOLD&sort=appointmentId,asc', 1);
    const [free] = await findCars(t, admin, 'status=READY_FOR_SALE&published=false&reserveStatus=NONE', 1);
    const held = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/apt-${free!.appointmentId}/holdReason/update`,
      headers: admin,
      payload: { value: null, version: free!.version },
    });
    const freeVersion = held.statusCode === 200 ? free!.version + 1 : free!.version;
    const soldBefore = await snapshot(sold!.appointmentId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/bulk',
      headers: admin,
      payload: {
        action: 'PUBLISH_STATUS',
        items: [
          { appointmentId: sold!.appointmentId, version: sold!.version, publishStatus: 'PUBLISH' },
          { appointmentId: free!.appointmentId, version: freeVersion, publishStatus: 'PUBLISH' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [soldRow, freeRow] = res.json().data as BatchResultRow[];
    expect(soldRow).toMatchObject({ success: false, message: expect.stringMatching(/cannot be published: .*sold/) });
    expect(await snapshot(sold!.appointmentId)).toEqual(soldBefore);
    // The other row's "success" is true to what happened: the car is now on the storefront.
    const after = await detailOf(t, admin, free!.appointmentId);
    expect(freeRow!.success).toBe(after.published);
  });
});

describe('an edit that changes nothing (issue 19 item 5)', () => {
  it('refuses the same type with 400 and writes neither a version nor an audit row', async () => {
    const car = await findCar(t, admin, forSale);
    const detail = await detailOf(t, admin, car.appointmentId);
    const type = detail.inventoryAttributes.inventoryType;
    expect(type, 'seeded car without a type').not.toBeNull();
    const before = await snapshot(car.appointmentId);
    // Type is one of the actions on the inventory id's path (SPEC §7).
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/${car.id}?action=TYPE`,
      headers: admin,
      payload: { inventoryType: type, version: car.version },
    });
    expect(res.statusCode).toBe(400);
    // In words, never the field's or the value's code (issue 19).
    expect(res.json().message).toBe(
      `Nothing to change: Inventory type of Inventory apt-${car.appointmentId} is already ${valueLabel(type)}.`,
    );
    expect(res.json().message).not.toContain('inventoryType');
    expect(await snapshot(car.appointmentId)).toEqual(before);
  });

  it('refuses the same EGC and the same field value the same way', async () => {
    const car = await findCar(t, admin, forSale);
    const first = await act(t, admin, car.appointmentId, 'EGC', { egc: 'EGC-SAME', version: car.version });
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot(car.appointmentId);
    const again = await act(t, admin, car.appointmentId, 'EGC', { egc: 'EGC-SAME', version: car.version + 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      `Nothing to change: ${fieldName('egc')} of Inventory apt-${car.appointmentId} is already EGC-SAME.`,
    );
    const field = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/apt-${car.appointmentId}/holdReason/update`,
      headers: admin,
      payload: { value: before.detail.holdReason, version: car.version + 1 },
    });
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toMatch(/^Nothing to change: Hold reason of .* is already /i);
    expect(await snapshot(car.appointmentId)).toEqual(before);
  });
});
