import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, slotFullMessage } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { otherLocation, pickupBody, tomorrow, type FreeCar } from '../../test/movement-test-support.ts';

/**
 * Issue 16, automatic Capacity Full: once a slot's pickups at a location on a day reach its capacity, the
 * pickup listing stops offering it, the planner shows it full, and one more booking is a 409 that writes
 * nothing — with no closure set by hand.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const SLOT = '1300_1500';

/** Three free IN cars standing at one location (the slot is booked at the origin). */
async function carsAtOneLocation(): Promise<FreeCar[]> {
  const { rows } = await t.database.pool.query<{
    id: number;
    appointment_id: string;
    version: number;
    location_code: string;
    registration_number: string | null;
    chassis_number: string | null;
  }>(
    `with free as (
       select * from inventory where country = 'IN' and vehicle_type = 'CAR' and location_status = 'STOCKED_IN'
         and not movement_active and not sold and reserve_status is null and status <> 'SOURCING_CANCELLED'
         and location_code is not null)
     select id, appointment_id, version, location_code, registration_number, chassis_number from free
     where location_code = (select location_code from free group by location_code order by count(*) desc, location_code desc limit 1)
     order by id desc limit 3`,
  );
  expect(rows).toHaveLength(3);
  return rows.map((r) => ({
    id: r.id,
    appointmentId: r.appointment_id,
    version: r.version,
    locationCode: r.location_code,
    registrationNumber: r.registration_number,
    chassisNumber: r.chassis_number,
  }));
}

const offered = async (locationCode: string) =>
  (await t.app.inject({ url: `/api/slot?date=${tomorrow('IN')}&locationCode=${locationCode}`, headers: admin })).json()
    .data.slots as { code: string }[];

describe('a slot whose bookings reach its capacity', () => {
  it('is Capacity Full by itself: not offered, shown full in the planner, and one more booking is a 409', async () => {
    const [first, second, third] = await carsAtOneLocation();
    const hub = first!.locationCode;
    const to = await otherLocation(t, 'IN', hub);
    const plan = (await t.app.inject({ url: '/api/slot/definition?slotType=PICKUP', headers: admin })).json().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/slot/config/${plan.id}/node`,
      headers: admin,
      payload: { locationCode: hub, slotCodes: ['0900_1100', SLOT], leadTimeMinutes: 0, capacities: { [SLOT]: 2 } },
    });
    expect(saved.json().data).toMatchObject({ message: MESSAGES.slotPreferenceSaved });
    expect((await offered(hub)).map((s) => s.code)).toContain(SLOT);

    for (const car of [first!, second!]) {
      const booked = await t.app.inject({
        method: 'POST',
        url: `/api/inventory/${car.id}/movement`,
        headers: admin,
        payload: pickupBody('IN', car, to, { slot: SLOT }),
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }

    expect((await offered(hub)).map((s) => s.code)).toEqual(['0900_1100']);
    const node = (
      await t.app.inject({ url: `/api/slot/config/node?slotType=PICKUP&locationCode=${hub}`, headers: admin })
    ).json().data;
    const day = node.upcoming.find((u: { date: string }) => u.date === tomorrow('IN'));
    expect(day).toMatchObject({ booked: { [SLOT]: 2 }, full: [SLOT] });
    // Full by its bookings, not by a closure: the planner's closures stay empty.
    expect(node.node.closures).toEqual([]);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/${third!.id}/movement`,
      headers: admin,
      payload: pickupBody('IN', third!, to, { slot: SLOT }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      slotFullMessage({ slot: SLOT, date: tomorrow('IN'), locationCode: hub, booked: 2, capacity: 2 }),
    );
    expect(refused.json().message).toContain('13:00-15:00');
    const { rows } = await t.database.pool.query(
      `select count(*)::int n from inventory_movements where inventory_id = $1`,
      [third!.id],
    );
    expect(rows[0].n).toBe(0);

    // Raising the capacity reopens it: the rule follows the planner, not a stored flag.
    await t.app.inject({
      method: 'PUT',
      url: `/api/slot/config/${plan.id}/node`,
      headers: admin,
      payload: {
        locationCode: hub,
        slotCodes: ['0900_1100', SLOT],
        leadTimeMinutes: 0,
        capacities: { [SLOT]: 3 },
        version: saved.json().data.version,
      },
    });
    expect((await offered(hub)).map((s) => s.code)).toEqual(['0900_1100', SLOT]);
  });
});
