import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { otherLocation, tomorrow } from '../movement-test-support.ts';
import { versionOf, type RecordsOfA } from './cross-vertical-records.ts';
import { describeResponse } from './drill-support.ts';
import type { IdProbe, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of the scheduled area: a schedule of A (IN CAR) made through the API
 * (its remarks carry the run's tag), edited then cancelled. The edit also leaves the audit row the
 * generated audit-trail probe aims at. AE CAR and IN BIKE have no scheduled tasks (403), AU CAR gets 404.
 */
const PATH = '/api/v2/inventory/scheduled-movement';
const made = new Map<string, { id: number; body: object }>();

async function scheduleOfA(t: TestApp, a: RecordsOfA) {
  const known = made.get(a.tag);
  if (known) return known;
  const { rows } = await t.database.pool.query<{ appointment_id: string; location_code: string }>(
    `SELECT appointment_id, location_code FROM inventory WHERE country = 'IN' AND vehicle_type = 'CAR'
       AND location_code IS NOT NULL ORDER BY id LIMIT 1`,
  );
  const car = rows[0]!;
  const body = {
    appointmentIds: [car.appointment_id],
    fromLocationCode: car.location_code,
    toLocationCode: await otherLocation(t, 'IN', car.location_code),
    vendor: 'DRIVEU',
    logisticsMode: 'OWN_TRUCK',
    slot: '0900_1100',
    runDate: tomorrow('IN'),
    runTime: '07:00',
    remarks: `Drill schedule ${a.tag}`,
  };
  const res = await t.app.inject({ method: 'POST', url: PATH, headers: a.headers, payload: body });
  expect(res.statusCode, `${PATH}: ${describeResponse(res)}`).toBe(201);
  const schedule = { id: (res.json().data as { id: number }).id, body };
  made.set(a.tag, schedule);
  return schedule;
}

const version = (t: TestApp, id: number) => versionOf(t, 'scheduled_movements', 'id', id);

export const SCHEDULED_WRITE_PROBES: IdProbe[] = [
  {
    route: `PUT ${PATH}/:id`,
    async request(t, a) {
      const { id, body } = await scheduleOfA(t, a);
      return { url: `${PATH}/${id}`, payload: { ...body, runTime: '08:15', version: await version(t, id) } };
    },
  },
  {
    route: `PUT ${PATH}/:id/cancel`,
    async request(t, a) {
      const { id } = await scheduleOfA(t, a);
      return { url: `${PATH}/${id}/cancel`, payload: { version: await version(t, id) } };
    },
  },
];

export const SCHEDULED_READ_PROBE: ReadProbe = {
  route: `GET ${PATH}/:id`,
  request: async (t, a) => ({ url: `${PATH}/${(await scheduleOfA(t, a)).id}` }),
  marker: (a) => `Drill schedule ${a.tag}`,
};
