import { countResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { appointmentParam } from '../inventory/inventory.ts';
import {
  keyAuditCountQuery,
  keyAuditQuery,
  keyAuditResponse,
  keyBatchResponse,
  keyDetailListResponse,
  keyMoveInput,
  keyMoveResponse,
  keyRequestActionParams,
  keyRequestActionQuery,
  keyRequestCountQuery,
  keyRequestIdParam,
  keyRequestInput,
  keyRequestListResponse,
  keyRequestQuery,
  keyRequestResponse,
  keyTeamsStatusResponse,
  keyVersionBody,
  outKeyCountQuery,
  outKeyQuery,
  outKeyReceiveBody,
} from './key.ts';

const base = '/api/v1/asset/key';
const key = { tags: ['key management'], service: 'key' } as const;
/** Requesters see their own requests, managers all; the service narrows a requester's lists. */
const either = { anyOf: ['REQUEST_KEYS', 'MANAGE_KEYS'] } as const;
/** The key trail also shows on the car's inventory detail. */
const keyReaders = { anyOf: ['REQUEST_KEYS', 'MANAGE_KEYS', 'inventoryMenu'] } as const;

/** The key area's endpoints (SPEC §7 key management, and the two key movements of the inventory service). */
export const keyEndpoints = {
  createRequest: endpoint({
    ...key,
    method: 'POST',
    path: `${base}/request`,
    body: keyRequestInput,
    response: keyRequestResponse,
    alsoAnswers: [201],
    access: 'REQUEST_KEYS',
  }),
  cancelRequest: endpoint({
    ...key,
    method: 'PUT',
    path: `${base}/request/:id/cancel`,
    params: keyRequestIdParam,
    body: keyVersionBody,
    response: keyRequestResponse,
    access: either,
  }),
  /** PUT request/{id}/action/MARK_RECEIVED?noOfKeysReceived= and request/{id}/action/READY_TO_BE_PICKED. */
  requestAction: endpoint({
    ...key,
    method: 'PUT',
    path: `${base}/request/:id/action/:action`,
    params: keyRequestActionParams,
    query: keyRequestActionQuery,
    body: keyVersionBody,
    response: keyRequestResponse,
    access: 'MANAGE_KEYS',
  }),
  listRequests: endpoint({
    ...key,
    method: 'GET',
    path: `${base}/request`,
    query: keyRequestQuery,
    response: keyRequestListResponse,
    access: either,
  }),
  countRequests: endpoint({
    ...key,
    method: 'GET',
    path: `${base}/request/count`,
    query: keyRequestCountQuery,
    response: countResponse,
    access: either,
  }),
  listOutKeys: endpoint({
    ...key,
    method: 'GET',
    path: `${base}/outkey`,
    query: outKeyQuery,
    response: keyDetailListResponse,
    access: 'MANAGE_KEYS',
  }),
  countOutKeys: endpoint({
    ...key,
    method: 'GET',
    path: `${base}/outkey/count`,
    query: outKeyCountQuery,
    response: countResponse,
    access: 'MANAGE_KEYS',
  }),
  receiveOutKeys: endpoint({
    ...key,
    method: 'PUT',
    path: `${base}/outkey/action/MARK_RECEIVED`,
    body: outKeyReceiveBody,
    response: keyBatchResponse,
    access: 'MANAGE_KEYS',
  }),
  teamsStatus: endpoint({
    ...key,
    method: 'GET',
    path: `${base}/teams-status`,
    response: keyTeamsStatusResponse,
    access: either,
  }),
  /** Both keys of a car, where each is now. */
  carKeys: endpoint({
    ...key,
    method: 'GET',
    path: `${base}/car/apt-:id`,
    params: appointmentParam,
    response: keyDetailListResponse,
    access: keyReaders,
  }),
  auditTrail: endpoint({
    ...key,
    method: 'GET',
    path: `${base}/audit/trail`,
    query: keyAuditQuery,
    response: keyAuditResponse,
    access: keyReaders,
  }),
  auditTrailCount: endpoint({
    ...key,
    method: 'GET',
    path: `${base}/audit/trail/count`,
    query: keyAuditCountQuery,
    response: countResponse,
    access: keyReaders,
  }),
  /** SPEC §7 POST /api/inventory/key: the main key in or out; SPEC §8 "Key status updated successfully". */
  moveMainKey: endpoint({
    tags: key.tags,
    method: 'POST',
    path: '/api/inventory/key',
    body: keyMoveInput,
    response: keyMoveResponse,
    access: 'MANAGE_KEYS',
  }),
  /** SPEC §7 POST /api/inventory/key/spare-key; SPEC §8 "Second Key status updated successfully". */
  moveSpareKey: endpoint({
    tags: key.tags,
    method: 'POST',
    path: '/api/inventory/key/spare-key',
    body: keyMoveInput,
    response: keyMoveResponse,
    access: 'MANAGE_KEYS',
  }),
};
