import type { Country } from './verticals.ts';
import type { InventoryLocationStatus } from './location-enums.ts';
import type { MovementStatus } from './movement-status.ts';
import type { MovementAction } from './movement-types.ts';

/**
 * The movement life cycle (issue 6; SPEC §4 says the server enforces transitions it does not show).
 *
 * One table for every country. A movement moves through PHASES that are the same everywhere; what
 * differs per country is the STATUS a phase is shown as (SPEC §4's per-country sets, see
 * `movementStatusOf`) and two rules: in AE, KSA and AU a trip needs an assigned driver (their sets have
 * "Driver Assigned"), and AU has no "Denied", so a driver's cancel there releases the driver and the
 * request stays open instead of being denied.
 *
 * The per-country sets are the statuses of OPEN movements (and the grid's status filter). A closed
 * movement shows ACCEPTED (AE/KSA received) or DENIED (cancelled) where the set has them, otherwise
 * DONE, the SPEC label for a finished movement.
 */
export const MOVEMENT_PHASES = [
  'WAITING',
  'HELD_FOR_DOCUMENTS',
  'ON_ROAD',
  'ARRIVED',
  'RECEIVED',
  'CANCELLED',
  'RETURNED',
  'LOST',
] as const;
export type MovementPhase = (typeof MOVEMENT_PHASES)[number];
export const OPEN_MOVEMENT_PHASES = [
  'WAITING',
  'HELD_FOR_DOCUMENTS',
  'ON_ROAD',
  'ARRIVED',
] as const satisfies readonly MovementPhase[];
export const isOpenPhase = (phase: MovementPhase): boolean =>
  (OPEN_MOVEMENT_PHASES as readonly MovementPhase[]).includes(phase);

/** Creating a pickup request and setting the vendor change the life cycle too, so they are rows as well. */
export type MovementEvent = MovementAction | 'CREATE_PICKUP_REQUEST' | 'SET_VENDOR';

/** `NONE`: the car has no open movement. */
export type PhaseOrNone = MovementPhase | 'NONE';

/**
 * What an event does to the inventory's location:
 * - KEEP: location unchanged;
 * - DEPART: last location := location, location := none (on the road);
 * - ARRIVE: location := the movement's destination (last location stays the origin);
 * - AT_TARGET: last location := location (when it differs), location := the location given (scan, transfer, return);
 * - BACK_TO_ORIGIN: location := the movement's origin (a car returned on its way);
 * - LEAVE: last location := location, location := none (stocked out, lost).
 */
export type LocationEffect = 'KEEP' | 'DEPART' | 'ARRIVE' | 'AT_TARGET' | 'BACK_TO_ORIGIN' | 'LEAVE';

/** A guard the row needs beyond the phase; each has its own refusal wording in the service. */
export type TransitionGuard = 'VENDOR_SET' | 'DRIVER_SET' | 'AT_DESTINATION' | 'DELIVERED' | 'STOCKED_IN' | 'SCANNABLE';

export interface Transition {
  event: MovementEvent;
  from: PhaseOrNone;
  /** The phase after; `NONE` for events that never involve a movement (stock out, transfer …). */
  to: PhaseOrNone;
  /** The inventory's location status after; `DELIVERED` is split by whether the car is sold. */
  locationStatus: InventoryLocationStatus | 'DELIVERED' | 'KEEP';
  location: LocationEffect;
  guards?: readonly TransitionGuard[];
  /** Countries this row applies to; all when absent. */
  only?: readonly Country[];
}

const DRIVER_COUNTRIES: readonly Country[] = ['AE', 'KSA', 'AU'];
const DENYING_COUNTRIES: readonly Country[] = ['IN', 'TH', 'ID', 'AE', 'KSA'];

/** The table. Anything not listed is refused with 409 naming the current status. */
export const MOVEMENT_TRANSITIONS: readonly Transition[] = [
  // A car standing at a location gets a pickup request; it then waits for pickup.
  {
    event: 'CREATE_PICKUP_REQUEST',
    from: 'NONE',
    to: 'WAITING',
    locationStatus: 'PENDING',
    location: 'KEEP',
    guards: ['STOCKED_IN'],
  },
  { event: 'SET_VENDOR', from: 'WAITING', to: 'WAITING', locationStatus: 'KEEP', location: 'KEEP' },
  {
    event: 'SET_VENDOR',
    from: 'HELD_FOR_DOCUMENTS',
    to: 'HELD_FOR_DOCUMENTS',
    locationStatus: 'KEEP',
    location: 'KEEP',
  },
  {
    event: 'MARK_PENDING_FOR_DOCUMENTS',
    from: 'WAITING',
    to: 'HELD_FOR_DOCUMENTS',
    locationStatus: 'PENDING',
    location: 'KEEP',
  },
  {
    event: 'READY_TO_BE_PICKED',
    from: 'HELD_FOR_DOCUMENTS',
    to: 'WAITING',
    locationStatus: 'PENDING',
    location: 'KEEP',
  },
  // The driver starts the trip from the app, or the origin marks the car dispatched (own truck, vendor-organised).
  {
    event: 'TRIP_START',
    from: 'WAITING',
    to: 'ON_ROAD',
    locationStatus: 'IN_TRANSIT',
    location: 'DEPART',
    guards: ['VENDOR_SET', 'DRIVER_SET'],
    only: DRIVER_COUNTRIES,
  },
  {
    event: 'TRIP_START',
    from: 'WAITING',
    to: 'ON_ROAD',
    locationStatus: 'IN_TRANSIT',
    location: 'DEPART',
    guards: ['VENDOR_SET'],
    only: ['IN', 'TH', 'ID'],
  },
  {
    event: 'MARK_DISPATCHED',
    from: 'WAITING',
    to: 'ON_ROAD',
    locationStatus: 'IN_TRANSIT',
    location: 'DEPART',
    guards: ['VENDOR_SET'],
  },
  // Trip end: the car stands at the destination but is still the carrier's until the hub receives it.
  { event: 'TRIP_END', from: 'ON_ROAD', to: 'ARRIVED', locationStatus: 'IN_TRANSIT', location: 'ARRIVE' },
  { event: 'MARK_RECEIVED', from: 'ON_ROAD', to: 'RECEIVED', locationStatus: 'STOCKED_IN', location: 'ARRIVE' },
  { event: 'MARK_RECEIVED', from: 'ARRIVED', to: 'RECEIVED', locationStatus: 'STOCKED_IN', location: 'ARRIVE' },
  // A stock-in scan at the destination is the same receipt; anywhere else it is refused.
  {
    event: 'STOCK_IN',
    from: 'ON_ROAD',
    to: 'RECEIVED',
    locationStatus: 'STOCKED_IN',
    location: 'ARRIVE',
    guards: ['AT_DESTINATION'],
  },
  {
    event: 'STOCK_IN',
    from: 'ARRIVED',
    to: 'RECEIVED',
    locationStatus: 'STOCKED_IN',
    location: 'ARRIVE',
    guards: ['AT_DESTINATION'],
  },
  {
    event: 'STOCK_IN',
    from: 'NONE',
    to: 'NONE',
    locationStatus: 'STOCKED_IN',
    location: 'AT_TARGET',
    guards: ['SCANNABLE'],
  },
  {
    event: 'DRIVER_REQUEST_CANCEL',
    from: 'WAITING',
    to: 'CANCELLED',
    locationStatus: 'STOCKED_IN',
    location: 'KEEP',
    only: DENYING_COUNTRIES,
  },
  {
    event: 'DRIVER_REQUEST_CANCEL',
    from: 'HELD_FOR_DOCUMENTS',
    to: 'CANCELLED',
    locationStatus: 'STOCKED_IN',
    location: 'KEEP',
    only: DENYING_COUNTRIES,
  },
  {
    event: 'DRIVER_REQUEST_CANCEL',
    from: 'WAITING',
    to: 'WAITING',
    locationStatus: 'PENDING',
    location: 'KEEP',
    guards: ['DRIVER_SET'],
    only: ['AU'],
  },
  { event: 'RETURN', from: 'ON_ROAD', to: 'RETURNED', locationStatus: 'STOCKED_IN', location: 'BACK_TO_ORIGIN' },
  { event: 'RETURN', from: 'ARRIVED', to: 'RETURNED', locationStatus: 'STOCKED_IN', location: 'BACK_TO_ORIGIN' },
  {
    event: 'RETURN',
    from: 'NONE',
    to: 'NONE',
    locationStatus: 'STOCKED_IN',
    location: 'AT_TARGET',
    guards: ['DELIVERED'],
  },
  {
    event: 'STOCK_OUT',
    from: 'NONE',
    to: 'NONE',
    locationStatus: 'DELIVERED',
    location: 'LEAVE',
    guards: ['STOCKED_IN'],
  },
  {
    event: 'STOCK_TRANSFER',
    from: 'NONE',
    to: 'NONE',
    locationStatus: 'STOCKED_IN',
    location: 'AT_TARGET',
    guards: ['STOCKED_IN'],
  },
  { event: 'MARK_LOST', from: 'NONE', to: 'NONE', locationStatus: 'LOST', location: 'LEAVE', guards: ['STOCKED_IN'] },
  { event: 'MARK_LOST', from: 'ON_ROAD', to: 'LOST', locationStatus: 'LOST', location: 'LEAVE' },
  { event: 'MARK_LOST', from: 'ARRIVED', to: 'LOST', locationStatus: 'LOST', location: 'LEAVE' },
];

/** The rows an event may take from a phase in a country (at most one applies after the guards). */
export const transitionsFor = (country: Country, event: MovementEvent, from: PhaseOrNone): Transition[] =>
  MOVEMENT_TRANSITIONS.filter((t) => t.event === event && t.from === from && (!t.only || t.only.includes(country)));

/**
 * Where a car can be for a movement-less stock-in (`SCANNABLE`): unlocated, stocked in (elsewhere),
 * held, handed to sales, or found again after being lost. A car delivered to a customer comes back by RETURN.
 */
export const STOCK_IN_FROM_LOCATION_STATUSES: readonly (InventoryLocationStatus | null)[] = [
  null,
  'STOCKED_IN',
  'PENDING',
  'DELIVERED_TO_SALES',
  'LOST',
];

/**
 * SPEC §4 per-country status of a movement in a phase (`driverAssigned`: a driver is on the request).
 * The Middle East and AU show the driver step; elsewhere an open request is simply Pending.
 */
export function movementStatusOf(country: Country, phase: MovementPhase, driverAssigned: boolean): MovementStatus {
  const middleEast = country === 'AE' || country === 'KSA';
  const withDriver = middleEast || country === 'AU';
  switch (phase) {
    case 'WAITING':
      return withDriver && driverAssigned ? 'DRIVER_ASSIGNED' : 'PENDING';
    case 'HELD_FOR_DOCUMENTS':
      return 'PENDING';
    case 'ON_ROAD':
    case 'ARRIVED':
      return withDriver ? 'IN_TRANSIT' : 'PENDING';
    case 'RECEIVED':
      return middleEast ? 'ACCEPTED' : 'DONE';
    case 'CANCELLED':
      return country === 'AU' ? 'DONE' : 'DENIED';
    case 'RETURNED':
    case 'LOST':
      return 'DONE';
  }
}
