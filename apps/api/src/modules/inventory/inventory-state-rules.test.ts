import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory, insertLocation } from '../../test/factories.ts';
import { act, auditRows, detailOf } from '../../test/inventory-test-support.ts';

/**
 * Issue 19 items 4–6: the domain's inventory action table enforced by the API. A lost car leaves sale,
 * a sourcing-cancelled car is never stocked in, and stock-in needs its own permission. Each refusal
 * leaves the row and both audit trails as they were.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const movementAudit = async (appointmentId: string) =>
  (
    await t.database.pool.query(
      `select action, field from audit_log where entity = 'inventory-movement' and entity_id = $1 order by id`,
      [appointmentId],
    )
  ).rows;

const snapshot = async (appointmentId: string, headers = admin) => ({
  detail: await detailOf(t, headers, appointmentId),
  audit: await auditRows(t, appointmentId),
  movementAudit: await movementAudit(appointmentId),
});

const scan = (headers: Record<string, string>, path: string, locationCode: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/inventory/${path}?action=STOCK_IN&comment=gate`,
    headers,
    payload: { locationCode },
  });

describe('a car marked lost (issue 19 item 4)', () => {
  it('leaves the storefront and its booking when marked lost, and is then refused sale, publish, price and reserve', async () => {
    const hub = await insertLocation(t.database.db);
    const car = await insertInventory(t.database.db, {
      locationCode: hub.code!,
      locationStatus: 'STOCKED_IN',
      published: true,
      publishStatus: 'PUBLISHED',
      reserveStatus: 'BOOKED',
    });
    const lost = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/${car.id}/movement?action=MARK_LOST`,
      headers: admin,
      payload: { version: car.version, remarks: 'not found at the hub' },
    });
    expect(lost.statusCode, lost.body).toBe(200);
    const detail = await detailOf(t, admin, car.appointmentId);
    expect(detail).toMatchObject({
      locationStatus: 'LOST',
      published: false,
      publishStatus: 'UNPUBLISHED',
      reserveStatus: null,
    });
    expect(await auditRows(t, car.appointmentId, 'MARK_LOST')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'published', old_value: 'true', new_value: 'false' }),
        expect.objectContaining({ field: 'reserveStatus', old_value: 'BOOKED', new_value: null }),
      ]),
    );

    const before = await snapshot(car.appointmentId);
    const label = `Inventory apt-${car.appointmentId}`;
    const version = detail.version;
    const refusals = [
      ['SOLD', { version }, `${label} cannot be sold: it is marked lost.`],
      ['PUBLISH_STATUS', { publishStatus: 'PUBLISH', version }, `${label} cannot be published: it is marked lost.`],
      [
        'LIST_PRICE',
        { listingPrice: 700000, priceChangeReason: 'PRICE_REVISION', version },
        `${label} cannot have its listing price changed: it is marked lost.`,
      ],
      ['UPDATE_RESERVE_STATUS', { reserveStatus: true, version }, `${label} cannot be reserved: it is marked lost.`],
    ] as const;
    for (const [action, payload, message] of refusals) {
      const res = await act(t, admin, car.appointmentId, action, payload);
      expect(res.statusCode, action).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/${car.id}/movement?action=MARK_LOST`,
      headers: admin,
      payload: { version },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${label} cannot be marked lost: it is marked lost.`);
    expect(await snapshot(car.appointmentId)).toEqual(before);
  });
});

describe('a sourcing-cancelled car (issue 19 item 5)', () => {
  it('is not stocked in by chassis number (AE) nor by appointment id', async () => {
    const ae = await t.as('admin', 'AE', 'CAR');
    const hub = await insertLocation(t.database.db, { country: 'AE' });
    const car = await insertInventory(t.database.db, {
      country: 'AE',
      status: 'SOURCING_CANCELLED',
      inventoryStage: 'PROCUREMENT',
      inventorySubStage: null,
    });
    const before = await snapshot(car.appointmentId, ae);
    const res = await scan(ae, `chassis-${car.chassisNumber}`, hub.code!);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      `Inventory apt-${car.appointmentId} cannot be stocked in: its sourcing was cancelled.`,
    );
    const byApt = await scan(ae, `apt-${car.appointmentId}`, hub.code!);
    expect(byApt.statusCode).toBe(409);
    expect(await snapshot(car.appointmentId, ae)).toEqual(before);
    // The movement panel does not offer it either.
    const view = await t.app.inject({ url: `/api/inventory/${car.id}/movement`, headers: ae });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.legalActions).not.toContain('STOCK_IN');
  });
});

describe('the STOCK_IN permission (issue 19 item 6)', () => {
  it('refuses a key manager (inventory menu only) on every stock-in path, and says so in the ui-rules', async () => {
    const keys = await t.as('key.manager', 'AE', 'CAR');
    const hub = await insertLocation(t.database.db, { country: 'AE' });
    const car = await insertInventory(t.database.db, { country: 'AE' });
    const aeAdmin = await t.as('admin', 'AE', 'CAR');
    const before = await snapshot(car.appointmentId, aeAdmin);
    for (const path of [`chassis-${car.chassisNumber}`, `reg-${car.registrationNumber}`, `apt-${car.appointmentId}`]) {
      const res = await scan(keys, path, hub.code!);
      expect(res.statusCode, path).toBe(403);
    }
    const byId = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/${car.id}/movement?action=STOCK_IN`,
      headers: keys,
      payload: { version: car.version, locationCode: hub.code! },
    });
    expect(byId.statusCode).toBe(403);
    expect(await snapshot(car.appointmentId, aeAdmin)).toEqual(before);
    const rules = await t.app.inject({ url: '/api/config/ui-rules', headers: keys });
    expect(rules.json().data.actionPermissions.STOCK_IN).toBe(false);
  });

  it('lets operations stock in', async () => {
    const ops = await t.as('ops.in');
    const hub = await insertLocation(t.database.db);
    const car = await insertInventory(t.database.db);
    const res = await scan(ops, `apt-${car.appointmentId}`, hub.code!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.inventory).toMatchObject({ locationCode: hub.code!, locationStatus: 'STOCKED_IN' });
    const rules = await t.app.inject({ url: '/api/config/ui-rules', headers: ops });
    expect(rules.json().data.actionPermissions.STOCK_IN).toBe(true);
  });
});
