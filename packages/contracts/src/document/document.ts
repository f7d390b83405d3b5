import { z } from 'zod';
import {
  AGEING_BUCKET_KEYS,
  BATCH_ACTION_MAX,
  DOCUMENT_ACTIONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  MESSAGES,
  isSlotCode,
} from '@b2c/domain';
import { countResponse, envelope, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { auditEndpoints } from '../audit-log.ts';
import { booleanQuery, codeField, editableFields } from '../masterdata/masterdata-fields.ts';

/**
 * Documents and assets of a car (SPEC §3 "Document or asset", §7 /api/inventory/asset/search and
 * /api/inventory/asset/apt-{id}/{type}). SPEC names only the two reads; the actions are a PUT on the
 * document's own path with `?action=`, as the movement actions are on the movement's (SPEC §7), and the
 * bulk form and the pendency summary sit beside them under /api/inventory/asset.
 */
const appointmentId = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'must use only letters, digits and "-"');
const slotCode = z.string().refine(isSlotCode, 'must be a slot code HHMM_HHMM, start before end');
/** Shown as text, never as HTML; the limit is the form's too. */
export const documentRemarks = z.string().trim().max(500, 'must be at most 500 characters');

export const documentSearchQuery = pagingQuery.extend({
  documentType: z.enum(DOCUMENT_TYPES).optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  /** The document's current location. */
  location: codeField.optional(),
  /** An ageing bucket (`0-7`, `8-15` …); only owed documents have an age. */
  age: z.enum(AGEING_BUCKET_KEYS).optional(),
  appointmentId: appointmentId.optional(),
  /** Only the documents still owed (the pendency grid). */
  pending: booleanQuery,
});
export type DocumentSearchQuery = z.infer<typeof documentSearchQuery>;
export const documentCountQuery = documentSearchQuery.omit({ page: true, size: true, sort: true });
export type DocumentFilter = z.infer<typeof documentCountQuery>;

export const documentParams = z.object({ id: appointmentId, type: z.enum(DOCUMENT_TYPES) });

export const documentRow = z.object({
  id: z.number().int(),
  appointmentId: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  documentLocation: z.string().nullable(),
  destinationLocation: z.string().nullable(),
  slot: z.string().nullable(),
  remarks: z.string().nullable(),
  procuredAt: z.string(),
  requestedAt: z.string().nullable(),
  /** Whole days owed and their bucket; null once received. */
  ageDays: z.number().int().nullable(),
  ageBucket: z.enum(AGEING_BUCKET_KEYS).nullable(),
  ...editableFields,
});
export type DocumentRow = z.infer<typeof documentRow>;
export const documentResponse = envelope(documentRow);
export const documentListResponse = envelope(z.array(documentRow));

/**
 * One body for every action; what an action needs beyond it is checked by the API and named in the 400:
 * a request needs `destinationLocation`, marking lost needs `remarks` (why).
 */
export const documentActionFields = z.object({
  destinationLocation: codeField.optional(),
  slot: slotCode.optional(),
  remarks: documentRemarks.optional(),
});
export type DocumentActionFields = z.infer<typeof documentActionFields>;
export const documentActionQuery = z.object({ action: z.enum(DOCUMENT_ACTIONS) });
export const documentActionBody = versioned.extend(documentActionFields.shape);
export type DocumentActionBody = z.infer<typeof documentActionBody>;
export const documentActionResult = z.object({ document: documentRow, message: z.string() });
export const documentActionResponse = envelope(documentActionResult);

export const documentBatchItem = z.object({
  appointmentId,
  documentType: z.enum(DOCUMENT_TYPES),
  version: z.number().int().min(1),
});
export const documentBatchBody = documentActionFields.extend({
  action: z.enum(DOCUMENT_ACTIONS),
  items: z
    .array(documentBatchItem)
    .min(1, 'must name at least one document')
    .max(BATCH_ACTION_MAX, MESSAGES.batchActionLimit),
});
export type DocumentBatchBody = z.infer<typeof documentBatchBody>;
/** Per row, in the order sent; `id` is the row's 1-based position, 0 for a whole-request failure (SPEC §8). */
export const documentBatchRow = z.object({
  id: z.number().int(),
  appointmentId: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
  success: z.boolean(),
  message: z.string(),
  version: z.number().int().nullable(),
});
export type DocumentBatchRow = z.infer<typeof documentBatchRow>;
export const documentBatchResponse = envelope(z.array(documentBatchRow));

/** The count of owed documents per current location, split by ageing bucket; the grid's filters apply. */
export const pendencyLocation = z.object({
  /** null: not yet at any of our locations (with the seller, bank or RTO). */
  location: z.string().nullable(),
  total: z.number().int(),
  buckets: z.record(z.enum(AGEING_BUCKET_KEYS), z.number().int()),
});
export type PendencyLocation = z.infer<typeof pendencyLocation>;
export const pendencyResponse = envelope(z.array(pendencyLocation));

const common = { access: 'documentsMenu', tags: ['documents'], service: 'inventory' } as const;
export const documentEndpoints = {
  search: endpoint({
    ...common,
    method: 'GET',
    path: '/api/inventory/asset/search',
    query: documentSearchQuery,
    response: documentListResponse,
  }),
  count: endpoint({
    ...common,
    method: 'GET',
    path: '/api/inventory/asset/search/count',
    query: documentCountQuery,
    response: countResponse,
  }),
  pendency: endpoint({
    ...common,
    method: 'GET',
    path: '/api/inventory/asset/pendency',
    query: documentCountQuery,
    response: pendencyResponse,
  }),
  get: endpoint({
    ...common,
    method: 'GET',
    path: '/api/inventory/asset/apt-:id/:type',
    params: documentParams,
    response: documentResponse,
  }),
  act: endpoint({
    ...common,
    method: 'PUT',
    path: '/api/inventory/asset/apt-:id/:type',
    params: documentParams,
    query: documentActionQuery,
    body: documentActionBody,
    response: documentActionResponse,
  }),
  batch: endpoint({
    ...common,
    method: 'PUT',
    path: '/api/inventory/asset/bulk',
    body: documentBatchBody,
    response: documentBatchResponse,
  }),
};

/** SPEC §7 "a document audit log": one document's trail, by its id. */
export const documentAuditEndpoints = auditEndpoints('document', 'documentsMenu', 'documents');
