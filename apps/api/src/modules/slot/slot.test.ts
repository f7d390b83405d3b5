import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  MESSAGES,
  SAME_DAY_CUTOFF,
  TIME_ZONES,
  addDays,
  zonedTimeToInstant,
  type Country,
} from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertLocation } from '../../test/factories.ts';
import { configRepository } from '../config/config-repository.ts';
import { locationDirectory } from '../location/location-service.ts';
import { slotBookings } from '../movement/slot-bookings.ts';
import { slotService } from './slot-service.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

/** An active hub of its own in each country's CAR vertical: the slot rules are what vary, not the location. */
const hubOf = async (country: Country) => (await insertLocation(t.database.db, { country, vehicleType: 'CAR' })).code!;

/** A slot starting one second after each country's cut-off minute, with no lead time, at one hub per country. */
const LATE: Record<Country, string> = {
  IN: '1700_1800',
  TH: '1700_1800',
  ID: '1700_1800',
  AE: '2300_2330',
  KSA: '2100_2200',
  AU: '2300_2330',
};

describe("GET /api/slot around each country's cut-off, in its time zone", () => {
  const DAY = '2026-03-10';
  const before: Record<Country, string> = {
    IN: '16:59:59',
    TH: '16:59:59',
    ID: '16:59:59',
    AE: '22:59:59',
    KSA: '20:59:59',
    AU: '22:59:59',
  };
  const after: Partial<Record<Country, string>> = {
    IN: '17:00:00',
    TH: '17:00:00',
    ID: '17:00:00',
    AE: '23:00:00',
    KSA: '21:00:00',
  };

  it.each(COUNTRIES.map((c) => [c] as const))('%s', async (country) => {
    const headers = await t.as('admin', country, 'CAR');
    const hub = await hubOf(country);
    const definition = (await t.app.inject({ url: '/api/slot/definition?slotType=PICKUP', headers })).json().data;
    await t.database.pool.query(`update slot_definitions set codes = array_append(codes, $1) where id = $2`, [
      LATE[country],
      definition.id,
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/slot/config/${definition.id}/node`,
      headers,
      payload: { locationCode: hub, slotCodes: ['0900_1100', LATE[country]], leadTimeMinutes: 0 },
    });
    expect(saved.json().data).toMatchObject({ message: MESSAGES.slotPreferenceSaved, leadTimeMinutes: 0, version: 1 });
    const at = (time: string) =>
      slotService(t.database.db, {
        flags: configRepository(t.database.db).flags,
        locations: locationDirectory(t.database.db),
        featureMatrix: configRepository(t.database.db).featureMatrix,
        bookings: slotBookings(t.database.db).between,
        now: () => zonedTimeToInstant(DAY, time, TIME_ZONES[country]),
      });
    const codes = async (time: string, date = DAY) =>
      (
        await at(time).offered({ country, vehicleType: 'CAR' }, { date, locationCode: hub, slotType: 'PICKUP' })
      ).slots.map((s) => s.code);

    expect(await codes(before[country])).toEqual([LATE[country]]);
    const closing = after[country];
    if (closing) {
      expect(await codes(closing)).toEqual([]);
      expect(await codes(closing, addDays(DAY, 1))).toEqual(['0900_1100', LATE[country]]);
    } else {
      // AU's cut-off is the last second of the day: same-day slots stay open until the day ends.
      expect(SAME_DAY_CUTOFF.AU).toBe('23:59:59');
      expect(await codes('23:00:00')).toEqual([LATE.AU]);
    }
    // The 2-day rule where the flag is on (IN), and never a past day.
    const third = await codes('10:00:00', addDays(DAY, 3));
    expect(third.length > 0).toBe(country !== 'IN');
    expect(await codes('10:00:00', addDays(DAY, -1))).toEqual([]);
  });
});

describe('slot plan and preference', () => {
  it('lists the plan, offers slots from now + lead time, and versions a preference', async () => {
    const plan = (await t.app.inject({ url: '/api/slot/definition?slotType=C2B', headers: admin })).json().data;
    expect(plan.slots[0]).toEqual({ code: '1000_1200', label: '10:00-12:00' });
    const hub = await hubOf('IN');
    const tomorrow = addDays(new Date().toISOString().slice(0, 10), 2);
    const offered = await t.app.inject({
      url: `/api/slot?date=${tomorrow}&locationCode=${hub}&slotType=C2B`,
      headers: admin,
    });
    expect(offered.json().data).toMatchObject({
      timeZone: 'Asia/Kolkata',
      sameDayCutoff: '16:59:59',
      leadTimeMinutes: 120,
      futureDateRestriction: true,
    });
    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/slot/config/${plan.id}/node`,
      headers: admin,
      payload: { locationCode: hub, slotCodes: ['1000_1200'], leadTimeMinutes: 60 },
    });
    expect(first.json().data.version).toBe(1);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/slot/config/${plan.id}/node`,
      headers: admin,
      payload: { locationCode: hub, slotCodes: ['1000_1200'], leadTimeMinutes: 30 },
    });
    expect(stale.statusCode).toBe(409);
    const second = await t.app.inject({
      method: 'PUT',
      url: `/api/slot/config/${plan.id}/node`,
      headers: admin,
      payload: { locationCode: hub, slotCodes: ['1200_1400'], leadTimeMinutes: 30, version: 1 },
    });
    expect(second.json().data).toMatchObject({ version: 2, slotCodes: ['1200_1400'] });
    const { rows } = await t.database.pool.query(
      `select action from audit_log where entity = 'slot-node-config' and entity_id = $1 and country = 'IN' order by id`,
      [`${hub}:C2B`],
    );
    expect([...new Set(rows.map((r) => r.action))]).toEqual(['CREATE', 'UPDATE']);
  });

  it('validates codes, locations and permission', async () => {
    const plan = (await t.app.inject({ url: '/api/slot/definition?slotType=PICKUP', headers: admin })).json().data;
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/slot/config/${plan.id}/node`,
      headers: admin,
      payload: { locationCode: await hubOf('IN'), slotCodes: ['0500_0600'], leadTimeMinutes: 0 },
    });
    expect(foreign.json().message).toBe('Slots 0500_0600 are not in the PICKUP plan.');
    const malformed = await t.app.inject({ url: '/api/slot?date=2026-02-30&locationCode=X', headers: admin });
    expect(malformed.json().validation[0].field).toBe('querystring.date');
    const unknown = await t.app.inject({ url: '/api/slot?date=2026-02-10&locationCode=NOPE', headers: admin });
    expect(unknown.json().message).toBe('Location NOPE does not exist in IN CAR.');
    expect(
      (await t.app.inject({ url: '/api/slot/definition?slotType=PICKUP', headers: await t.as('viewer') })).statusCode,
    ).toBe(403);
    const ops = await t.app.inject({
      method: 'PUT',
      url: `/api/slot/config/${plan.id}/node`,
      headers: await t.as('key.requester', 'AE', 'CAR'),
      payload: { locationCode: 'X', slotCodes: ['0900_1100'], leadTimeMinutes: 0 },
    });
    expect(ops.statusCode).toBe(403);
  });
});
