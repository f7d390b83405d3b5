import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { insertInventory, insertLocation } from '../factories.ts';
import type { RecordsOfA } from './cross-vertical-records.ts';
import type { IdProbe, ReadProbe } from './cross-vertical-probes.ts';
import { describeResponse } from './drill-support.ts';

/**
 * The cross-vertical drill's probes of yard audits (issue 28): audits of A (IN CAR) started through the
 * API as A at a hub made for the probe, named with the run's tag, holding one car; each write gets an
 * audit in the state its step needs (open, or finished with a car missing and one unexpected).
 */
const BASE = '/api/yard-audit';

async function auditOfA(t: TestApp, a: RecordsOfA, finished: boolean) {
  const hub = await insertLocation(t.database.db, { name: `Audit yard ${a.tag}` });
  const stocked = { locationStatus: 'STOCKED_IN', locationSince: new Date() };
  const held = await insertInventory(t.database.db, { locationCode: hub.code, ...stocked });
  const elsewhere = await insertLocation(t.database.db);
  const stray = await insertInventory(t.database.db, { locationCode: elsewhere.code, ...stocked });
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: a.headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${url}: ${describeResponse(res)}`).toBeLessThan(300);
    return res.json().data;
  };
  const audit = await send('POST', BASE, { locationCode: hub.code });
  if (finished) {
    await send('POST', `${BASE}/${audit.id}/scan`, { identifier: stray.registrationNumber!, clientKey: randomUUID() });
    await send('POST', `${BASE}/${audit.id}/finish`, { version: audit.version });
  }
  return { id: audit.id as number, held, stray };
}

let readable: Promise<Awaited<ReturnType<typeof auditOfA>>> | undefined;
const readableOfA = (t: TestApp, a: RecordsOfA) => (readable ??= auditOfA(t, a, true));

export const YARD_AUDIT_WRITE_PROBES: IdProbe[] = [
  {
    route: `POST ${BASE}/:id/scan`,
    async request(t, a) {
      const { id, held } = await auditOfA(t, a, false);
      return { url: `${BASE}/${id}/scan`, payload: { identifier: held.registrationNumber, clientKey: randomUUID() } };
    },
  },
  {
    route: `POST ${BASE}/:id/finish`,
    request: async (t, a) => ({ url: `${BASE}/${(await auditOfA(t, a, false)).id}/finish`, payload: { version: 1 } }),
  },
  {
    route: `POST ${BASE}/:id/unexpected/:appointmentId/stock-in`,
    async request(t, a) {
      const { id, stray } = await auditOfA(t, a, true);
      return { url: `${BASE}/${id}/unexpected/${stray.appointmentId}/stock-in` };
    },
  },
  {
    route: `POST ${BASE}/:id/missing/:appointmentId/mark-missing`,
    async request(t, a) {
      const { id, held } = await auditOfA(t, a, true);
      return { url: `${BASE}/${id}/missing/${held.appointmentId}/mark-missing`, payload: { reason: 'drill' } };
    },
  },
];

export const YARD_AUDIT_READ_PROBES: ReadProbe[] = [
  {
    route: `GET ${BASE}/:id`,
    request: async (t, a) => ({ url: `${BASE}/${(await readableOfA(t, a)).id}` }),
    marker: (a) => `Audit yard ${a.tag}`,
  },
  {
    route: `GET ${BASE}/:id/lists`,
    request: async (t, a) => ({ url: `${BASE}/${(await readableOfA(t, a)).id}/lists` }),
    marker: () => '"missing"',
  },
  {
    route: `GET ${BASE}/:id/export`,
    request: async (t, a) => ({ url: `${BASE}/${(await readableOfA(t, a)).id}/export` }),
    marker: (a) => `Audit yard ${a.tag}`,
  },
];
