import { z } from 'zod';
import { YARD_AUDIT_OUTCOMES, YARD_AUDIT_REASON_MAX, YARD_AUDIT_STATUSES } from '@b2c/domain';
import { countResponse, envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { codeField } from '../masterdata/masterdata-fields.ts';

/**
 * Yard audit by scanning (issue 28): start an audit at a location (the cars the system holds there are
 * frozen as its expected list), scan by camera or typing, finish it and fix what it found. Every route
 * needs YARD_AUDIT and works in the caller's vertical.
 */

export const yardAuditStartBody = z.object({ locationCode: codeField });
export type YardAuditStartBody = z.infer<typeof yardAuditStartBody>;

export const yardAuditFilters = z.object({
  locationCode: codeField.optional(),
  status: z.enum(YARD_AUDIT_STATUSES).optional(),
});
export type YardAuditFilters = z.infer<typeof yardAuditFilters>;
export const yardAuditListQuery = pagingQuery.extend({
  size: z.coerce.number().int().min(1).max(100).default(10),
  ...yardAuditFilters.shape,
});
export type YardAuditListQuery = z.infer<typeof yardAuditListQuery>;

/** The live count everyone on an audit sees (polled), and the finished audit's figures. */
export const yardAuditTally = z.object({
  expected: z.number().int(),
  /** Expected cars scanned. */
  found: z.number().int(),
  unexpected: z.number().int(),
  unknown: z.number().int(),
});
export type YardAuditTally = z.infer<typeof yardAuditTally>;

export const yardAudit = yardAuditTally.extend({
  id: z.number().int(),
  locationCode: z.string(),
  locationName: z.string(),
  status: z.enum(YARD_AUDIT_STATUSES),
  /** People's names, as the scans answer them. */
  startedBy: z.string(),
  startedAt: z.string(),
  finishedBy: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Found ÷ expected in per cent, one decimal; null when nothing was expected but strays were found. */
  accuracy: z.number().nullable(),
  version: z.number().int(),
});
export type YardAudit = z.infer<typeof yardAudit>;

/** A scan: what was read or typed (registration, chassis number or appointment id) and the client's key. */
export const yardAuditScanBody = z.object({
  identifier: z.string().trim().min(1, 'is required').max(40),
  /** Made by the scanning device per scan: the same scan sent again is answered again, never counted twice. */
  clientKey: z
    .string()
    .trim()
    .min(8)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/, 'must use only letters, digits, "_" and "-"'),
});
export type YardAuditScanBody = z.infer<typeof yardAuditScanBody>;

export const yardAuditScanResult = z.object({
  outcome: z.enum(YARD_AUDIT_OUTCOMES),
  /** The answer in words: "Expected ✓", "Belongs to … — unexpected here", "Not a car we know", "Already scanned by …". */
  message: z.string(),
  identifier: z.string(),
  appointmentId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  /** "Toyota Corolla 2022". */
  vehicle: z.string().nullable(),
  tally: yardAuditTally,
});
export type YardAuditScanResult = z.infer<typeof yardAuditScanResult>;

const carFacts = {
  appointmentId: z.string(),
  registrationNumber: z.string().nullable(),
  chassisNumber: z.string().nullable(),
  vehicle: z.string(),
};
const doneBy = z.object({ by: z.string(), at: z.string() });

export const yardAuditMissingRow = z.object({
  ...carFacts,
  /** Reported missing from this audit: a pending action an approver decides. */
  reported: doneBy.extend({ reason: z.string(), pendingActionId: z.number().int() }).nullable(),
});
export type YardAuditMissingRow = z.infer<typeof yardAuditMissingRow>;

export const yardAuditUnexpectedRow = z.object({
  ...carFacts,
  identifier: z.string(),
  /** Where the system held the car when it was scanned here, and since when. */
  systemLocationCode: z.string().nullable(),
  systemLocationName: z.string().nullable(),
  systemLocationStatus: z.string().nullable(),
  systemSince: z.string().nullable(),
  scanned: doneBy,
  /** Stocked in here from this audit. */
  stockedIn: doneBy.nullable(),
});
export type YardAuditUnexpectedRow = z.infer<typeof yardAuditUnexpectedRow>;

export const yardAuditUnknownRow = z.object({ identifier: z.string(), scanned: doneBy });
export type YardAuditUnknownRow = z.infer<typeof yardAuditUnknownRow>;

export const yardAuditLists = z.object({
  missing: z.array(yardAuditMissingRow),
  unexpected: z.array(yardAuditUnexpectedRow),
  unknown: z.array(yardAuditUnknownRow),
});
export type YardAuditLists = z.infer<typeof yardAuditLists>;

export const yardAuditCarParams = idParam.extend({
  appointmentId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an appointment id'),
});
export const yardAuditMissingBody = z.object({
  reason: z.string().trim().min(1, 'is required').max(YARD_AUDIT_REASON_MAX),
});
export type YardAuditMissingBody = z.infer<typeof yardAuditMissingBody>;

const base = '/api/yard-audit';
const common = { tags: ['yard-audit'], access: 'YARD_AUDIT' } as const;

export const yardAuditEndpoints = {
  /** A location's history: every audit there, newest first, with its accuracy. */
  list: endpoint({
    ...common,
    method: 'GET',
    path: base,
    query: yardAuditListQuery,
    response: envelope(z.array(yardAudit)),
  }),
  count: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/count`,
    query: yardAuditFilters,
    response: countResponse,
  }),
  start: endpoint({
    ...common,
    method: 'POST',
    path: base,
    body: yardAuditStartBody,
    response: envelope(yardAudit),
    alsoAnswers: [201],
  }),
  /** The audit and its live tally: everyone scanning polls it. */
  get: endpoint({ ...common, method: 'GET', path: `${base}/:id`, params: idParam, response: envelope(yardAudit) }),
  scan: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/scan`,
    params: idParam,
    body: yardAuditScanBody,
    response: envelope(yardAuditScanResult),
  }),
  finish: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/finish`,
    params: idParam,
    body: versioned,
    response: envelope(yardAudit),
  }),
  /** Missing (expected, not scanned), unexpected (scanned, held elsewhere) and unknown identifiers. */
  lists: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/:id/lists`,
    params: idParam,
    response: envelope(yardAuditLists),
  }),
  /** The three lists as one CSV file (no `{data}`: the file itself). */
  export: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/:id/export`,
    params: idParam,
    response: z.string().describe('text/csv'),
    download: ['text/csv'],
    summary: "An audit's missing, unexpected and unknown lists as a CSV file",
  }),
  /** The unexpected car's fix: the stock-in service stocks it in at the audited location. */
  stockIn: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/unexpected/:appointmentId/stock-in`,
    params: yardAuditCarParams,
    response: envelope(yardAuditUnexpectedRow),
  }),
  /** The missing car's fix: a request to mark it lost, for an approver. */
  markMissing: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/missing/:appointmentId/mark-missing`,
    params: yardAuditCarParams,
    body: yardAuditMissingBody,
    response: envelope(yardAuditMissingRow),
    alsoAnswers: [201],
  }),
};
