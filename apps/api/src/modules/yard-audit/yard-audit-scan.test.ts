import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTimeText } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory, insertLocation } from '../../test/factories.ts';
import {
  auditGet,
  hubWithCars,
  scanIn,
  startAudit,
  trailOf,
  type Headers,
} from '../../test/yard-audit-test-support.ts';

/** Issue 28: starting a yard audit (the frozen expected list) and scanning into it, alone and side by side. */
let t: TestApp;
let ops: Headers;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await t.as('ops.in');
  admin = await t.as('admin');
});
afterAll(() => t?.close());

describe('starting an audit', () => {
  it('freezes the cars the system holds at the location as the expected list', async () => {
    const { hub, cars } = await hubWithCars(t, 3);
    const res = await startAudit(t, ops, hub.code);
    expect(res.statusCode, res.body).toBe(201);
    const audit = res.json().data;
    expect(audit).toMatchObject({
      locationCode: hub.code,
      locationName: hub.name,
      status: 'OPEN',
      startedBy: 'Ravi Operations',
      expected: 3,
      found: 0,
      accuracy: 0,
    });
    // A car stocked in after the start is not expected: the list is the one of that moment.
    const late = await insertInventory(t.database.db, { locationCode: hub.code, locationStatus: 'STOCKED_IN' });
    expect((await auditGet(t, ops, audit.id)).expected).toBe(3);
    const { rows } = await t.database.pool.query<{ appointment_id: string }>(
      'select appointment_id from yard_audit_expected where audit_id = $1 order by appointment_id',
      [audit.id],
    );
    expect(rows.map((r) => r.appointment_id)).toEqual(cars.map((c) => c.appointmentId).sort());
    expect(rows.map((r) => r.appointment_id)).not.toContain(late.appointmentId);
  });

  it('refuses a second audit of the same location while one is open, naming the open one', async () => {
    const { hub } = await hubWithCars(t, 1);
    const first = (await startAudit(t, ops, hub.code)).json().data;
    const second = await startAudit(t, admin, hub.code);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      new RegExp(
        `^An audit of ${hub.name} is already in progress \\(#${first.id}, started by Ravi Operations at .+\\); join it`,
      ),
    );
  });
});

describe('scanning', () => {
  it('answers each outcome in words: expected, unexpected with where, unknown, already scanned with who and when', async () => {
    const { hub, cars } = await hubWithCars(t, 3);
    const elsewhere = await insertLocation(t.database.db, { name: 'Far Yard' });
    const stray = await insertInventory(t.database.db, { locationCode: elsewhere.code, locationStatus: 'STOCKED_IN' });
    const audit = (await startAudit(t, ops, hub.code)).json().data;

    // By registration as typed on a phone (lower case, spaces), by chassis number and by appointment id.
    const byReg = await scanIn(t, ops, audit.id, cars[0]!.registrationNumber!.toLowerCase().replace(/(\d+)/, ' $1 '));
    expect(byReg.statusCode, byReg.body).toBe(200);
    expect(byReg.json().data).toMatchObject({
      outcome: 'EXPECTED',
      message: 'Expected ✓',
      appointmentId: cars[0]!.appointmentId,
      vehicle: 'Toyota Corolla 2022',
      tally: { expected: 3, found: 1, unexpected: 0, unknown: 0 },
    });
    expect((await scanIn(t, ops, audit.id, cars[1]!.chassisNumber!)).json().data.outcome).toBe('EXPECTED');

    const unexpected = (await scanIn(t, ops, audit.id, stray.registrationNumber!)).json().data;
    expect(unexpected).toMatchObject({ outcome: 'UNEXPECTED', message: 'Belongs to Far Yard — unexpected here' });

    const unknown = (await scanIn(t, ops, audit.id, 'ZZ99NOPE')).json().data;
    expect(unknown).toMatchObject({ outcome: 'UNKNOWN', message: 'Not a car we know', appointmentId: null });

    const again = (await scanIn(t, admin, audit.id, cars[0]!.appointmentId)).json().data;
    const { rows } = await t.database.pool.query<{ scanned_at: Date }>(
      'select scanned_at from yard_audit_scans where audit_id = $1 and subject = $2',
      [audit.id, cars[0]!.appointmentId],
    );
    expect(again).toMatchObject({
      outcome: 'ALREADY_SCANNED',
      message: `Already scanned by Ravi Operations at ${auditTimeText(rows[0]!.scanned_at, 'IN')}`,
      tally: { expected: 3, found: 2, unexpected: 1, unknown: 1 },
    });
  });

  it('counts a car once when two people scan it at the same moment, and a re-sent scan once', async () => {
    const { hub, cars } = await hubWithCars(t, 2);
    const audit = (await startAudit(t, ops, hub.code)).json().data;
    const [a, b] = await Promise.all([
      scanIn(t, ops, audit.id, cars[0]!.registrationNumber!),
      scanIn(t, admin, audit.id, cars[0]!.registrationNumber!),
    ]);
    const outcomes = [a.json().data.outcome, b.json().data.outcome].sort();
    expect(outcomes).toEqual(['ALREADY_SCANNED', 'EXPECTED']);

    // The same scan (same client key) sent three times, twice at once: one count, the same answer each time.
    const key = 'resent-scan-0001';
    const [first, second] = await Promise.all([
      scanIn(t, ops, audit.id, cars[1]!.appointmentId, key),
      scanIn(t, ops, audit.id, cars[1]!.appointmentId, key),
    ]);
    const third = await scanIn(t, ops, audit.id, cars[1]!.appointmentId, key);
    for (const res of [first, second, third]) expect(res.json().data.outcome, res.body).toBe('EXPECTED');
    expect((await auditGet(t, ops, audit.id)).found).toBe(2);
    const { rows } = await t.database.pool.query('select 1 from yard_audit_scans where audit_id = $1', [audit.id]);
    expect(rows).toHaveLength(2);
    // A counted car leaves one line on its trail, however often it was scanned.
    const counted = (await trailOf(t, admin, cars[0]!.appointmentId)).filter((r) => r.action === 'YARD_AUDIT_COUNT');
    expect(counted).toHaveLength(1);
    expect(counted[0]!.newValue).toMatch(new RegExp(`^Counted at ${hub.name} by (Ravi Operations|Asha Admin)`));

    const reused = await scanIn(t, ops, audit.id, cars[0]!.appointmentId, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(
      `This scan key was already used for ${cars[1]!.appointmentId}; send a new key for each scan.`,
    );
  });

  it('never counts a scan after the finish: racing scans are counted before it or refused', async () => {
    const { hub, cars } = await hubWithCars(t, 6);
    const audit = (await startAudit(t, ops, hub.code)).json().data;
    const [finish, ...scans] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/yard-audit/${audit.id}/finish`,
        headers: ops,
        payload: { version: 1 },
      }),
      ...cars.map((car) => scanIn(t, admin, audit.id, car.registrationNumber!)),
    ]);
    expect(finish.statusCode, finish.body).toBe(200);
    const counted = scans.filter((r) => r.statusCode === 200);
    for (const refused of scans.filter((r) => r.statusCode !== 200)) expect(refused.statusCode).toBe(409);
    // The finished figures are exactly the scans answered "Expected", and the table holds no others.
    expect(finish.json().data.found).toBe(counted.length);
    const { rows } = await t.database.pool.query('select 1 from yard_audit_scans where audit_id = $1', [audit.id]);
    expect(rows).toHaveLength(counted.length);
  });
});
