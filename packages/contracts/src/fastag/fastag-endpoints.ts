import { countResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { auditEndpoints } from '../audit-log.ts';
import { mediaUploadResponse } from '../location/location.ts';
import {
  fastagActivateBody,
  fastagConfigBody,
  fastagConfigResponse,
  fastagDetailsBody,
  fastagDocumentBody,
  fastagDocumentParams,
  fastagDocumentViewResponse,
  fastagFulfilmentResponse,
  fastagKycBody,
  fastagOrderCountQuery,
  fastagOrderListResponse,
  fastagOrderParams,
  fastagOrderQuery,
  fastagUploadBody,
} from './fastag.ts';

const base = '/api/fastag/orders';
const fastag = { tags: ['fastag'], service: 'fastag' } as const;
/** SPEC §6: FASTag is not blocked by the route guard and always shown, so any signed-in user may read. */
const read = { ...fastag, access: 'authenticated' } as const;
const write = { ...fastag, access: 'MANAGE_FASTAG' } as const;

/**
 * The fastag area's endpoints (SPEC §7 FASTag: orders, fulfilment details, document view and upload,
 * config, KYC update (PUT), activate order (PUT)). Every change answers the order's fulfilment detail.
 */
export const fastagEndpoints = {
  orders: endpoint({ ...read, method: 'GET', path: base, query: fastagOrderQuery, response: fastagOrderListResponse }),
  count: endpoint({
    ...read,
    method: 'GET',
    path: `${base}/count`,
    query: fastagOrderCountQuery,
    response: countResponse,
  }),
  fulfilment: endpoint({
    ...read,
    method: 'GET',
    path: `${base}/:id`,
    params: fastagOrderParams,
    response: fastagFulfilmentResponse,
  }),
  /** Serial number and tag class. */
  updateDetails: endpoint({
    ...write,
    method: 'PUT',
    path: `${base}/:id/fulfilment-details`,
    params: fastagOrderParams,
    body: fastagDetailsBody,
    response: fastagFulfilmentResponse,
  }),
  uploadUrl: endpoint({
    ...write,
    method: 'POST',
    path: `${base}/:id/documents/upload-url`,
    params: fastagOrderParams,
    body: fastagUploadBody,
    response: mediaUploadResponse,
  }),
  /** Records the uploaded file of a type, replacing the one before (deleted from storage after the commit). */
  recordDocument: endpoint({
    ...write,
    method: 'PUT',
    path: `${base}/:id/documents/:type`,
    params: fastagDocumentParams,
    body: fastagDocumentBody,
    response: fastagFulfilmentResponse,
  }),
  viewDocument: endpoint({
    ...read,
    method: 'GET',
    path: `${base}/:id/documents/:type`,
    params: fastagDocumentParams,
    response: fastagDocumentViewResponse,
  }),
  updateKyc: endpoint({
    ...write,
    method: 'PUT',
    path: `${base}/:id/kyc`,
    params: fastagOrderParams,
    body: fastagKycBody,
    response: fastagFulfilmentResponse,
  }),
  activate: endpoint({
    ...write,
    method: 'PUT',
    path: `${base}/:id/activate`,
    params: fastagOrderParams,
    body: fastagActivateBody,
    response: fastagFulfilmentResponse,
  }),
  config: endpoint({ ...read, method: 'GET', path: '/api/fastag/config', response: fastagConfigResponse }),
  /** Creates the vertical's config (no version) or edits it (its version); answers it as saved. */
  saveConfig: endpoint({
    ...fastag,
    access: 'MANAGE_CONFIG',
    method: 'PUT',
    path: '/api/fastag/config',
    body: fastagConfigBody,
    response: fastagConfigResponse,
  }),
};

/** One order's audit trail: every document, detail, KYC and activation change with old → new. */
export const fastagAuditEndpoints = auditEndpoints('fastag-order', 'authenticated', 'fastag');
