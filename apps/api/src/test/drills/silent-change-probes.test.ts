import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { insertZone } from '../factories.ts';
import { seededDealer, setBigDealerActive } from '../dealer-factories.ts';

/**
 * Issue 24 (finding 16 and the fuzz pass): numbers and lists the panel was seen changing without a word.
 * The server must refuse each out-of-contract value with a 400 naming the field and store nothing —
 * slot capacity −3 and 99,999,999, key-overdue hours −5, dealer capacity −10, planner lead time −30
 * (the panel's inputs clamped those: the API never did) — and a repeated item in a list is refused,
 * not de-duplicated (zone locations, a location's slots: found by the fuzz pass, stored de-duplicated).
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin, payload });

const fieldsOf = (body: string) =>
  ((JSON.parse(body) as { validation?: { field: string }[] }).validation ?? []).map((v) => v.field);

const one = async <T>(sql: string, args: unknown[] = []) => (await t.database.pool.query(sql, args)).rows[0] as T;

describe('values the panel changed without a word are refused by the server, naming the field', () => {
  it.each([-3, 99_999_999])('slot capacity %d', async (capacity) => {
    const res = await send('POST', '/api/slot/definition/slots', {
      slotType: 'PICKUP',
      code: '0001_0002',
      days: ['monday'],
      capacity,
      active: true,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['body.capacity']);
    expect(await one("SELECT 1 AS found FROM slot_definition_slots WHERE code = '0001_0002'")).toBeUndefined();
  });

  it('key-overdue hours −5', async () => {
    const { version } = await one<{ version: number }>(
      "SELECT version FROM vertical_flags WHERE country = 'IN' AND vehicle_type = 'CAR'",
    );
    const res = await send('PUT', '/api/config/vertical-flags', {
      vertical: 'IN:CAR',
      flags: { keyOutOverdueHours: -5 },
      reason: 'Fuzz finding 16',
      version,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['body.flags.keyOutOverdueHours']);
  });

  it('dealer capacity −10', async () => {
    await setBigDealerActive(t, 'IN', 'CAR', true);
    const dealer = await seededDealer(t, 'IN');
    const before = await one<{ capacity: number; version: number }>(
      'SELECT capacity, version FROM dealers WHERE id = $1',
      [dealer.id],
    );
    const res = await send('PUT', `/api/v1/big-dealer/${dealer.id}`, {
      name: 'Fuzz dealer',
      networkType: 'GS',
      cityCode: 'DEL',
      capacity: -10,
      version: dealer.version,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['body.capacity']);
    expect(await one('SELECT capacity, version FROM dealers WHERE id = $1', [dealer.id])).toEqual(before);
  });

  it('planner lead time −30, and a slot named twice', async () => {
    const plan = await one<{ id: number; codes: string[] }>(
      "SELECT id, codes FROM slot_definitions WHERE country = 'IN' AND vehicle_type = 'CAR' AND slot_type = 'PICKUP'",
    );
    const location = await one<{ code: string }>(
      "SELECT code FROM store_locations WHERE country = 'IN' AND vehicle_type = 'CAR' AND active ORDER BY id LIMIT 1",
    );
    const url = `/api/slot/config/${plan.id}/node`;
    const body = { locationCode: location.code, slotCodes: plan.codes.slice(0, 1), leadTimeMinutes: 30 };
    const late = await send('PUT', url, { ...body, leadTimeMinutes: -30 });
    expect(late.statusCode, late.body).toBe(400);
    expect(fieldsOf(late.body)).toEqual(['body.leadTimeMinutes']);
    const twice = await send('PUT', url, { ...body, slotCodes: [plan.codes[0], plan.codes[0]] });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(fieldsOf(twice.body)).toEqual(['body.slotCodes']);
  });

  it('a zone naming one location twice', async () => {
    const zone = await insertZone(t.database.db);
    const location = await one<{ code: string }>(
      "SELECT code FROM store_locations WHERE country = 'IN' AND vehicle_type = 'CAR' AND active ORDER BY id LIMIT 1",
    );
    const res = await send('PUT', `/api/v1/zone/${zone.id}`, {
      name: zone.name,
      cityCode: zone.cityCode,
      locationCodes: [location.code, location.code],
      version: zone.version,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['body.locationCodes']);
    expect(res.json().message).toContain('must not repeat a location');
    expect(
      (await one<{ location_codes: string[] }>('SELECT location_codes FROM zones WHERE id = $1', [zone.id]))
        .location_codes,
    ).toEqual([]);
  });
});
