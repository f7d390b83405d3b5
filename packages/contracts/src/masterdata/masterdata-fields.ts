import { z } from 'zod';
import { COUNTRIES, VEHICLE_TYPES } from '@b2c/domain';

/** Field schemas shared by the master data, location and driver contracts. */

/** Codes are what other rows refer to (cityCode, locationCode …): capitals, digits, `_` and `-`. */
export const codeField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(40)
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'must use only capital letters, digits, "_" and "-"');

export const nameField = z.string().trim().min(2, 'must have at least 2 characters').max(120);

/** Query booleans arrive as text; "true"/"false" (also 1/0, yes/no) become booleans. */
export const booleanQuery = z.stringbool().optional();

/** A name-prefix search term (SPEC §2: the city autocomplete searches by name prefix). */
export const prefixQuery = z.string().trim().min(1).max(60).optional();

/** Rows shared by every vehicle type of a country (states, cities) carry `ALL` as their vehicle type. */
export const countryOrAll = z.enum([...COUNTRIES, 'ALL']);
export const vehicleTypeOrAll = z.enum([...VEHICLE_TYPES, 'ALL']);

/** `IN:CAR` — a vertical key, as the feature matrix writes it. */
export const verticalKeyField = z
  .string()
  .regex(new RegExp(`^(${COUNTRIES.join('|')}):(${VEHICLE_TYPES.join('|')})$`), 'must look like "IN:CAR"');

/** What every editable row answers besides its fields (DESIGN §5). */
export const editableFields = {
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
};

/** The edit payloads may carry `id` and `version` back; lists of saved items (SPEC §7) reuse them. */
export const wrapInArray = (value: unknown): unknown => (Array.isArray(value) ? value : [value]);
