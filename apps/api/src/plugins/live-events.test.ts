import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { act, findCar } from '../test/inventory-test-support.ts';
import { openEventStream, type ReadEvent } from '../test/event-stream-reader.ts';
import { LIVE_LIMITS } from '../kits/live-events.ts';

let t: TestApp;
let base: string;
let admin: Record<string, string>;
const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.as('admin');
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

const forSale = 'status=READY_FOR_SALE&published=true&reserveStatus=NONE';

async function stream(headers: Record<string, string>, lastEventId?: string) {
  const s = await openEventStream(`${base}/api/events`, {
    ...headers,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  streams.push(s);
  expect(s.status).toBe(200);
  expect(await s.next((e) => e.event === 'ready')).toBeDefined();
  return s;
}

/** Changes a car's list price as admin; `sent` is when the write left (after the car was looked up). */
async function changePrice(appointmentId?: string, sent = { at: 0 }) {
  const car = appointmentId
    ? {
        appointmentId,
        ...(await t.app.inject({ url: `/api/inventory/v2/apt-${appointmentId}`, headers: admin })).json().data,
      }
    : await findCar(t, admin, forSale);
  const price = Math.round(Number(car.listingPrice) * 0.97);
  sent.at = Date.now();
  const res = await act(t, admin, car.appointmentId, 'LIST_PRICE', {
    listingPrice: price,
    priceChangeReason: 'PRICE_REVISION',
    version: car.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return car.appointmentId as string;
}

const changeOf = (appointmentId: string) => (e: ReadEvent) =>
  e.event === 'change' && (e.data as { id?: string }).id === appointmentId;

describe('GET /api/events', () => {
  it("tells another IN user of a price change within 2 s, by the changer's name; never an AE stream or a user without the inventory menu", async () => {
    const opsIn = await stream(await t.as('ops.in'));
    const adminAe = await stream(await t.as('admin', 'AE', 'CAR'));
    const keyManagerAe = await stream(await t.as('key.manager', 'AE', 'CAR'));
    const viewerIn = await stream(await t.as('viewer'));
    const sent = { at: 0 };
    const appointmentId = await changePrice(undefined, sent);
    const heard = await opsIn.next(changeOf(appointmentId), 2_000);
    // From the write leaving one user's panel to the other user's stream hearing of it.
    expect(Date.now() - sent.at).toBeLessThan(2_000);
    expect(heard?.data).toMatchObject({ entity: 'inventory', id: appointmentId, appointmentId, by: 'Asha Admin' });
    expect(heard?.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    // Given the same time to arrive, nothing reaches the other vertical or a user who may not read cars.
    await new Promise((r) => setTimeout(r, 300));
    for (const other of [adminAe, keyManagerAe, viewerIn]) {
      expect(other.events.filter((e) => e.event === 'change')).toEqual([]);
    }
  });

  it('resumes after a drop from Last-Event-ID with only what was missed, and asks an unknown id to refetch', async () => {
    const ops = await t.as('ops.in');
    const first = await stream(ops);
    const seen = await changePrice();
    const last = await first.next(changeOf(seen));
    first.close();
    const missed = await changePrice();
    const resumed = await stream(ops, last!.id);
    const caughtUp = await resumed.next(changeOf(missed));
    // Only what came after the last event seen: the one missed, not the one seen again.
    const seq = (e?: ReadEvent) => Number(e?.id?.split('-')[1]);
    expect(seq(caughtUp)).toBeGreaterThan(seq(last));
    expect(resumed.events.filter((e) => e.event === 'change').map((e) => e.id)).toEqual([caughtUp!.id]);

    const stranger = await stream(ops, 'deadbeef-12');
    expect((await stranger.next((e) => e.event === 'refetch'))?.data).toMatchObject({
      why: expect.stringMatching(/no longer kept/),
    });
  });

  it('names no row of a statement that changed more than 50 (a bulk upload): one change for the area, by the system', async () => {
    const ops = await stream(await t.as('ops.in'));
    await t.database.pool.query(
      `INSERT INTO audit_log (country, vehicle_type, entity, entity_id, action, auth_type, actor_id, initiator, source)
       SELECT 'IN', 'CAR', 'inventory', 'bulk-' || n, 'BULK', 'SYSTEM', 'bulk-job', 'bulk-job', 'bulk upload'
       FROM generate_series(1, 60) AS n`,
    );
    const whole = await ops.next(
      (e) => e.event === 'change' && (e.data as { by?: string }).by === 'bulk-job via bulk upload',
    );
    expect(whole?.data).toEqual({ entity: 'inventory', by: 'bulk-job via bulk upload', at: expect.any(String) });
    await new Promise((r) => setTimeout(r, 200));
    expect(ops.events.filter((e) => e.event === 'change')).toHaveLength(1);
  });

  it('refuses a user more streams than the limit with 429 in words, and a call without a token with 401', async () => {
    const cc = await t.as('cc.admin');
    for (let i = 0; i < LIVE_LIMITS.streamsPerUser; i++) await stream(cc);
    const res = await fetch(`${base}/api/events`, { headers: { ...cc, accept: 'text/event-stream' } });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/already have 6 live connections open; close a tab/);
    const plain = await fetch(`${base}/api/events`, { headers: admin });
    expect(plain.status).toBe(406);
    expect((await plain.json()).message).toMatch(/ask for it with Accept: text\/event-stream/);
    const anonymous = await fetch(`${base}/api/events`, { headers: { 'x-country': 'IN', 'x-vehicle-type': 'CAR' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('shutdown', () => {
  it('ends every open stream so app.close() is not held', async () => {
    const own = await buildTestApp();
    try {
      await own.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}/api/events`;
      const s = await openEventStream(url, await own.as('ops.in'));
      expect(await s.next((e) => e.event === 'ready')).toBeDefined();
      const started = Date.now();
      await own.app.close();
      await s.ended;
      expect(s.isEnded()).toBe(true);
      expect(Date.now() - started).toBeLessThan(9_000);
    } finally {
      await own.close().catch(() => {});
    }
  });
});
