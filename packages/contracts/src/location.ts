import { z } from 'zod';
import { LOCATION_DROPDOWN_PAGE_SIZE, LOCATION_SUBTYPES, LOCATION_TYPES } from '@b2c/domain';
import { envelope, pagingQuery, versioned } from './common.ts';
import {
  booleanQuery,
  codeField,
  editableFields,
  nameField,
  prefixQuery,
  verticalKeyField,
} from './masterdata-fields.ts';

/**
 * Store locations, v2 (SPEC §3/§7): GET /api/v2/store-location, /count, /{id}; POST; PUT /{id};
 * audit at /api/audit-log/store-location/{id} (+ /count); hub media at POST …/media/upload-url.
 *
 * List variants: `allDetails=true` adds address, coordinates, served verticals and version fields;
 * `allVerticals=true` lists every vehicle type of the request's country the caller's token covers
 * (the `allVerticals=true&allDetails=false` dropdown). Locations without a code never appear in lists.
 * The stock-in search is `locationType` + `cityCode` + `active=true` + `size=2000` + `sort=name,asc`.
 */
export const LOCATION_SORT_FIELDS = ['name', 'code', 'cityCode', 'locationType', 'updatedAt', 'id'] as const;

export const locationQuery = pagingQuery.extend({
  size: z.coerce.number().int().min(1).max(LOCATION_DROPDOWN_PAGE_SIZE).default(10),
  locationType: z.enum(LOCATION_TYPES).optional(),
  locationSubtype: z.enum(LOCATION_SUBTYPES).optional(),
  cityCode: codeField.optional(),
  active: booleanQuery,
  name: prefixQuery,
  code: prefixQuery,
  allDetails: booleanQuery,
  allVerticals: booleanQuery,
  /** The panel's own option (SPEC §7 "hideLoader"); accepted and ignored by the server. */
  hideLoader: booleanQuery,
});
export type LocationQuery = z.infer<typeof locationQuery>;
export const locationCountQuery = locationQuery.omit({ page: true, size: true, sort: true, allDetails: true });

const coordinates = {
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
};

export const locationInput = z.object({
  code: codeField,
  name: nameField,
  cityCode: codeField,
  locationType: z.enum(LOCATION_TYPES),
  locationSubtype: z.enum(LOCATION_SUBTYPES).default('OWN'),
  active: z.boolean().default(true),
  address: z.string().trim().min(5, 'must have at least 5 characters').max(400),
  ...coordinates,
  /** SPEC §7 "location holding period": days a car may stay before it must move on. */
  holdingPeriodDays: z.number().int().min(0).max(365).default(0),
  /** The verticals this location serves (`IN:CAR` …); always includes its own. */
  servesVerticals: z.array(verticalKeyField).max(12).default([]),
});
export type LocationInput = z.infer<typeof locationInput>;
/** PUT: a code can be given to a location that has none; an existing code never changes. */
export const locationUpdate = locationInput.extend({ code: codeField.optional(), ...versioned.shape });
export type LocationUpdate = z.infer<typeof locationUpdate>;

export const locationSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  locationType: z.enum(LOCATION_TYPES),
  locationSubtype: z.enum(LOCATION_SUBTYPES),
  active: z.boolean(),
  holdingPeriodDays: z.number().int(),
  country: z.string(),
  vehicleType: z.string(),
});
const detailFields = {
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  servesVerticals: z.array(z.string()),
  ...editableFields,
};
export const locationListItem = locationSummary.extend(z.object(detailFields).partial().shape);
export type LocationListItem = z.infer<typeof locationListItem>;
export const locationListResponse = envelope(z.array(locationListItem));
/** One location by id: codeless ones too (only lists drop them). */
export const locationDetail = locationSummary.extend({ code: z.string().nullable(), ...detailFields });
export type LocationDetail = z.infer<typeof locationDetail>;
export const locationResponse = envelope(locationDetail);

/** POST /api/v2/store-location/media/upload-url — then PUT the file to `uploadUrl` with `contentType`. */
export const MEDIA_EXTENSIONS = { IMAGE: ['jpg', 'jpeg', 'png', 'webp'], VIDEO: ['mp4'] } as const;
export const mediaUploadBody = z.object({
  fileName: z.string().trim().min(1).max(200),
  extension: z
    .string()
    .trim()
    .transform((e) => e.replace(/^\./, '').toLowerCase())
    .pipe(z.enum([...MEDIA_EXTENSIONS.IMAGE, ...MEDIA_EXTENSIONS.VIDEO])),
  mediaType: z.enum(['IMAGE', 'VIDEO']),
  hubCode: codeField,
});
export type MediaUploadRequest = z.infer<typeof mediaUploadBody>;
export const mediaUploadTicket = z.object({
  uploadUrl: z.string(),
  key: z.string(),
  expiresAt: z.string(),
  contentType: z.string(),
  maxBytes: z.number().int(),
});
export type MediaUploadTicket = z.infer<typeof mediaUploadTicket>;
export const mediaUploadResponse = envelope(mediaUploadTicket);
