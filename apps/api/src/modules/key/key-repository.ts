import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { KeyDetailType, Vertical } from '@b2c/domain';
import { auditLog } from '../../kits/audit-tables.ts';
import { toAuditEntry } from '../../kits/audit.ts';
import { equals, prefix } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { carKeys, keyRequests } from './key-tables.ts';

export type KeyRequestRow = typeof keyRequests.$inferSelect;
export type CarKeyRow = typeof carKeys.$inferSelect;

/** The audit log's entity for everything that happens to a car's keys, audited under its appointment id. */
export const KEY_ENTITY = 'key';

const r = keyRequests;
const requestList = verticalList(r, {
  filters: { state: equals(r.state), appointmentId: equals(r.appointmentId), requestedBy: equals(r.requestedBy) },
  sortable: {
    createdAt: r.createdAt,
    state: r.state,
    appointmentId: r.appointmentId,
    updatedAt: r.updatedAt,
    id: r.id,
  },
  defaultSort: 'createdAt,desc',
});

const k = carKeys;
/** Out keys; "overdue" arrives as the moment before which a key counts as overdue (the service knows the hours). */
const outKeyList = verticalList(k, {
  filters: {
    appointmentId: equals(k.appointmentId),
    holder: prefix(k.holder),
    outBefore: (before: Date) => lt(k.since, before),
    outSince: (since: Date) => gte(k.since, since),
  },
  sortable: { since: k.since, appointmentId: k.appointmentId, holder: k.holder, id: k.id },
  defaultSort: 'since',
  always: eq(k.status, 'KEY_OUT'),
});

const keyAudit = (v: Vertical, appointmentId: string | undefined) =>
  and(
    eq(auditLog.country, v.country),
    eq(auditLog.vehicleType, v.vehicleType),
    eq(auditLog.entity, KEY_ENTITY),
    appointmentId === undefined ? undefined : eq(auditLog.entityId, appointmentId),
  );

export function keyRepository(db: Executor) {
  const requests = verticalRows(db, keyRequests);
  const keys = verticalRows(db, carKeys);
  return {
    requests: { ...requests, ...requestList.on(db) },
    keys: { ...keys, ...outKeyList.on(db) },

    /** The open request of a car, if any. */
    openRequestOf: async (v: Vertical, appointmentId: string) => {
      const [row] = await db
        .select()
        .from(keyRequests)
        .where(
          and(
            ownedBy(keyRequests, v),
            eq(keyRequests.appointmentId, appointmentId),
            sql`${keyRequests.state} in ('REQUESTED', 'READY_TO_BE_PICKED')`,
          ),
        );
      return row;
    },

    /** One key of a car; `lock` holds it for the caller's transaction. */
    keyOf: (v: Vertical, appointmentId: string, keyType: KeyDetailType, lock = false) =>
      keys.find(v, { appointmentId, keyType }, lock),

    keysOfCar: (v: Vertical, appointmentId: string) =>
      db
        .select()
        .from(carKeys)
        .where(and(ownedBy(carKeys, v), eq(carKeys.appointmentId, appointmentId)))
        .orderBy(carKeys.keyType),

    /** Counts per request state and per key status, with the out keys older than `overdueBefore`. */
    async status(v: Vertical, overdueBefore: Date) {
      const states = await db
        .select({ state: keyRequests.state, n: count() })
        .from(keyRequests)
        .where(ownedBy(keyRequests, v))
        .groupBy(keyRequests.state);
      const [custody] = await db
        .select({
          keysIn: sql<number>`count(*) filter (where ${carKeys.status} = 'KEY_IN')::int`,
          keysOut: sql<number>`count(*) filter (where ${carKeys.status} = 'KEY_OUT')::int`,
          overdue: sql<number>`count(*) filter (where ${carKeys.status} = 'KEY_OUT' and ${carKeys.since} < ${overdueBefore})::int`,
        })
        .from(carKeys)
        .where(ownedBy(carKeys, v));
      const byState = new Map(states.map((s) => [s.state, Number(s.n)]));
      return {
        requested: byState.get('REQUESTED') ?? 0,
        readyToBePicked: byState.get('READY_TO_BE_PICKED') ?? 0,
        keysIn: custody?.keysIn ?? 0,
        keysOut: custody?.keysOut ?? 0,
        overdue: custody?.overdue ?? 0,
      };
    },

    /** The key audit trail of the vertical, or of one car, newest first. */
    async auditTrail(v: Vertical, q: { page: number; size: number; appointmentId?: string | undefined }) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(keyAudit(v, q.appointmentId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(q.size)
        .offset(q.page * q.size);
      return rows.map(toAuditEntry);
    },
    async auditCount(v: Vertical, appointmentId: string | undefined): Promise<number> {
      const [row] = await db.select({ n: count() }).from(auditLog).where(keyAudit(v, appointmentId));
      return Number(row?.n ?? 0);
    },
  };
}
