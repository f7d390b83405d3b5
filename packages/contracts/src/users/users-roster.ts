import { z } from 'zod';
import { DAYS, LEAVE_STATES, isIsoDate, isWeekStart } from '@b2c/domain';
import { envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { codeField, editableFields } from '../masterdata/masterdata-fields.ts';

/**
 * User management V1 roster and leaves (SPEC §7 "roster upload (multipart file) and get; leaves (get,
 * apply, revoke)"; issue 13). The paths follow the V1 family's `/api/v1/…` style: POST
 * /api/v1/roster/upload, GET /api/v1/roster?weekStart=, GET /api/v1/roster/working?locationCode=&date=,
 * GET/POST /api/v1/leaves, PUT /api/v1/leaves/{id}/revoke. All are per vertical.
 */

const isoDay = z.string().refine(isIsoDate, 'must be a date yyyy-MM-dd');
export const weekStartField = z.string().refine(isWeekStart, 'must be the Monday of the week, yyyy-MM-dd');

export const rosterWeekQuery = z.object({ weekStart: weekStartField, locationCode: codeField.optional() });

export const rosterShift = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  weekStart: z.string(),
  day: z.enum(DAYS),
  shiftStart: z.string(),
  shiftEnd: z.string(),
  locationCode: z.string(),
  ...editableFields,
});
export type RosterShift = z.infer<typeof rosterShift>;

/** A row of the file left out (only when the caller chose to apply the good rows): its number and why. */
export const rosterRowProblem = z.object({ rowNumber: z.number().int(), column: z.string(), message: z.string() });
export type RosterRowProblem = z.infer<typeof rosterRowProblem>;

export const rosterUploadResult = z.object({
  weekStart: z.string(),
  /** Shifts written; each user in the file has their week replaced by the file's rows. */
  appliedRows: z.number().int(),
  users: z.number().int(),
  skipped: z.array(rosterRowProblem),
  message: z.string(),
});
export type RosterUploadResult = z.infer<typeof rosterUploadResult>;

export const workingQuery = z.object({ locationCode: codeField, date: isoDay });
/** Someone rostered at the location that day and not on leave. */
export const workingUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  shiftStart: z.string(),
  shiftEnd: z.string(),
});
export type WorkingUser = z.infer<typeof workingUser>;

export const leaveQuery = pagingQuery.extend({
  userId: z.coerce.number().int().positive().optional(),
  state: z.enum(LEAVE_STATES).optional(),
});

export const leaveInput = z
  .object({
    userId: z.number().int().positive(),
    from: isoDay,
    to: isoDay,
    reason: z.string().trim().max(300, 'must be at most 300 characters').default(''),
  })
  .refine((l) => !isIsoDate(l.from) || !isIsoDate(l.to) || l.from <= l.to, {
    message: 'must be on or after the from date',
    path: ['to'],
  });
export type LeaveInput = z.infer<typeof leaveInput>;

export const userLeave = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  state: z.enum(LEAVE_STATES),
  ...editableFields,
});
export type UserLeave = z.infer<typeof userLeave>;

const ums = { tags: ['user management'], service: 'users' } as const;
const read = { ...ums, access: 'userManagementMenu' } as const;
const write = { ...ums, access: 'MANAGE_USERS' } as const;
const leaveResponse = envelope(userLeave);

export const usersRosterEndpoints = {
  /**
   * Multipart: `file` (CSV or XLSX with the ROSTER_COLUMNS), `weekStart` (a Monday) and optionally
   * `applyGoodRows=true`. Any bad row is a 400 naming each row and column, and nothing is written,
   * unless the good rows were asked for: then they are written and the bad ones reported as skipped.
   */
  upload: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v1/roster/upload',
    multipart: true,
    form: z.object({
      weekStart: weekStartField,
      applyGoodRows: z.enum(['true', 'false']).optional().describe('true: write the good rows, skip the bad ones'),
    }),
    summary: 'Upload a week of roster (CSV or XLSX)',
    response: envelope(rosterUploadResult),
  }),
  week: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/roster',
    query: rosterWeekQuery,
    response: envelope(z.array(rosterShift)),
  }),
  working: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/roster/working',
    query: workingQuery,
    response: envelope(z.array(workingUser)),
  }),
  leaves: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/leaves',
    query: leaveQuery,
    response: envelope(z.array(userLeave)),
  }),
  applyLeave: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v1/leaves',
    body: leaveInput,
    response: leaveResponse,
    alsoAnswers: [201],
  }),
  revokeLeave: endpoint({
    ...write,
    method: 'PUT',
    path: '/api/v1/leaves/:id/revoke',
    params: idParam,
    body: versioned,
    response: leaveResponse,
  }),
};
