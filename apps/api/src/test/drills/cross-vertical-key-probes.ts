import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { freeCar } from '../../modules/movement/movement-test-support.ts';
import { versionOf, type RecordsOfA } from './cross-vertical-records.ts';
import { describeResponse } from './drill-support.ts';
import type { IdProbe, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of key management: the main key of one of A's (IN CAR) cars, in at
 * its location, and a key request for it with the run's tag in its remarks, both made through the API.
 * Key management is on in AE and KSA cars only, so A's flag is switched on in SQL first (a fixture, not a
 * step under test): AE CAR then does not find A's request (404), AU CAR and IN BIKE are refused (403).
 */
const KEYS = '/api/v1/asset/key';
const made = new Map<string, { appointmentId: string; requestId: number }>();

async function keysOfA(t: TestApp, a: RecordsOfA) {
  const known = made.get(a.tag);
  if (known) return known;
  await t.database.pool.query(
    `UPDATE vertical_flags SET flags = flags || '{"keyManagement": true}'::jsonb
     WHERE country = 'IN' AND vehicle_type = 'CAR'`,
  );
  const car = await freeCar(t);
  const send = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: a.headers, payload });
    expect(res.statusCode, `${url}: ${describeResponse(res)}`).toBeLessThan(300);
    return res.json().data as { id: number };
  };
  await send('/api/inventory/key', {
    appointmentId: car.appointmentId,
    action: 'KEY_IN',
    locationCode: car.locationCode,
  });
  const request = await send(`${KEYS}/request`, { appointmentId: car.appointmentId, remarks: `Drill key ${a.tag}` });
  const records = { appointmentId: car.appointmentId, requestId: request.id };
  made.set(a.tag, records);
  return records;
}

/** A step on A's request: the body carries its current version. */
const step = (path: string) => async (t: TestApp, a: RecordsOfA) => {
  const { requestId } = await keysOfA(t, a);
  return {
    url: `${KEYS}/request/${requestId}/${path}`,
    payload: { version: await versionOf(t, 'key_requests', 'id', requestId) },
  };
};

export const KEY_WRITE_PROBES: IdProbe[] = [
  { route: `PUT ${KEYS}/request/:id/action/:action`, request: step('action/READY_TO_BE_PICKED') },
  { route: `PUT ${KEYS}/request/:id/cancel`, request: step('cancel') },
];

/** A car's keys and its key trail are filters: another vertical may get an empty answer. */
export const KEY_READ_PROBES: ReadProbe[] = [
  {
    route: `GET ${KEYS}/car/apt-:id`,
    request: async (t, a) => ({ url: `${KEYS}/car/apt-${(await keysOfA(t, a)).appointmentId}` }),
    marker: () => '"keyType"',
    emptyForOthers: true,
  },
  {
    // The car's id is in the query.
    route: `GET ${KEYS}/audit/trail`,
    request: async (t, a) => ({ url: `${KEYS}/audit/trail?appointmentId=${(await keysOfA(t, a)).appointmentId}` }),
    marker: (a) => `Drill key ${a.tag}`,
    emptyForOthers: true,
  },
  {
    route: `GET ${KEYS}/audit/trail/count`,
    request: async (t, a) => ({
      url: `${KEYS}/audit/trail/count?appointmentId=${(await keysOfA(t, a)).appointmentId}`,
    }),
    marker: () => '',
    emptyForOthers: true,
  },
];
