import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory, insertLocation } from '../../test/factories.ts';
import {
  finishAudit,
  hubWithCars,
  scanIn,
  startAudit,
  trailOf,
  type Headers,
} from '../../test/yard-audit-test-support.ts';

/** Issue 28: the finish's lists, the CSV and the history, and the two fixes (stock in here, mark missing). */
let t: TestApp;
let ops: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await t.as('ops.in');
});
afterAll(() => t?.close());

describe('finishing and fixing', () => {
  it('lists missing, unexpected (where and since when) and unknown; refuses scans after the finish', async () => {
    const { hub, cars } = await hubWithCars(t, 4);
    const elsewhere = await insertLocation(t.database.db, { name: 'North Yard' });
    const since = new Date('2026-01-02T03:04:00Z');
    const stray = await insertInventory(t.database.db, {
      locationCode: elsewhere.code,
      locationStatus: 'STOCKED_IN',
      locationSince: since,
    });
    const audit = (await startAudit(t, ops, hub.code)).json().data;
    for (const car of cars.slice(0, 2)) await scanIn(t, ops, audit.id, car.registrationNumber!);
    await scanIn(t, ops, audit.id, stray.registrationNumber!);
    await scanIn(t, ops, audit.id, '=HYPERLINK("x")');

    const finished = await finishAudit(t, ops, audit.id);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data).toMatchObject({
      status: 'FINISHED',
      finishedBy: 'Ravi Operations',
      expected: 4,
      found: 2,
      unexpected: 1,
      unknown: 1,
      accuracy: 50,
    });

    const lists = (await t.app.inject({ url: `/api/yard-audit/${audit.id}/lists`, headers: ops })).json().data;
    expect(lists.missing.map((m: { appointmentId: string }) => m.appointmentId)).toEqual(
      cars
        .slice(2)
        .map((c) => c.appointmentId)
        .sort(),
    );
    expect(lists.unexpected).toEqual([
      expect.objectContaining({
        appointmentId: stray.appointmentId,
        systemLocationCode: elsewhere.code,
        systemLocationName: 'North Yard',
        systemLocationStatus: 'STOCKED_IN',
        systemSince: since.toISOString(),
        scanned: expect.objectContaining({ by: 'Ravi Operations' }),
        stockedIn: null,
      }),
    ]);
    expect(lists.unknown).toEqual([expect.objectContaining({ identifier: '=HYPERLINK("x")' })]);

    const late = await scanIn(t, ops, audit.id, cars[3]!.registrationNumber!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/was finished by Ravi Operations; start a new audit to scan again\.$/);

    // The history of the location lists it with its accuracy; the CSV has the lists, formulas made harmless.
    const history = (await t.app.inject({ url: `/api/yard-audit?locationCode=${hub.code}`, headers: ops })).json();
    expect(history.data).toEqual([expect.objectContaining({ id: audit.id, accuracy: 50 })]);
    const csv = await t.app.inject({ url: `/api/yard-audit/${audit.id}/export`, headers: ops });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`Unexpected,${stray.appointmentId},`);
    expect(csv.body).toContain('North Yard');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('stocks the unexpected car in here through the stock-in service; its trail shows it', async () => {
    const { hub } = await hubWithCars(t, 1);
    const elsewhere = await insertLocation(t.database.db);
    const stray = await insertInventory(t.database.db, { locationCode: elsewhere.code, locationStatus: 'STOCKED_IN' });
    const audit = (await startAudit(t, ops, hub.code)).json().data;
    await scanIn(t, ops, audit.id, stray.registrationNumber!);

    const early = await t.app.inject({
      method: 'POST',
      url: `/api/yard-audit/${audit.id}/unexpected/${stray.appointmentId}/stock-in`,
      headers: ops,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Finish yard audit ${audit.id} first: its lists are final only then.`);

    await finishAudit(t, ops, audit.id);
    const fix = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/yard-audit/${audit.id}/unexpected/${stray.appointmentId}/stock-in`,
        headers: ops,
      });
    const res = await fix();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.stockedIn).toMatchObject({ by: 'Ravi Operations' });
    const car = await t.database.pool.query<{ location_code: string; location_status: string }>(
      'select location_code, location_status from inventory where appointment_id = $1',
      [stray.appointmentId],
    );
    expect(car.rows[0]).toEqual({ location_code: hub.code, location_status: 'STOCKED_IN' });
    // The stock-in service's own audit (movement trail), and the car's trail line.
    const movement = await t.database.pool.query<{ field: string; new_value: string }>(
      `select field, new_value from audit_log where entity = 'inventory-movement' and entity_id = $1 and action = 'STOCK_IN'`,
      [stray.appointmentId],
    );
    expect(movement.rows).toEqual(
      expect.arrayContaining([
        { field: 'locationCode', new_value: hub.code },
        { field: 'comment', new_value: `Yard audit #${audit.id}` },
      ]),
    );
    const trail = await trailOf(t, ops, stray.appointmentId);
    expect(trail.map((r) => r.newValue)).toEqual(
      expect.arrayContaining([
        `Stocked in at ${hub.name} by Ravi Operations after yard audit #${audit.id}`,
        expect.stringMatching(/^Counted at /),
      ]),
    );
    // Pressed again: the same answer, nothing moved twice.
    const again = await fix();
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(res.json().data);
  });

  it('marks a missing car with a reason: a pending action the approver sees and decides', async () => {
    const { hub, cars } = await hubWithCars(t, 2);
    const audit = (await startAudit(t, ops, hub.code)).json().data;
    await scanIn(t, ops, audit.id, cars[0]!.registrationNumber!);
    await finishAudit(t, ops, audit.id);
    const missing = cars[1]!;
    const mark = (reason: unknown, appointmentId = missing.appointmentId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/yard-audit/${audit.id}/missing/${appointmentId}/mark-missing`,
        headers: ops,
        payload: { reason },
      });

    const counted = await mark('gone', cars[0]!.appointmentId);
    expect(counted.statusCode).toBe(409);
    expect(counted.json().message).toBe(
      `Inventory apt-${cars[0]!.appointmentId} was counted in yard audit ${audit.id}; it is not missing.`,
    );

    const res = await mark('Not in row C\nnor behind the wash bay');
    expect(res.statusCode, res.body).toBe(201);
    const reported = res.json().data.reported;
    expect(reported).toMatchObject({ by: 'Ravi Operations', reason: 'Not in row C nor behind the wash bay' });
    // Nothing is written on the car yet: it waits for an approver.
    const before = await t.database.pool.query('select location_code from inventory where appointment_id = $1', [
      missing.appointmentId,
    ]);
    expect(before.rows[0]).toEqual({ location_code: hub.code });
    expect((await mark('again')).json().data.reported.pendingActionId).toBe(reported.pendingActionId);

    const approver = await t.as('approver');
    const queue = (
      await t.app.inject({ url: '/api/pendingAction?type=MARK_MISSING&size=100', headers: approver })
    ).json().data as {
      id: number;
      appointmentId: string;
      currentValue: string;
      proposedValue: string;
      remarks: string;
    }[];
    const request = queue.find((p) => p.id === reported.pendingActionId);
    expect(request).toMatchObject({
      appointmentId: missing.appointmentId,
      currentValue: hub.code,
      proposedValue: 'LOST',
      remarks: `Yard audit #${audit.id} at ${hub.name}: Not in row C nor behind the wash bay`,
    });
    const trail = await trailOf(t, ops, missing.appointmentId);
    expect(trail.map((r) => r.newValue)).toContain(
      `Reported missing at ${hub.name} by Ravi Operations (yard audit #${audit.id}): Not in row C nor behind the wash bay`,
    );

    const decide = (decision: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pendingAction',
        headers: approver,
        payload: { id: reported.pendingActionId, decision, version: 1 },
      });
    const modify = await decide('MODIFY');
    expect(modify.statusCode).toBe(400);
    expect(modify.json().validation).toEqual([
      { field: 'body.decision', message: 'A missing car report is approved or rejected; it cannot be modified.' },
    ]);
    const approve = await decide('APPROVE');
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data.inventory).toMatchObject({ locationStatus: 'LOST', locationCode: null });
  });
});
