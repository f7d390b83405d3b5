import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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
const main = '/api/inventory/key';

async function keyedIn() {
  const { car, desk } = await insertAeCarAtDesk(t.database.db);
  const res = await call('POST', main, { appointmentId: car.appointmentId, action: 'KEY_IN', locationCode: desk });
  expect(res.statusCode).toBe(200);
  return { apt: car.appointmentId, desk, key: res.json().data.key as { id: number; version: number } };
}

/** Every key of the database is in exactly one place or with exactly one person. */
const splitCustody = async () =>
  (
    await t.database.db.execute(
      sql`select id from car_keys where (location_code is null) = (holder is null)
          or (status = 'KEY_IN') = (location_code is null)`,
    )
  ).rows;

describe('key in / key out', () => {
  it('hands a key out and back, audited with old → new, and refuses handing it out twice', async () => {
    const { apt, desk, key } = await keyedIn();
    const out = await call('POST', main, {
      appointmentId: apt,
      action: 'KEY_OUT',
      holder: 'Omar (driver)',
      version: key.version,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.key).toMatchObject({
      status: 'KEY_OUT',
      holder: 'Omar (driver)',
      locationCode: null,
      version: 2,
    });
    const twice = await call('POST', main, { appointmentId: apt, action: 'KEY_OUT', holder: 'Someone', version: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `Main key of car ${apt} is already out with Omar (driver): mark it received first.`,
    );
    const spareOut = await call('POST', `${main}/spare-key`, { appointmentId: apt, action: 'KEY_OUT', holder: 'Omar' });
    expect(spareOut.json().message).toBe(
      `Spare key of car ${apt} is not recorded in yet: key it in before handing it out.`,
    );
    const trail = (await call('GET', `${base}/audit/trail?appointmentId=${apt}`)).json().data;
    expect(trail[0]).toMatchObject({
      action: 'KEY_OUT',
      field: 'KEY_DETAILS',
      oldValue: `In at ${desk}`,
      newValue: 'Out with Omar (driver)',
    });
    expect((await call('GET', `${base}/audit/trail/count?appointmentId=${apt}`)).json().data.count).toBe(2);
    expect(await splitCustody()).toEqual([]);
  });

  it('lets only one of two simultaneous hand-outs of a key through', async () => {
    const { apt, key } = await keyedIn();
    const body = (holder: string) => ({ appointmentId: apt, action: 'KEY_OUT', holder, version: key.version });
    const both = await Promise.all([call('POST', main, body('First')), call('POST', main, body('Second'))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const keys = (await call('GET', `${base}/car/apt-${apt}`)).json().data;
    expect(keys).toHaveLength(1);
    expect(keys[0].version).toBe(2);
    expect(await splitCustody()).toEqual([]);
  });

  it('has the database refuse a key in two places at once', async () => {
    const { key, desk } = await keyedIn();
    await expect(
      t.database.db.execute(sql`update car_keys set holder = 'someone', location_code = ${desk} where id = ${key.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update car_keys set status = 'KEY_OUT', holder = 'someone' where id = ${key.id}`),
    ).rejects.toThrow();
  });

  it('names the field of bad input and needs the version of a recorded key', async () => {
    const { apt, desk } = await keyedIn();
    const noDesk = await call('POST', main, { appointmentId: apt, action: 'KEY_IN' });
    expect(fieldsOf(noDesk.json())).toEqual(['body.locationCode']);
    const noHolder = await call('POST', main, { appointmentId: apt, action: 'KEY_OUT' });
    expect(fieldsOf(noHolder.json())).toEqual(['body.holder']);
    const unknownDesk = await call('POST', main, { appointmentId: apt, action: 'KEY_IN', locationCode: 'NOWHERE-1' });
    expect(unknownDesk.json()).toMatchObject({
      status: 400,
      message: 'Location NOWHERE-1 is not a location of AE CAR.',
    });
    const noVersion = await call('POST', main, { appointmentId: apt, action: 'KEY_OUT', holder: 'Omar' });
    expect(noVersion.statusCode).toBe(400);
    expect(fieldsOf(noVersion.json())).toEqual(['body.version']);
    const sameDesk = await call('POST', main, { appointmentId: apt, action: 'KEY_IN', locationCode: desk, version: 1 });
    expect(sameDesk.statusCode).toBe(409);
    expect(
      (await call('POST', main, { appointmentId: apt, action: 'KEY_IN', locationCode: desk }, 'key.requester'))
        .statusCode,
    ).toBe(403);
  });
});

describe('out-keys', () => {
  it('lists out keys with who and since, flags the overdue, counts them and takes them back per row', async () => {
    const first = await keyedIn();
    const second = await keyedIn();
    for (const k of [first, second])
      expect(
        (await call('POST', main, { appointmentId: k.apt, action: 'KEY_OUT', holder: 'Sara', version: 1 })).statusCode,
      ).toBe(200);
    // The first went out two days ago: past the default 24 hours.
    await t.database.db.execute(
      sql`update car_keys set since = now() - interval '48 hours' where id = ${first.key.id}`,
    );
    const overdue = (await call('GET', `${base}/outkey?overdue=true&holder=Sara`)).json().data;
    expect(overdue).toEqual([expect.objectContaining({ id: first.key.id, holder: 'Sara', overdue: true })]);
    expect((await call('GET', `${base}/outkey/count?overdue=false&holder=Sara`)).json().data.count).toBe(1);
    const status = (await call('GET', `${base}/teams-status`)).json().data;
    expect(status.overdueHours).toBe(24);
    expect(status.overdue).toBeGreaterThanOrEqual(1);

    const back = await call('PUT', `${base}/outkey/action/MARK_RECEIVED`, {
      items: [
        { id: first.key.id, version: 2 },
        { id: second.key.id, version: 9 },
      ],
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toEqual([
      expect.objectContaining({
        id: first.key.id,
        success: true,
        message: `Main key of car ${first.apt} received at ${first.desk}.`,
      }),
      expect.objectContaining({
        id: second.key.id,
        success: false,
        message: expect.stringMatching(/changed by someone else/),
      }),
    ]);
    const keys = (await call('GET', `${base}/car/apt-${first.apt}`)).json().data;
    expect(keys[0]).toMatchObject({ status: 'KEY_IN', locationCode: first.desk, holder: null, overdue: false });
    const trail = (await call('GET', `${base}/audit/trail?appointmentId=${first.apt}`)).json().data;
    expect(trail[0]).toMatchObject({
      action: 'OUTKEY_MARK_RECEIVED',
      oldValue: 'Out with Sara',
      newValue: `In at ${first.desk}`,
    });
  });

  it('takes at most 25 keys at once', async () => {
    const items = Array.from({ length: 26 }, (_, i) => ({ id: i + 1, version: 1 }));
    const res = await call('PUT', `${base}/outkey/action/MARK_RECEIVED`, { items });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['body.items']);
  });
});
