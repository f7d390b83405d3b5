import { z } from 'zod';
import { CONTACT_CHANNELS, isIsoDate } from '@b2c/domain';
import { envelope, pagingQuery } from '../common.ts';
import { booleanQuery, editableFields } from '../masterdata/masterdata-fields.ts';

/**
 * User preferences and the do-not-disturb list (SPEC §2 /user-preferences, /user-preferences/dnd; §3 rows
 * keyed by mobileNumber). A number is typed as the operator has it; the API checks it against the
 * vertical's country and stores it in E.164, so the schema only bounds its length.
 */
export const mobileNumberInput = z.string().trim().min(1, 'is required').max(30);

/** The number search: digits, optionally a leading +, matched anywhere in the stored E.164 number. */
export const mobileNumberSearch = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{1,15}$/, 'must be digits, optionally starting with +'))
  .optional();

export const contactChannelField = z.enum(CONTACT_CHANNELS);

const isoDay = z.string().refine(isIsoDate, 'must be a date yyyy-MM-dd');

// ---- customer-contact preferences ----

export const preferenceQuery = pagingQuery.extend({
  mobileNumber: mobileNumberSearch,
  preferredChannel: contactChannelField.optional(),
});
export const preferenceCountQuery = preferenceQuery.omit({ page: true, size: true, sort: true });

/** POST: a number without a preference creates one (201); an existing one is updated by its version. */
export const preferenceInput = z.object({
  mobileNumber: mobileNumberInput,
  customerName: z.string().trim().max(120).nullable().default(null),
  preferredChannel: contactChannelField,
  preferredLanguage: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/, 'must be a two-letter language code, e.g. en')
    .nullable()
    .default(null),
  remarks: z.string().trim().max(500).nullable().default(null),
  /** Required when the number already has a preference (optimistic concurrency). */
  version: z.number().int().min(1).optional(),
});
export type PreferenceInput = z.infer<typeof preferenceInput>;

export const userPreference = z.object({
  id: z.number().int(),
  mobileNumber: z.string(),
  customerName: z.string().nullable(),
  preferredChannel: contactChannelField,
  preferredLanguage: z.string().nullable(),
  remarks: z.string().nullable(),
  ...editableFields,
});
export type UserPreference = z.infer<typeof userPreference>;

// ---- do-not-disturb list ----

export const dndQuery = pagingQuery.extend({
  mobileNumber: mobileNumberSearch,
  channel: contactChannelField.optional(),
  /** true: rows still in force; false: expired rows. */
  active: booleanQuery,
});
export const dndCountQuery = dndQuery.omit({ page: true, size: true, sort: true });

const dndFields = {
  reason: z.string().trim().min(3, 'must have at least 3 characters').max(200),
  channels: z
    .array(contactChannelField)
    .min(1, 'must have at least one channel')
    .max(CONTACT_CHANNELS.length)
    .refine((c) => new Set(c).size === c.length, 'names a channel twice'),
  /** The last day the entry applies, in the vertical's time zone; null = until removed. */
  expiresOn: isoDay.nullable().default(null),
};

export const dndInput = z.object({ mobileNumber: mobileNumberInput, ...dndFields });
export type DndInput = z.infer<typeof dndInput>;

export const dndUpdate = z.object({ ...dndFields, version: z.number().int().min(1) });
export type DndUpdate = z.infer<typeof dndUpdate>;

/** A paste or a CSV, row by row: each row is checked on its own and answered on its own. */
export const DND_BULK_MAX = 500;
export const dndBulkInput = z.object({
  entries: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, 'must have at least one number')
    .max(DND_BULK_MAX, `send at most ${DND_BULK_MAX} numbers at once`),
});

export const dndBulkOutcome = z.object({
  /** 1-based, as the operator counts the pasted lines. */
  row: z.number().int(),
  mobileNumber: z.string(),
  status: z.enum(['ADDED', 'ALREADY_LISTED', 'FAILED']),
  message: z.string(),
  id: z.number().int().nullable(),
});
export type DndBulkOutcome = z.infer<typeof dndBulkOutcome>;

export const dndRemoveQuery = z.object({ version: z.coerce.number().int().min(1) });

export const dndEntry = z.object({
  id: z.number().int(),
  mobileNumber: z.string(),
  reason: z.string(),
  channels: z.array(contactChannelField),
  expiresOn: z.string().nullable(),
  /** The instant the entry stops applying (the midnight after `expiresOn` in the vertical's zone). */
  expiresAt: z.string().nullable(),
  active: z.boolean(),
  ...editableFields,
});
export type DndEntry = z.infer<typeof dndEntry>;

export const contactCheckQuery = z.object({ mobileNumber: mobileNumberInput, channel: contactChannelField });
export const contactCheck = z.object({
  mobileNumber: z.string(),
  channel: contactChannelField,
  allowed: z.boolean(),
  reason: z.string().nullable(),
  until: z.string().nullable(),
});

export const userPreferenceResponse = envelope(userPreference);
export const userPreferenceListResponse = envelope(z.array(userPreference));
export const dndEntryResponse = envelope(dndEntry);
export const dndListResponse = envelope(z.array(dndEntry));
export const dndBulkResponse = envelope(z.array(dndBulkOutcome));
export const dndRemovedResponse = envelope(z.object({ id: z.number().int() }));
export const contactCheckResponse = envelope(contactCheck);
