import { z } from 'zod';
import {
  DAYS,
  LOGISTICS_MODES,
  MOVEMENT_VENDORS,
  PICKUP_OPTIONS,
  SCHEDULED_CARS_MAX,
  SCHEDULED_RUN_OUTCOMES,
  SCHEDULED_STATES,
  SCHEDULE_REPEATS,
  isSlotCode,
} from '@b2c/domain';
import { countResponse, envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { codeField, editableFields } from '../masterdata/masterdata-fields.ts';
import { auditEndpoints } from '../audit-log.ts';

/**
 * Scheduled logistics (SPEC §2 /scheduled-tasks, §7 GET /api/v2/inventory/scheduled-movement and its
 * count): movements planned ahead, raised as pickup requests at their time. SPEC shows only the list and
 * count; the item, create, edit and cancel paths are ours, under the same prefix.
 */
const appointmentId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an appointment id (letters, digits and "-", at most 40)');
const uniqueIds = (ids: readonly string[]) => new Set(ids).size === ids.length;

const scheduledFields = z.object({
  appointmentIds: z
    .array(appointmentId)
    .min(1, 'must name at least one car')
    .max(SCHEDULED_CARS_MAX, `must name at most ${SCHEDULED_CARS_MAX} cars`)
    .refine(uniqueIds, 'must not name a car twice'),
  fromLocationCode: codeField,
  toLocationCode: codeField,
  vendor: z.enum(MOVEMENT_VENDORS),
  logisticsMode: z.enum(LOGISTICS_MODES),
  pickupOption: z.enum(PICKUP_OPTIONS).default('HOME_PICKUP'),
  /** The pickup slot of the raised request, on the day it is raised. */
  slot: z.string().refine(isSlotCode, 'must be a slot code HHMM_HHMM, start before end'),
  /** When to raise it: a day and a wall-clock time in the vertical's time zone. */
  runDate: z.iso.date('must be a date yyyy-MM-dd'),
  runTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM'),
  repeat: z.enum(SCHEDULE_REPEATS).default('ONCE'),
  /** The days a WEEKLY schedule runs on; empty otherwise. */
  weekdays: z.array(z.enum(DAYS)).max(DAYS.length).default([]),
  remarks: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});

/** Rules across fields, each named by the field the operator must change. */
const crossFieldRules = (input: z.infer<typeof scheduledFields>, ctx: z.RefinementCtx) => {
  if (input.fromLocationCode === input.toLocationCode)
    ctx.addIssue({ code: 'custom', path: ['toLocationCode'], message: 'must differ from the origin' });
  if (input.repeat === 'WEEKLY' && input.weekdays.length === 0)
    ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'must name at least one day for a weekly schedule' });
  if (input.repeat !== 'WEEKLY' && input.weekdays.length > 0)
    ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'are only for a weekly schedule' });
};

export const scheduledMovementInput = scheduledFields.superRefine(crossFieldRules);
export type ScheduledMovementInput = z.infer<typeof scheduledMovementInput>;
/** An edit sends the whole schedule again, with the version it was based on. */
export const scheduledMovementUpdate = scheduledFields.extend(versioned.shape).superRefine(crossFieldRules);
export type ScheduledMovementUpdate = z.infer<typeof scheduledMovementUpdate>;

export const scheduledQuery = pagingQuery.extend({
  state: z.enum(SCHEDULED_STATES).optional(),
  appointmentId: appointmentId.optional(),
});
export const scheduledCountQuery = scheduledQuery.omit({ page: true, size: true, sort: true });

/** What one car's pickup request became at one occurrence; the raised movement is `/logistic/{appointmentId}`. */
export const scheduledRun = z.object({
  appointmentId: z.string(),
  outcome: z.enum(SCHEDULED_RUN_OUTCOMES),
  movementId: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ScheduledRun = z.infer<typeof scheduledRun>;

export const scheduledMovement = z.object({
  id: z.number().int(),
  appointmentIds: z.array(z.string()),
  fromLocationCode: z.string(),
  toLocationCode: z.string(),
  vendor: z.enum(MOVEMENT_VENDORS),
  logisticsMode: z.enum(LOGISTICS_MODES),
  pickupOption: z.enum(PICKUP_OPTIONS),
  slot: z.string(),
  repeat: z.enum(SCHEDULE_REPEATS),
  weekdays: z.array(z.enum(DAYS)),
  remarks: z.string().nullable(),
  /** The next (or last, once it ran) occurrence: the instant, and its day and time in `timeZone`. */
  runAt: z.string(),
  runDate: z.string(),
  runTime: z.string(),
  timeZone: z.string(),
  state: z.enum(SCHEDULED_STATES),
  /** Why the last occurrence failed (a car per line), while the state is FAILED or the schedule repeats. */
  failureReason: z.string().nullable(),
  /** The last occurrence's per-car results, empty before the first. */
  lastRunAt: z.string().nullable(),
  lastRuns: z.array(scheduledRun),
  createdBy: z.string(),
  ...editableFields,
});
export type ScheduledMovement = z.infer<typeof scheduledMovement>;
export const scheduledMovementResponse = envelope(scheduledMovement);
export const scheduledMovementListResponse = envelope(z.array(scheduledMovement));
/** A write's answer carries the toast. */
export const scheduledMovementSavedResponse = envelope(scheduledMovement.extend({ message: z.string() }));

const BASE = '/api/v2/inventory/scheduled-movement';
const common = { access: 'logisticMenu', tags: ['scheduled tasks'], service: 'scheduled' } as const;
/**
 * SPEC §6 guards /scheduled-tasks by its feature alone, so whoever the sidebar shows it to may read it
 * (the module refuses a vertical without the feature); planning and changing movements need logisticMenu.
 */
const read = { ...common, access: 'authenticated' } as const;

export const scheduledEndpoints = {
  list: endpoint({
    ...read,
    method: 'GET',
    path: BASE,
    query: scheduledQuery,
    response: scheduledMovementListResponse,
  }),
  count: endpoint({
    ...read,
    method: 'GET',
    path: `${BASE}/count`,
    query: scheduledCountQuery,
    response: countResponse,
  }),
  get: endpoint({
    ...read,
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParam,
    response: scheduledMovementResponse,
  }),
  create: endpoint({
    ...common,
    method: 'POST',
    path: BASE,
    body: scheduledMovementInput,
    response: scheduledMovementSavedResponse,
    alsoAnswers: [201],
  }),
  update: endpoint({
    ...common,
    method: 'PUT',
    path: `${BASE}/:id`,
    params: idParam,
    body: scheduledMovementUpdate,
    response: scheduledMovementSavedResponse,
  }),
  cancel: endpoint({
    ...common,
    method: 'PUT',
    path: `${BASE}/:id/cancel`,
    params: idParam,
    body: versioned,
    response: scheduledMovementSavedResponse,
  }),
  audit: auditEndpoints('scheduled-movement', 'logisticMenu', 'scheduled tasks'),
};
