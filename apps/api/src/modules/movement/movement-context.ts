import type { Vertical, VerticalFlags } from '@b2c/domain';
import type { LocusTeamOption, MovementResult } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import { movementRepository, type MovementRow } from './movement-repository.ts';
import type { CarKey, CarRow, InventoryCars } from './movement-cars.ts';
import { toMovement, toMovementInventory } from './movement-mapping.ts';
import { slotBookings, type SlotKey } from './slot-bookings.ts';

/** What movements need of the Locus teams master data. */
export interface LocusTeamLookup {
  /** The vertical's active teams, by name. */
  active(v: Vertical): Promise<LocusTeamOption[]>;
}

/** What movements need of other areas, passed in by app.ts (DESIGN §2). */
export interface MovementDeps {
  /** The cars a movement moves: found, locked and located through the inventory module. */
  cars: InventoryCars;
  locusTeams: LocusTeamLookup;
  flags(vertical: Vertical): Promise<VerticalFlags>;
  locations: { byCodes(v: Vertical, codes: readonly string[]): Promise<{ code: string; active: boolean }[]> };
  slots: {
    /** Refuses a slot not offered now (409 when it is full); answers the slot's capacity at the origin. */
    assertBookable(v: Vertical, q: { date: string; locationCode: string; slot: string }): Promise<{ capacity: number }>;
    /** The pickup slots still bookable on a day at a location, in plan order (an onward leg takes the first). */
    offered(
      v: Vertical,
      q: { date: string; locationCode: string; slotType: 'PICKUP' },
    ): Promise<{ slots: { code: string }[] }>;
  };
}

export const keyLabel = (key: CarKey): string =>
  'id' in key
    ? `Inventory ${key.id}`
    : 'appointmentId' in key
      ? `Inventory apt-${key.appointmentId}`
      : 'registrationNumber' in key
        ? `Inventory with registration number ${key.registrationNumber}`
        : `Inventory with chassis number ${key.chassisNumber}`;

export interface Changed {
  car: CarRow;
  movement: MovementRow | null;
  message: string;
}

export const toResult = (c: Changed): MovementResult => ({
  movement: c.movement ? toMovement(c.movement) : null,
  inventory: toMovementInventory(c.car),
  message: c.message,
});

/** The plumbing every movement write shares: lock the car and its open movement, check, change, answer. */
export function movementContext(db: Db, deps: MovementDeps) {
  async function requireActiveLocation(v: Vertical, code: string, field: string): Promise<void> {
    const [location] = await deps.locations.byCodes(v, [code]);
    if (!location) throw badRequest(`Location ${code} does not exist in ${v.country} ${v.vehicleType}.`, field);
    if (!location.active) throw badRequest(`Location ${code} is inactive.`, field);
  }

  /**
   * `version` (when given) is the open movement's, or the car's when it has none: whichever the
   * operator's screen was showing. A stale one is 409 and nothing changes.
   */
  async function withLocked(
    caller: Caller,
    key: CarKey,
    version: number | undefined,
    change: (tx: Executor, car: CarRow, open: MovementRow | undefined) => Promise<Changed>,
    tx?: Executor,
  ): Promise<Changed> {
    const run = async (t: Executor) => {
      const car = await deps.cars.find(t, caller.vertical, key, true);
      if (!car) throw notFound(keyLabel(key));
      const open = await movementRepository(t).openOf(caller.vertical, car.id, true);
      if (version !== undefined) {
        if (open) assertVersion(`The movement of apt-${car.appointmentId}`, open, version);
        else assertVersion(`Inventory apt-${car.appointmentId}`, car, version);
      }
      return change(t, car, open);
    };
    return tx ? run(tx) : db.transaction(run);
  }

  /** For edits of the open movement itself: 409 when there is none. */
  function requireOpen(car: CarRow, open: MovementRow | undefined, what: string): MovementRow {
    if (!open) throw conflict(`Inventory apt-${car.appointmentId} has no open movement to ${what}.`);
    return open;
  }

  /**
   * An unlocked read for the checks that query other areas (locations, slots, flags): those run on the
   * pool, so they must run BEFORE the write's transaction — the embedded database has one connection.
   * The write then re-reads under lock and the version check catches a change in between.
   */
  async function peek(caller: Caller, key: CarKey): Promise<{ car: CarRow; open: MovementRow | undefined }> {
    const car = await deps.cars.find(db, caller.vertical, key);
    if (!car) throw notFound(keyLabel(key));
    return { car, open: await movementRepository(db).openOf(caller.vertical, car.id) };
  }

  /** A movement may name only a Locus team the vertical works with and master data lists as active. */
  async function requireActiveLocusTeam(v: Vertical, teamId: string, field: string): Promise<void> {
    if (!(await deps.flags(v)).locusId) throw badRequest(`${v.country} does not work with Locus teams.`, field);
    const teams = await deps.locusTeams.active(v);
    if (!teams.some((team) => team.id === teamId))
      throw badRequest(`Locus team ${teamId} is not an active team of ${v.country} ${v.vehicleType}.`, field);
  }

  /**
   * The open movement's phase and route (no lock, outside any transaction), or undefined. A key by id needs
   * no car lookup: the movement is scoped to the vertical, so a car of another vertical finds none.
   */
  async function openRoute(caller: Caller, key: CarKey) {
    const id = 'id' in key ? key.id : await deps.cars.idOf(db, caller.vertical, key);
    return id === undefined ? undefined : movementRepository(db).openRouteOf(caller.vertical, id);
  }

  /**
   * Books a slot inside the write's transaction: `assertBookable` (run before, on the pool) gave its
   * capacity; this counts again under the slot's lock, so the last place goes to one request only.
   */
  async function claimSlot(tx: Executor, v: Vertical, key: SlotKey, capacity: number): Promise<void> {
    await slotBookings(tx).claim(v, key, capacity);
  }

  return {
    requireActiveLocation,
    requireActiveLocusTeam,
    claimSlot,
    withLocked,
    requireOpen,
    peek,
    openRoute,
    cars: deps.cars,
    flags: deps.flags,
    slots: deps.slots,
  };
}
export type MovementContext = ReturnType<typeof movementContext>;
