import { z } from 'zod';
import {
  CUSTOMER_PLACE_MESSAGES,
  LOCATION_DROPDOWN_PAGE_SIZE,
  LOCATION_SUBTYPES,
  LOCATION_TYPES,
  TEST_DRIVE_DIRECTIONS_LIMITS,
  TEST_DRIVE_OPTIONS,
  needsTestDriveDirections,
} from '@b2c/domain';
import { countResponse, envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  booleanQuery,
  codeField,
  editableFields,
  nameField,
  prefixQuery,
  verticalKeyField,
} from '../masterdata/masterdata-fields.ts';
import { stockInSearchAccess } from '../search-access.ts';
import { zoneDataListResponse, zoneQuery } from '../masterdata/masterdata-zone.ts';

/**
 * Store locations, v2 (SPEC §3/§7): GET /api/v2/store-location, /count, /{id}; POST; PUT /{id};
 * audit at /api/audit-log/store-location/{id} (+ /count); hub media at POST …/media/upload-url, then
 * recorded, listed and removed at …/{id}/media (+ /{mediaId}).
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

const { min: directionsMin, max: directionsMax } = TEST_DRIVE_DIRECTIONS_LIMITS;
/**
 * SPEC §3 "Home test drive and Hub", §5 directions: the test drives a location offers, and for a hub
 * test drive the directions customers follow to get there (required then).
 */
const testDriveFields = {
  testDriveOptions: z
    .array(z.enum(TEST_DRIVE_OPTIONS))
    .max(TEST_DRIVE_OPTIONS.length)
    .refine((options) => new Set(options).size === options.length, 'must not name an option twice')
    .default([]),
  testDriveDirections: z
    .string()
    .trim()
    .min(directionsMin, `must have at least ${directionsMin} characters`)
    .max(directionsMax, `must be at most ${directionsMax} characters`)
    .nullable()
    .default(null),
};
const testDriveRule = (
  input: { testDriveOptions: readonly (typeof TEST_DRIVE_OPTIONS)[number][]; testDriveDirections: string | null },
  ctx: z.RefinementCtx,
) => {
  if (needsTestDriveDirections(input.testDriveOptions) && input.testDriveDirections === null)
    ctx.addIssue({
      code: 'custom',
      path: ['testDriveDirections'],
      message: CUSTOMER_PLACE_MESSAGES.directionsRequired,
    });
};

const locationFields = z.object({
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
  ...testDriveFields,
});
export const locationInput = locationFields.superRefine(testDriveRule);
export type LocationInput = z.infer<typeof locationInput>;
/** PUT: a code can be given to a location that has none; an existing code never changes. */
export const locationUpdate = locationFields
  .extend({ code: codeField.optional(), ...versioned.shape })
  .superRefine(testDriveRule);
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
  testDriveOptions: z.array(z.enum(TEST_DRIVE_OPTIONS)),
  testDriveDirections: z.string().nullable(),
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

/**
 * POST /api/v2/store-location/media/upload-url — then PUT the file once to `uploadUrl` with every header
 * of `headers` (Content-Type is `contentType`; S3 adds `If-None-Match: *`). A second PUT is refused.
 */
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
/** What the panel sends: the extension as the file has it (the API lower-cases it and checks it). */
export type MediaUploadDraft = z.input<typeof mediaUploadBody>;
export const mediaUploadTicket = z.object({
  uploadUrl: z.string(),
  key: z.string(),
  expiresAt: z.string(),
  contentType: z.string(),
  headers: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
});
export type MediaUploadTicket = z.infer<typeof mediaUploadTicket>;
export const mediaUploadResponse = envelope(mediaUploadTicket);

/**
 * A hub's recorded image or video: after the PUT the panel records the file against the hub, so it can be
 * seen again (`url` is a signed download link, valid for an hour) and removed.
 */
export const locationMediaItem = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  mediaType: z.enum(['IMAGE', 'VIDEO']),
  fileName: z.string(),
  key: z.string(),
  url: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type LocationMediaItem = z.infer<typeof locationMediaItem>;
export const locationMediaListResponse = envelope(z.array(locationMediaItem));
export const locationMediaResponse = envelope(locationMediaItem);
/** The key the upload ticket gave, once its PUT has succeeded, and the file's name to show. */
export const locationMediaRecordBody = z.object({
  key: z.string().trim().min(1).max(300),
  fileName: z.string().trim().min(1).max(200),
});
export type LocationMediaRecordBody = z.infer<typeof locationMediaRecordBody>;
export const locationMediaParams = z.object({
  id: z.coerce.number().int().positive(),
  mediaId: z.coerce.number().int().positive(),
});

/** The store-location area's endpoints (SPEC §7 store locations v2, hub media, the c2c zone list). */
const tags = ['store locations'];
const read = { access: 'masterdataMenu', tags } as const;
const write = { access: 'MANAGE_MASTERDATA', tags } as const;
const BASE = '/api/v2/store-location';
export const locationEndpoints = {
  /**
   * Also the stock-in search and the other screens' location pickers (SPEC §2): inventory and logistics
   * staff may list locations too.
   */
  list: endpoint({
    tags,
    access: stockInSearchAccess,
    method: 'GET',
    path: BASE,
    query: locationQuery,
    response: locationListResponse,
  }),
  count: endpoint({
    ...read,
    method: 'GET',
    path: `${BASE}/count`,
    query: locationCountQuery,
    response: countResponse,
  }),
  get: endpoint({ ...read, method: 'GET', path: `${BASE}/:id`, params: idParam, response: locationResponse }),
  /** Answers 201 with the new location. */
  create: endpoint({
    ...write,
    method: 'POST',
    path: BASE,
    body: locationInput,
    response: locationResponse,
    alsoAnswers: [201],
  }),
  update: endpoint({
    ...write,
    method: 'PUT',
    path: `${BASE}/:id`,
    params: idParam,
    body: locationUpdate,
    response: locationResponse,
  }),
  mediaUploadUrl: endpoint({
    ...write,
    method: 'POST',
    path: `${BASE}/media/upload-url`,
    body: mediaUploadBody,
    response: mediaUploadResponse,
  }),
  /** The hub's recorded images and videos, oldest first. */
  media: endpoint({
    ...read,
    method: 'GET',
    path: `${BASE}/:id/media`,
    params: idParam,
    response: locationMediaListResponse,
  }),
  /** Records an uploaded file against the hub; answers 201 with it. */
  addMedia: endpoint({
    ...write,
    method: 'POST',
    path: `${BASE}/:id/media`,
    params: idParam,
    body: locationMediaRecordBody,
    response: locationMediaResponse,
    alsoAnswers: [201],
  }),
  /** Forgets the file and deletes it from storage; answers with what was removed. */
  removeMedia: endpoint({
    ...write,
    method: 'DELETE',
    path: `${BASE}/:id/media/:mediaId`,
    params: locationMediaParams,
    response: locationMediaResponse,
  }),
  /** SPEC §7 lists the c2c zone list under store-location (v2); it is zone data all the same. */
  c2cZones: endpoint({
    access: 'masterdataMenu',
    tags: ['master data: zones'],
    method: 'GET',
    path: `${BASE}/c2c-zone`,
    query: zoneQuery,
    response: zoneDataListResponse,
  }),
};
