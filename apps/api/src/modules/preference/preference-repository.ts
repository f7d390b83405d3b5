import { and, eq, inArray, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContactChannel, Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { equals } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { dndEntries, userPreferences } from './preference-tables.ts';

export type PreferenceRow = typeof userPreferences.$inferSelect;
export type DndRow = typeof dndEntries.$inferSelect;

/**
 * The number search: `+9198…` (with its +) is a prefix of the stored E.164 number; bare digits match
 * anywhere in it, so an operator can type the national number or its last digits. The query schema
 * allows digits and a leading + only, so nothing in the term is a LIKE wildcard.
 */
const numberMatch =
  (column: AnyPgColumn) =>
  (term: string): SQL =>
    like(column, term.startsWith('+') ? `${term}%` : `%${term}%`);

/** In force now: no expiry, or an expiry still ahead (the database's clock, as every row's). */
const inForce = or(isNull(dndEntries.expiresAt), sql`${dndEntries.expiresAt} > now()`)!;

const preferenceList = verticalList(userPreferences, {
  filters: {
    mobileNumber: numberMatch(userPreferences.mobileNumber),
    preferredChannel: equals(userPreferences.preferredChannel),
  },
  sortable: {
    mobileNumber: userPreferences.mobileNumber,
    customerName: userPreferences.customerName,
    updatedAt: userPreferences.updatedAt,
    id: userPreferences.id,
  },
  defaultSort: 'updatedAt,desc',
});

const dndList = verticalList(dndEntries, {
  filters: {
    mobileNumber: numberMatch(dndEntries.mobileNumber),
    channel: (channel: ContactChannel) => sql`${dndEntries.channels} @> ${JSON.stringify([channel])}::jsonb`,
    active: (active: boolean) => (active ? inForce : lte(dndEntries.expiresAt, sql`now()`)),
  },
  sortable: {
    mobileNumber: dndEntries.mobileNumber,
    expiresAt: dndEntries.expiresAt,
    updatedAt: dndEntries.updatedAt,
    id: dndEntries.id,
  },
  defaultSort: 'updatedAt,desc',
});

export function preferenceRepository(db: Executor) {
  return {
    ...preferenceList.on(db),
    byNumber: (v: Vertical, mobileNumber: string) => verticalRows(db, userPreferences).find(v, { mobileNumber }),
  };
}

export function dndRepository(db: Executor) {
  const rows = verticalRows(db, dndEntries);
  return {
    ...rows,
    ...dndList.on(db),
    byNumber: (v: Vertical, mobileNumber: string) => rows.find(v, { mobileNumber }),

    /** The vertical's rows for these numbers, whether in force or not (a bulk add's duplicates). */
    async numbersListed(v: Vertical, numbers: readonly string[]): Promise<Set<string>> {
      if (numbers.length === 0) return new Set();
      const found = await db
        .select({ mobileNumber: dndEntries.mobileNumber })
        .from(dndEntries)
        .where(and(ownedBy(dndEntries, v), inArray(dndEntries.mobileNumber, [...numbers])));
      return new Set(found.map((r) => r.mobileNumber));
    },

    async remove(v: Vertical, id: number): Promise<void> {
      await db.delete(dndEntries).where(and(ownedBy(dndEntries, v), eq(dndEntries.id, id)));
    },
  };
}
