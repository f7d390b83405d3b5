import { z } from 'zod';
import {
  KEY_ACTIONS,
  KEY_DETAIL_TYPES,
  KEY_REQUEST_PUT_ACTIONS,
  KEY_REQUEST_STATES,
  MAX_KEYS_PER_CAR,
} from '@b2c/domain';
import { envelope, pagingQuery } from '../common.ts';
import { booleanQuery, editableFields } from '../masterdata/masterdata-fields.ts';
import { auditLogEntry } from '../audit-log.ts';

/**
 * Key management (SPEC §3 key request, out-key and spare-key details; §7 /api/v1/asset/key/*,
 * /api/inventory/key, /api/inventory/key/spare-key). SPEC shows few shapes; these are ours (issue 14).
 */

const appointmentIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an appointment id (letters, digits and "-", at most 40)');
const vinField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5,20}$/, 'must be a VIN (5 to 20 letters and digits)');
/** SPEC §5: newlines become spaces and the text is trimmed; shown as plain text, never HTML. */
export const keyRemarksField = z
  .string()
  .transform((s) => s.replace(/[\r\n]+/g, ' ').trim())
  .pipe(z.string().max(500, 'must be at most 500 characters'));
const locationCodeField = z
  .string()
  .trim()
  .regex(/^[A-Z0-9][A-Z0-9_-]{0,39}$/, 'must be a location code (capitals, digits, "_" or "-")');

/** POST /api/v1/asset/key/request: by appointmentId or vinNumber (SPEC §7). */
export const keyRequestInput = z
  .object({
    appointmentId: appointmentIdField.optional(),
    vinNumber: vinField.optional(),
    remarks: keyRemarksField.optional(),
  })
  .refine((b) => b.appointmentId !== undefined || b.vinNumber !== undefined, {
    message: 'give the appointment id or the VIN',
    path: ['appointmentId'],
  });
export type KeyRequestInput = z.input<typeof keyRequestInput>;

export const keyRequest = z.object({
  id: z.number().int(),
  appointmentId: z.string(),
  vinNumber: z.string().nullable(),
  state: z.enum(KEY_REQUEST_STATES),
  requestedBy: z.string(),
  /** SPEC §3 "numberOfKeys received": set when the request is marked received. */
  numberOfKeys: z.number().int().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  ...editableFields,
});
export type KeyRequest = z.infer<typeof keyRequest>;
export const keyRequestResponse = envelope(keyRequest);
export const keyRequestListResponse = envelope(z.array(keyRequest));

export const keyRequestQuery = pagingQuery.extend({
  state: z.enum(KEY_REQUEST_STATES).optional(),
  appointmentId: z.string().trim().min(1).max(40).optional(),
  requestedBy: z.string().trim().min(1).max(120).optional(),
});
export const keyRequestCountQuery = keyRequestQuery.omit({ page: true, size: true, sort: true });

export const keyRequestIdParam = z.object({ id: z.coerce.number().int().positive() });
export const keyRequestActionParams = keyRequestIdParam.extend({ action: z.enum(KEY_REQUEST_PUT_ACTIONS) });
/** SPEC §7 `?noOfKeysReceived=`: needed by MARK_RECEIVED, 1 (main key) or 2 (main and spare). */
export const keyRequestActionQuery = z.object({
  noOfKeysReceived: z.coerce.number().int().min(1).max(MAX_KEYS_PER_CAR).optional(),
});
/** Every step names the version it was based on (optimistic concurrency). */
export const keyVersionBody = z.object({ version: z.number().int().min(1) });

/** One key of a car and where it is (SPEC §3 key / spare-key details). */
export const keyDetail = z.object({
  id: z.number().int(),
  appointmentId: z.string(),
  keyType: z.enum(KEY_DETAIL_TYPES),
  status: z.enum(KEY_ACTIONS),
  /** Where it is while in; null while out. */
  locationCode: z.string().nullable(),
  /** Who has it while out; null while in. */
  holder: z.string().nullable(),
  /** When it reached its current place or person. */
  since: z.string(),
  keyRequestId: z.number().int().nullable(),
  remarks: z.string().nullable(),
  /** Out longer than the vertical's keyOutOverdueHours. */
  overdue: z.boolean(),
  ...editableFields,
});
export type KeyDetail = z.infer<typeof keyDetail>;
export const keyDetailResponse = envelope(keyDetail);
export const keyDetailListResponse = envelope(z.array(keyDetail));

/** POST /api/inventory/key (main key) and /api/inventory/key/spare-key: KEY_IN or KEY_OUT. */
export const keyMoveInput = z
  .object({
    appointmentId: appointmentIdField,
    action: z.enum(KEY_ACTIONS),
    /** KEY_IN: the desk it goes to. */
    locationCode: locationCodeField.optional(),
    /** KEY_OUT: who takes it. */
    holder: z.string().trim().min(2, 'must have at least 2 characters').max(120).optional(),
    remarks: keyRemarksField.optional(),
    /** The key's version; absent only when the key was never recorded. */
    version: z.number().int().min(1).optional(),
  })
  .refine((b) => b.action !== 'KEY_IN' || b.locationCode !== undefined, {
    message: 'is required to key in',
    path: ['locationCode'],
  })
  .refine((b) => b.action !== 'KEY_OUT' || b.holder !== undefined, {
    message: 'is required to key out',
    path: ['holder'],
  });
export type KeyMoveInput = z.input<typeof keyMoveInput>;
/** The key as it now is, and SPEC §8's toast for it. */
export const keyMoveResponse = envelope(z.object({ key: keyDetail, message: z.string() }));

export const outKeyQuery = pagingQuery.extend({
  appointmentId: z.string().trim().min(1).max(40).optional(),
  holder: z.string().trim().min(1).max(120).optional(),
  overdue: booleanQuery,
});
export const outKeyCountQuery = outKeyQuery.omit({ page: true, size: true, sort: true });

/** PUT outkey/action/MARK_RECEIVED: keys back at a desk, at most 25 at once (SPEC §9). */
export const outKeyReceiveBody = z.object({
  items: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().min(1) }))
    .min(1, 'must name at least one key')
    .max(25, 'must name at most 25 keys'),
  /** The desk they come back to; each key's last desk when absent. */
  locationCode: locationCodeField.optional(),
});
export type OutKeyReceiveBody = z.input<typeof outKeyReceiveBody>;
export const keyBatchResultRow = z.object({
  id: z.number().int(),
  appointmentId: z.string().nullable(),
  success: z.boolean(),
  message: z.string(),
  version: z.number().int().nullable(),
});
export type KeyBatchResultRow = z.infer<typeof keyBatchResultRow>;
export const keyBatchResponse = envelope(z.array(keyBatchResultRow));

/** Teams' status: what the key desk has to do, and the out-key count. */
export const keyTeamsStatus = z.object({
  requested: z.number().int(),
  readyToBePicked: z.number().int(),
  keysIn: z.number().int(),
  keysOut: z.number().int(),
  overdue: z.number().int(),
  overdueHours: z.number().int(),
});
export type KeyTeamsStatus = z.infer<typeof keyTeamsStatus>;
export const keyTeamsStatusResponse = envelope(keyTeamsStatus);

export const keyAuditQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(10),
  appointmentId: z.string().trim().min(1).max(40).optional(),
});
export const keyAuditCountQuery = keyAuditQuery.omit({ page: true, size: true });
export const keyAuditResponse = envelope(z.array(auditLogEntry));
