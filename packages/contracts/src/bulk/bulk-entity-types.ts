import { z } from 'zod';
import { homePickupPlaceRule, pickupRequestFields } from '../movement/movement.ts';
import { driverInput } from '../driver/driver.ts';
import { dndInput } from '../preference/preference.ts';
import type { BulkColumn, BulkUploadType } from './bulk-types.ts';

/** A list in one cell: `SMS|CALL`, `SMS; CALL` or `SMS CALL` (a comma works in a quoted cell too). */
const listCell = (value: unknown) =>
  typeof value === 'string' ? value.split(/[\s,;|]+/).filter((part) => part !== '') : value;

const carKey = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and "-"');

const pickupRow = pickupRequestFields
  .omit({ version: true, requestType: true, externalPickup: true, externalDelivery: true })
  .extend({ appointmentId: carKey.optional(), registrationNumber: carKey.optional() })
  .refine((row) => row.appointmentId !== undefined || row.registrationNumber !== undefined, {
    message: 'is required (or a registrationNumber)',
    path: ['appointmentId'],
  })
  .superRefine(homePickupPlaceRule);

const optional = (name: string, hint: string): BulkColumn => ({ name, kind: 'text', required: false, hint });
const required = (name: string, hint: string): BulkColumn => ({ name, kind: 'text', required: true, hint });

/**
 * Bulk upload types that are not inventory edits (issue 15): pickup requests, drivers and DND numbers.
 * Each row schema is the single create's own body schema (the version left out: the job reads the
 * current one), so a row is checked exactly as the same record entered one at a time.
 */
export const BULK_ENTITY_DEFINITIONS = {
  PICKUP_REQUEST: {
    label: 'Pickup requests (internal movements)',
    columns: [
      optional('appointmentId', 'the car, e.g. 10012345 (or its registration number)'),
      optional('registrationNumber', 'the car by registration number, when no appointment id'),
      optional('fromLocationCode', 'the pickup location code; the car’s location when empty'),
      required('toLocationCode', 'the destination location code'),
      required('pickupOption', 'HOME_PICKUP or DROP_AT_HUB'),
      optional('customerAddress', 'the customer’s address, for HOME_PICKUP only (required there)'),
      optional('customerArea', 'a locality the customer knows, for HOME_PICKUP only (required there)'),
      optional('movementType', 'STOCK_TRANSFER (default) or another movement type of the country'),
      optional('vendor', 'DRIVEU, IN_HOUSE, C2B, OFFLINE, LOCUS or ZOFEUR'),
      optional('logisticsMode', 'OWN_TRUCK, 3PL_VENDOR, CARCIERGE or VENDOR_ORGANIZED'),
      required('requestedPickupDate', 'the pickup day, YYYY-MM-DD'),
      required('slot', 'the pickup slot, HHMM_HHMM as the slot plan offers it'),
      optional('remarks', 'up to 500 characters'),
    ],
    row: pickupRow,
  },
  DRIVER: {
    label: 'Drivers',
    columns: [
      optional('id', 'empty to add a driver; the driver’s id to update one'),
      required('name', 'the driver’s name'),
      required('mobile', 'the mobile number, unique among the drivers'),
      optional('email', 'an e-mail address'),
      required('driverType', 'YARD, VARIABLE or FIXED'),
      optional('staffType', 'DRIVER (default), CA, CLEANER, MECHANIC or OTHER'),
      required('vendor', 'DRIVEU, IN_HOUSE, C2B, OFFLINE, LOCUS or ZOFEUR'),
      optional('homeLocationCode', 'the home location code'),
      optional('active', 'yes (default) or no'),
    ],
    row: driverInput.omit({ version: true }).extend({
      id: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), driverInput.shape.id),
      active: z.stringbool({ error: 'must be yes or no' }).default(true),
    }),
  },
  DND: {
    label: 'DND numbers',
    columns: [
      required('mobileNumber', 'the mobile number, local or E.164 (+91…)'),
      required('reason', 'why, 3 to 200 characters'),
      required('channels', 'CALL, SMS, WHATSAPP, EMAIL; several separated by |'),
      optional('expiresOn', 'the last day, YYYY-MM-DD; empty: until removed'),
    ],
    row: dndInput.extend({ channels: z.preprocess(listCell, dndInput.shape.channels) }),
  },
} as const satisfies Record<string, { label: string; columns: readonly BulkColumn[]; row: z.ZodType }>;

/**
 * Types whose single form needs a group besides a permission: SPEC §6 gives the DND list to CC_ADMIN (the
 * API also checks the vertical's userPreferences feature when it checks and applies the rows).
 */
export const BULK_TYPE_GROUP: Partial<Record<BulkUploadType, string>> = { DND: 'CC_ADMIN' };

/** May a user of these permissions and groups use this type? Its permission, and its group where it has one. */
export function bulkTypeAllowed(
  user: { permissions: ReadonlySet<string>; groups: readonly string[] },
  type: BulkUploadType,
  permission: string,
): boolean {
  const group = BULK_TYPE_GROUP[type];
  return user.permissions.has(permission) && (group === undefined || user.groups.includes(group));
}
