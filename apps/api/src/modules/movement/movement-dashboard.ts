import { and, asc, between, eq, inArray, ne, sql } from 'drizzle-orm';
import { TIME_ZONES, type IsoDate, type Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { countAll } from '../../plugins/db/list-query.ts';
import { inventoryMovements as m } from './movement-tables.ts';

/**
 * When a pick-up's slot ends: its requested day at the slot's end time on the vertical's clock (slot_to
 * is 'HH:MM', the day 'yyyy-MM-dd', both as the vertical's calendar has them).
 */
const slotEnd = (v: Vertical) =>
  sql`((${m.requestedPickupDate} || ' ' || ${m.slotTo})::timestamp at time zone ${TIME_ZONES[v.country]})`;

/**
 * The start page's pick-ups (issue 29), each read one index range of the vertical's days
 * (`inventory_movements_day_idx`, migration 0023).
 */
export const movementDashboard = (db: Executor) => ({
  /** Open movements (the logistics grid's default, `complete` false) per requested day and slot. Counts only. */
  async pickupsBySlot(v: Vertical, days: readonly IsoDate[]) {
    if (days.length === 0) return [];
    return db
      .select({ date: m.requestedPickupDate, slotFrom: m.slotFrom, slotTo: m.slotTo, count: countAll })
      .from(m)
      .where(and(ownedBy(m, v), eq(m.complete, false), inArray(m.requestedPickupDate, [...days])))
      .groupBy(m.requestedPickupDate, m.slotFrom, m.slotTo)
      .orderBy(asc(m.requestedPickupDate), asc(m.slotFrom), asc(m.slotTo));
  },

  /**
   * The places taken per day, origin and slot: every pick-up request but a cancelled one, as the slot
   * planner counts a slot's bookings (slot-bookings.ts).
   */
  async bookingsBySlot(v: Vertical, days: readonly IsoDate[]) {
    if (days.length === 0) return [];
    return db
      .select({
        date: m.requestedPickupDate,
        locationCode: m.fromLocationCode,
        slotCode: m.slotCode,
        slotFrom: m.slotFrom,
        slotTo: m.slotTo,
        booked: countAll,
      })
      .from(m)
      .where(and(ownedBy(m, v), inArray(m.requestedPickupDate, [...days]), ne(m.phase, 'CANCELLED')))
      .groupBy(m.requestedPickupDate, m.fromLocationCode, m.slotCode, m.slotFrom, m.slotTo);
  },

  /**
   * Punctuality per vendor over the pick-ups whose slot ended between the start of `since` and `now`.
   * LATE, the definition the tile states: the trip started (TRIP_START or MARK_DISPATCHED stamp
   * `trip_started_at`; every closed phase but CANCELLED went through it) after the slot's end, or has not
   * started although the slot has ended (`lateOpen`, still waiting). ON TIME: started by the slot's end.
   * A cancelled request is not due. The data keeps no "picked at" time but the trip's start, so that is
   * the moment a pick-up is judged by; arrivals have no promised time to be late against.
   */
  async punctuality(v: Vertical, since: IsoDate, today: IsoDate, now: Date) {
    const end = slotEnd(v);
    const started = sql`${m.tripStartedAt} is not null`;
    const rows = await db
      .select({
        vendor: m.vendor,
        due: countAll,
        onTime: sql<number>`(count(*) filter (where ${started} and ${m.tripStartedAt} <= ${end}))::int`,
        lateOpen: sql<number>`(count(*) filter (where not ${started}))::int`,
      })
      .from(m)
      .where(
        and(
          ownedBy(m, v),
          between(m.requestedPickupDate, since, today),
          ne(m.phase, 'CANCELLED'),
          sql`${end} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(m.vendor);
    return rows.map((r) => ({ ...r, late: r.due - r.onTime })).sort((a, b) => b.late - a.late || b.due - a.due);
  },
});
export type MovementDashboard = ReturnType<typeof movementDashboard>;
