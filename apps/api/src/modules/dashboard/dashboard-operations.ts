import {
  TIME_ZONES,
  addDays,
  formatDate,
  isFeatureEnabled,
  tryParseSlotCode,
  zonedTimeToInstant,
  type FeatureMatrix,
  type Vertical,
} from '@b2c/domain';
import type {
  DashboardCleaning,
  DashboardPunctuality,
  DashboardSlotCapacity,
  DashboardYardAudits,
} from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import { forbidden } from '../../kits/http-errors.ts';
import type { CleaningPorts } from '../cleaning/cleaning-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';
import type { SlotPorts } from '../slot/slot-module.ts';
import type { YardAuditPorts } from '../yard-audit/yard-audit-module.ts';

const TOP = 10;
/** The window of the punctuality and cleaning tiles (issue 29: "over 30 days"). */
export const OPERATIONS_WINDOW_DAYS = 30;

/** What the operations tiles read, each through the owning area's face. */
export interface DashboardOperationsDeps {
  featureMatrix(): Promise<FeatureMatrix>;
  locations: LocationPorts['locations'];
  movements: MovementPorts['movementDashboard'];
  slots: SlotPorts['slotDashboard'];
  cleaning: CleaningPorts['cleaningDashboard'];
  yardAudits: YardAuditPorts['yardAuditDashboard'];
  now?: () => Date;
}

const todayOf = (v: Vertical, now: Date) => formatDate(now, TIME_ZONES[v.country]);

/**
 * The operations tiles of the start page (issue 29): slots against capacity, punctuality per vendor,
 * cleaning QA pass rate and yard-audit accuracy — each for the caller's vertical, its day the vertical's.
 */
export function dashboardOperations(deps: DashboardOperationsDeps) {
  const now = deps.now ?? (() => new Date());

  const namesOf = async (v: Vertical, codes: string[]) =>
    new Map((await deps.locations.byCodes(v, codes)).map((l) => [l.code, l.name]));

  return {
    /**
     * Today's and tomorrow's pick-ups per slot against the places the slot offers at the origins with
     * pick-ups booked on these days (capacity is per origin; the vertical's other locations ship nothing).
     */
    async slotCapacity(caller: Caller): Promise<DashboardSlotCapacity> {
      const v = caller.vertical;
      const today = todayOf(v, now());
      const days = [today, addDays(today, 1)];
      const bookings = await deps.movements.bookingsBySlot(v, days);
      const origins = [...new Set(bookings.map((b) => b.locationCode))].sort();
      const places = await deps.slots.capacities(v, days, origins);
      const slots = new Map<string, DashboardSlotCapacity['slots'][number]>();
      const slotOf = (date: string, slotCode: string) => {
        const key = `${date} ${slotCode}`;
        const known = slots.get(key);
        if (known) return known;
        const range = tryParseSlotCode(slotCode);
        const made = {
          date,
          slotCode,
          slotFrom: range?.from ?? '',
          slotTo: range?.to ?? '',
          booked: 0,
          capacity: 0,
          fullAt: 0,
        };
        slots.set(key, made);
        return made;
      };
      const bookedAt = new Map(bookings.map((b) => [`${b.date} ${b.locationCode} ${b.slotCode}`, b.booked]));
      for (const p of places) {
        const slot = slotOf(p.date, p.slotCode);
        slot.capacity += p.capacity;
        if ((bookedAt.get(`${p.date} ${p.locationCode} ${p.slotCode}`) ?? 0) >= p.capacity) slot.fullAt += 1;
      }
      for (const b of bookings) {
        const slot = slotOf(b.date, b.slotCode);
        slot.booked += b.booked;
        // A booking's own times, where the code was taken out of the plan since.
        slot.slotFrom = b.slotFrom;
        slot.slotTo = b.slotTo;
      }
      const ordered = [...slots.values()].sort((a, b) =>
        a.date === b.date ? (a.slotCode < b.slotCode ? -1 : 1) : a.date < b.date ? -1 : 1,
      );
      return { today, tomorrow: days[1]!, slots: ordered };
    },

    async punctuality(caller: Caller): Promise<DashboardPunctuality> {
      const v = caller.vertical;
      const at = now();
      const today = todayOf(v, at);
      const since = addDays(today, -(OPERATIONS_WINDOW_DAYS - 1));
      const vendors = await deps.movements.punctuality(v, since, today, at);
      return { days: OPERATIONS_WINDOW_DAYS, since, vendors };
    },

    async cleaning(caller: Caller): Promise<DashboardCleaning> {
      const v = caller.vertical;
      if (!isFeatureEnabled(await deps.featureMatrix(), 'carCleaningHistory', v))
        throw forbidden(`Car cleaning history is not enabled for ${v.country} ${v.vehicleType}.`);
      const at = now();
      // The window's first day from its start on the vertical's clock: what "Reviewed from" shows.
      const since = addDays(todayOf(v, at), -(OPERATIONS_WINDOW_DAYS - 1));
      const reviews = await deps.cleaning.reviews(v, zonedTimeToInstant(since, '00:00', TIME_ZONES[v.country]), TOP);
      const names = await namesOf(
        v,
        reviews.byLocation.map((l) => l.locationCode),
      );
      return {
        days: OPERATIONS_WINDOW_DAYS,
        since,
        reviewed: reviews.reviewed,
        approved: reviews.approved,
        byLocation: reviews.byLocation.map((l) => ({ ...l, name: names.get(l.locationCode) ?? null })),
      };
    },

    yardAudits: async (caller: Caller): Promise<DashboardYardAudits> => ({
      locations: await deps.yardAudits.latestByLocation(caller.vertical, TOP),
    }),
  };
}
export type DashboardOperations = ReturnType<typeof dashboardOperations>;
