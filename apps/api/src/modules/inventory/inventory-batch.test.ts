import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@b2c/domain';
import type { BatchResultRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auditRows, detailOf, findCars } from '../../test/inventory-test-support.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const batch = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/inventory/bulk', headers, payload });

describe('POST /api/inventory/bulk', () => {
  it("refuses more than 25 inventories with SPEC's message", async () => {
    const items = Array.from({ length: 26 }, (_, i) => ({
      appointmentId: String(10000000000 + i),
      version: 1,
      parkingSlot: 'A-1',
    }));
    const res = await batch(admin, { action: 'PARKING_SLOT', items });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Maximum allowed inventories for bulk action is 25');
    expect(res.json().message).toBe(MESSAGES.batchActionLimit);
  });

  it('applies or refuses each row on its own, with per-row results', async () => {
    const cars = await findCars(t, admin, 'status=READY_FOR_SALE&sort=appointmentId,asc', 4);
    const [a, b, c, d] = cars;
    const items = [
      // A sub-stage the car does not have yet: the same one would be refused as "Nothing to change".
      {
        appointmentId: a!.appointmentId,
        version: a!.version,
        inventoryStage: 'RETAIL',
        inventorySubStage: a!.inventoryAttributes.inventorySubStage === 'ON_HOLD' ? 'BOOKED' : 'ON_HOLD',
      },
      { appointmentId: b!.appointmentId, version: b!.version + 7, inventoryStage: 'RETAIL' },
      { appointmentId: c!.appointmentId, version: c!.version, inventoryStage: 'RETAIL', inventorySubStage: 'QC' },
      { appointmentId: 'nope', version: 1, inventoryStage: 'RETAIL' },
      { appointmentId: d!.appointmentId, version: d!.version, inventoryStage: 'RETAIL', inventorySubStage: 'LISTED' },
      { appointmentId: d!.appointmentId, version: d!.version, inventoryStage: 'RETAIL' },
    ];
    const res = await batch(admin, { action: 'STAGE', items });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as BatchResultRow[];
    expect(rows.map((r) => [r.appointmentId, r.success])).toEqual([
      [a!.appointmentId, true],
      [b!.appointmentId, false],
      [c!.appointmentId, false],
      ['nope', false],
      [d!.appointmentId, true],
      [d!.appointmentId, false],
    ]);
    expect(rows[0]).toMatchObject({ id: a!.id, message: MESSAGES.inventoryStageUpdated, version: a!.version + 1 });
    expect(rows[1]!.message).toMatch(/changed by someone else/);
    expect(rows[2]!.message).toMatch(/not a sub-stage/);
    expect(rows[3]!.message).toBe('Inventory apt-nope was not found.');
    expect((await detailOf(t, admin, b!.appointmentId)).version).toBe(b!.version);
    expect(await auditRows(t, a!.appointmentId, 'STAGE')).toHaveLength(1);
  });

  it('names the failing field of a row without failing the others', async () => {
    const [a, b] = await findCars(t, admin, 'status=IN_REFURB&sort=appointmentId,asc', 2);
    const res = await batch(admin, {
      action: 'PARKING_SLOT',
      items: [
        { appointmentId: a!.appointmentId, version: a!.version, parkingSlot: 'C-3' },
        { appointmentId: b!.appointmentId, version: b!.version, parkingSlot: '' },
      ],
    });
    const rows = res.json().data as BatchResultRow[];
    expect(rows[0]!.success).toBe(true);
    expect(rows[1]).toMatchObject({
      success: false,
      message: expect.stringMatching(/Parking slot \(row 2\) is required/),
    });
  });

  it('creates pending actions row by row when the change needs approval', async () => {
    const ops = await t.as('ops.in');
    const cars = await findCars(t, admin, 'status=IN_REFURB&sort=appointmentId,desc', 3);
    const items = cars.map((c) => ({
      appointmentId: c.appointmentId,
      version: c.version,
      listingPrice: 123000,
      priceChangeReason: 'PRICE_REVISION',
    }));
    const rows = (await batch(ops, { action: 'LIST_PRICE', items })).json().data as BatchResultRow[];
    expect(rows.every((r) => r.success && r.pendingActionId !== null)).toBe(true);
  });

  it('answers a whole-request refusal as one entry with id 0 (SPEC §8)', async () => {
    const ae = await t.as('key.requester', 'AE', 'CAR');
    const res = await batch(ae, { action: 'EGC', items: [{ appointmentId: '1', version: 1, egc: 'X' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: 0,
        appointmentId: null,
        success: false,
        message: 'You need the UPDATE_INVENTORY permission for this action.',
        version: null,
        pendingActionId: null,
      },
    ]);
    const flagOff = await batch(await t.as('admin', 'AE', 'CAR'), {
      action: 'GPS_TRACKER',
      items: [{ appointmentId: '1', version: 1, gpsTrackerNumber: 'GT1' }],
    });
    expect(flagOff.json().data[0]).toMatchObject({
      id: 0,
      success: false,
      message: 'GPS_TRACKER is not available in AE CAR.',
    });
  });

  it('answers 400 naming the field of a malformed request and 403 to the viewer', async () => {
    const res = await batch(admin, { action: 'FLY', items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.map((v: { field: string }) => v.field)).toEqual(
      expect.arrayContaining(['body.action', 'body.items']),
    );
    expect((await batch(await t.as('viewer'), { action: 'EGC', items: [] })).statusCode).toBe(403);
  });
});
