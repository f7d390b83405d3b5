import { z } from 'zod';
import {
  AGEING_BUCKET_KEYS,
  DEALER_LOCATION_TYPES,
  DEALER_MAX_CAPACITY,
  DEALER_MAX_LOCATIONS,
  NETWORK_TYPES,
  PINCODE_MAX_DIGITS,
  PINCODE_MIN_DIGITS,
  SALES_TYPES,
} from '@b2c/domain';
import { countResponse, envelope, idParam, pagingQuery, versioned } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { auditEndpoints } from '../audit-log.ts';
import { booleanQuery, codeField, editableFields, nameField, prefixQuery } from '../masterdata/masterdata-fields.ts';
import { mobileField } from '../driver/driver.ts';

/**
 * The big dealer network (issue 16, SPEC §2 /big-dealer; SPEC §7 lists no calls for it, so the paths are
 * ours, under /api/v1/big-dealer): the dealer directory, the stock at the dealers' locations with its
 * ageing, and the allocation of cars to a dealer (a stock-transfer pickup request per car, ≤ 25 a call).
 * Reads need bigDealerMenu, writes MANAGE_DEALERS; every route also needs the vertical's bigDealerActive.
 */

export const dealerQuery = pagingQuery.extend({
  name: prefixQuery,
  code: prefixQuery,
  networkType: z.enum(NETWORK_TYPES).optional(),
  cityCode: codeField.optional(),
  active: booleanQuery,
});
export const dealerCountQuery = dealerQuery.omit({ page: true, size: true, sort: true });
export type DealerFilter = z.infer<typeof dealerCountQuery>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s || null)
    .nullable()
    .default(null);

/** The fields a dealer is created with; the code is its identity and stays as created. */
export const dealerInput = z.object({
  code: codeField,
  name: nameField,
  /** SPEC §3: GS or Dealer in IN, B2C or C2B in AU; none elsewhere (the service checks the country). */
  networkType: z.enum(NETWORK_TYPES).nullable().default(null),
  cityCode: codeField,
  contactName: optionalText(120),
  contactMobile: mobileField.nullable().default(null),
  contactEmail: z.email('must be a valid e-mail address').max(254).nullable().default(null),
  /**
   * Where the dealer is (issue 26: filled from a place lookup, or typed). Optional: dealers saved before
   * had none. The coordinates must lie in the vertical's country and the pincode have its digits (the
   * service checks both per country).
   */
  address: optionalText(400),
  pincode: z
    .string()
    .trim()
    .regex(
      new RegExp(`^(\\d{${PINCODE_MIN_DIGITS},${PINCODE_MAX_DIGITS}})?$`),
      `must be ${PINCODE_MIN_DIGITS} to ${PINCODE_MAX_DIGITS} digits`,
    )
    .transform((s) => s || null)
    .nullable()
    .default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  /** Store locations of type Dealer or Dealer PNS, by code; a location belongs to one dealer at most. */
  locationCodes: z
    .array(codeField)
    .max(DEALER_MAX_LOCATIONS, `must hold at most ${DEALER_MAX_LOCATIONS} locations`)
    .default([]),
  /** How many cars the dealer holds at most; allocations stop there. */
  capacity: z.number().int('must be a whole number').min(0).max(DEALER_MAX_CAPACITY),
  active: z.boolean().default(true),
});
export type DealerInput = z.infer<typeof dealerInput>;
export const dealerCreateBody = dealerInput;
export const dealerUpdateBody = dealerInput.omit({ code: true }).extend(versioned.shape);
export type DealerUpdate = z.infer<typeof dealerUpdateBody>;

export const dealerLocation = z.object({
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  locationType: z.enum(DEALER_LOCATION_TYPES),
  active: z.boolean(),
});
export type DealerLocation = z.infer<typeof dealerLocation>;

export const dealer = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  networkType: z.enum(NETWORK_TYPES).nullable(),
  cityCode: z.string(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  contactEmail: z.string().nullable(),
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationCodes: z.array(z.string()),
  capacity: z.number().int(),
  active: z.boolean(),
  /** Cars at the dealer's locations now. */
  stockCount: z.number().int(),
  ...editableFields,
});
export type Dealer = z.infer<typeof dealer>;
export const dealerResponse = envelope(dealer);
export const dealerListResponse = envelope(z.array(dealer));
/** The vertical's Dealer and Dealer PNS locations, for the dealer form and the allocation dialog. */
export const dealerLocationListResponse = envelope(z.array(dealerLocation));

/** The stock at the dealers' locations; without `dealerId`, at every dealer's. */
export const dealerStockQuery = pagingQuery.extend({
  dealerId: z.coerce.number().int().positive().optional(),
  locationCode: codeField.optional(),
  /** AU only (SPEC §3). */
  salesType: z.enum(SALES_TYPES).optional(),
  /** Days at the location, as the document ageing buckets. */
  age: z.enum(AGEING_BUCKET_KEYS).optional(),
});
export const dealerStockCountQuery = dealerStockQuery.omit({ page: true, size: true, sort: true });
export type DealerStockFilter = z.infer<typeof dealerStockCountQuery>;

export const dealerStockRow = z.object({
  id: z.number().int(),
  appointmentId: z.string(),
  registrationNumber: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  status: z.string(),
  locationCode: z.string(),
  locationStatus: z.string().nullable(),
  dealerId: z.number().int(),
  dealerName: z.string(),
  locationSince: z.string().nullable(),
  /** Whole days at the location (null when the arrival is unknown). */
  ageingDays: z.number().int().nullable(),
  salesType: z.enum(SALES_TYPES).nullable(),
  movementActive: z.boolean(),
});
export type DealerStockRow = z.infer<typeof dealerStockRow>;
export const dealerStockListResponse = envelope(z.array(dealerStockRow));

/** POST …/{id}/allocate: cars by appointment id to one of the dealer's locations, picked up on a day. */
export const dealerAllocateBody = z.object({
  locationCode: codeField,
  requestedPickupDate: z.iso.date(),
  remarks: z.string().trim().max(500).optional(),
  /** At most BATCH_ACTION_MAX (checked by the service, which answers SPEC's wording). */
  items: z
    .array(
      z.object({
        appointmentId: z.string().trim().min(1, 'is required').max(40),
        /** The car's version as the screen showed it, when it showed one. */
        version: z.number().int().min(1).optional(),
      }),
    )
    .min(1, 'must name at least one car'),
});
export type DealerAllocateBody = z.infer<typeof dealerAllocateBody>;
export const dealerAllocationRow = z.object({
  /** The row's 1-based position in `items`. */
  id: z.number().int(),
  appointmentId: z.string(),
  success: z.boolean(),
  message: z.string(),
  movementId: z.number().int().nullable(),
  slot: z.string().nullable(),
});
export type DealerAllocationRow = z.infer<typeof dealerAllocationRow>;
export const dealerAllocationResponse = envelope(z.object({ message: z.string(), rows: z.array(dealerAllocationRow) }));

const read = { access: 'bigDealerMenu', tags: ['big dealer'] } as const;
const write = { access: 'MANAGE_DEALERS', tags: ['big dealer'] } as const;
const base = '/api/v1/big-dealer';
export const dealerEndpoints = {
  list: endpoint({ ...read, method: 'GET', path: base, query: dealerQuery, response: dealerListResponse }),
  count: endpoint({ ...read, method: 'GET', path: `${base}/count`, query: dealerCountQuery, response: countResponse }),
  get: endpoint({ ...read, method: 'GET', path: `${base}/:id`, params: idParam, response: dealerResponse }),
  create: endpoint({
    ...write,
    method: 'POST',
    path: base,
    body: dealerCreateBody,
    response: dealerResponse,
    alsoAnswers: [201],
  }),
  update: endpoint({
    ...write,
    method: 'PUT',
    path: `${base}/:id`,
    params: idParam,
    body: dealerUpdateBody,
    response: dealerResponse,
  }),
  locations: endpoint({ ...read, method: 'GET', path: `${base}/locations`, response: dealerLocationListResponse }),
  stock: endpoint({
    ...read,
    method: 'GET',
    path: `${base}/stock`,
    query: dealerStockQuery,
    response: dealerStockListResponse,
  }),
  stockCount: endpoint({
    ...read,
    method: 'GET',
    path: `${base}/stock/count`,
    query: dealerStockCountQuery,
    response: countResponse,
  }),
  allocate: endpoint({
    ...write,
    method: 'POST',
    path: `${base}/:id/allocate`,
    params: idParam,
    body: dealerAllocateBody,
    response: dealerAllocationResponse,
  }),
  /** The dealer's trail (GET /api/audit-log/dealer/{id} and …/count). */
  audit: auditEndpoints('dealer', 'bigDealerMenu', 'big dealer'),
};
