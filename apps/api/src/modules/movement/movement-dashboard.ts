import { and, asc, eq, inArray } from 'drizzle-orm';
import type { IsoDate, Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { countAll } from '../../plugins/db/list-query.ts';
import { inventoryMovements as m } from './movement-tables.ts';

/**
 * The start page's pick-ups (issue 29): open movements (the logistics grid's default, `complete` false)
 * per requested day and slot, for the days asked (the vertical's calendar days). Counts only.
 */
export const movementDashboard = (db: Executor) => ({
  async pickupsBySlot(v: Vertical, days: readonly IsoDate[]) {
    if (days.length === 0) return [];
    return db
      .select({ date: m.requestedPickupDate, slotFrom: m.slotFrom, slotTo: m.slotTo, count: countAll })
      .from(m)
      .where(and(ownedBy(m, v), eq(m.complete, false), inArray(m.requestedPickupDate, [...days])))
      .groupBy(m.requestedPickupDate, m.slotFrom, m.slotTo)
      .orderBy(asc(m.requestedPickupDate), asc(m.slotFrom), asc(m.slotTo));
  },
});
export type MovementDashboard = ReturnType<typeof movementDashboard>;
