import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TIME_ZONES,
  addDays,
  formatDate,
  weekdayOf,
  zonedTimeToInstant,
  type Country,
  type VehicleType,
} from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * Issue 29's operations tiles: each counts what the rows say, for the caller's vertical only, and is
 * refused (403) to whom may not open the grid behind it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const get = async (path: string, who = 'ops.in', country: Country = 'IN', vehicleType: VehicleType = 'CAR') =>
  t.app.inject({ url: `/api/dashboard/${path}`, headers: await t.as(who, country, vehicleType) });
const data = async (path: string, who?: string, country?: Country, vehicleType?: VehicleType) => {
  const res = await get(path, who, country, vehicleType);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);

let nextCar = 9_000_000;
interface Pickup {
  country?: Country;
  date: string;
  slot: string;
  from?: string;
  phase?: string;
  vendor?: string | null;
  startedAt?: Date | null;
}
/** A pick-up request as the movement area stores it (only what the tiles read matters). */
async function insertPickup(p: Pickup) {
  const [from, to] = [p.slot.slice(0, 2) + ':' + p.slot.slice(2, 4), p.slot.slice(5, 7) + ':' + p.slot.slice(7, 9)];
  const closed = p.phase === 'CANCELLED' || p.phase === 'RECEIVED';
  const car = nextCar++;
  await sql(
    `insert into inventory_movements (country, vehicle_type, inventory_id, appointment_id, movement_type, phase, status,
       complete, from_location_code, to_location_code, request_type, pickup_option, vendor, requested_pickup_time,
       requested_pickup_date, slot_code, slot_from, slot_to, trip_started_at, created_by, updated_by)
     values ($1, 'CAR', $2, $3, 'HUB_TO_HUB', $4, 'Pending', $5, $6, 'DASH-TO', 'NORMAL', 'DROP_AT_HUB', $7, $8, $9, $10,
       $11, $12, $13, 'test', 'test')`,
    [
      p.country ?? 'IN',
      car,
      `DASH-${car}`,
      p.phase ?? 'WAITING',
      closed,
      p.from ?? 'DASH-O1',
      p.vendor ?? null,
      zonedTimeToInstant(p.date, from, TIME_ZONES[p.country ?? 'IN']),
      p.date,
      p.slot,
      from,
      to,
      p.startedAt ?? null,
    ],
  );
}

describe('pick-ups by slot against capacity', () => {
  it('counts the bookings of today and tomorrow against the places of the origins booked, for IN only', async () => {
    const today = formatDate(new Date(), TIME_ZONES.IN);
    const tomorrow = addDays(today, 1);
    const [definition] = (
      await sql(
        `select id, codes from slot_definitions where country = 'IN' and vehicle_type = 'CAR' and slot_type = 'PICKUP'`,
      )
    ).rows;
    // The dashboard reads the plan (writing its default slots on a first read): take a slot running both days.
    await data('slot-capacity');
    const planned = (
      await sql(
        `select code, days from slot_definition_slots
          where country = 'IN' and vehicle_type = 'CAR' and slot_type = 'PICKUP' and active order by code`,
      )
    ).rows as { code: string; days: string[] }[];
    const runs = (code: string, day: string) =>
      planned.length === 0 ? true : planned.some((s) => s.code === code && s.days.includes(weekdayOf(day)));
    const slot = (definition.codes as string[]).find((c) => runs(c, today) && runs(c, tomorrow))!;
    expect(slot).toBeDefined();
    // DASH-O1's planner: only this slot, two places.
    await sql(
      `insert into slot_node_configs (country, vehicle_type, definition_id, location_code, slot_type, slot_codes,
         lead_time_minutes, closures, capacities, updated_by)
       values ('IN', 'CAR', $1, 'DASH-O1', 'PICKUP', $2, 60, '[]', $3, 'test')`,
      [definition.id, [slot], JSON.stringify({ [slot]: 2 })],
    );
    type Row = { date: string; slotCode: string; booked: number; capacity: number; fullAt: number };
    const rowOf = (d: { slots: Row[] }, date: string) =>
      d.slots.find((s) => s.date === date && s.slotCode === slot) ?? { booked: 0, capacity: 0, fullAt: 0 };
    const before = await data('slot-capacity');
    expect(before.today).toBe(today);

    await insertPickup({ date: today, slot });
    await insertPickup({ date: today, slot, phase: 'RECEIVED' });
    await insertPickup({ date: today, slot, phase: 'CANCELLED' }); // a cancelled request frees its place
    await insertPickup({ date: tomorrow, slot });
    await insertPickup({ date: today, slot, country: 'AE' }); // another vertical's
    await insertPickup({ date: addDays(today, 2), slot }); // not today or tomorrow

    const after = await data('slot-capacity');
    const [was, is] = [rowOf(before, today), rowOf(after, today)];
    expect(is).toMatchObject({ booked: was.booked + 2, capacity: was.capacity + 2, fullAt: was.fullAt + 1 });
    const [wasT, isT] = [rowOf(before, tomorrow), rowOf(after, tomorrow)];
    expect(isT).toMatchObject({ booked: wasT.booked + 1, capacity: wasT.capacity + 2, fullAt: wasT.fullAt });
    expect(after.slots.every((s: { date: string }) => s.date === today || s.date === tomorrow)).toBe(true);

    // Every booked number is the table's, counted as the slot planner counts.
    const counted = await sql(
      `select count(*)::int n from inventory_movements where country = 'IN' and vehicle_type = 'CAR'
          and requested_pickup_date in ($1, $2) and phase <> 'CANCELLED'`,
      [today, tomorrow],
    );
    expect(after.slots.reduce((sum: number, s: { booked: number }) => sum + s.booked, 0)).toBe(counted.rows[0].n);
  });
});

describe('punctuality per vendor', () => {
  it('counts on time, late and still waiting over the last 30 days, cancelled and other verticals left out', async () => {
    const today = formatDate(new Date(), TIME_ZONES.IN);
    const yesterday = addDays(today, -1);
    const slotEnd = zonedTimeToInstant(yesterday, '11:00', TIME_ZONES.IN);
    type Row = { vendor: string | null; due: number; onTime: number; late: number; lateOpen: number };
    const vendorOf = (d: { vendors: Row[] }) =>
      d.vendors.find((v) => v.vendor === 'ZOFEUR') ?? { due: 0, onTime: 0, late: 0, lateOpen: 0 };
    const before = vendorOf(await data('punctuality'));

    const slot = '0900_1100';
    const base = { date: yesterday, slot, vendor: 'ZOFEUR' };
    await insertPickup({ ...base, phase: 'RECEIVED', startedAt: new Date(slotEnd.getTime() - 30 * 60_000) });
    await insertPickup({ ...base, phase: 'RECEIVED', startedAt: new Date(slotEnd.getTime() + 60 * 60_000) });
    await insertPickup({ ...base }); // its slot ended, no trip yet: late and still waiting
    await insertPickup({ ...base, phase: 'CANCELLED' });
    await insertPickup({ ...base, date: addDays(today, -40) }); // outside the window
    await insertPickup({ ...base, date: addDays(today, 1) }); // not due yet
    await insertPickup({ ...base, country: 'AE' });

    const after = await data('punctuality');
    expect(after.days).toBe(30);
    expect(after.since).toBe(addDays(today, -29));
    expect(vendorOf(after)).toEqual({
      vendor: 'ZOFEUR',
      due: before.due + 3,
      onTime: before.onTime + 1,
      late: before.late + 2,
      lateOpen: before.lateOpen + 1,
    });
    const ae = await data('punctuality', 'admin', 'AE');
    expect(ae.vendors.find((v: { vendor: string }) => v.vendor === 'ZOFEUR')?.due ?? 0).toBeGreaterThanOrEqual(1);
  });
});

describe('cleaning QA pass rate', () => {
  const review = (state: string, daysAgo: number, country: Country = 'IN') =>
    sql(
      `insert into cleaning_tasks (country, vehicle_type, appointment_id, location_code, state, reviewed_at, updated_by)
       values ($1, 'CAR', 'DASH-CL-CAR', 'DASH-CL', $2, $3, 'test')`,
      [country, state, new Date(Date.now() - daysAgo * DAY)],
    );

  it('counts the rounds reviewed in 30 days and those approved, per location, for IN only', async () => {
    const before = await data('cleaning');
    await review('APPROVED', 2);
    await review('REJECTED', 1);
    await review('APPROVED', 40); // outside the window
    await review('APPROVED', 1, 'AE');
    await sql(
      `insert into cleaning_tasks (country, vehicle_type, appointment_id, location_code, state, updated_by)
       values ('IN', 'CAR', 'DASH-CL-CAR', 'DASH-CL', 'QA_PENDING', 'test')`,
    );
    const after = await data('cleaning');
    expect(after.reviewed).toBe(before.reviewed + 2);
    expect(after.approved).toBe(before.approved + 1);
    expect(after.byLocation).toContainEqual({ locationCode: 'DASH-CL', name: null, reviewed: 2, approved: 1 });
    const counted = await sql(
      `select count(*)::int n from cleaning_tasks where country = 'IN' and vehicle_type = 'CAR'
          and state in ('APPROVED', 'REJECTED') and reviewed_at >= $1`,
      [zonedTimeToInstant(after.since, '00:00', TIME_ZONES.IN)],
    );
    expect(after.reviewed).toBe(counted.rows[0].n);
  });

  it('is refused without the history permission, and where the vertical has no car cleaning', async () => {
    expect((await get('cleaning', 'viewer')).statusCode).toBe(403);
    expect((await get('cleaning', 'approver')).statusCode).toBe(403);
    expect((await get('cleaning', 'admin', 'IN', 'BIKE')).statusCode).toBe(403);
  });
});

describe('yard-audit accuracy', () => {
  const audit = (p: { country?: Country; status: string; daysAgo: number; counts: [number, number, number, number] }) =>
    sql(
      `insert into yard_audits (country, vehicle_type, location_code, location_name, status, started_by, started_by_name,
         started_at, finished_at, expected_count, found_count, unexpected_count, unknown_count, updated_by)
       values ($1, 'CAR', 'DASH-YA', 'Dash Yard', $2, 'test', 'Test', $3, $4, $5, $6, $7, $8, 'test') returning id`,
      [
        p.country ?? 'IN',
        p.status,
        new Date(Date.now() - p.daysAgo * DAY),
        p.status === 'FINISHED' ? new Date(Date.now() - p.daysAgo * DAY + 3_600_000) : null,
        ...p.counts,
      ],
    );

  it('answers each location’s latest finished audit, and nothing of another vertical', async () => {
    const none = await data('yard-audits');
    expect(none.locations.map((l: { locationCode: string }) => l.locationCode)).not.toContain('DASH-YA');
    await audit({ status: 'FINISHED', daysAgo: 20, counts: [10, 1, 0, 0] });
    const latest = await audit({ status: 'FINISHED', daysAgo: 5, counts: [8, 6, 1, 1] });
    await audit({ status: 'OPEN', daysAgo: 1, counts: [8, 0, 0, 0] });
    await audit({ country: 'AE', status: 'FINISHED', daysAgo: 1, counts: [5, 5, 0, 0] });
    const row = (await data('yard-audits')).locations.filter(
      (l: { locationCode: string }) => l.locationCode === 'DASH-YA',
    );
    expect(row).toEqual([
      expect.objectContaining({
        auditId: Number(latest.rows[0].id),
        name: 'Dash Yard',
        expected: 8,
        found: 6,
        unexpected: 1,
        unknown: 1,
      }),
    ]);
    const ae = await data('yard-audits', 'admin', 'AE');
    expect(ae.locations).toEqual([expect.objectContaining({ locationCode: 'DASH-YA', expected: 5, found: 5 })]);
  });

  it('refuses the logistics and yard tiles to whom may not open their screens', async () => {
    expect((await get('yard-audits', 'viewer')).statusCode).toBe(403);
    expect((await get('yard-audits', 'approver')).statusCode).toBe(403);
    expect((await get('slot-capacity', 'viewer')).statusCode).toBe(403);
    expect((await get('punctuality', 'approver')).statusCode).toBe(403);
  });
});
