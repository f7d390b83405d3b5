import { z } from 'zod';
import { countResponse, envelope, idParam, pagingQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The Errors screen (issue 25): failures the panel and the API reported to the server itself (the
 * embedded Sentry-protocol receiver), grouped by fingerprint. Not a SPEC screen; administrators only.
 */

export const ERROR_SOURCES = ['panel', 'api'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];
export const ERROR_GROUP_STATUSES = ['open', 'resolved'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

export const errorGroupQuery = pagingQuery.extend({
  status: z.enum(ERROR_GROUP_STATUSES).optional(),
  source: z.enum(ERROR_SOURCES).optional(),
});
export const errorGroupCountQuery = errorGroupQuery.omit({ page: true, size: true, sort: true });
export type ErrorGroupFilter = z.infer<typeof errorGroupCountQuery>;

export const errorGroup = z.object({
  id: z.number().int(),
  source: z.enum(ERROR_SOURCES),
  /** The exception's type and message, e.g. "TypeError: x is undefined". */
  title: z.string(),
  /** Where it was thrown: the top frame of the stack (as built, unresolved). */
  culprit: z.string(),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  release: z.string(),
  /** "IN CAR" etc.: the verticals the event came from. */
  verticals: z.array(z.string()),
  usersAffected: z.number().int(),
  status: z.enum(ERROR_GROUP_STATUSES),
});
export type ErrorGroup = z.infer<typeof errorGroup>;

export const stackFrame = z.object({
  function: z.string(),
  file: z.string(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  /** True when the frame was mapped back to the source through the build's source maps. */
  resolved: z.boolean(),
});
export type StackFrame = z.infer<typeof stackFrame>;

export const errorEvent = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  traceId: z.string().nullable(),
  userId: z.string().nullable(),
  vertical: z.string().nullable(),
  release: z.string(),
  message: z.string(),
  /** Innermost call first. */
  frames: z.array(stackFrame),
});
export type ErrorEvent = z.infer<typeof errorEvent>;

export const errorGroupDetail = errorGroup.extend({
  users: z.array(z.string()),
  /** The newest events still kept (the store drops the oldest first), newest first. */
  events: z.array(errorEvent),
});
export type ErrorGroupDetail = z.infer<typeof errorGroupDetail>;

const base = '/api/errors';
const common = { tags: ['errors'], service: 'config' } as const;

export const errorsEndpoints = {
  list: endpoint({
    ...common,
    method: 'GET',
    path: base,
    query: errorGroupQuery,
    response: envelope(z.array(errorGroup)),
    access: 'VIEW_ERRORS',
  }),
  count: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/count`,
    query: errorGroupCountQuery,
    response: countResponse,
    access: 'VIEW_ERRORS',
  }),
  get: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/:id`,
    params: idParam,
    response: envelope(errorGroupDetail),
    access: 'VIEW_ERRORS',
  }),
  resolve: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/:id/resolve`,
    params: idParam,
    response: envelope(errorGroup),
    access: 'VIEW_ERRORS',
  }),
};
