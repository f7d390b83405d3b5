import { z } from 'zod';
import { DAYS, DRIVER_TYPES, MOVEMENT_VENDORS, STAFF_TYPES, isIsoDate } from '@b2c/domain';
import { countResponse, envelope, idParam, pagingQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  booleanQuery,
  codeField,
  editableFields,
  nameField,
  prefixQuery,
  wrapInArray,
} from '../masterdata/masterdata-fields.ts';

/**
 * Drivers (SPEC §7): GET /api/v1/driver, /api/v1/driver/count, /api/v1/driver/{id};
 * POST /api/v1/driver creates the first of the saved items; POST /api/v1/driver?id={id} updates, the id
 * also in the body. Resource planner: POST /api/v1/resource-planner, GET /api/v1/resource-planner?driverId=.
 */

/** Country-agnostic E.164-ish: optional +, 8–15 digits, no leading zero; spaces and dashes are dropped. */
export const mobileField = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{7,14}$/, 'must be 8 to 15 digits, optionally starting with +'));

export const driverQuery = pagingQuery.extend({
  name: prefixQuery,
  mobile: z
    .string()
    .trim()
    .regex(/^\+?\d{1,15}$/, 'must be digits, optionally starting with +')
    .optional(),
  driverType: z.enum(DRIVER_TYPES).optional(),
  staffType: z.enum(STAFF_TYPES).optional(),
  vendor: z.enum(MOVEMENT_VENDORS).optional(),
  active: booleanQuery,
});
export const driverCountQuery = driverQuery.omit({ page: true, size: true, sort: true });

export const driverInput = z.object({
  /** Present on update (SPEC: the id is added to the body); must match `?id=`. */
  id: z.number().int().positive().optional(),
  /** Required on update (optimistic concurrency). */
  version: z.number().int().min(1).optional(),
  name: nameField,
  mobile: mobileField,
  email: z.email('must be a valid e-mail address').max(254).nullable().default(null),
  driverType: z.enum(DRIVER_TYPES),
  staffType: z.enum(STAFF_TYPES).default('DRIVER'),
  vendor: z.enum(MOVEMENT_VENDORS),
  homeLocationCode: codeField.nullable().default(null),
  active: z.boolean().default(true),
});
export type DriverInput = z.infer<typeof driverInput>;
/** The panel posts its saved items (an array); a single object is accepted as a one-item list. */
export const driverSaveBody = z.preprocess(wrapInArray, z.array(driverInput).min(1, 'must hold at least one driver'));
export const driverSaveQuery = z.object({ id: z.coerce.number().int().positive().optional() });

export const driver = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  driverType: z.enum(DRIVER_TYPES),
  staffType: z.enum(STAFF_TYPES),
  vendor: z.enum(MOVEMENT_VENDORS),
  homeLocationCode: z.string().nullable(),
  active: z.boolean(),
  ...editableFields,
});
export type Driver = z.infer<typeof driver>;
export const driverResponse = envelope(driver);
export const driverListResponse = envelope(z.array(driver));

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');
export const dayAvailability = z.object({ day: z.enum(DAYS), from: timeOfDay, to: timeOfDay });
export type DayAvailability = z.infer<typeof dayAvailability>;

/** A driver's weekly availability; a day that is not listed is a day off. Sent again to replace it. */
export const resourcePlanInput = z.object({
  driverId: z.number().int().positive(),
  availability: z.array(dayAvailability).max(DAYS.length),
  /** Required when the driver already has a plan. */
  version: z.number().int().min(1).optional(),
});
export type ResourcePlanInput = z.infer<typeof resourcePlanInput>;
export const resourcePlanQuery = z.object({ driverId: z.coerce.number().int().positive() });
export const resourcePlan = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
  availability: z.array(dayAvailability),
  ...editableFields,
});
export type ResourcePlan = z.infer<typeof resourcePlan>;
/** `data` is null while the driver has no plan yet. */
export const resourcePlanResponse = envelope(resourcePlan.nullable());

/**
 * Who is available at a location on a date (issue 13: the planner uses the roster's "who is working at
 * this location on this day"): the active drivers based there whose weekly plan covers that weekday, and
 * the panel users rostered there that day and not on leave.
 */
export const resourceDayQuery = z.object({
  locationCode: codeField,
  date: z.string().refine(isIsoDate, 'must be a date yyyy-MM-dd'),
});
export const resourceDay = z.object({
  date: z.string(),
  day: z.enum(DAYS),
  locationCode: z.string(),
  drivers: z.array(
    z.object({
      driverId: z.number().int(),
      name: z.string(),
      staffType: z.enum(STAFF_TYPES),
      from: z.string(),
      to: z.string(),
    }),
  ),
  staff: z.array(z.object({ userName: z.string(), name: z.string(), shiftStart: z.string(), shiftEnd: z.string() })),
});
export type ResourceDay = z.infer<typeof resourceDay>;

/** The driver area's endpoints (SPEC §7 drivers and resource planner). */
const common = { access: 'crudDriver', tags: ['drivers'], service: 'driver' } as const;
export const driverEndpoints = {
  list: endpoint({
    ...common,
    method: 'GET',
    path: '/api/v1/driver',
    query: driverQuery,
    response: driverListResponse,
  }),
  count: endpoint({
    ...common,
    method: 'GET',
    path: '/api/v1/driver/count',
    query: driverCountQuery,
    response: countResponse,
  }),
  get: endpoint({ ...common, method: 'GET', path: '/api/v1/driver/:id', params: idParam, response: driverResponse }),
  /** SPEC §7: one POST both creates (no ?id, 201) and updates (?id={id}, the id also in the body). */
  save: endpoint({
    ...common,
    method: 'POST',
    path: '/api/v1/driver',
    query: driverSaveQuery,
    body: driverSaveBody,
    response: driverResponse,
    alsoAnswers: [201],
  }),
  plan: endpoint({
    ...common,
    method: 'GET',
    path: '/api/v1/resource-planner',
    query: resourcePlanQuery,
    response: resourcePlanResponse,
  }),
  planDay: endpoint({
    ...common,
    method: 'GET',
    path: '/api/v1/resource-planner/day',
    query: resourceDayQuery,
    response: envelope(resourceDay),
  }),
  /** Creates (201) or replaces (200) the driver's weekly plan. */
  savePlan: endpoint({
    ...common,
    method: 'POST',
    path: '/api/v1/resource-planner',
    body: resourcePlanInput,
    response: resourcePlanResponse,
    alsoAnswers: [201],
  }),
};
