import { z } from 'zod';
import type { Permission } from '@b2c/domain';
import { envelope } from '../common.ts';
import { endpoint, type EndpointAccess } from '../endpoint.ts';
import { STOCK_IN_SEARCH_PERMISSIONS } from '../search-access.ts';

/**
 * Place lookup (SPEC §7 "a maps script with the places library is loaded for place lookups"; issue 26).
 * With a maps key the panel asks Google Places; without one, this search: GET /api/places?q=Benga —
 * places of the caller's vertical's country only (x-country), from the embedded gazetteer (GeoNames'
 * cities and towns) and the vertical's pincode master data, by prefix and with small typos forgiven.
 *
 * `q` is what the user typed: 3 to 100 characters (a shorter one matches too much to be useful, and
 * the panel only asks from three letters on), a 400 naming `query.q` otherwise; no match is an empty list.
 */
export const PLACE_QUERY_MIN = 3;
export const PLACE_QUERY_MAX = 100;
/** At most this many places an answer (a dropdown's worth). */
export const PLACE_RESULTS_MAX = 10;

export const placeQuery = z.object({
  q: z
    .string('Search text (q) is required.')
    .trim()
    .min(PLACE_QUERY_MIN, `Search text (q) must have at least ${PLACE_QUERY_MIN} characters.`)
    .max(PLACE_QUERY_MAX, `Search text (q) must have at most ${PLACE_QUERY_MAX} characters.`),
});
export type PlaceQuery = z.infer<typeof placeQuery>;

/**
 * One place, in the same shape whichever source found it (this search or Google Places), so a form fills
 * itself from either: `address` for the address field, `city` / `state` / `pincode` where known.
 */
export const place = z.object({
  /** What the dropdown shows: "Koramangala, Bengaluru 560034", "Bengaluru, Karnataka". */
  label: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().optional(),
  pincode: z.string().optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof place>;
export const placeListResponse = envelope(z.array(place));

/**
 * Who may look places up: whoever fills an address — master data (locations), the big dealer network
 * (dealers), inventory and logistics staff (a pick-up address). A signed-in user of the vertical with
 * none of these menus (the viewer) has no form that asks.
 */
export const PLACE_SEARCH_PERMISSIONS = [
  ...STOCK_IN_SEARCH_PERMISSIONS,
  'bigDealerMenu',
] as const satisfies readonly Permission[];
const placeSearchAccess = { anyOf: PLACE_SEARCH_PERMISSIONS } as const satisfies EndpointAccess;

export const masterdataPlaceEndpoints = {
  search: endpoint({
    access: placeSearchAccess,
    tags: ['master data: places'],
    method: 'GET',
    path: '/api/places',
    query: placeQuery,
    response: placeListResponse,
  }),
};
