import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogisticRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { freeCar, movementAudit, otherLocation, pickupBody } from '../../test/movement-test-support.ts';

/**
 * SPEC §3 "Options: Home pick-up and Drop at hub", §5 the area field: a home pick-up carries the
 * customer's address and area — required, bounded, named when refused — kept on the movement, shown by
 * the grid and written into the vendor's e-mail; a drop at hub takes neither.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });
const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: admin, payload });
const fieldsOf = (res: { json(): { validation?: { field: string }[] } }) =>
  (res.json().validation ?? []).map((v) => v.field);

describe('a home pick-up', () => {
  it('needs the customer address and area, within bounds; a drop at hub refuses them — each named', async () => {
    const car = await freeCar(t);
    const to = await otherLocation(t, 'IN', car.locationCode);
    const url = `/api/inventory/${car.id}/movement`;
    const none = await post(url, pickupBody('IN', car, to, { customerAddress: undefined, customerArea: undefined }));
    expect(none.statusCode).toBe(400);
    expect(none.json().validation).toEqual([
      { field: 'body.customerAddress', message: 'is required for a home pick-up' },
      { field: 'body.customerArea', message: 'is required for a home pick-up' },
    ]);
    expect(none.json().message).toContain('Customer address is required for a home pick-up.');
    expect(fieldsOf(await post(url, pickupBody('IN', car, to, { customerArea: 'X' })))).toEqual(['body.customerArea']);
    expect(fieldsOf(await post(url, pickupBody('IN', car, to, { customerAddress: 'x'.repeat(301) })))).toEqual([
      'body.customerAddress',
    ]);
    const hub = await post(url, pickupBody('IN', car, to, { pickupOption: 'DROP_AT_HUB', customerArea: undefined }));
    expect(hub.json().validation).toEqual([
      { field: 'body.customerAddress', message: 'is only taken for a home pick-up' },
    ]);
    const stillFree = await t.app.inject({ url: `/api/inventory/${car.id}/movement`, headers: admin });
    expect(stillFree.json().data.movement).toBeNull();

    const bulk = await post('/api/inventory/internal-movement/bulk', {
      items: [{ ...pickupBody('IN', car, to, { customerAddress: undefined }), appointmentId: car.appointmentId }],
    });
    expect(bulk.statusCode).toBe(400);
    expect(fieldsOf(bulk)).toEqual(['body.items.0.customerAddress']);
  });

  it('keeps them on the movement (one line, trimmed), the grid row and the vendor e-mail', async () => {
    const car = await freeCar(t);
    const to = await otherLocation(t, 'IN', car.locationCode);
    const created = await post(
      `/api/inventory/${car.id}/movement`,
      pickupBody('IN', car, to, {
        vendor: 'DRIVEU',
        customerAddress: '  Flat 9, Lake View Apartments,\nSector 21  ',
        customerArea: 'Near Huda City Centre',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const m = created.json().data.movement;
    expect(m).toMatchObject({
      pickupOption: 'HOME_PICKUP',
      customerAddress: 'Flat 9, Lake View Apartments, Sector 21',
      customerArea: 'Near Huda City Centre',
    });
    const view = (await t.app.inject({ url: `/api/inventory/${car.id}/movement`, headers: admin })).json().data;
    expect(view.movement).toMatchObject({ customerAddress: m.customerAddress, customerArea: m.customerArea });
    const grid = (await t.app.inject({ url: `/api/inventory/logistic?locationCode=${to}&size=100`, headers: admin }))
      .json()
      .data.find((r: LogisticRow) => r.id === m.id);
    expect(grid).toMatchObject({ customerAddress: m.customerAddress, customerArea: 'Near Huda City Centre' });

    const mail = await t.app.inject({
      url: `/api/notification/VENDOR_ASSIGNED?appointmentId=${car.appointmentId}`,
      headers: admin,
    });
    expect(mail.statusCode).toBe(200);
    const body = mail.json().data.outbox.body as string;
    expect(body).toContain('Option: Home pick-up.');
    expect(body).toContain('Customer address: Flat 9, Lake View Apartments, Sector 21.');
    expect(body).toContain('Area: Near Huda City Centre.');
  });

  it('an edit to a drop at hub clears them; back to a home pick-up needs them again; all audited', async () => {
    const car = await freeCar(t);
    const to = await otherLocation(t, 'IN', car.locationCode);
    let m = (await post(`/api/inventory/${car.id}/movement`, pickupBody('IN', car, to))).json().data.movement;
    const edit = (body: object) => put(`/api/inventory/${car.id}/movement-update`, { version: m.version, ...body });

    const newArea = await edit({ customerArea: 'Behind the bus depot' });
    expect(newArea.json().data.movement).toMatchObject({
      customerAddress: '12, Lake View Road, Sector 4',
      customerArea: 'Behind the bus depot',
    });
    m = newArea.json().data.movement;

    const wrong = await edit({ pickupOption: 'DROP_AT_HUB', customerArea: 'Somewhere else' });
    expect(wrong.json()).toMatchObject({
      status: 400,
      message: 'Customer area is only taken for a home pick-up.',
      validation: [{ field: 'body.customerArea' }],
    });
    const toHub = await edit({ pickupOption: 'DROP_AT_HUB' });
    expect(toHub.json().data.movement).toMatchObject({
      pickupOption: 'DROP_AT_HUB',
      customerAddress: null,
      customerArea: null,
    });
    m = toHub.json().data.movement;

    const back = await edit({ pickupOption: 'HOME_PICKUP', customerArea: 'Opposite the school' });
    expect(back.json()).toMatchObject({
      status: 400,
      message: 'Customer address is required for a home pick-up.',
      validation: [{ field: 'body.customerAddress' }],
    });
    const home = await edit({
      pickupOption: 'HOME_PICKUP',
      customerAddress: '3 Temple Street',
      customerArea: 'Opposite the school',
    });
    expect(home.json().data.movement).toMatchObject({
      customerAddress: '3 Temple Street',
      customerArea: 'Opposite the school',
    });

    const trail = await movementAudit(t, car.appointmentId);
    expect(trail).toContainEqual({
      action: 'UPDATE_PICKUP_REQUEST',
      field: 'customerArea',
      new_value: 'Behind the bus depot',
    });
    expect(trail).toContainEqual({ action: 'UPDATE_PICKUP_REQUEST', field: 'customerAddress', new_value: null });
    expect(trail).toContainEqual({
      action: 'UPDATE_PICKUP_REQUEST',
      field: 'customerAddress',
      new_value: '3 Temple Street',
    });
  });
});
