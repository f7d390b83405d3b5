import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { freeCar } from '../movement-test-support.ts';
import { versionOf, type RecordsOfA } from './cross-vertical-records.ts';
import { describeResponse } from './drill-support.ts';
import type { IdProbe, ProbeRequest, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of key management: the main key of one of A's (IN CAR) cars, in at
 * its location, and a key request for it with the run's tag in its remarks, both made through the API.
 * Key management is on in AE and KSA cars only, so A's flag is switched on in SQL first (a fixture, not a
 * step under test): AE CAR then does not find A's request (404), AU CAR and IN BIKE are refused (403).
 */
const KEYS = '/api/v1/asset/key';
const made = new Map<string, { appointmentId: string; locationCode: string; requestId: number }>();

async function keysOfA(t: TestApp, a: RecordsOfA) {
  const known = made.get(a.tag);
  if (known) return known;
  await t.database.pool.query(
    `UPDATE vertical_flags SET flags = flags || '{"keyManagement": true}'::jsonb
     WHERE country = 'IN' AND vehicle_type = 'CAR'`,
  );
  t.flagsChanged();
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
  const records = { appointmentId: car.appointmentId, locationCode: car.locationCode, requestId: request.id };
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

/** The version of A's car's main key (recorded by keysOfA), which a move of a recorded key must carry. */
async function mainKeyVersion(t: TestApp, appointmentId: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ version: number }>(
    `SELECT version FROM car_keys WHERE appointment_id = $1 AND key_type = 'KEY_DETAILS'`,
    [appointmentId],
  );
  return rows[0]!.version;
}

/** Another vertical names its own location, so the car is the only thing foreign in the body. */
const withOwnLocation = ({ url, payload }: ProbeRequest, location: string): ProbeRequest => ({
  url,
  payload: { ...(payload as object), locationCode: location },
});

/**
 * The routes that name A's car in the body, not the path: another vertical gets the 404 of a car it does
 * not have, as with a path. They run after the steps above: A's request is cancelled by then, so A may
 * ask again; the spare key is not recorded yet; the main key is in, so A hands it out.
 */
const BODY_CAR_PROBES: IdProbe[] = [
  {
    route: `POST ${KEYS}/request`,
    request: async (t, a) => ({
      url: `${KEYS}/request`,
      payload: { appointmentId: (await keysOfA(t, a)).appointmentId, remarks: `Drill key again ${a.tag}` },
    }),
  },
  {
    route: 'POST /api/inventory/key/spare-key',
    request: async (t, a) => {
      const { appointmentId, locationCode } = await keysOfA(t, a);
      return { url: '/api/inventory/key/spare-key', payload: { appointmentId, action: 'KEY_IN', locationCode } };
    },
    inOther: withOwnLocation,
  },
  {
    route: 'POST /api/inventory/key',
    request: async (t, a) => {
      const { appointmentId } = await keysOfA(t, a);
      return {
        url: '/api/inventory/key',
        payload: { appointmentId, action: 'KEY_OUT', holder: 'Drill', version: await mainKeyVersion(t, appointmentId) },
      };
    },
  },
];

export const KEY_WRITE_PROBES: IdProbe[] = [
  { route: `PUT ${KEYS}/request/:id/action/:action`, request: step('action/READY_TO_BE_PICKED') },
  { route: `PUT ${KEYS}/request/:id/cancel`, request: step('cancel') },
  ...BODY_CAR_PROBES,
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
