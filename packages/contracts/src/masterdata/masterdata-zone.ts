import { z } from 'zod';
import { countResponse, distinctItems, envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { booleanQuery, codeField, editableFields, nameField, prefixQuery, wrapInArray } from './masterdata-fields.ts';

/**
 * Zones (SPEC §3: a code and a list of locations), v1:
 * GET /api/v1/zone (+ allVerticals=true), /api/v1/zone/count, /api/v1/zone/data (each zone with its
 * locations expanded), /api/v1/zone/code/{code}/location, POST /api/v1/zone, PUT /api/v1/zone/{id};
 * the c2c zone list is GET /api/v2/store-location/c2c-zone (SPEC §7 puts it under store-location, so it
 * is defined as `locationEndpoints.c2cZones`; the zone routes serve it).
 *
 * `allVerticals=true` lists the zones of every vehicle type of the request's country that the caller's
 * token covers — never another country, so vertical isolation holds.
 */
export const zoneQuery = pagingQuery.extend({
  name: prefixQuery,
  cityCode: codeField.optional(),
  active: booleanQuery,
  c2c: booleanQuery,
  allVerticals: booleanQuery,
});
export type ZoneQuery = z.infer<typeof zoneQuery>;
export const zoneCountQuery = zoneQuery.omit({ page: true, size: true, sort: true });

export const zoneInput = z.object({
  code: codeField,
  name: nameField,
  cityCode: codeField,
  /** Zones customer-to-customer pickups are planned in (the c2c zone list). */
  c2c: z.boolean().default(false),
  active: z.boolean().default(true),
  locationCodes: z.array(codeField).max(500).refine(distinctItems, 'must not repeat a location').default([]),
});
export type ZoneInput = z.infer<typeof zoneInput>;

/** POST /api/v1/zone sends the panel's saved zone data, an array; SPEC §7: the first entry is created. */
export const zoneCreateBody = z.preprocess(wrapInArray, z.array(zoneInput).min(1, 'must hold at least one zone'));
/** PUT /api/v1/zone/{id}: the code is the zone's identity elsewhere and stays as it is. */
export const zoneUpdateBody = zoneInput.omit({ code: true }).extend(versioned.shape);
export type ZoneUpdate = z.infer<typeof zoneUpdateBody>;

export const zone = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  c2c: z.boolean(),
  active: z.boolean(),
  locationCodes: z.array(z.string()),
  country: z.string(),
  vehicleType: z.string(),
  ...editableFields,
});
export type Zone = z.infer<typeof zone>;
export const zoneResponse = envelope(zone);
export const zoneListResponse = envelope(z.array(zone));

export const zoneLocation = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  locationType: z.string(),
  active: z.boolean(),
});
export type ZoneLocation = z.infer<typeof zoneLocation>;
export const zoneLocationListResponse = envelope(z.array(zoneLocation));
export const zoneData = zone.extend({ locations: z.array(zoneLocation) });
export type ZoneData = z.infer<typeof zoneData>;
export const zoneDataListResponse = envelope(z.array(zoneData));
export const zoneCodeParam = z.object({ code: codeField });

const zones = { tags: ['master data: zones'] } as const;
const read = { ...zones, access: 'masterdataMenu' } as const;
const write = { ...zones, access: 'MANAGE_MASTERDATA' } as const;
export const masterdataZoneEndpoints = {
  list: endpoint({ ...read, method: 'GET', path: '/api/v1/zone', query: zoneQuery, response: zoneListResponse }),
  count: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/zone/count',
    query: zoneCountQuery,
    response: countResponse,
  }),
  /** Each zone with its locations expanded. */
  listData: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/zone/data',
    query: zoneQuery,
    response: zoneDataListResponse,
  }),
  locations: endpoint({
    ...read,
    method: 'GET',
    path: '/api/v1/zone/code/:code/location',
    params: zoneCodeParam,
    response: zoneLocationListResponse,
  }),
  /** Takes the saved zone data (a list) and creates its first entry; answers 201. */
  create: endpoint({
    ...write,
    method: 'POST',
    path: '/api/v1/zone',
    body: zoneCreateBody,
    response: zoneResponse,
    alsoAnswers: [201],
  }),
  update: endpoint({
    ...write,
    method: 'PUT',
    path: '/api/v1/zone/:id',
    params: idParam,
    body: zoneUpdateBody,
    response: zoneResponse,
  }),
};
