import { and, ne, sql, type SQL } from 'drizzle-orm';
import { AGEING_BUCKETS, ageingBucketRange, type AgeingBucketKey, type DocumentType, type Vertical } from '@b2c/domain';
import type { DocumentFilter } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { equals } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { documents } from './document-tables.ts';

export type DocumentRecord = typeof documents.$inferSelect;

const t = documents;
/** When the document became owed, as the domain's `owedSince`: lost after receipt, else procured. */
const owedSince = sql`coalesce(${t.pendingSince}, ${t.procuredAt})`;
const stillOwed = ne(t.status, 'DONE');

/** Owed documents whose age falls in the bucket, as `ageInDays` counts it (now: the read's instant). */
function ageIn(key: AgeingBucketKey, now: Date): SQL {
  const { after, notAfter } = ageingBucketRange(key, now);
  return and(
    stillOwed,
    after ? sql`${owedSince} > ${after.toISOString()}::timestamptz` : undefined,
    notAfter ? sql`${owedSince} <= ${notAfter.toISOString()}::timestamptz` : undefined,
  )!;
}

const documentList = verticalList(t, {
  filters: {
    documentType: equals(t.documentType),
    status: equals(t.status),
    location: equals(t.documentLocation),
    appointmentId: equals(t.appointmentId),
    age: (key: AgeingBucketKey) => ageIn(key, new Date()),
    pending: (only: boolean) => (only ? stillOwed : undefined),
  },
  sortable: {
    appointmentId: t.appointmentId,
    documentType: t.documentType,
    status: t.status,
    documentLocation: t.documentLocation,
    destinationLocation: t.destinationLocation,
    procuredAt: t.procuredAt,
    requestedAt: t.requestedAt,
    updatedAt: t.updatedAt,
    id: t.id,
  },
  // The pendency grid: the longest-owed first.
  defaultSort: 'procuredAt',
});

export function documentRepository(db: Executor) {
  const rows = verticalRows(db, t);
  return {
    ...documentList.on(db),
    /** The car's document of this type, optionally locked for the caller's transaction. */
    byCar: (v: Vertical, appointmentId: string, documentType: DocumentType, lock = false) =>
      rows.find(v, { appointmentId, documentType }, lock),
    update: (v: Vertical, id: number, set: Partial<typeof t.$inferInsert>) => rows.update(v, id, set),
    insert: rows.insert,

    /** Owed documents per current location, counted per ageing bucket, under the grid's filters. */
    async pendency(v: Vertical, q: DocumentFilter, now = new Date()) {
      const where = and(documentList.where(v, q), stillOwed);
      const buckets = Object.fromEntries(
        AGEING_BUCKETS.map((b) => [b.key, sql<number>`(count(*) filter (where ${ageIn(b.key, now)}))::int`]),
      );
      const counted = await db
        .select({ location: t.documentLocation, total: sql<number>`count(*)::int`, ...buckets })
        .from(t)
        .where(where)
        .groupBy(t.documentLocation)
        .orderBy(sql`count(*) desc`, t.documentLocation);
      return counted.map((row) => {
        // The bucket columns were selected under the buckets' keys above.
        const counts = row as unknown as Record<AgeingBucketKey, number>;
        const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, Number(counts[b.key] ?? 0)]));
        return { location: row.location, total: row.total, buckets: buckets as Record<AgeingBucketKey, number> };
      });
    },
  };
}
