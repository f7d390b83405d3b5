import type { AgeingBucketKey, LocationType, Vertical, VerticalFlags } from '@b2c/domain';
import type { ZoneLocation } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';

/** A car standing at a dealer's location, as the inventory area reads it. */
export interface StockCar {
  id: number;
  appointmentId: string;
  registrationNumber: string | null;
  make: string;
  model: string;
  year: number;
  status: string;
  locationCode: string | null;
  locationStatus: string | null;
  locationSince: Date | null;
  salesType: string | null;
  movementActive: boolean;
}

export interface StockQuery {
  locationCodes: readonly string[];
  salesType?: string | undefined;
  age?: AgeingBucketKey | undefined;
}

/**
 * What the big dealer network needs of other areas (DESIGN §2: a module never imports another), passed in
 * by app.ts: the vertical's flags, locations, cities, the cars at locations (inventory), and the movement
 * area's stock transfer.
 */
export interface DealerDeps {
  flags(v: Vertical): Promise<VerticalFlags>;
  locations: {
    byCodes(v: Vertical, codes: readonly string[]): Promise<ZoneLocation[]>;
    ofType(v: Vertical, type: LocationType): Promise<ZoneLocation[]>;
  };
  cities: { assertCities(v: Vertical, fields: Record<string, string>): Promise<void> };
  stock: {
    list(
      v: Vertical,
      q: StockQuery & { page: number; size: number; sort?: string | undefined },
      now: Date,
    ): Promise<StockCar[]>;
    count(v: Vertical, q: StockQuery, now: Date): Promise<number>;
    countsByLocation(v: Vertical, codes: readonly string[]): Promise<Map<string, number>>;
  };
  /** The car an allocation names, with where it stands now. */
  findCar(
    v: Vertical,
    key: { appointmentId: string },
  ): Promise<{ appointmentId: string; locationCode: string | null } | undefined>;
  movements: {
    transfer(
      caller: Caller,
      appointmentId: string,
      to: { toLocationCode: string; date: string; slot: string; version?: number | undefined; remarks?: string },
    ): Promise<{ movement: { id: number } | null; message: string }>;
    pickupSlots(caller: Caller, locationCode: string, date: string): Promise<{ slots: { code: string }[] }>;
  };
  now?: () => Date;
}
