import type { FeatureMatrix, IsoDate, Vertical, VerticalFlags } from '@b2c/domain';
import { badRequest } from '../../kits/http-errors.ts';

/** Pickups booked at an origin, per date and slot (the movement area's, passed in by app.ts). */
export type SlotBookingCounts = (
  v: Vertical,
  locationCode: string,
  from: IsoDate,
  to: IsoDate,
) => Promise<{ date: IsoDate; slotCode: string; booked: number }[]>;

/** What slots need of other areas (passed in by app.ts): the vertical's flags and its locations. */
export interface SlotDeps {
  flags(vertical: Vertical): Promise<VerticalFlags>;
  locations: { byCodes(v: Vertical, codes: readonly string[]): Promise<{ code: string; active: boolean }[]> };
  /** A slot whose bookings reach its capacity is Capacity Full by itself (issue 16). */
  bookings: SlotBookingCounts;
  /** The feature matrix (the config area's): the slot definitions of /configs need the configs feature. */
  featureMatrix(): Promise<FeatureMatrix>;
  /** The clock; tests set it to stand either side of a cut-off. */
  now?: () => Date;
}

/** Refuses (400, naming `field`) a location code that is not an active location of the vertical. */
export type LocationCheck = (v: Vertical, code: string, field: string) => Promise<void>;
export const activeLocationCheck =
  (locations: SlotDeps['locations']): LocationCheck =>
  async (v, code, field) => {
    const [location] = await locations.byCodes(v, [code]);
    if (!location) throw badRequest(`Location ${code} does not exist in ${v.country} ${v.vehicleType}.`, field);
    if (!location.active) throw badRequest(`Location ${code} is inactive.`, field);
  };
