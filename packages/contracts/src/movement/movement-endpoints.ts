import { z } from 'zod';
import { countResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { appointmentParam, inventoryIdParam } from '../inventory/inventory.ts';
import { locusTeamsResponse } from '../masterdata/masterdata-locus-team.ts';
import {
  createPickupRequestBody,
  identifierParam,
  movementActionBody,
  movementActionQuery,
  movementDetailsBody,
  movementResultResponse,
  movementUpdateBody,
  movementVersionBody,
  movementViewResponse,
  nextHopQuery,
  rescheduleBody,
  rescheduleQuery,
  setLogisticBody,
  stockInBody,
  stockInQuery,
  stockInResponse,
} from './movement.ts';
import {
  internalMovementBatchBody,
  logisticBatchBody,
  logisticFilters,
  logisticListQuery,
  logisticListResponse,
  movementBatchResponse,
  outboxListResponse,
  outboxQuery,
  vendorNotificationQuery,
  vendorNotificationResponse,
} from './movement-lists.ts';

/*
 * The movement area's endpoints (SPEC §7). They live apart from movement.ts because inventory.ts, whose
 * path parameters they use, itself imports movement.ts. All are served on the inventory host.
 */

/** One car's movement: `:id` is the inventory's numeric id, `apt-:id` its appointment id. */
const movementCommon = { access: 'logisticMenu', tags: ['inventory: movement'] } as const;
export const movementEndpoints = {
  /** The open movement, the car's recent ones and what may happen next. */
  view: endpoint({
    ...movementCommon,
    method: 'GET',
    path: '/api/inventory/:id/movement',
    params: inventoryIdParam,
    response: movementViewResponse,
  }),
  /** Creates the pickup request (201). */
  create: endpoint({
    ...movementCommon,
    method: 'POST',
    path: '/api/inventory/:id/movement',
    params: inventoryIdParam,
    body: createPickupRequestBody,
    response: movementResultResponse,
    alsoAnswers: [201],
  }),
  /** The movement actions SPEC keeps on the movement's path (`?action=`). */
  act: endpoint({
    ...movementCommon,
    method: 'PUT',
    path: '/api/inventory/:id/movement',
    params: inventoryIdParam,
    query: movementActionQuery,
    body: movementActionBody,
    response: movementResultResponse,
  }),
  refresh: endpoint({
    ...movementCommon,
    method: 'PUT',
    path: '/api/inventory/:id/movement/refresh',
    params: inventoryIdParam,
    body: movementVersionBody,
    response: movementResultResponse,
  }),
  /** Edits the request while it waits for pickup. */
  update: endpoint({
    ...movementCommon,
    method: 'PUT',
    path: '/api/inventory/:id/movement-update',
    params: inventoryIdParam,
    body: movementUpdateBody,
    response: movementResultResponse,
  }),
  /** The driver and the external legs, at any point of an open movement. */
  details: endpoint({
    ...movementCommon,
    method: 'PUT',
    path: '/api/inventory/:id/update/movement-details',
    params: inventoryIdParam,
    body: movementDetailsBody,
    response: movementResultResponse,
  }),
  reschedule: endpoint({
    ...movementCommon,
    method: 'PUT',
    path: '/api/inventory/apt-:id/reschedule',
    params: appointmentParam,
    query: rescheduleQuery,
    body: rescheduleBody,
    response: movementResultResponse,
  }),
  nextHop: endpoint({
    ...movementCommon,
    method: 'PUT',
    path: '/api/inventory/:id/next-hop',
    params: inventoryIdParam,
    query: nextHopQuery,
    body: movementVersionBody,
    response: movementResultResponse,
  }),
  /** The vendor, and the driver where the vendor names one. */
  setVendor: endpoint({
    ...movementCommon,
    method: 'POST',
    path: '/api/inventory/:id/logistic',
    params: inventoryIdParam,
    body: setLogisticBody,
    response: movementResultResponse,
  }),
};

/** The logistics grid and what acts on many movements: list + count, export, bulk, Locus teams, vendor e-mail. */
const logisticCommon = { access: 'logisticMenu', tags: ['logistic'] } as const;
export const movementLogisticEndpoints = {
  /** The API fixes the order (SPEC §2), so the list takes no `sort`. */
  list: endpoint({
    ...logisticCommon,
    method: 'GET',
    path: '/api/inventory/logistic',
    query: logisticListQuery,
    response: logisticListResponse,
  }),
  count: endpoint({
    ...logisticCommon,
    method: 'GET',
    path: '/api/inventory/logistic/count',
    query: logisticFilters,
    response: countResponse,
  }),
  /**
   * Every open movement as a streamed CSV file, not a `{data}` answer: the API registers it itself and
   * the panel fetches it as a download, both taking method, path and access from here.
   */
  export: endpoint({
    ...logisticCommon,
    method: 'GET',
    path: '/api/inventory/export/open-movement',
    response: z.string().describe('text/csv'),
    download: ['text/csv'],
    summary: 'Every open movement of the vertical as a CSV file',
  }),
  locusTeams: endpoint({
    ...logisticCommon,
    method: 'GET',
    path: '/api/inventory/logistic/locus/teams',
    response: locusTeamsResponse,
  }),
  /** One outcome per row (`id` 0 = the whole request failed). */
  internalBatch: endpoint({
    ...logisticCommon,
    method: 'POST',
    path: '/api/inventory/internal-movement/bulk',
    body: internalMovementBatchBody,
    response: movementBatchResponse,
  }),
  vendorBatch: endpoint({
    ...logisticCommon,
    method: 'POST',
    path: '/api/inventory/logistic/bulk',
    body: logisticBatchBody,
    response: movementBatchResponse,
  }),
  /** Queues the vendor e-mail (SPEC names it a GET). */
  notifyVendor: endpoint({
    ...logisticCommon,
    method: 'GET',
    path: '/api/notification/VENDOR_ASSIGNED',
    query: vendorNotificationQuery,
    response: vendorNotificationResponse,
  }),
  /** The car's vendor e-mails, newest first. */
  outbox: endpoint({
    ...logisticCommon,
    method: 'GET',
    path: '/api/notification/outbox',
    query: outboxQuery,
    response: outboxListResponse,
  }),
};

/**
 * Stock-in by registration or chassis number; whoever holds STOCK_IN scans cars in (SPEC §2 header
 * icon). A retry may carry an `Idempotency-Key` header (not part of the contract's inputs).
 * `apt-{value}` shares its path with the inventory's own actions, so it is the inventory's endpoint.
 */
const stockInCommon = {
  method: 'POST',
  params: identifierParam,
  query: stockInQuery,
  body: stockInBody,
  response: stockInResponse,
  // Issue 19: its own permission; a menu permission alone (a key manager's inventoryMenu) moves no stock.
  access: 'STOCK_IN',
  tags: ['inventory: stock-in'],
} as const;
export const movementStockInEndpoints = {
  byReg: endpoint({ ...stockInCommon, path: '/api/inventory/reg-:value' }),
  byChassis: endpoint({ ...stockInCommon, path: '/api/inventory/chassis-:value' }),
};
