import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertAeCarAtDesk } from '../../test/key-factories.ts';
import { fieldsOf, keyCaller } from '../../test/key-test-support.ts';

let t: TestApp;
let call: ReturnType<typeof keyCaller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = keyCaller(t);
});
afterAll(() => t?.close());

const base = '/api/v1/asset/key';

/** A car at a desk with its main and spare key in. */
async function carWithKeys() {
  const { car, desk } = await insertAeCarAtDesk(t.database.db);
  const main = await call('POST', '/api/inventory/key', {
    appointmentId: car.appointmentId,
    action: 'KEY_IN',
    locationCode: desk,
  });
  const spare = await call('POST', '/api/inventory/key/spare-key', {
    appointmentId: car.appointmentId,
    action: 'KEY_IN',
    locationCode: desk,
  });
  expect([main.statusCode, spare.statusCode]).toEqual([200, 200]);
  expect(main.json().data.message).toBe(MESSAGES.keyStatusUpdated);
  expect(spare.json().data.message).toBe(MESSAGES.secondKeyStatusUpdated);
  return { car, desk };
}

const trailOf = async (appointmentId: string) =>
  (await call('GET', `${base}/audit/trail?appointmentId=${appointmentId}&page=0&size=50`)).json().data as {
    action: string;
    field: string;
    oldValue: string | null;
    newValue: string | null;
    actor: string;
  }[];

describe('key requests', () => {
  it('runs requested → ready to be picked → received with two keys, audited, the keys out with the requester', async () => {
    const { car, desk } = await carWithKeys();
    const created = await call(
      'POST',
      `${base}/request`,
      { vinNumber: car.vin, remarks: 'Test\ndrive <b>4pm</b>' },
      'key.requester',
    );
    expect(created.statusCode).toBe(201);
    const request = created.json().data;
    expect(request).toMatchObject({
      appointmentId: car.appointmentId,
      state: 'REQUESTED',
      requestedBy: 'key.requester',
      remarks: 'Test drive <b>4pm</b>',
      version: 1,
    });
    const ready = await call('PUT', `${base}/request/${request.id}/action/READY_TO_BE_PICKED`, { version: 1 });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ state: 'READY_TO_BE_PICKED', version: 2 });

    const noCount = await call('PUT', `${base}/request/${request.id}/action/MARK_RECEIVED`, { version: 2 });
    expect(noCount.statusCode).toBe(400);
    expect(fieldsOf(noCount.json())).toEqual(['querystring.noOfKeysReceived']);
    const tooMany = await call('PUT', `${base}/request/${request.id}/action/MARK_RECEIVED?noOfKeysReceived=3`, {
      version: 2,
    });
    expect(fieldsOf(tooMany.json())).toEqual(['querystring.noOfKeysReceived']);

    const received = await call('PUT', `${base}/request/${request.id}/action/MARK_RECEIVED?noOfKeysReceived=2`, {
      version: 2,
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({ state: 'RECEIVED', numberOfKeys: 2, version: 3 });
    const keys = (await call('GET', `${base}/car/apt-${car.appointmentId}`)).json().data;
    expect(keys).toEqual([
      expect.objectContaining({
        keyType: 'KEY_DETAILS',
        status: 'KEY_OUT',
        holder: 'key.requester',
        locationCode: null,
        keyRequestId: request.id,
      }),
      expect.objectContaining({ keyType: 'SPARE_KEY_DETAILS', status: 'KEY_OUT', holder: 'key.requester' }),
    ]);

    const again = await call('PUT', `${base}/request/${request.id}/action/MARK_RECEIVED?noOfKeysReceived=1`, {
      version: 3,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Key request ${request.id} is Received: it cannot be marked received.`);

    const trail = await trailOf(car.appointmentId);
    expect(trail.map((r) => `${r.action} ${r.field} ${r.oldValue} → ${r.newValue}`)).toEqual(
      expect.arrayContaining([
        `KEY_REQUEST request ${request.id} null → Requested`,
        `READY_TO_BE_PICKED request ${request.id} Requested → Ready to be picked`,
        `MARK_RECEIVED request ${request.id} Ready to be picked → Received`,
        `MARK_RECEIVED request ${request.id} keys null → 2`,
        `MARK_RECEIVED KEY_DETAILS In at ${desk} → Out with key.requester`,
        `MARK_RECEIVED SPARE_KEY_DETAILS In at ${desk} → Out with key.requester`,
      ]),
    );
    expect(trail.find((r) => r.action === 'READY_TO_BE_PICKED')?.actor).toBe('key.manager');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const { car } = await carWithKeys();
    const id = (await call('POST', `${base}/request`, { appointmentId: car.appointmentId }, 'key.requester')).json()
      .data.id;
    const stale = await call('PUT', `${base}/request/${id}/action/READY_TO_BE_PICKED`, { version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/was changed by someone else/);
    const list = (await call('GET', `${base}/request?appointmentId=${car.appointmentId}`)).json().data;
    expect(list).toEqual([expect.objectContaining({ id, state: 'REQUESTED', version: 1 })]);
  });

  it('lets the requester cancel their own request, not someone else', async () => {
    const { car } = await carWithKeys();
    const id = (await call('POST', `${base}/request`, { appointmentId: car.appointmentId }, 'key.requester')).json()
      .data.id;
    const other = {
      authorization: `Bearer ${await t.tokenFor('key.requester', { preferred_username: 'other.requester' })}`,
      'x-country': 'AE',
      'x-vehicle-type': 'CAR',
    };
    const refused = await call('PUT', `${base}/request/${id}/cancel`, { version: 1 }, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `Only key.requester, who asked, or a key manager may cancel key request ${id}.`,
    );
    expect(
      (await call('GET', `${base}/request?appointmentId=${car.appointmentId}`, undefined, other)).json().data,
    ).toEqual([]);
    const cancelled = await call('PUT', `${base}/request/${id}/cancel`, { version: 1 }, 'key.requester');
    expect(cancelled.json().data).toMatchObject({ state: 'CANCELLED', version: 2 });
    const twice = await call('PUT', `${base}/request/${id}/cancel`, { version: 2 }, 'key.requester');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Key request ${id} is Cancelled: it cannot be cancelled.`);
  });

  it('keeps one open request per car, also when two ask at once', async () => {
    const { car } = await carWithKeys();
    const body = { appointmentId: car.appointmentId };
    const both = await Promise.all([
      call('POST', `${base}/request`, body, 'key.requester'),
      call('POST', `${base}/request`, body, 'key.requester'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toMatch(
      new RegExp(`^Car ${car.appointmentId} already has an open key request`),
    );
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from key_requests where appointment_id = ${car.appointmentId}`,
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('names the field of bad input', async () => {
    const none = await call('POST', `${base}/request`, {}, 'key.requester');
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json())).toEqual(['body.appointmentId']);
    const unknown = await call('POST', `${base}/request`, { appointmentId: '424242' }, 'key.requester');
    // A car the vertical does not have is not found, whether it exists elsewhere or nowhere.
    expect(unknown.json()).toMatchObject({ status: 404, message: 'Car 424242 was not found.' });
    const badVin = await call('POST', `${base}/request`, { vinNumber: 'x!' }, 'key.requester');
    expect(fieldsOf(badVin.json())).toEqual(['body.vinNumber']);
    const badAction = await call('PUT', `${base}/request/1/action/LOSE`, { version: 1 });
    expect(fieldsOf(badAction.json())).toEqual(['params.action']);
  });

  it('enforces the roles per route and the vertical flag', async () => {
    const requesterActs = await call(
      'PUT',
      `${base}/request/1/action/READY_TO_BE_PICKED`,
      { version: 1 },
      'key.requester',
    );
    expect(requesterActs.statusCode).toBe(403);
    const managerAsks = await call('POST', `${base}/request`, { appointmentId: '1' }, 'key.manager');
    expect(managerAsks.statusCode).toBe(403);
    expect(managerAsks.json().message).toBe('You need the REQUEST_KEYS permission for this action.');
    expect((await call('GET', `${base}/outkey`, undefined, 'key.requester')).statusCode).toBe(403);
    expect((await call('GET', `${base}/request`, undefined, 'ops.in', 'IN')).statusCode).toBe(403);
    const flagOff = await call('GET', `${base}/request`, undefined, 'admin', 'IN');
    expect(flagOff.statusCode).toBe(403);
    expect(flagOff.json().message).toBe('Key management is not enabled for IN CAR.');
    // Another vertical's request is not there (KSA has the flag too).
    const { car } = await carWithKeys();
    const id = (await call('POST', `${base}/request`, { appointmentId: car.appointmentId }, 'key.requester')).json()
      .data.id;
    expect((await call('PUT', `${base}/request/${id}/cancel`, { version: 1 }, 'admin', 'KSA')).statusCode).toBe(404);
  });
});
