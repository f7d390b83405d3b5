import { and, desc, eq, inArray } from 'drizzle-orm';
import { filterGroupCriteria, type PendingActionFilterGroup, type Vertical } from '@b2c/domain';
import type { PendingActionFilters } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { equals, pageOf } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { pendingActions } from './pending-action-tables.ts';
import { inventory } from './inventory-tables.ts';

export type PendingActionRecord = typeof pendingActions.$inferSelect;
export type NewPendingAction = typeof pendingActions.$inferInsert;

const t = pendingActions;
const pendingActionList = verticalList(t, {
  filters: {
    status: equals(t.status),
    type: equals(t.type),
    appointmentId: equals(t.appointmentId),
    /** A filter group is a type, narrowed to some sub-reasons where the group names them. */
    filterGroup: (group: PendingActionFilterGroup) => {
      const { type, subReasons } = filterGroupCriteria(group);
      return and(eq(t.type, type), subReasons ? inArray(t.subReason, [...subReasons]) : undefined);
    },
  },
  sortable: { requestedAt: t.requestedAt, decidedAt: t.decidedAt, id: t.id },
  defaultSort: 'requestedAt,desc',
});

export function pendingActionRepository(db: Executor) {
  return {
    ...verticalRows(db, t),
    count: pendingActionList.on(db).count,

    /** The list of the approver's queue, each request with the car it is about. */
    list(v: Vertical, q: PendingActionFilters & { page: number; size: number; sort?: string | undefined }) {
      const order = pendingActionList.order(q.sort);
      const { limit, offset } = pageOf(q);
      return db
        .select({
          action: t,
          vehicle: {
            make: inventory.make,
            model: inventory.model,
            year: inventory.year,
            registrationNumber: inventory.registrationNumber,
            listingPrice: inventory.listingPrice,
          },
        })
        .from(t)
        .leftJoin(
          inventory,
          and(
            eq(inventory.country, t.country),
            eq(inventory.vehicleType, t.vehicleType),
            eq(inventory.appointmentId, t.appointmentId),
          ),
        )
        .where(pendingActionList.where(v, q))
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    },

    ofAppointment: (v: Vertical, appointmentId: string, onlyOpen: boolean) =>
      db
        .select()
        .from(t)
        .where(pendingActionList.where(v, { appointmentId, status: onlyOpen ? 'PENDING' : undefined }))
        .orderBy(desc(t.requestedAt), desc(t.id)),

    async openOf(v: Vertical, appointmentId: string, type: string): Promise<PendingActionRecord | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(pendingActionList.where(v, { appointmentId, type, status: 'PENDING' }));
      return row;
    },
  };
}
