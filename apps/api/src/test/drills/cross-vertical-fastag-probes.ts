import type { FastagOrderState } from '@b2c/domain';
import type { TestApp } from '../build-test-app.ts';
import { PNG } from '../sample-files.ts';
import type { IdProbe, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of the fastag area: seeded orders of A (IN CAR) found by SQL in the
 * state each step needs, taken again at each probe's turn (the probes before may have moved one on). The
 * writes also leave the order audit rows the generated audit-trail probe aims at.
 */
const orderOfA = async (t: TestApp, state: FastagOrderState, serial: 'with' | 'without' | 'any' = 'any') => {
  const { rows } = await t.database.pool.query<{ id: number; version: number; order_number: string }>(
    `SELECT id, version, order_number FROM fastag_orders
     WHERE country = 'IN' AND vehicle_type = 'CAR' AND status = $1
       AND ($2 = 'any' OR (serial_number IS NOT NULL) = ($2 = 'with')) ORDER BY id LIMIT 1`,
    [state, serial],
  );
  return rows[0]!;
};
const base = '/api/fastag/orders';

export const FASTAG_WRITE_PROBES: IdProbe[] = [
  {
    route: 'PUT /api/fastag/orders/:id/fulfilment-details',
    async request(t, a) {
      const order = await orderOfA(t, 'KYC_VERIFIED', 'without');
      return {
        url: `${base}/${order.id}/fulfilment-details`,
        payload: { version: order.version, serialNumber: `DRILL-${a.tag.toUpperCase()}`, tagClass: 'VC4' },
      };
    },
  },
  {
    route: 'POST /api/fastag/orders/:id/documents/upload-url',
    request: async (t) => ({
      url: `${base}/${(await orderOfA(t, 'DOCUMENTS_PENDING')).id}/documents/upload-url`,
      payload: { documentType: 'RC', fileName: 'rc.png', extension: 'png' },
    }),
  },
  {
    // The file is uploaded by A first (storage only, no rows): the probe is the record step.
    route: 'PUT /api/fastag/orders/:id/documents/:type',
    async request(t, a) {
      const order = await orderOfA(t, 'DOCUMENTS_PENDING');
      const ticket = await t.app.inject({
        method: 'POST',
        url: `${base}/${order.id}/documents/upload-url`,
        headers: a.headers,
        payload: { documentType: 'AADHAAR', fileName: 'aadhaar.png', extension: 'png' },
      });
      const { uploadUrl, key } = ticket.json().data;
      await t.app.inject({ method: 'PUT', url: uploadUrl, payload: PNG, headers: { 'content-type': 'image/png' } });
      return {
        url: `${base}/${order.id}/documents/AADHAAR`,
        payload: { version: order.version, key, fileName: `Drill ${a.tag}.png`, documentNumber: '1234 5678 9012' },
      };
    },
  },
  {
    route: 'PUT /api/fastag/orders/:id/kyc',
    async request(t) {
      const order = await orderOfA(t, 'KYC_PENDING');
      return { url: `${base}/${order.id}/kyc`, payload: { version: order.version, kycStatus: 'VERIFIED' } };
    },
  },
  {
    route: 'PUT /api/fastag/orders/:id/activate',
    async request(t) {
      const order = await orderOfA(t, 'KYC_VERIFIED', 'with');
      return { url: `${base}/${order.id}/activate`, payload: { version: order.version } };
    },
  },
];

export const FASTAG_READ_PROBES: ReadProbe[] = [
  {
    route: 'GET /api/fastag/orders/:id',
    async request(t) {
      return { url: `${base}/${(await orderOfA(t, 'ACTIVATED')).id}` };
    },
    marker: () => '"orderNumber":"FT-IN-',
  },
  {
    route: 'GET /api/fastag/orders/:id/documents/:type',
    request: async (t) => ({ url: `${base}/${(await orderOfA(t, 'KYC_REJECTED')).id}/documents/RC` }),
    marker: () => '"documentType":"RC"',
  },
];
