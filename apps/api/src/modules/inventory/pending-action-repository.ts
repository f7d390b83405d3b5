import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { filterGroupCriteria, type Vertical } from '@b2c/domain';
import type { PendingActionFilters } from '@b2c/contracts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, pageOf } from '../../plugins/db/list-query.ts';
import { badRequest } from '../../plugins/http-errors.ts';
import { pendingActions } from './pending-action-tables.ts';
import { inventory } from './inventory-tables.ts';

export type PendingActionRecord = typeof pendingActions.$inferSelect;
export type NewPendingAction = typeof pendingActions.$inferInsert;

const SORTABLE: Record<string, AnyPgColumn> = {
  requestedAt: pendingActions.requestedAt,
  decidedAt: pendingActions.decidedAt,
  id: pendingActions.id,
};

function whereOf(v: Vertical, f: PendingActionFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    ownedBy(pendingActions, v),
    eq(pendingActions.status, f.status),
    f.type ? eq(pendingActions.type, f.type) : undefined,
    f.appointmentId ? eq(pendingActions.appointmentId, f.appointmentId) : undefined,
  ];
  if (f.filterGroup) {
    const { type, subReasons } = filterGroupCriteria(f.filterGroup);
    conditions.push(eq(pendingActions.type, type));
    if (subReasons) conditions.push(inArray(pendingActions.subReason, [...subReasons]));
  }
  return and(...conditions)!;
}

export function pendingActionRepository(db: Executor) {
  return {
    ...verticalRows(db, pendingActions),
    async list(v: Vertical, q: PendingActionFilters & { page: number; size: number; sort?: string | undefined }) {
      const [field = 'requestedAt', direction = 'desc'] = (q.sort ?? 'requestedAt,desc').split(',');
      const column = SORTABLE[field];
      if (!column) throw badRequest(`sort must name one of ${Object.keys(SORTABLE).join(', ')}.`, 'querystring.sort');
      const { limit, offset } = pageOf(q);
      return db
        .select({
          action: pendingActions,
          vehicle: {
            make: inventory.make,
            model: inventory.model,
            year: inventory.year,
            registrationNumber: inventory.registrationNumber,
            listingPrice: inventory.listingPrice,
          },
        })
        .from(pendingActions)
        .leftJoin(
          inventory,
          and(
            eq(inventory.country, pendingActions.country),
            eq(inventory.vehicleType, pendingActions.vehicleType),
            eq(inventory.appointmentId, pendingActions.appointmentId),
          ),
        )
        .where(whereOf(v, q))
        .orderBy(direction === 'asc' ? asc(column) : desc(column), asc(pendingActions.id))
        .limit(limit)
        .offset(offset);
    },

    async count(v: Vertical, f: PendingActionFilters): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(pendingActions).where(whereOf(v, f));
      return row?.n ?? 0;
    },

    ofAppointment: (v: Vertical, appointmentId: string, onlyOpen: boolean) =>
      db
        .select()
        .from(pendingActions)
        .where(
          and(
            ownedBy(pendingActions, v),
            eq(pendingActions.appointmentId, appointmentId),
            onlyOpen ? eq(pendingActions.status, 'PENDING') : sql`true`,
          ),
        )
        .orderBy(desc(pendingActions.requestedAt), desc(pendingActions.id)),

    async openOf(v: Vertical, appointmentId: string, type: string): Promise<PendingActionRecord | undefined> {
      const [row] = await db
        .select()
        .from(pendingActions)
        .where(
          and(
            ownedBy(pendingActions, v),
            eq(pendingActions.appointmentId, appointmentId),
            eq(pendingActions.type, type),
            eq(pendingActions.status, 'PENDING'),
          ),
        );
      return row;
    },
  };
}
