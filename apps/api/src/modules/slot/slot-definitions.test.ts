import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_MESSAGES, MESSAGES, TIME_ZONES, addDays, formatDate, weekdayOf } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertLocation } from '../../test/factories.ts';

/**
 * /configs/c2b-slots and the slot planner (issue 16): slot definitions with days, capacity and active,
 * refused when inverted or overlapping; a location's closures with capacity reasons; the pickup listing
 * (`GET /api/slot`) offering only what the planner leaves open.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const URL = '/api/slot/definition/slots';
const list = async (headers: Record<string, string>, slotType = 'C2B') =>
  t.app.inject({ url: `${URL}?slotType=${slotType}`, headers });
const add = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload });
const slotRows = async (country: string) =>
  Number(
    (
      await t.database.pool.query(
        `select count(*) n from slot_definition_slots where country = $1 and slot_type = 'C2B'`,
        [country],
      )
    ).rows[0].n,
  );

describe('C2B slot definitions', () => {
  it('lists the plan as slots running every day, shown HH:MM-HH:MM', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      code: '1000_1200',
      label: '10:00-12:00',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      capacity: 10,
      active: true,
      version: 1,
    });
  });

  it('refuses an overlapping or inverted slot, naming the field, and writes nothing', async () => {
    const before = await slotRows('IN');
    const overlap = await add(admin, { code: '1100_1300', days: ['saturday'], capacity: 4, active: true });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().validation).toEqual([
      { field: 'body.code', message: 'Slot 11:00-13:00 overlaps 10:00-12:00 on saturday.' },
    ]);
    const inverted = await add(admin, { code: '2000_1900', days: ['monday'], capacity: 4, active: true });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().validation[0]).toEqual({
      field: 'body.code',
      message: 'Slot 2000_1900 must end after it starts, on the same day.',
    });
    const noDay = await add(admin, { code: '1900_2000', days: [], capacity: 4, active: true });
    expect(noDay.json().validation[0].field).toBe('body.days');
    expect(await slotRows('IN')).toBe(before);
  });

  it('adds and edits a slot by code, audited and version-checked, in the caller’s vertical only', async () => {
    const added = await add(admin, { code: '1800_1930', days: ['monday', 'friday'], capacity: 3, active: true });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ label: '18:00-19:30', message: CONFIG_MESSAGES.c2bSlotAdded });
    const plan = (await t.app.inject({ url: '/api/slot/definition?slotType=C2B', headers: admin })).json().data;
    expect(plan.slots.map((s: { code: string }) => s.code)).toContain('1800_1930');
    expect((await add(admin, { code: '1800_1930', days: ['monday'], capacity: 3, active: true })).statusCode).toBe(409);

    const edit = (payload: object, headers = admin) =>
      t.app.inject({ method: 'PUT', url: `${URL}/1800_1930`, headers, payload });
    const stale = await edit({ days: ['sunday'], capacity: 5, active: true, version: 9 });
    expect(stale.statusCode).toBe(409);
    const edited = await edit({ days: ['sunday'], capacity: 5, active: false, version: 1 });
    expect(edited.json().data).toMatchObject({ days: ['sunday'], capacity: 5, active: false, version: 2 });
    const { rows } = await t.database.pool.query(
      `select action, field, old_value, new_value from audit_log
       where entity = 'slot-definition' and entity_id = 'C2B:1800_1930' and country = 'IN' order by id`,
    );
    expect(rows.filter((r) => r.action === 'CREATE').map((r) => r.field)).toEqual([
      'code',
      'days',
      'capacity',
      'active',
    ]);
    expect(rows.filter((r) => r.action === 'UPDATE')).toEqual([
      { action: 'UPDATE', field: 'days', old_value: '["monday","friday"]', new_value: '["sunday"]' },
      { action: 'UPDATE', field: 'capacity', old_value: '3', new_value: '5' },
      { action: 'UPDATE', field: 'active', old_value: 'true', new_value: 'false' },
    ]);

    // Another vertical neither sees nor edits it.
    const ae = await t.as('admin', 'AE', 'CAR');
    const aeCodes = (await list(ae)).json().data.map((s: { code: string }) => s.code);
    expect(aeCodes).not.toContain('1800_1930');
    expect((await edit({ days: ['monday'], capacity: 1, active: true, version: 2 }, ae)).statusCode).toBe(404);
  });

  it('needs MANAGE_CONFIG to write and the configs feature to answer', async () => {
    const ops = await t.as('ops.in');
    expect((await add(ops, { code: '0600_0700', days: ['monday'], capacity: 1, active: true })).statusCode).toBe(403);
    expect((await list(await t.as('viewer'))).statusCode).toBe(403);
    await t.database.pool.query(
      `update feature_matrix set verticals = array_remove(verticals, 'TH:BIKE') where feature = 'configs'`,
    );
    const off = await list(await t.as('admin', 'TH', 'BIKE'));
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('Configs are not enabled for TH BIKE.');
  });
});

describe('the slot planner', () => {
  /** The next Saturday at least three days ahead in AE (no 2-day restriction there). */
  const nextSaturday = () => {
    let day = addDays(formatDate(new Date(), TIME_ZONES.AE), 3);
    while (weekdayOf(day) !== 'saturday') day = addDays(day, 1);
    return day;
  };

  it('closes Saturday’s 09:00-11:00 at one hub with Capacity Full, and the pickup listing stops offering it', async () => {
    const ae = await t.as('admin', 'AE', 'CAR');
    const hub = (await insertLocation(t.database.db, { country: 'AE', vehicleType: 'CAR' })).code!;
    const other = (await insertLocation(t.database.db, { country: 'AE', vehicleType: 'CAR' })).code!;
    const saturday = nextSaturday();
    const offered = async (location: string, date = saturday) =>
      (await t.app.inject({ url: `/api/slot?date=${date}&locationCode=${location}`, headers: ae }))
        .json()
        .data.slots.map((s: { code: string }) => s.code);
    expect(await offered(hub)).toContain('0900_1100');

    const planner = (await t.app.inject({ url: `/api/slot/config/node?locationCode=${hub}`, headers: ae })).json().data;
    expect(planner.node).toBeNull();
    const codes = planner.slots.map((s: { code: string }) => s.code);
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/slot/config/${planner.definitionId}/node`, headers: ae, payload });
    const unknown = await save({
      locationCode: hub,
      slotCodes: codes,
      leadTimeMinutes: 120,
      closures: [{ slotCode: '0500_0600', day: 'saturday', reason: 'CAPACITY_FULL' }],
    });
    expect(unknown.json()).toMatchObject({ status: 400, validation: [{ field: 'body.closures' }] });
    const badReason = await save({
      locationCode: hub,
      slotCodes: codes,
      leadTimeMinutes: 120,
      closures: [{ slotCode: '0900_1100', day: 'saturday', reason: 'HOLIDAY' }],
    });
    expect(badReason.json().validation[0].field).toBe('body.closures.0.reason');

    const saved = await save({
      locationCode: hub,
      slotCodes: codes,
      leadTimeMinutes: 120,
      closures: [{ slotCode: '0900_1100', day: 'saturday', reason: 'CAPACITY_FULL' }],
      capacities: { '1100_1300': 0 },
    });
    expect(saved.json().data).toMatchObject({ message: MESSAGES.slotPreferenceSaved, version: 1 });
    const open = await offered(hub);
    expect(open).not.toContain('0900_1100');
    // Capacity 0 is full too; the other slots and the other hub stay as they were, and so does Sunday.
    expect(open).not.toContain('1100_1300');
    expect(open).toContain('1300_1500');
    expect(await offered(other)).toContain('0900_1100');
    expect(await offered(hub, addDays(saturday, 1))).toContain('0900_1100');

    const read = (await t.app.inject({ url: `/api/slot/config/node?locationCode=${hub}`, headers: ae })).json().data;
    expect(read.node).toMatchObject({
      closures: [{ slotCode: '0900_1100', day: 'saturday', reason: 'CAPACITY_FULL' }],
      capacities: { '1100_1300': 0 },
      version: 1,
    });
    const { rows } = await t.database.pool.query(
      `select field from audit_log where entity = 'slot-node-config' and entity_id = $1 and country = 'AE'`,
      [`${hub}:PICKUP`],
    );
    expect(rows.map((r) => r.field)).toEqual(expect.arrayContaining(['closures', 'capacities']));
  });

  it('offers a slot only on the days its definition runs', async () => {
    const ae = await t.as('admin', 'AE', 'CAR');
    const hub = (await insertLocation(t.database.db, { country: 'AE', vehicleType: 'CAR' })).code!;
    const slots = (await list(ae, 'PICKUP')).json().data as { code: string; version: number }[];
    const late = slots.find((s) => s.code === '2100_2300')!;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${URL}/2100_2300`,
      headers: ae,
      payload: { slotType: 'PICKUP', days: ['friday'], capacity: 10, active: true, version: late.version },
    });
    expect(edited.statusCode).toBe(200);
    const saturday = nextSaturday();
    const offered = async (date: string) =>
      (await t.app.inject({ url: `/api/slot?date=${date}&locationCode=${hub}`, headers: ae }))
        .json()
        .data.slots.map((s: { code: string }) => s.code);
    expect(await offered(saturday)).not.toContain('2100_2300');
    expect(await offered(addDays(saturday, -1))).toContain('2100_2300');
  });
});
