import { z } from 'zod';
import { countResponse, envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { booleanQuery, codeField, editableFields, nameField, prefixQuery } from './masterdata-fields.ts';

/**
 * Locus teams: Locus (a vendor's dispatch platform) groups drivers into teams per city. Master-data
 * staff keep each vertical's teams: GET/POST /api/v1/locus-team, GET /api/v1/locus-team/count,
 * GET/PUT /api/v1/locus-team/{id}. The logistics screens read the active ones through
 * GET /api/inventory/logistic/locus/teams, whose `id` is the team id a movement stores as `locusTeamId`.
 */
export const locusTeamQuery = pagingQuery.extend({
  name: prefixQuery,
  teamId: prefixQuery,
  cityCode: codeField.optional(),
  active: booleanQuery,
});
export type LocusTeamQuery = z.infer<typeof locusTeamQuery>;
export const locusTeamCountQuery = locusTeamQuery.omit({ page: true, size: true, sort: true });

export const locusTeamInput = z.object({
  /** Locus's own id of the team (what a movement stores); unique within the vertical. */
  teamId: codeField,
  name: nameField,
  cityCode: codeField,
  active: z.boolean().default(true),
});
export type LocusTeamInput = z.infer<typeof locusTeamInput>;
/** PUT: the team id is what movements refer to, so it stays as it is (like a zone's code). */
export const locusTeamUpdate = locusTeamInput.omit({ teamId: true }).extend(versioned.shape);
export type LocusTeamUpdate = z.infer<typeof locusTeamUpdate>;

export const locusTeam = z.object({
  id: z.number().int(),
  teamId: z.string(),
  name: z.string(),
  cityCode: z.string(),
  active: z.boolean(),
  country: z.string(),
  vehicleType: z.string(),
  ...editableFields,
});
export type LocusTeam = z.infer<typeof locusTeam>;
export const locusTeamResponse = envelope(locusTeam);
export const locusTeamListResponse = envelope(z.array(locusTeam));

/** GET /api/inventory/logistic/locus/teams: the vertical's active teams as the vendor dialog lists them. */
export const locusTeamOption = z.object({ id: z.string(), name: z.string(), cityCode: z.string() });
export type LocusTeamOption = z.infer<typeof locusTeamOption>;
export const locusTeamsResponse = envelope(z.array(locusTeamOption));

/** The master-data screens' endpoints (the logistics option list above is the movement area's route). */
const teams = { tags: ['master data: Locus teams'] } as const;
const read = { ...teams, access: 'masterdataMenu' } as const;
const write = { ...teams, access: 'MANAGE_MASTERDATA' } as const;
export const masterdataLocusTeamEndpoints = {
  list: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/locus-team',
    query: locusTeamQuery,
    response: locusTeamListResponse,
  }),
  count: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/locus-team/count',
    query: locusTeamCountQuery,
    response: countResponse,
  }),
  get: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/locus-team/:id',
    params: idParam,
    response: locusTeamResponse,
  }),
  /** Answers 201 with the new team. */
  create: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v1/locus-team',
    body: locusTeamInput,
    response: locusTeamResponse,
    alsoAnswers: [201],
  }),
  update: endpoint({
    ...write,
    method: 'PUT',
    path: '/api/v1/locus-team/:id',
    params: idParam,
    body: locusTeamUpdate,
    response: locusTeamResponse,
  }),
};
