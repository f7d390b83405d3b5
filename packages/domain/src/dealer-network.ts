import type { Country, Vertical } from './verticals.ts';
import type { LocationType } from './location-enums.ts';
import { SALES_TYPES, type SalesType } from './inventory-enums.ts';

/**
 * The big dealer network (issue 16): the dealers the business sells through, the cars at their
 * locations and the allocation of more cars to them. SPEC §3 gives the network types (per country, in
 * location-enums.ts), the sales types (AU) and the two dealer location types; the rest is ours.
 */

/** SPEC §3: a dealer's sites are store locations of these two types. */
export const DEALER_LOCATION_TYPES = ['DEALER', 'DEALER_PNS'] as const satisfies readonly LocationType[];
export type DealerLocationType = (typeof DEALER_LOCATION_TYPES)[number];
export const isDealerLocationType = (type: string): type is DealerLocationType =>
  (DEALER_LOCATION_TYPES as readonly string[]).includes(type);

/** SPEC §3: RETAIL and WHOLESALE exist only in AU; elsewhere a car has no sales type to show or filter. */
export const salesTypesFor = (country: Country): readonly SalesType[] => (country === 'AU' ? SALES_TYPES : []);

/** The most locations one dealer may hold: a dealer group, not a whole region. */
export const DEALER_MAX_LOCATIONS = 20;
/** The most cars a dealer may be given room for. */
export const DEALER_MAX_CAPACITY = 5000;

/** Our wording (SPEC quotes none for this area), in the style of SPEC's toasts. */
export const DEALER_MESSAGES = {
  created: 'Dealer created successfully',
  updated: 'Dealer updated successfully',
  allocated: (done: number, asked: number) =>
    done === asked ? `${done} car(s) allocated successfully` : `${done} of ${asked} car(s) allocated`,
  notEnabled: (v: Vertical) => `The big dealer network is not enabled for ${v.country} ${v.vehicleType}.`,
  inactive: (code: string) => `Dealer ${code} is inactive; activate it before allocating cars.`,
  alreadyThere: (appointmentId: string, locationCode: string) =>
    `Inventory apt-${appointmentId} is already at dealer location ${locationCode}.`,
  full: (code: string, capacity: number) => `Dealer ${code} is at its capacity of ${capacity} car(s).`,
  duplicate: (appointmentId: string) => `Inventory apt-${appointmentId} is listed twice; it is allocated once.`,
} as const;

/**
 * Which cars of an allocation may go before the movement area is asked: a car listed twice goes once, a
 * car already at one of the dealer's locations does not move, and no more cars go than the dealer has
 * room for (`room` = capacity − cars at its locations now). Answers, per car in the given order, the
 * reason it is refused, or null when the transfer may be tried.
 */
export function allocationRefusals(
  dealer: { code: string; capacity: number; locationCodes: readonly string[] },
  stockNow: number,
  cars: readonly { appointmentId: string; locationCode: string | null }[],
): (string | null)[] {
  let room = Math.max(0, dealer.capacity - stockNow);
  const seen = new Set<string>();
  return cars.map((car) => {
    if (seen.has(car.appointmentId)) return DEALER_MESSAGES.duplicate(car.appointmentId);
    seen.add(car.appointmentId);
    if (car.locationCode && dealer.locationCodes.includes(car.locationCode))
      return DEALER_MESSAGES.alreadyThere(car.appointmentId, car.locationCode);
    if (room === 0) return DEALER_MESSAGES.full(dealer.code, dealer.capacity);
    room--;
    return null;
  });
}
