import type { TestApp } from '../build-test-app.ts';
import type { IdProbe, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of the document area: a seeded document of A (IN CAR), found by SQL
 * (appointment ids are unique across verticals). The write also leaves the document audit row the
 * generated audit-trail probe aims at.
 */
const documentOfA = async (t: TestApp, status?: string) => {
  const { rows } = await t.database.pool.query<{ appointment_id: string; document_type: string; version: number }>(
    `SELECT appointment_id, document_type, version FROM documents
     WHERE country = 'IN' AND vehicle_type = 'CAR' AND ($1::text IS NULL OR status = $1) ORDER BY id LIMIT 1`,
    [status ?? null],
  );
  const doc = rows[0]!;
  return { ...doc, path: `/api/inventory/asset/apt-${doc.appointment_id}/${doc.document_type}` };
};

/** A document still owed and not asked for, requested to A's location. */
export const DOCUMENT_WRITE_PROBE: IdProbe = {
  route: 'PUT /api/inventory/asset/apt-:id/:type',
  request: async (t, a) => {
    const doc = await documentOfA(t, 'NOT_RAISED');
    return {
      url: `${doc.path}?action=REQUEST`,
      payload: { version: doc.version, destinationLocation: a.location.code },
    };
  },
};

export const DOCUMENT_READ_PROBE: ReadProbe = {
  route: 'GET /api/inventory/asset/apt-:id/:type',
  request: async (t) => ({ url: (await documentOfA(t)).path }),
  marker: () => '"documentType"',
};
