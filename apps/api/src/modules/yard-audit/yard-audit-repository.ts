import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { equals } from '../../plugins/db/list-query.ts';
import { yardAuditExpected, yardAuditScans, yardAudits } from './yard-audit-tables.ts';

export type YardAuditRow = typeof yardAudits.$inferSelect;
export type ExpectedRow = typeof yardAuditExpected.$inferSelect;
export type ScanRow = typeof yardAuditScans.$inferSelect;
export type NewScan = typeof yardAuditScans.$inferInsert;
export type NewExpected = typeof yardAuditExpected.$inferInsert;

const a = yardAudits;
const e = yardAuditExpected;
const s = yardAuditScans;

const auditList = verticalList(a, {
  filters: { locationCode: equals(a.locationCode), status: equals(a.status) },
  sortable: { startedAt: a.startedAt, id: a.id },
  defaultSort: 'startedAt,desc',
});

/** Expected rows are written in slices: 5,000 cars × 10 columns would pass PostgreSQL's 65,535 parameters soon. */
const EXPECTED_SLICE = 1000;

/** An audit's figures counted from its scans (one index range of `yard_audit_scans_outcome_idx`): the finish's. */
export interface ScanCounts {
  found: number;
  unexpected: number;
  unknown: number;
}

export function yardAuditRepository(db: Executor) {
  return {
    ...verticalRows(db, a),
    ...auditList.on(db),

    /**
     * Adds a counted scan to the open audit's figures and answers the row; nothing when it is finished.
     * The row lock orders the scans against the finish (FOR UPDATE): no count lands after it.
     */
    async countScan(v: Vertical, id: number, add: ScanCounts): Promise<YardAuditRow | undefined> {
      const [row] = await db
        .update(a)
        .set({
          foundCount: sql`${a.foundCount} + ${add.found}`,
          unexpectedCount: sql`${a.unexpectedCount} + ${add.unexpected}`,
          unknownCount: sql`${a.unknownCount} + ${add.unknown}`,
        })
        .where(and(ownedBy(a, v), eq(a.id, id), eq(a.status, 'OPEN')))
        .returning();
      return row;
    },

    async openAt(v: Vertical, locationCode: string): Promise<YardAuditRow | undefined> {
      const [row] = await db
        .select()
        .from(a)
        .where(and(ownedBy(a, v), eq(a.locationCode, locationCode), eq(a.status, 'OPEN')));
      return row;
    },

    async insertExpected(rows: readonly NewExpected[]): Promise<void> {
      for (let at = 0; at < rows.length; at += EXPECTED_SLICE)
        await db.insert(e).values(rows.slice(at, at + EXPECTED_SLICE));
    },

    async counts(v: Vertical, auditId: number): Promise<ScanCounts> {
      const [row] = await db
        .select({
          found: sql<number>`count(*) filter (where ${s.outcome} = 'EXPECTED')`.mapWith(Number),
          unexpected: sql<number>`count(*) filter (where ${s.outcome} = 'UNEXPECTED')`.mapWith(Number),
          unknown: sql<number>`count(*) filter (where ${s.outcome} = 'UNKNOWN')`.mapWith(Number),
        })
        .from(s)
        .where(and(eq(s.auditId, auditId), ownedBy(s, v)));
      return row ?? { found: 0, unexpected: 0, unknown: 0 };
    },

    async expectedOf(v: Vertical, auditId: number, appointmentId: string, lock = false) {
      const query = db
        .select()
        .from(e)
        .where(and(eq(e.auditId, auditId), eq(e.appointmentId, appointmentId), ownedBy(e, v)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    updateExpected: (v: Vertical, auditId: number, appointmentId: string, set: Partial<NewExpected>) =>
      db
        .update(e)
        .set(set)
        .where(and(eq(e.auditId, auditId), eq(e.appointmentId, appointmentId), ownedBy(e, v)))
        .returning()
        .then((rows) => rows[0]!),

    /** The first scan of its subject under its key; nothing when the key or the subject was counted already. */
    async insertScan(row: NewScan): Promise<ScanRow | undefined> {
      const [created] = await db.insert(s).values(row).onConflictDoNothing().returning();
      return created;
    },

    async scanWhere(v: Vertical, auditId: number, by: { clientKey: string } | { subject: string }, lock = false) {
      const query = db
        .select()
        .from(s)
        .where(
          and(
            eq(s.auditId, auditId),
            ownedBy(s, v),
            'clientKey' in by ? eq(s.clientKey, by.clientKey) : eq(s.subject, by.subject),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    updateScan: (v: Vertical, id: number, set: Partial<NewScan>) =>
      db
        .update(s)
        .set(set)
        .where(and(eq(s.id, id), ownedBy(s, v)))
        .returning()
        .then((rows) => rows[0]!),

    /** Expected cars no scan of the audit counted, by appointment id. */
    missing: (v: Vertical, auditId: number) =>
      db
        .select({ expected: e })
        .from(e)
        .leftJoin(s, and(eq(s.auditId, e.auditId), eq(s.subject, e.appointmentId)))
        .where(and(eq(e.auditId, auditId), ownedBy(e, v), isNull(s.id)))
        .orderBy(asc(e.appointmentId))
        .then((rows) => rows.map((r) => r.expected)),

    scansWith: (v: Vertical, auditId: number, outcome: string) =>
      db
        .select()
        .from(s)
        .where(and(eq(s.auditId, auditId), ownedBy(s, v), eq(s.outcome, outcome)))
        .orderBy(asc(s.scannedAt), asc(s.id)),
  };
}
export type YardAuditRepository = ReturnType<typeof yardAuditRepository>;
