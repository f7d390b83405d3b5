import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory } from '../../test/factories.ts';
import { insertAeCarAtDesk } from '../../test/key-factories.ts';
import { keyCaller } from '../../test/key-test-support.ts';

let t: TestApp;
let call: ReturnType<typeof keyCaller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = keyCaller(t);
});
afterAll(() => t?.close());

const base = '/api/v1/asset/key';
type AuditRow = { action: string; field: string | null; oldValue: string | null; newValue: string | null };
const line = (r: AuditRow) => `${r.action} ${r.field}: ${r.oldValue} → ${r.newValue}`;

/** The car's own audit trail, as its detail's Audit trail tab and its timeline read it (oldest first). */
const carTrail = async (appointmentId: string) => {
  const res = await call('GET', `/api/audit-log/inventory/${appointmentId}?page=0&size=50`, undefined, 'admin');
  expect(res.statusCode).toBe(200);
  return (res.json().data as AuditRow[]).map(line).reverse();
};
const rowsOf = async (table: 'key_requests' | 'car_keys' | 'audit_log', appointmentId: string) => {
  const column = table === 'audit_log' ? 'entity_id' : 'appointment_id';
  const { rows } = await t.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
    [appointmentId],
  );
  return rows[0]!.n;
};

describe('keys in the car’s trail', () => {
  it('copies every key step to the car’s audit trail in words, and keeps the key audit log’s own codes', async () => {
    const { car, desk } = await insertAeCarAtDesk(t.database.db);
    const id = car.appointmentId;
    const move = (path: string, body: object) =>
      call('POST', `/api/inventory/key${path}`, { appointmentId: id, ...body });
    expect((await move('', { action: 'KEY_IN', locationCode: desk })).statusCode).toBe(200);
    expect((await move('/spare-key', { action: 'KEY_IN', locationCode: desk })).statusCode).toBe(200);
    const request = (await call('POST', `${base}/request`, { appointmentId: id }, 'key.requester')).json().data;
    const ready = await call('PUT', `${base}/request/${request.id}/action/READY_TO_BE_PICKED`, { version: 1 });
    expect(ready.statusCode).toBe(200);
    const received = await call('PUT', `${base}/request/${request.id}/action/MARK_RECEIVED?noOfKeysReceived=2`, {
      version: 2,
    });
    expect(received.statusCode).toBe(200);

    expect(await carTrail(id)).toEqual([
      `KEY_IN Main key: Not recorded → In at ${desk}`,
      `KEY_IN Spare key: Not recorded → In at ${desk}`,
      `KEY_REQUESTED Key request ${request.id}: null → Requested`,
      `KEYS_READY_TO_BE_PICKED Key request ${request.id}: Requested → Ready to be picked`,
      `KEYS_RECEIVED Key request ${request.id}: Ready to be picked → Received`,
      `KEYS_RECEIVED Key request ${request.id} keys: null → 2`,
      `KEYS_RECEIVED Main key: In at ${desk} → Out with key.requester`,
      `KEYS_RECEIVED Spare key: In at ${desk} → Out with key.requester`,
    ]);
    const keyTrail = await call('GET', `${base}/audit/trail?appointmentId=${id}&page=0&size=50`);
    expect((keyTrail.json().data as AuditRow[]).map(line).reverse().slice(0, 3)).toEqual([
      `KEY_IN KEY_DETAILS: Not recorded → In at ${desk}`,
      `KEY_IN SPARE_KEY_DETAILS: Not recorded → In at ${desk}`,
      `KEY_REQUEST request ${request.id}: null → Requested`,
    ]);
  });

  it('answers 404 for another vertical’s car named in the body, as for one named in the path, and writes nothing', async () => {
    const { desk } = await insertAeCarAtDesk(t.database.db);
    // KSA cars have key management too: only the vertical differs.
    const foreign = await insertInventory(t.database.db, { country: 'KSA', vehicleType: 'CAR' });
    const id = foreign.appointmentId;
    const vin = foreign.vin!;
    const probes = [
      ['/api/inventory/key', { appointmentId: id, action: 'KEY_IN', locationCode: desk }, 'key.manager'],
      ['/api/inventory/key/spare-key', { appointmentId: id, action: 'KEY_OUT', holder: 'Sara' }, 'key.manager'],
      [`${base}/request`, { appointmentId: id }, 'key.requester'],
    ] as const;
    for (const [url, body, who] of probes) {
      const res = await call('POST', url, body, who);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: `Car ${id} was not found.` });
    }
    const byVin = await call('POST', `${base}/request`, { vinNumber: vin }, 'key.requester');
    expect(byVin.statusCode).toBe(404);
    expect(byVin.json().message).toBe(`The car with VIN ${vin} was not found.`);
    for (const table of ['key_requests', 'car_keys', 'audit_log'] as const) expect(await rowsOf(table, id)).toBe(0);
    // The same car in its own vertical is found: the 404 is the vertical, not the request.
    const own = await call('POST', `${base}/request`, { vinNumber: vin }, 'admin', 'KSA');
    expect(own.statusCode).toBe(201);
    expect(own.json().data.appointmentId).toBe(id);
  });
});
