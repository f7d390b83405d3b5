import type { BulkRequest } from '@b2c/contracts';
import type { TestApp } from '../build-test-app.ts';
import { insertInventory } from '../factories.ts';
import { csvOf, uploadedBulk } from '../bulk-factories.ts';
import type { RecordsOfA } from './cross-vertical-records.ts';
import type { IdProbe, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of bulk upload v2: a parking-slot upload of one of A's (IN CAR) cars,
 * named with the run's tag, made through the API as A. Each write gets a fresh request in the state its
 * step needs. The worker is stopped first (a fixture, not a step under test): a confirmed upload stays
 * queued, so no job writes while the drill compares table fingerprints.
 */
const BASE = '/api/bulk-upload/v2';
const readable = new Map<string, { request: BulkRequest; appointmentId: string }>();

async function uploadOfA(t: TestApp, a: RecordsOfA) {
  await t.jobs.offWork('bulk-apply');
  const { appointmentId } = await insertInventory(t.database.db);
  const file = csvOf(['appointmentId', 'parkingSlot'], [[appointmentId, 'D-1']]);
  return { request: await uploadedBulk(t, a.headers, 'PARKING_SLOT', file, `drill-${a.tag}.csv`), appointmentId };
}

async function readableOfA(t: TestApp, a: RecordsOfA) {
  const known = readable.get(a.tag) ?? (await uploadOfA(t, a));
  readable.set(a.tag, known);
  return known;
}

export const BULK_WRITE_PROBES: IdProbe[] = [
  {
    route: `POST ${BASE}/:id/validate`,
    request: async (t, a) => ({ url: `${BASE}/${(await uploadOfA(t, a)).request.id}/validate` }),
  },
  {
    route: `PUT ${BASE}/:id/abort`,
    request: async (t, a) => ({ url: `${BASE}/${(await uploadOfA(t, a)).request.id}/abort` }),
  },
  {
    route: `POST ${BASE}/:id/apply`,
    async request(t, a) {
      const { request } = await uploadOfA(t, a);
      return { url: `${BASE}/${request.id}/apply`, payload: { goodRowsOnly: false, version: request.version } };
    },
  },
  {
    // A finished request with a failed row (set in SQL: the job is not under test here) is retried.
    route: `POST ${BASE}/:id/retry`,
    async request(t, a) {
      const { request } = await uploadOfA(t, a);
      await t.database.pool.query(`UPDATE bulk_requests SET status = 'COMPLETED', failed_rows = 1 WHERE id = $1;`, [
        request.id,
      ]);
      await t.database.pool.query(`UPDATE bulk_rows SET outcome = 'FAILED' WHERE request_id = $1`, [request.id]);
      return { url: `${BASE}/${request.id}/retry` };
    },
  },
  {
    // A completed request with its row applied (set in SQL: the job is not under test here) is rolled back.
    route: `POST ${BASE}/:id/rollback`,
    async request(t, a) {
      const { request } = await uploadOfA(t, a);
      await t.database.pool.query(`UPDATE bulk_requests SET status = 'COMPLETED', applied_rows = 1 WHERE id = $1;`, [
        request.id,
      ]);
      await t.database.pool.query(
        `UPDATE bulk_rows SET outcome = 'APPLIED', claimed_at = now(), previous_values = '{"parkingSlot": "C-1"}',
           version_after = 1
         WHERE request_id = $1 AND row_number = 2`,
        [request.id],
      );
      return { url: `${BASE}/${request.id}/rollback` };
    },
  },
];

export const BULK_READ_PROBES: ReadProbe[] = [
  {
    route: `GET ${BASE}/:id`,
    request: async (t, a) => ({ url: `${BASE}/${(await readableOfA(t, a)).request.id}` }),
    marker: (a) => `drill-${a.tag}.csv`,
  },
  {
    route: `GET ${BASE}/:id/rows`,
    request: async (t, a) => ({ url: `${BASE}/${(await readableOfA(t, a)).request.id}/rows` }),
    marker: (a) => readable.get(a.tag)!.appointmentId,
  },
  {
    route: `GET ${BASE}/:id/preview`,
    request: async (t, a) => ({ url: `${BASE}/${(await readableOfA(t, a)).request.id}/preview` }),
    marker: () => 'D-1',
  },
  {
    route: `GET ${BASE}/:id/download`,
    request: async (t, a) => ({ url: `${BASE}/${(await readableOfA(t, a)).request.id}/download?kind=original` }),
    marker: (a) => readable.get(a.tag)!.appointmentId,
  },
];
