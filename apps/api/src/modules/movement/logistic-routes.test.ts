import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGISTICS_MODE_LABELS, MESSAGES, TIME_ZONES, formatZonedDateTime, movementStatusesFor } from '@b2c/domain';
import type { LogisticRow } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { freeCar, otherLocation, pickupBody, tomorrow } from '../../test/movement-test-support.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const key = (r: LogisticRow) => [r.logistic.requestedPickupTime, r.logistic.slotFrom, r.logistic.slotTo].join('|');

describe('the logistics grid', () => {
  it("lists open seeded movements in SPEC order, in the country's statuses, with filters and a count", async () => {
    for (const country of ['IN', 'AE', 'AU'] as const) {
      const headers = await t.as('admin', country, 'CAR');
      const rows = (await t.app.inject({ url: '/api/inventory/logistic?size=100', headers })).json()
        .data as LogisticRow[];
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows.map(key)).toEqual([...rows.map(key)].sort());
      for (const r of rows) expect(movementStatusesFor(country)).toContain(r.status);
      const count = (await t.app.inject({ url: '/api/inventory/logistic/count', headers })).json().data.count;
      expect(count).toBe(rows.length);
    }
    const vendor = (
      await t.app.inject({ url: '/api/inventory/logistic?vendor=DRIVEU&size=100', headers: admin })
    ).json().data as LogisticRow[];
    expect(vendor.every((r) => r.logistic.vendor === 'DRIVEU')).toBe(true);
    const closed = (await t.app.inject({ url: '/api/inventory/logistic/count?open=false', headers: admin })).json().data
      .count;
    expect(closed).toBeGreaterThan(
      (await t.app.inject({ url: '/api/inventory/logistic/count', headers: admin })).json().data.count,
    );
    const badStatus = await t.app.inject({ url: '/api/inventory/logistic?status=LOST', headers: admin });
    expect(badStatus.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/inventory/logistic', headers: await t.as('viewer') })).statusCode).toBe(
      403,
    );
  });

  it('exports open movements as streamed CSV', async () => {
    const res = await t.app.inject({ url: '/api/inventory/export/open-movement', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Appointment ID,Registration Number/);
    expect(lines.length - 1).toBe(
      (await t.app.inject({ url: '/api/inventory/logistic/count', headers: admin })).json().data.count,
    );
  });

  it('writes the export in words: labels, slots as shown, times on the vertical clock', async () => {
    const res = await t.app.inject({ url: '/api/inventory/export/open-movement', headers: admin });
    const [heading, ...rows] = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => rows.map((r) => r[heading!.indexOf(name)]!);
    expect(new Set(column('Request Type'))).toEqual(new Set(['Internal', 'External']));
    for (const mode of column('Logistics Mode')) expect(['', ...Object.values(LOGISTICS_MODE_LABELS)]).toContain(mode);
    for (const slot of column('Slot')) expect(slot).toMatch(/^(\d{2}:\d{2}-\d{2}:\d{2})?$/);
    const listed = (await t.app.inject({ url: '/api/inventory/logistic?size=100', headers: admin })).json()
      .data as LogisticRow[];
    const times = new Map(rows.map((r) => [r[0], r[heading!.indexOf('Requested Pickup Time')]]));
    for (const r of listed) {
      expect(times.get(r.appointmentId)).toBe(
        formatZonedDateTime(new Date(r.logistic.requestedPickupTime), TIME_ZONES.IN),
      );
    }
  });

  it("answers the vertical's active Locus teams by name, and none where the vertical has none", async () => {
    const teams = async (country: 'AU' | 'ID' | 'IN') =>
      (
        await t.app.inject({ url: '/api/inventory/logistic/locus/teams', headers: await t.as('admin', country, 'CAR') })
      ).json().data;
    expect(await teams('AU')).toEqual([
      { id: 'LOCUS-BNE-1', name: 'Brisbane', cityCode: 'BNE' },
      { id: 'LOCUS-MEL-1', name: 'Melbourne Metro', cityCode: 'MEL' },
      { id: 'LOCUS-SYD-1', name: 'Sydney Metro', cityCode: 'SYD' },
    ]);
    expect((await teams('ID')).map((team: { name: string }) => team.name)).toEqual(['Jakarta Pusat', 'Surabaya']);
    expect(await teams('IN')).toEqual([]);
  });
});

describe('batch', () => {
  it('creates pickup requests row by row, each answering for itself', async () => {
    const [a, b] = [await freeCar(t), await freeCar(t)];
    const to = await otherLocation(t, 'IN', a.locationCode);
    const items = [
      { appointmentId: a.appointmentId, ...pickupBody('IN', a, to), version: undefined },
      { appointmentId: b.appointmentId, ...pickupBody('IN', b, to), slot: '0000_0100', version: undefined },
      { appointmentId: 'NOPE1', ...pickupBody('IN', a, to), version: undefined },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/internal-movement/bulk',
      headers: admin,
      payload: { items },
    });
    const rows = res.json().data;
    expect(rows[0]).toMatchObject({ id: 1, success: true, message: MESSAGES.pickupRequestCreated });
    expect(rows[1]).toMatchObject({
      id: 2,
      success: false,
      message: expect.stringMatching(/not available|No pickup slot/),
    });
    expect(rows[2]).toMatchObject({ id: 3, success: false, message: 'Inventory apt-NOPE1 was not found.' });
  });

  it('sets one vendor on many open movements and refuses more than 25', async () => {
    const open = (await t.app.inject({ url: '/api/inventory/logistic?size=3&status=PENDING', headers: admin })).json()
      .data as LogisticRow[];
    const items = [
      ...open.map((r) => ({ appointmentId: r.appointmentId, version: r.version })),
      { appointmentId: open[0]!.appointmentId, version: 1 },
    ];
    const rows = (
      await t.app.inject({
        method: 'POST',
        url: '/api/inventory/logistic/bulk',
        headers: admin,
        payload: { vendor: 'ZOFEUR', items },
      })
    ).json().data;
    expect(rows.slice(0, open.length).every((r: { success: boolean }) => r.success)).toBe(true);
    expect(rows[open.length]).toMatchObject({
      success: false,
      message: expect.stringMatching(/changed by someone else/),
    });
    const many = Array.from({ length: 26 }, (_, i) => ({ appointmentId: `A${i}` }));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/logistic/bulk',
      headers: admin,
      payload: { vendor: 'ZOFEUR', items: many },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.batchActionLimit);
  });
});

describe('vendor e-mail', () => {
  it('records the e-mail in the outbox through a durable job and audits it', async () => {
    const car = await freeCar(t);
    const m = (
      await t.app.inject({
        method: 'POST',
        url: `/api/inventory/${car.id}/movement`,
        headers: admin,
        payload: pickupBody('IN', car, await otherLocation(t, 'IN', car.locationCode), { vendor: 'DRIVEU' }),
      })
    ).json().data.movement;
    expect(m.logistic.requestedPickupDate).toBe(tomorrow('IN'));
    const res = await t.app.inject({
      url: `/api/notification/VENDOR_ASSIGNED?appointmentId=${car.appointmentId}`,
      headers: admin,
    });
    expect(res.json().data).toMatchObject({
      message: MESSAGES.vendorEmailSent,
      outbox: { status: 'QUEUED', recipient: 'dispatch@driveu.example.com' },
    });
    await expect
      .poll(
        async () =>
          (
            await t.app.inject({ url: `/api/notification/outbox?appointmentId=${car.appointmentId}`, headers: admin })
          ).json().data[0],
        { timeout: 10_000, interval: 300 },
      )
      .toMatchObject({ status: 'RECORDED', transport: 'OUTBOX' });
    const noVendor = await freeCar(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/inventory/${noVendor.id}/movement`,
      headers: admin,
      payload: pickupBody('IN', noVendor, await otherLocation(t, 'IN', noVendor.locationCode), { vendor: 'OFFLINE' }),
    });
    const failed = await t.app.inject({
      url: `/api/notification/VENDOR_ASSIGNED?appointmentId=${noVendor.appointmentId}`,
      headers: admin,
    });
    expect(failed.json()).toMatchObject({
      status: 400,
      message: "No e-mail address is known for vendor Offline; add the driver's e-mail in the movement details.",
    });
  });
});
