import { z } from 'zod';
import { envelope, pagingQuery, versioned } from './common.ts';
import {
  booleanQuery,
  codeField,
  countryOrAll,
  editableFields,
  nameField,
  prefixQuery,
  vehicleTypeOrAll,
} from './masterdata-fields.ts';

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
const pincodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, 'must be 3 to 10 letters or digits');
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
