import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory, insertLocation } from '../../test/factories.ts';
import { pendingActions } from '../inventory/pending-action-tables.ts';

/**
 * Issue 27.2: approving a missing car report marks the car lost through the effect the movement area
 * registers into the inventory's pending actions (the inventory never calls movement). The approval and
 * the loss commit together, or neither does.
 */
let t: TestApp;
let approver: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  approver = await t.as('approver');
});
afterAll(() => t?.close());

/** A car held at a hub (as the location status says) and an open report that it is missing from there. */
async function reportedMissing(locationStatus: 'STOCKED_IN' | 'PENDING') {
  const hub = await insertLocation(t.database.db);
  const car = await insertInventory(t.database.db, { locationCode: hub.code, locationStatus });
  const [report] = await t.database.db
    .insert(pendingActions)
    .values({
      country: 'IN',
      vehicleType: 'CAR',
      appointmentId: car.appointmentId,
      type: 'MARK_MISSING',
      currentValue: hub.code,
      proposedValue: 'LOST',
      remarks: 'Not in its row',
      requestedBy: 'ops.in',
      updatedBy: 'ops.in',
    })
    .returning();
  return { hub, car, report: report! };
}

const approve = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pendingAction',
    headers: approver,
    payload: { id, decision: 'APPROVE', version: 1 },
  });

const stateOf = async (appointmentId: string, reportId: number) => {
  const car = await t.database.pool.query(
    'select location_code, location_status, version from inventory where appointment_id = $1',
    [appointmentId],
  );
  const report = await t.database.pool.query('select status, version from pending_actions where id = $1', [reportId]);
  const trail = await t.database.pool.query(
    `select entity, action from audit_log where (entity = 'pending-action' and entity_id = $1)
       or (entity = 'inventory-movement' and entity_id = $2) order by id`,
    [String(reportId), appointmentId],
  );
  return { car: car.rows[0], report: report.rows[0], trail: trail.rows };
};

describe('approving a missing car report', () => {
  it('marks the car lost by the movement rules, in the approval', async () => {
    const { car, report } = await reportedMissing('STOCKED_IN');
    const res = await approve(report.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pendingAction).toMatchObject({ status: 'APPROVED', decidedValue: 'LOST' });
    expect(res.json().data.inventory).toMatchObject({ locationStatus: 'LOST', locationCode: null });
    const after = await stateOf(car.appointmentId, report.id);
    expect(after.report).toEqual({ status: 'APPROVED', version: 2 });
    expect(after.trail).toEqual(
      expect.arrayContaining([
        { entity: 'pending-action', action: 'APPROVE' },
        { entity: 'inventory-movement', action: 'MARK_LOST' },
      ]),
    );
  });

  it('leaves the report open and the car where it was when the movement rules refuse the loss', async () => {
    // The transition table marks lost only a car stocked in: a car pending at the hub is refused.
    const { car, report } = await reportedMissing('PENDING');
    const before = await stateOf(car.appointmentId, report.id);
    const res = await approve(report.id);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await stateOf(car.appointmentId, report.id)).toEqual(before);
    expect(before.report).toEqual({ status: 'PENDING', version: 1 });
  });
});
