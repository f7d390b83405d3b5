import { z } from 'zod';
import { countResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  appointmentParam,
  inventoryCountQuery,
  inventoryCountResponse,
  inventoryDetailResponse,
  inventoryExportQuery,
  inventoryIdParam,
  inventoryListQuery,
  inventoryListResponse,
} from './inventory.ts';
import {
  hardRefreshBody,
  inventoryBatchBody,
  inventoryBatchResponse,
  inventoryFieldBody,
  inventoryFieldParam,
  inventoryUpdateResponse,
  pendingActionDecisionResponse,
  registrationNumberBody,
} from './inventory-updates.ts';
import {
  catalogueQuery,
  catalogueResponse,
  chassisQuery,
  chassisResponse,
  chassisUploadResponse,
  externalDeliveryResponse,
  holdingPeriodResponse,
  inspectionQuery,
  inspectionResponse,
  orderListResponse,
  orderResponse,
  paymentStatusResponse,
} from './inventory-satellites.ts';
import { fieldHistoryQuery, singleFieldHistoryQuery } from './inventory-audit.ts';
import { auditLogResponse } from '../audit-log.ts';
import {
  pendingActionCountQuery,
  pendingActionDecisionBody,
  pendingActionHistoryResponse,
  pendingActionListResponse,
  pendingActionQuery,
} from './inventory-pending-action.ts';
import {
  inventoryActionOrStockInBody,
  inventoryAptOrStockInQuery,
  inventoryIdOrMovementActionQuery,
} from '../movement/movement.ts';
import { inventoryAptActionResponse, inventoryIdActionResponse } from '../movement/movement-inventory-actions.ts';

/**
 * The inventory area's endpoints (SPEC §7 inventory service, pending actions, inspection and catalogue).
 * Kept apart from the schemas because the action routes answer with movement results too, and the
 * movement schemas already build on the inventory ones.
 */
const read = { access: 'inventoryMenu' } as const;
// The action decides the permission (PRICE_UPDATE, UPDATE_INVENTORY_STAGE …); the API's service checks it.
const anyAction = { access: 'inventoryMenu' } as const;
const update = { access: 'UPDATE_INVENTORY' } as const;

/** The grid, its count, the detail and the updates (SPEC §7 inventory reads, updates, creates, bulk). */
export const inventoryEndpoints = {
  list: endpoint({
    ...read,
    tags: ['inventory'],
    method: 'GET',
    path: '/api/inventory',
    query: inventoryListQuery,
    response: inventoryListResponse,
  }),
  count: endpoint({
    ...read,
    tags: ['inventory'],
    method: 'GET',
    path: '/api/inventory/count',
    query: inventoryCountQuery,
    response: inventoryCountResponse,
  }),
  /**
   * The grid's whole filtered set as a streamed CSV file, not a `{data}` answer (issue 30): the API writes
   * it batch by batch, the panel saves it as a download; at most INVENTORY_EXPORT_MAX_ROWS rows.
   */
  export: endpoint({
    ...read,
    tags: ['inventory'],
    method: 'GET',
    path: '/api/inventory/export',
    query: inventoryExportQuery,
    response: z.string().describe('text/csv'),
    download: ['text/csv'],
    summary: "The inventory grid's filtered cars as a CSV file",
  }),
  get: endpoint({
    ...read,
    tags: ['inventory'],
    method: 'GET',
    path: '/api/inventory/v2/apt-:id',
    params: appointmentParam,
    response: inventoryDetailResponse,
  }),
  /** SPEC §7 names the catalogue gateway's path as is; it serves the same vertical-scoped cars. */
  catalogue: endpoint({
    ...read,
    tags: ['inventory'],
    service: 'catalogue',
    method: 'GET',
    path: '/detail/v1/cars',
    query: catalogueQuery,
    response: catalogueResponse,
  }),
  /** List price, target price, EGC, publish, sold, sourcing cancellation, reserve; also the stock-in scan. */
  aptAction: endpoint({
    ...anyAction,
    tags: ['inventory: updates'],
    method: 'POST',
    path: '/api/inventory/apt-:id',
    params: appointmentParam,
    query: inventoryAptOrStockInQuery,
    body: inventoryActionOrStockInBody,
    response: inventoryAptActionResponse,
  }),
  /** Parking slot, stage, type, GPS tracker; also stock in/out, return and trips of the open movement. */
  idAction: endpoint({
    ...anyAction,
    tags: ['inventory: updates'],
    method: 'POST',
    path: '/api/inventory/:id',
    params: inventoryIdParam,
    query: inventoryIdOrMovementActionQuery,
    body: inventoryActionOrStockInBody,
    response: inventoryIdActionResponse,
  }),
  /** One field, `null` clears it, version-checked. */
  updateField: endpoint({
    ...update,
    tags: ['inventory: updates'],
    method: 'PUT',
    path: '/api/inventory/apt-:id/:x/update',
    params: inventoryFieldParam,
    body: inventoryFieldBody,
    response: inventoryUpdateResponse,
  }),
  /** SPEC §7 lists "a registration-number update" without its path; this follows the `{x}/update` style. */
  updateRegistration: endpoint({
    ...update,
    tags: ['inventory: updates'],
    method: 'PUT',
    path: '/api/inventory/apt-:id/registration-number',
    params: appointmentParam,
    body: registrationNumberBody,
    response: inventoryUpdateResponse,
  }),
  /** The admin utils' hard refresh by appointment: re-derives the dependent fields. */
  hardRefresh: endpoint({
    ...update,
    tags: ['admin utils'],
    method: 'POST',
    path: '/api/admin-utils/inventory/apt-:id/hard-refresh',
    params: appointmentParam,
    body: hardRefreshBody,
    response: inventoryUpdateResponse,
  }),
  batch: endpoint({
    ...anyAction,
    tags: ['inventory: updates'],
    method: 'POST',
    path: '/api/inventory/bulk',
    body: inventoryBatchBody,
    response: inventoryBatchResponse,
  }),
};

const details = { ...read, tags: ['inventory: details'] } as const;
const byAppointment = { ...details, method: 'GET', params: appointmentParam } as const;

/** Read-only facts of the detail page and the chassis upload (SPEC §7 inventory and inspection reads). */
export const inventoryFactEndpoints = {
  inspection: endpoint({
    ...byAppointment,
    path: '/api/inventory/apt-:id/inspectionDetails',
    query: inspectionQuery,
    response: inspectionResponse,
  }),
  /** SPEC §7 "Inspection, refurbishment": the inspection service's own reads, by appointment id. */
  inspectionById: endpoint({
    ...byAppointment,
    service: 'inspection',
    path: '/api/inspection/:id',
    query: inspectionQuery,
    response: inspectionResponse,
  }),
  refurbishmentInspection: endpoint({
    ...byAppointment,
    service: 'inspection',
    path: '/api/refurbishment/inspection/:id',
    response: inspectionResponse,
  }),
  paymentStatus: endpoint({
    ...byAppointment,
    path: '/api/inventory/apt-:id/paymentStatus',
    response: paymentStatusResponse,
  }),
  bookedOrder: endpoint({ ...byAppointment, path: '/api/inventory/apt-:id/bookedOrder', response: orderResponse }),
  orders: endpoint({ ...byAppointment, path: '/api/inventory/apt-:id/order', response: orderListResponse }),
  latestOrder: endpoint({ ...byAppointment, path: '/api/v1/order/:id/latest', response: orderResponse }),
  externalDelivery: endpoint({
    ...details,
    method: 'GET',
    path: '/api/inventory/:id/externalDeliveryAllowed',
    params: inventoryIdParam,
    response: externalDeliveryResponse,
  }),
  chassis: endpoint({
    ...details,
    method: 'GET',
    path: '/api/inventory/v1/inventory/chassis',
    query: chassisQuery,
    response: chassisResponse,
  }),
  /** SPEC §7 names "location holding period" without a path; this follows the detail reads' style. */
  holdingPeriod: endpoint({
    ...byAppointment,
    path: '/api/inventory/apt-:id/location-holding-period',
    response: holdingPeriodResponse,
  }),
  /** Multipart with `file` and `appointmentId`. */
  uploadChassis: endpoint({
    ...update,
    tags: ['inventory: details'],
    method: 'POST',
    path: '/api/inventory/v1/upload/chassis',
    multipart: true,
    form: z.object({ appointmentId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) }),
    summary: "Upload a car's chassis photo (a JPEG, PNG, WebP, HEIC image or a PDF of at most 5 MB)",
    response: chassisUploadResponse,
  }),
};

const history = { ...read, tags: ['inventory: audit'], method: 'GET', response: auditLogResponse } as const;

/** Field histories, keyed by the appointment id (SPEC §7 "field history … and the field variants"). */
export const inventoryHistoryEndpoints = {
  /** The history view's fields, or those named in `fields`. */
  fields: endpoint({ ...history, path: '/api/audit-log/v2/field/inventory', query: fieldHistoryQuery }),
  field: endpoint({ ...history, path: '/api/audit-log/v2/field/inventory-field', query: singleFieldHistoryQuery }),
  movementField: endpoint({
    ...history,
    path: '/api/audit-log/v2/field/movement-field',
    query: singleFieldHistoryQuery,
  }),
};

const pending = { ...read, tags: ['pending actions'] } as const;

/** Maker-checker (SPEC §7 pending actions). */
export const inventoryPendingActionEndpoints = {
  list: endpoint({
    ...pending,
    method: 'GET',
    path: '/api/pendingAction',
    query: pendingActionQuery,
    response: pendingActionListResponse,
  }),
  count: endpoint({
    ...pending,
    method: 'GET',
    path: '/api/pendingAction/count',
    query: pendingActionCountQuery,
    response: countResponse,
  }),
  /** Approve, modify or reject; answers with the decided request and the car as it now stands. */
  decide: endpoint({
    ...pending,
    access: 'APPROVE_PENDING_ACTION',
    method: 'POST',
    path: '/api/pendingAction',
    body: pendingActionDecisionBody,
    response: pendingActionDecisionResponse,
  }),
  /** A car's requests and decisions, by appointment id. */
  history: endpoint({
    ...pending,
    method: 'GET',
    path: '/api/audit-log/inventory/:id/pending-updates',
    params: z.object({ id: z.string().trim().min(1).max(40) }),
    response: pendingActionHistoryResponse,
  }),
};
