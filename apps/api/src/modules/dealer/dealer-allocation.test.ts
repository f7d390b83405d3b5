import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_MESSAGES, MESSAGES, type Country } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { tomorrow } from '../../test/movement-test-support.ts';
import { carInMovement, movableCars, seededDealer, setBigDealerActive } from '../../test/dealer-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const base = '/api/v1/big-dealer';
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, country: Country = 'IN') =>
  t.app.inject({ method, url, payload: payload as object, headers: await t.as('admin', country, 'CAR') });

const openTransfers = async (appointmentIds: string[]) =>
  (
    await t.database.pool.query<{
      appointment_id: string;
      movement_type: string;
      to_location_code: string;
      pickup_option: string;
    }>(
      `select appointment_id, movement_type, to_location_code, pickup_option from inventory_movements
       where appointment_id = any($1::text[]) and closed_at is null order by appointment_id`,
      [appointmentIds],
    )
  ).rows;

describe('allocating cars to a dealer', () => {
  it('in AU cars once the flag is turned on: two cars become two stock transfers, a car that cannot move is refused with its reason', async () => {
    const before = await call('GET', base, undefined, 'AU');
    expect(before.statusCode).toBe(403);
    await setBigDealerActive(t, 'AU', 'CAR', true);

    const dealer = await seededDealer(t, 'AU');
    const [a, b] = await movableCars(t, 'AU', 2);
    const stuck = await carInMovement(t, 'AU');
    const res = await call(
      'POST',
      `${base}/${dealer.id}/allocate`,
      {
        locationCode: dealer.activeLocation,
        requestedPickupDate: tomorrow('AU'),
        items: [
          { appointmentId: a!.appointmentId, version: a!.version },
          { appointmentId: b!.appointmentId },
          { appointmentId: stuck },
        ],
      },
      'AU',
    );
    expect(res.statusCode).toBe(200);
    const { message, rows } = res.json().data;
    expect(message).toBe(DEALER_MESSAGES.allocated(2, 3));
    expect(rows.map((r: { success: boolean }) => r.success)).toEqual([true, true, false]);
    expect(rows[0]).toMatchObject({ id: 1, appointmentId: a!.appointmentId, message: MESSAGES.pickupRequestCreated });
    expect(rows[0].movementId).toEqual(expect.any(Number));
    expect(rows[0].slot).toMatch(/^\d{4}_\d{4}$/);
    expect(rows[2].message).toContain(`apt-${stuck}`);
    expect(rows[2].message).not.toBe(MESSAGES.unknownError);
    expect(await openTransfers([a!.appointmentId, b!.appointmentId])).toEqual(
      [a!, b!]
        .map((car) => ({
          appointment_id: car.appointmentId,
          movement_type: 'STOCK_TRANSFER',
          to_location_code: dealer.activeLocation,
          // A hub-to-dealer move has no customer's home to pick up from.
          pickup_option: 'DROP_AT_HUB',
        }))
        .sort((x, y) => x.appointment_id.localeCompare(y.appointment_id)),
    );
  });

  it('refuses more than 25 cars whole with SPEC wording, and a location the dealer does not have', async () => {
    const dealer = await seededDealer(t, 'IN');
    const items = Array.from({ length: 26 }, (_, i) => ({ appointmentId: `X${i}` }));
    const body = { locationCode: dealer.activeLocation, requestedPickupDate: tomorrow('IN'), items };
    const tooMany = await call('POST', `${base}/${dealer.id}/allocate`, body);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(MESSAGES.batchActionLimit);
    expect(tooMany.json().validation[0].field).toBe('body.items');
    const elsewhere = await call('POST', `${base}/${dealer.id}/allocate`, {
      ...body,
      locationCode: 'HUB-DEL-1',
      items: items.slice(0, 1),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().validation[0]).toMatchObject({ field: 'body.locationCode' });
    const noDate = await call('POST', `${base}/${dealer.id}/allocate`, { ...body, requestedPickupDate: 'soon' });
    expect(noDate.json().validation[0].field).toBe('body.requestedPickupDate');
  });

  it('stops at the dealer capacity, refuses an unknown car and one already there, each with its reason', async () => {
    const dealer = await seededDealer(t, 'IN');
    const { rows: stock } = await t.database.pool.query<{ n: number; there: string | null }>(
      `select count(*)::int as n, min(appointment_id) as there from inventory
       where country = 'IN' and vehicle_type = 'CAR' and location_code = any($1::text[])`,
      [dealer.locationCodes],
    );
    const { n, there } = stock[0]!;
    // Room for exactly one more car.
    await t.database.pool.query('update dealers set capacity = $2 where id = $1', [dealer.id, n + 1]);
    const [first, second] = await movableCars(t, 'IN', 2);
    const items = [
      { appointmentId: 'NO-SUCH-CAR' },
      ...(there ? [{ appointmentId: there }] : []),
      { appointmentId: first!.appointmentId },
      { appointmentId: second!.appointmentId },
    ];
    const res = await call('POST', `${base}/${dealer.id}/allocate`, {
      locationCode: dealer.activeLocation,
      requestedPickupDate: tomorrow('IN'),
      items,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as { success: boolean; message: string }[];
    expect(rows[0]).toMatchObject({ success: false, message: 'Inventory apt-NO-SUCH-CAR was not found.' });
    if (there) expect(rows[1]!.message).toMatch(new RegExp(`^Inventory apt-${there} is already at dealer location`));
    expect(rows.at(-2)).toMatchObject({ success: true });
    expect(rows.at(-1)).toMatchObject({ success: false, message: DEALER_MESSAGES.full(dealer.code, n + 1) });
    expect(await openTransfers([second!.appointmentId])).toEqual([]);
  });

  it('refuses an inactive dealer with 409 and moves nothing', async () => {
    const dealer = await seededDealer(t, 'IN');
    await t.database.pool.query('update dealers set active = false where id = $1', [dealer.id]);
    const [car] = await movableCars(t, 'IN', 1, 5);
    const res = await call('POST', `${base}/${dealer.id}/allocate`, {
      locationCode: dealer.activeLocation,
      requestedPickupDate: tomorrow('IN'),
      items: [{ appointmentId: car!.appointmentId }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEALER_MESSAGES.inactive(dealer.code));
    expect(await openTransfers([car!.appointmentId])).toEqual([]);
  });
});
