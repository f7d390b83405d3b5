import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertDriver, insertLocation } from '../../test/factories.ts';
import { insertUser } from '../../test/users-factories.ts';
import { insertLeave, insertRosterShift } from '../../test/users-roster-factories.ts';
import { resourcePlans } from './driver-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

// 2030-01-09 is a Wednesday of the roster week starting Monday 2030-01-07.
const WEEK = '2030-01-07';
const WEDNESDAY = '2030-01-09';
const dayOf = async (locationCode: string, date: string, user = 'ops.in', country: 'IN' | 'AU' = 'IN') =>
  t.app.inject({
    url: `/api/v1/resource-planner/day?locationCode=${locationCode}&date=${date}`,
    headers: await t.as(user, country, 'CAR'),
  });

describe('resource planner: a location’s day', () => {
  it('lists the drivers based there whose plan covers the weekday and the hub staff on duty, minus leaves', async () => {
    const db = t.database.db;
    const hub = (await insertLocation(db)).code!;
    const planned = await insertDriver(db, { name: 'Aaron Planned', homeLocationCode: hub });
    const weekendOnly = await insertDriver(db, { name: 'Bina Weekend', homeLocationCode: hub });
    const inactive = await insertDriver(db, { name: 'Chand Inactive', homeLocationCode: hub, active: false });
    for (const [driver, day] of [
      [planned, 'wednesday'],
      [weekendOnly, 'saturday'],
      [inactive, 'wednesday'],
    ] as const)
      await db.insert(resourcePlans).values({
        country: 'IN',
        vehicleType: 'CAR',
        driverId: driver.id,
        availability: [{ day, from: '08:00', to: '16:00' }],
      });
    const [onDuty, onLeave] = [
      await insertUser(db, { name: 'Devi On Duty' }),
      await insertUser(db, { name: 'Esha Away' }),
    ];
    for (const user of [onDuty, onLeave])
      await insertRosterShift(db, {
        userId: user.id,
        weekStart: WEEK,
        day: 'wednesday',
        shiftStart: '09:00',
        shiftEnd: '17:00',
        locationCode: hub,
      });
    await insertLeave(db, { userId: onLeave.id, fromDate: WEDNESDAY, toDate: WEDNESDAY, reason: 'Sick' });

    const res = await dayOf(hub, WEDNESDAY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      date: WEDNESDAY,
      day: 'wednesday',
      locationCode: hub,
      drivers: [{ driverId: planned.id, name: 'Aaron Planned', staffType: 'DRIVER', from: '08:00', to: '16:00' }],
      staff: [{ userName: onDuty.userName, name: 'Devi On Duty', shiftStart: '09:00', shiftEnd: '17:00' }],
    });
    // Thursday: nobody planned, nobody rostered.
    expect((await dayOf(hub, '2030-01-10')).json().data).toMatchObject({ day: 'thursday', drivers: [], staff: [] });
  });

  it('needs crudDriver, a real date, and shows another vertical nothing', async () => {
    const hub = (await insertLocation(t.database.db)).code!;
    expect((await dayOf(hub, WEDNESDAY, 'viewer')).statusCode).toBe(403);
    const bad = await dayOf(hub, '2030-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation.map((v: { field: string }) => v.field)).toEqual(['querystring.date']);
    const au = await dayOf(hub, WEDNESDAY, 'admin', 'AU');
    expect(au.json().data).toMatchObject({ drivers: [], staff: [] });
  });
});
