import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  freeCar,
  inactiveLocation,
  movementAudit,
  otherLocation,
  pickupBody,
} from '../../test/movement-test-support.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_PURGE_QUEUE, purgeIdempotencyKeys } from './idempotency-purge.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const scan = (headers: Record<string, string>, path: string, locationCode: string, key?: string, comment = 'gate 2') =>
  t.app.inject({
    method: 'POST',
    url: `/api/inventory/${path}?action=STOCK_IN&comment=${encodeURIComponent(comment)}`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { locationCode },
  });

describe('stock-in by identifier', () => {
  it('stocks a car in by registration number, audited with the comment', async () => {
    const car = await freeCar(t);
    const to = await otherLocation(t, 'IN', car.locationCode);
    const res = await scan(admin, `reg-${car.registrationNumber!.toLowerCase()}`, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      message: MESSAGES.stockInDone,
      locationCode: to,
      movement: null,
      inventory: { locationCode: to, lastLocationCode: car.locationCode, locationStatus: 'STOCKED_IN' },
    });
    expect(await movementAudit(t, car.appointmentId)).toEqual(
      expect.arrayContaining([
        { action: 'STOCK_IN', field: 'comment', new_value: 'gate 2' },
        { action: 'STOCK_IN', field: 'locationCode', new_value: to },
      ]),
    );
    const twice = await scan(admin, `reg-${car.registrationNumber}`, to);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Inventory apt-${car.appointmentId} is already Stocked In at ${to}.`);
  });

  it('stocks in once and answers the same when sent again with the same Idempotency-Key', async () => {
    const car = await freeCar(t);
    const to = await otherLocation(t, 'IN', car.locationCode);
    const key = `scan-${car.appointmentId}-1`;
    const [first, second] = await Promise.all([
      scan(admin, `reg-${car.registrationNumber}`, to, key),
      scan(admin, `reg-${car.registrationNumber}`, to, key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const third = await scan(admin, `reg-${car.registrationNumber}`, to, key);
    expect(third.json()).toEqual(first.json());
    expect(
      (await movementAudit(t, car.appointmentId)).filter((r) => r.action === 'STOCK_IN' && r.field === 'locationCode'),
    ).toHaveLength(1);
    const other = await scan(admin, `reg-${car.registrationNumber}`, car.locationCode, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request.');
    const badKey = await scan(admin, `reg-${car.registrationNumber}`, to, 'x');
    expect(badKey.json().validation[0].field).toBe('Idempotency-Key');
  });

  it('stocks in by chassis number in AE and by appointment id on the inventory path', async () => {
    const ae = await t.as('admin', 'AE', 'CAR');
    const car = await freeCar(t, 'AE');
    const to = await otherLocation(t, 'AE', car.locationCode);
    const res = await scan(ae, `chassis-${car.chassisNumber}`, to);
    expect(res.json().data.inventory).toMatchObject({ appointmentId: car.appointmentId, locationCode: to });
    const apt = await freeCar(t);
    const byApt = await scan(
      admin,
      `apt-${apt.appointmentId}`,
      await otherLocation(t, 'IN', apt.locationCode),
      `apt-key-${apt.appointmentId}`,
    );
    expect(byApt.json().data).toMatchObject({
      message: MESSAGES.stockInDone,
      inventory: { appointmentId: apt.appointmentId },
    });
    const noLocation = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/apt-${apt.appointmentId}?action=STOCK_IN`,
      headers: admin,
      payload: {},
    });
    expect(noLocation.json().validation[0].field).toBe('body.locationCode');
  });

  it('receives a car on its way at its destination, and refuses it anywhere else', async () => {
    const car = await freeCar(t);
    const to = await otherLocation(t, 'IN', car.locationCode);
    const m = (
      await t.app.inject({
        method: 'POST',
        url: `/api/inventory/${car.id}/movement`,
        headers: admin,
        payload: pickupBody('IN', car, to, { vendor: 'IN_HOUSE' }),
      })
    ).json().data.movement;
    const started = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/${car.id}/movement?action=TRIP_START`,
      headers: admin,
      payload: { version: m.version },
    });
    expect(started.json().data.movement.phase).toBe('ON_ROAD');
    const wrong = await scan(admin, `reg-${car.registrationNumber}`, car.locationCode);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toMatch(/its movement is Pending; it is not at the movement's destination/);
    const right = await scan(admin, `reg-${car.registrationNumber}`, to);
    expect(right.json().data).toMatchObject({
      movement: { phase: 'RECEIVED', complete: true },
      inventory: { locationStatus: 'STOCKED_IN', movementActive: false },
    });
  });

  it('validates the identifier, the location, the car and the caller', async () => {
    const car = await freeCar(t);
    const bad = await scan(admin, 'reg-AB-12', car.locationCode);
    expect(bad.json()).toMatchObject({ status: 400, message: 'Registration number must use letters and digits only.' });
    const thai = await scan(await t.as('admin', 'TH', 'CAR'), `reg-${encodeURIComponent('1กข-1234')}`, 'NOPE');
    expect(thai.json().message).toBe('Location NOPE does not exist in TH CAR.');
    const missing = await scan(admin, 'reg-ZZ99ZZ9999', car.locationCode);
    expect(missing.statusCode).toBe(404);
    const inactive = await scan(admin, `reg-${car.registrationNumber}`, await inactiveLocation(t, 'IN'));
    expect(inactive.json().message).toMatch(/is inactive/);
    const viewer = await scan(await t.as('viewer'), `reg-${car.registrationNumber}`, car.locationCode);
    expect(viewer.statusCode).toBe(403);
  });

  it('keeps stored answers for a day: the nightly purge deletes older ones only', async () => {
    const storedKeys = async () =>
      (
        await t.database.pool.query<{ key: string }>(
          `select key from idempotency_keys where key like 'purge-test-%' order by key`,
        )
      ).rows.map((r) => r.key);
    for (const key of ['purge-test-old', 'purge-test-new']) {
      const car = await freeCar(t);
      const res = await scan(
        admin,
        `reg-${car.registrationNumber}`,
        await otherLocation(t, 'IN', car.locationCode),
        key,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.database.pool.query(
      `update idempotency_keys set created_at = now() - interval '25 hours' where key = 'purge-test-old'`,
    );
    expect(await storedKeys()).toEqual(['purge-test-new', 'purge-test-old']);

    const cutOff = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
    expect(await purgeIdempotencyKeys(t.database.db, cutOff)).toBe(1);
    expect(await storedKeys()).toEqual(['purge-test-new']);
    // The purge runs from a schedule kept in the database, so one run a night whatever the process count.
    const schedule = await t.database.pool.query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [
      IDEMPOTENCY_PURGE_QUEUE,
    ]);
    expect(schedule.rows).toEqual([{ cron: '17 3 * * *' }]);
  });
});
