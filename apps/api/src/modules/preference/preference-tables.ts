import { date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContactChannel } from '@b2c/domain';
import { editableColumns, serialIdAndVertical, timestamptz } from '../../plugins/db/table-columns.ts';

/** A customer's contact preferences, one row per mobile number (E.164) of a vertical (SPEC §3). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    ...serialIdAndVertical(),
    mobileNumber: text('mobile_number').notNull(),
    customerName: text('customer_name'),
    preferredChannel: text('preferred_channel').$type<ContactChannel>().notNull(),
    preferredLanguage: text('preferred_language'),
    remarks: text('remarks'),
    ...editableColumns(),
  },
  (t) => [uniqueIndex('user_preferences_mobile_uq').on(t.country, t.vehicleType, t.mobileNumber)],
);

/**
 * The do-not-disturb list: one row per mobile number (E.164) of a vertical, the channels it blocks and,
 * optionally, when it stops (`expires_at`, the midnight after `expires_on` in the vertical's zone).
 */
export const dndEntries = pgTable(
  'dnd_entries',
  {
    ...serialIdAndVertical(),
    mobileNumber: text('mobile_number').notNull(),
    reason: text('reason').notNull(),
    channels: jsonb('channels').$type<ContactChannel[]>().notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    expiresAt: timestamptz('expires_at'),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('dnd_entries_mobile_uq').on(t.country, t.vehicleType, t.mobileNumber),
    index('dnd_entries_expires_idx').on(t.country, t.vehicleType, t.expiresAt),
  ],
);
