import type { Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';

/**
 * The car as movements see it: the identifiers, the location columns a movement drives, and what the
 * transition table (gone, delivered to whom) and the vendor e-mail read. The inventory module answers
 * its whole row, which has these and more.
 */
export interface CarRow {
  id: number;
  appointmentId: string;
  registrationNumber: string | null;
  chassisNumber: string | null;
  make: string;
  model: string;
  year: number;
  locationCode: string | null;
  lastLocationCode: string | null;
  locationStatus: string | null;
  locationSince: Date | null;
  movementActive: boolean;
  status: string;
  sold: boolean;
  reserveStatus: string | null;
  version: number;
}

/** The only car columns a movement writes: where the car is, since when, and the version that moved. */
export type CarPatch = Partial<
  Pick<
    CarRow,
    'locationCode' | 'lastLocationCode' | 'locationStatus' | 'locationSince' | 'movementActive' | 'version'
  > & { updatedAt: Date; updatedBy: string }
>;

/** How a movement call finds its car: numeric id (`{id}` paths), appointment id, or a scanned identifier. */
export type CarKey =
  { id: number } | { appointmentId: string } | { registrationNumber: string } | { chassisNumber: string };

/** The car columns the logistics grid and its export show beside each movement. */
export type ListedCar = Pick<
  CarRow,
  'id' | 'registrationNumber' | 'chassisNumber' | 'make' | 'model' | 'year' | 'locationStatus'
>;

/**
 * What movements need of the inventory module (issue 10: "the movement module moves an inventory through
 * the inventory module's writer"), passed in by app.ts: the inventory table stays that module's own.
 * Every method takes the executor to run on, so a lock and a location change made inside a movement's
 * transaction commit, or roll back, together with the movement and its audit row.
 */
export interface InventoryCars {
  /** The vertical's car by key; `lock` holds its row (`FOR UPDATE`) for the rest of `db`'s transaction. */
  find(db: Executor, v: Vertical, key: CarKey, lock?: boolean): Promise<CarRow | undefined>;
  /** The car's id alone: the stock-in scan asks it on every scan, so it reads one column. */
  idOf(db: Executor, v: Vertical, key: CarKey): Promise<number | undefined>;
  /** Writes the car's location columns; answers the row as it is now. */
  setLocation(db: Executor, v: Vertical, id: number, patch: CarPatch): Promise<CarRow>;
  /**
   * Marking a car lost takes it off sale (unpublished, reservation released): inventory columns the
   * inventory module writes and audits itself. Answers the row as it is now.
   */
  takeOffSale(db: Executor, caller: Caller, car: CarRow): Promise<CarRow>;
  /** The listed columns of these cars of the vertical (any order; an unknown id is left out). */
  listed(db: Executor, v: Vertical, ids: readonly number[]): Promise<ListedCar[]>;
}
