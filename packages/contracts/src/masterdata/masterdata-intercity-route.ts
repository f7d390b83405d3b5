import { z } from 'zod';
import { countResponse, envelope, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { booleanQuery, codeField, editableFields, prefixQuery } from './masterdata-fields.ts';

/**
 * Intercity routes (SPEC §3: identified by code), v2: GET /api/v2/route, /api/v2/route/count,
 * POST /api/v2/route (the form's final data), PUT /api/v2/route/{code}.
 */
export const routeQuery = pagingQuery.extend({
  code: prefixQuery,
  fromCityCode: codeField.optional(),
  toCityCode: codeField.optional(),
  active: booleanQuery,
});
export const routeCountQuery = routeQuery.omit({ page: true, size: true, sort: true });

export const routeInput = z.object({
  code: codeField,
  fromCityCode: codeField,
  toCityCode: codeField,
  distanceKm: z.number().int().min(1).max(10_000),
  transitDays: z.number().int().min(0).max(30),
  active: z.boolean().default(true),
});
export type RouteInput = z.infer<typeof routeInput>;
export const routeUpdateBody = routeInput.omit({ code: true }).extend(versioned.shape);
export type RouteUpdate = z.infer<typeof routeUpdateBody>;
export const routeCodeParam = z.object({ code: codeField });

export const intercityRoute = z.object({
  id: z.number().int(),
  code: z.string(),
  fromCityCode: z.string(),
  toCityCode: z.string(),
  distanceKm: z.number().int(),
  transitDays: z.number().int(),
  active: z.boolean(),
  ...editableFields,
});
export type IntercityRoute = z.infer<typeof intercityRoute>;
export const routeResponse = envelope(intercityRoute);
export const routeListResponse = envelope(z.array(intercityRoute));

const routes = { tags: ['master data: intercity routes'] } as const;
export const masterdataIntercityRouteEndpoints = {
  list: endpoint({
    ...routes,
    method: 'GET',
    path: '/api/v2/route',
    query: routeQuery,
    response: routeListResponse,
    access: 'masterdataMenu',
  }),
  count: endpoint({
    ...routes,
    method: 'GET',
    path: '/api/v2/route/count',
    query: routeCountQuery,
    response: countResponse,
    access: 'masterdataMenu',
  }),
  /** Answers 201 with the new route. */
  create: endpoint({
    ...routes,
    method: 'POST',
    path: '/api/v2/route',
    body: routeInput,
    response: routeResponse,
    alsoAnswers: [201],
    access: 'MANAGE_MASTERDATA',
  }),
  update: endpoint({
    ...routes,
    method: 'PUT',
    path: '/api/v2/route/:code',
    params: routeCodeParam,
    body: routeUpdateBody,
    response: routeResponse,
    access: 'MANAGE_MASTERDATA',
  }),
};
