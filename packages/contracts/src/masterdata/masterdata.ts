import { z } from 'zod';
import { PINCODE_MAX_DIGITS, PINCODE_MIN_DIGITS } from '@b2c/domain';
import { countResponse, envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  booleanQuery,
  codeField,
  countryOrAll,
  editableFields,
  nameField,
  prefixQuery,
  vehicleTypeOrAll,
} from './masterdata-fields.ts';
import { stockInSearchAccess } from '../search-access.ts';

/**
 * Master data lists of SPEC §3/§7: state, city, region, make, pincode (zones and intercity routes have
 * their own files). States and cities are shared by both vehicle types of a country (`vehicleType: ALL`);
 * makes by every country of a vehicle type (`country: ALL`); the rest belong to one vertical.
 */

const sharedScope = { country: countryOrAll, vehicleType: vehicleTypeOrAll };

/** GET /api/v1/state, /api/v1/state/count */
export const stateQuery = pagingQuery.extend({ name: prefixQuery, active: booleanQuery });
export const stateCountQuery = stateQuery.omit({ page: true, size: true, sort: true });
export const state = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  unionTerritory: z.boolean(),
  active: z.boolean(),
  ...sharedScope,
});
export type State = z.infer<typeof state>;
export const stateListResponse = envelope(z.array(state));

/**
 * GET /api/v1/city, /api/v1/city/count. `name` is a prefix (case-insensitive); the stock-in city
 * autocomplete sends `name` + `active=true` and gets the matches sorted by name.
 */
export const cityQuery = pagingQuery.extend({
  name: prefixQuery,
  stateCode: codeField.optional(),
  active: booleanQuery,
});
export const cityCountQuery = cityQuery.omit({ page: true, size: true, sort: true });
export const city = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  stateCode: z.string(),
  active: z.boolean(),
  ...sharedScope,
});
export type City = z.infer<typeof city>;
export const cityListResponse = envelope(z.array(city));

/** GET /api/v1/region, /api/v1/region/count — operations regions, each a group of cities. */
export const regionQuery = pagingQuery.extend({ name: prefixQuery, active: booleanQuery });
export const regionCountQuery = regionQuery.omit({ page: true, size: true, sort: true });
export const region = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cityCodes: z.array(z.string()),
  active: z.boolean(),
  ...sharedScope,
});
export type Region = z.infer<typeof region>;
export const regionListResponse = envelope(z.array(region));

/**
 * GET /api/v2/make, /api/v2/make/count. With `search` (a name prefix) the answer is the panel's
 * search-make list; without it, the make list (SPEC §7).
 */
export const makeQuery = pagingQuery.extend({ search: prefixQuery, active: booleanQuery });
export const makeCountQuery = makeQuery.omit({ page: true, size: true, sort: true });
export const make = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  ...sharedScope,
});
export type Make = z.infer<typeof make>;
export const makeListResponse = envelope(z.array(make));

/** GET/POST /api/v1/pincode, GET /api/v1/pincode/count, PUT /api/v1/pincode/{id} */
// Digits only; how many is the country's (domain PINCODE_DIGITS), which the service checks per vertical.
const pincodeText = z
  .string()
  .trim()
  .regex(
    new RegExp(`^\\d{${PINCODE_MIN_DIGITS},${PINCODE_MAX_DIGITS}}$`),
    `must be ${PINCODE_MIN_DIGITS} to ${PINCODE_MAX_DIGITS} digits`,
  );
export const pincodeQuery = pagingQuery.extend({
  pincode: prefixQuery,
  cityCode: codeField.optional(),
  serviceable: booleanQuery,
  active: booleanQuery,
});
export const pincodeCountQuery = pincodeQuery.omit({ page: true, size: true, sort: true });
export const pincodeInput = z.object({
  pincode: pincodeText,
  cityCode: codeField,
  area: nameField,
  serviceable: z.boolean().default(true),
  active: z.boolean().default(true),
});
export type PincodeInput = z.infer<typeof pincodeInput>;
export const pincodeUpdate = pincodeInput.extend(versioned.shape);
export type PincodeUpdate = z.infer<typeof pincodeUpdate>;
export const pincode = z.object({
  id: z.number().int(),
  pincode: z.string(),
  cityCode: z.string(),
  area: z.string(),
  serviceable: z.boolean(),
  active: z.boolean(),
  ...editableFields,
});
export type Pincode = z.infer<typeof pincode>;
export const pincodeResponse = envelope(pincode);
export const pincodeListResponse = envelope(z.array(pincode));

/** States, cities, regions and makes: read-only lists and counts (SPEC §7 master data). */
const geo = { access: 'masterdataMenu', tags: ['master data'] } as const;
// The stock-in city autocomplete (SPEC §2) is used by inventory and logistics staff too, so the city
// reads accept any of those menus instead of masterdataMenu alone.
const citySearch = { ...geo, access: stockInSearchAccess } as const;
export const masterdataEndpoints = {
  states: endpoint({ ...geo, method: 'GET', path: '/api/v1/state', query: stateQuery, response: stateListResponse }),
  countStates: endpoint({
    ...geo,
    method: 'GET',
    path: '/api/v1/state/count',
    query: stateCountQuery,
    response: countResponse,
  }),
  cities: endpoint({
    ...citySearch,
    method: 'GET',
    path: '/api/v1/city',
    query: cityQuery,
    response: cityListResponse,
  }),
  countCities: endpoint({
    ...citySearch,
    method: 'GET',
    path: '/api/v1/city/count',
    query: cityCountQuery,
    response: countResponse,
  }),
  regions: endpoint({
    ...geo,
    method: 'GET',
    path: '/api/v1/region',
    query: regionQuery,
    response: regionListResponse,
  }),
  countRegions: endpoint({
    ...geo,
    method: 'GET',
    path: '/api/v1/region/count',
    query: regionCountQuery,
    response: countResponse,
  }),
  makes: endpoint({ ...geo, method: 'GET', path: '/api/v2/make', query: makeQuery, response: makeListResponse }),
  countMakes: endpoint({
    ...geo,
    method: 'GET',
    path: '/api/v2/make/count',
    query: makeCountQuery,
    response: countResponse,
  }),
};

const pincodes = { tags: ['master data: pincodes'] } as const;
export const masterdataPincodeEndpoints = {
  list: endpoint({
    ...pincodes,
    method: 'GET',
    path: '/api/v1/pincode',
    query: pincodeQuery,
    response: pincodeListResponse,
    access: 'masterdataMenu',
  }),
  count: endpoint({
    ...pincodes,
    method: 'GET',
    path: '/api/v1/pincode/count',
    query: pincodeCountQuery,
    response: countResponse,
    access: 'masterdataMenu',
  }),
  /** Answers 201 with the new row. */
  create: endpoint({
    ...pincodes,
    method: 'POST',
    path: '/api/v1/pincode',
    body: pincodeInput,
    response: pincodeResponse,
    alsoAnswers: [201],
    access: 'MANAGE_MASTERDATA',
  }),
  update: endpoint({
    ...pincodes,
    method: 'PUT',
    path: '/api/v1/pincode/:id',
    params: idParam,
    body: pincodeUpdate,
    response: pincodeResponse,
    access: 'MANAGE_MASTERDATA',
  }),
};
