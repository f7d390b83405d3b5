import { and, asc, between, eq, ne, sql } from 'drizzle-orm';
import { slotFullMessage, type IsoDate, type Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { countAll } from '../../plugins/db/list-query.ts';
import { conflict } from '../../kits/http-errors.ts';
import { inventoryMovements as m } from './movement-tables.ts';

/** One slot of one day at one origin: what a pickup request books. */
export interface SlotKey {
  locationCode: string;
  date: IsoDate;
  slot: string;
}

/** Every pickup request holds its slot's place, whatever became of it, except a cancelled one. */
const holdsItsPlace = (v: Vertical, locationCode: string) =>
  and(ownedBy(m, v), eq(m.fromLocationCode, locationCode), ne(m.phase, 'CANCELLED'));

/**
 * The pickups booked per slot (issue 16's automatic Capacity Full). The slot area reads them through
 * app.ts to stop offering a full slot; a booking checks them again under a lock of its slot, so two
 * operators booking the last place at once cannot both get it.
 */
export function slotBookings(db: Executor) {
  return {
    /** Bookings at an origin between two dates (inclusive), per date and slot. */
    async between(v: Vertical, locationCode: string, from: IsoDate, to: IsoDate) {
      return db
        .select({ date: m.requestedPickupDate, slotCode: m.slotCode, booked: countAll })
        .from(m)
        .where(and(holdsItsPlace(v, locationCode), between(m.requestedPickupDate, from, to)))
        .groupBy(m.requestedPickupDate, m.slotCode)
        .orderBy(asc(m.requestedPickupDate), asc(m.slotCode));
    },

    /**
     * Inside the booking's transaction: waits for other bookings of the same slot to commit, then
     * refuses (409) when the slot is already full. The lock is released when the transaction ends.
     */
    async claim(v: Vertical, key: SlotKey, capacity: number): Promise<void> {
      const name = `slot:${v.country}:${v.vehicleType}:${key.locationCode}:${key.date}:${key.slot}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
      const [row] = await db
        .select({ booked: countAll })
        .from(m)
        .where(and(holdsItsPlace(v, key.locationCode), eq(m.requestedPickupDate, key.date), eq(m.slotCode, key.slot)));
      const booked = row?.booked ?? 0;
      if (booked >= capacity) throw conflict(slotFullMessage({ ...key, booked, capacity }));
    },
  };
}
