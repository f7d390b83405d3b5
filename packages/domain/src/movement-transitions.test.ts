import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from './verticals.ts';
import { MOVEMENT_ACTIONS } from './movement-types.ts';
import { movementStatusesFor } from './movement-status.ts';
import {
  MOVEMENT_PHASES,
  OPEN_MOVEMENT_PHASES,
  movementStatusOf,
  type MovementEvent,
  type PhaseOrNone,
} from './movement-transitions.ts';
import {
  decideTransition,
  legalMovementEvents,
  movementAllowedActions,
  type MovementState,
} from './movement-decide.ts';

const EVENTS: readonly MovementEvent[] = ['CREATE_PICKUP_REQUEST', 'SET_VENDOR', ...MOVEMENT_ACTIONS];
const PHASES: readonly PhaseOrNone[] = ['NONE', ...OPEN_MOVEMENT_PHASES];

/** The car's location status that goes with each phase (as the service keeps it). */
const LOCATION_OF: Record<PhaseOrNone, string> = {
  NONE: 'STOCKED_IN',
  WAITING: 'PENDING',
  HELD_FOR_DOCUMENTS: 'PENDING',
  ON_ROAD: 'IN_TRANSIT',
  ARRIVED: 'IN_TRANSIT',
  RECEIVED: 'STOCKED_IN',
  CANCELLED: 'STOCKED_IN',
  RETURNED: 'STOCKED_IN',
  LOST: 'LOST',
};
const state = (country: Country, phase: PhaseOrNone, extra: Partial<MovementState> = {}): MovementState => ({
  country,
  phase,
  locationStatus: LOCATION_OF[phase],
  vendorSet: true,
  driverSet: true,
  atDestination: true,
  ...extra,
});

/**
 * The expected legal events per phase with every guard satisfied, written out independently of the
 * table: a change to the table must change this too.
 */
const COMMON: Record<PhaseOrNone, MovementEvent[]> = {
  NONE: ['CREATE_PICKUP_REQUEST', 'STOCK_IN', 'STOCK_OUT', 'STOCK_TRANSFER', 'MARK_LOST'],
  WAITING: ['SET_VENDOR', 'TRIP_START', 'DRIVER_REQUEST_CANCEL', 'MARK_DISPATCHED', 'MARK_PENDING_FOR_DOCUMENTS'],
  HELD_FOR_DOCUMENTS: ['SET_VENDOR', 'DRIVER_REQUEST_CANCEL', 'READY_TO_BE_PICKED'],
  ON_ROAD: ['TRIP_END', 'STOCK_IN', 'RETURN', 'MARK_RECEIVED', 'MARK_LOST'],
  ARRIVED: ['STOCK_IN', 'RETURN', 'MARK_RECEIVED', 'MARK_LOST'],
  RECEIVED: [],
  CANCELLED: [],
  RETURNED: [],
  LOST: [],
};
const expectedFor = (country: Country, phase: PhaseOrNone): MovementEvent[] =>
  country === 'AU' && phase === 'HELD_FOR_DOCUMENTS'
    ? COMMON[phase].filter((e) => e !== 'DRIVER_REQUEST_CANCEL')
    : COMMON[phase];

describe('the movement transition table', () => {
  describe.each(COUNTRIES.map((c) => [c] as const))('%s', (country) => {
    it.each(PHASES.map((p) => [p] as const))('from %s allows exactly the expected events', (phase) => {
      const legal = legalMovementEvents(state(country, phase));
      expect([...legal].sort()).toEqual([...expectedFor(country, phase)].sort());
    });

    it('refuses every other event from every phase (naming the phase as the reason)', () => {
      for (const phase of PHASES) {
        for (const event of EVENTS.filter((e) => !expectedFor(country, phase).includes(e))) {
          // NONE + RETURN exists for delivered cars only: a stocked-in car is refused by that guard instead.
          const reason = phase === 'NONE' && event === 'RETURN' ? 'DELIVERED' : 'PHASE';
          expect(decideTransition(state(country, phase), event), `${phase} ${event}`).toEqual({ ok: false, reason });
        }
      }
    });

    it('shows open movements only in the statuses SPEC §4 lists for the country', () => {
      const allowed = movementStatusesFor(country);
      for (const phase of OPEN_MOVEMENT_PHASES) {
        for (const driver of [false, true]) expect(allowed).toContain(movementStatusOf(country, phase, driver));
      }
    });
  });

  it('moves the location status as each action says', () => {
    const to = (country: Country, phase: PhaseOrNone, event: MovementEvent) => {
      const d = decideTransition(state(country, phase), event);
      return d.ok ? [d.transition.to, d.transition.locationStatus, d.transition.location] : d.reason;
    };
    expect(to('IN', 'NONE', 'CREATE_PICKUP_REQUEST')).toEqual(['WAITING', 'PENDING', 'KEEP']);
    expect(to('AE', 'WAITING', 'TRIP_START')).toEqual(['ON_ROAD', 'IN_TRANSIT', 'DEPART']);
    expect(to('AU', 'ON_ROAD', 'TRIP_END')).toEqual(['ARRIVED', 'IN_TRANSIT', 'ARRIVE']);
    expect(to('KSA', 'ARRIVED', 'MARK_RECEIVED')).toEqual(['RECEIVED', 'STOCKED_IN', 'ARRIVE']);
    expect(to('TH', 'ON_ROAD', 'RETURN')).toEqual(['RETURNED', 'STOCKED_IN', 'BACK_TO_ORIGIN']);
    expect(to('ID', 'NONE', 'STOCK_OUT')).toEqual(['NONE', 'DELIVERED', 'LEAVE']);
    expect(to('IN', 'ARRIVED', 'MARK_LOST')).toEqual(['LOST', 'LOST', 'LEAVE']);
    expect(to('IN', 'WAITING', 'DRIVER_REQUEST_CANCEL')).toEqual(['CANCELLED', 'STOCKED_IN', 'KEEP']);
    expect(to('AU', 'WAITING', 'DRIVER_REQUEST_CANCEL')).toEqual(['WAITING', 'PENDING', 'KEEP']);
  });

  it('applies the guards: driver for AE/KSA/AU trips, vendor everywhere, destination for a scan', () => {
    expect(decideTransition(state('AE', 'WAITING', { driverSet: false }), 'TRIP_START')).toEqual({
      ok: false,
      reason: 'DRIVER_SET',
    });
    expect(decideTransition(state('IN', 'WAITING', { driverSet: false }), 'TRIP_START').ok).toBe(true);
    expect(decideTransition(state('IN', 'WAITING', { vendorSet: false }), 'TRIP_START')).toEqual({
      ok: false,
      reason: 'VENDOR_SET',
    });
    expect(decideTransition(state('IN', 'ON_ROAD', { atDestination: false }), 'STOCK_IN')).toEqual({
      ok: false,
      reason: 'AT_DESTINATION',
    });
    expect(decideTransition(state('AU', 'WAITING', { driverSet: false }), 'DRIVER_REQUEST_CANCEL')).toEqual({
      ok: false,
      reason: 'DRIVER_SET',
    });
    expect(decideTransition(state('IN', 'NONE', { locationStatus: 'DELIVERED_TO_CUSTOMER' }), 'STOCK_IN')).toEqual({
      ok: false,
      reason: 'SCANNABLE',
    });
    expect(decideTransition(state('IN', 'NONE', { locationStatus: 'DELIVERED_TO_CUSTOMER' }), 'RETURN').ok).toBe(true);
    expect(decideTransition(state('IN', 'NONE', { gone: true }), 'CREATE_PICKUP_REQUEST')).toEqual({
      ok: false,
      reason: 'STOCKED_IN',
    });
  });

  it('maps each phase to its per-country status', () => {
    expect(movementStatusOf('AE', 'WAITING', true)).toBe('DRIVER_ASSIGNED');
    expect(movementStatusOf('IN', 'WAITING', true)).toBe('PENDING');
    expect(movementStatusOf('KSA', 'RECEIVED', true)).toBe('ACCEPTED');
    expect(movementStatusOf('IN', 'CANCELLED', false)).toBe('DENIED');
    expect(movementStatusOf('AU', 'ON_ROAD', true)).toBe('IN_TRANSIT');
    expect(movementStatusOf('TH', 'RECEIVED', false)).toBe('DONE');
    expect(MOVEMENT_PHASES).toHaveLength(8);
  });

  it('derives allowedActions from the table and logisticMenu', () => {
    const perms = new Set(['logisticMenu'] as const);
    expect(movementAllowedActions(state('IN', 'NONE'), perms)).toEqual(['CREATE_MOVEMENT']);
    expect(movementAllowedActions(state('IN', 'WAITING'), perms)).toEqual([
      'CREATE_LOGISTIC',
      'TRIP_START',
      'SEND_NOTIFICATION',
    ]);
    expect(movementAllowedActions(state('AE', 'ON_ROAD'), perms)).toEqual(['TRIP_END', 'SEND_NOTIFICATION']);
    expect(movementAllowedActions(state('IN', 'WAITING'), new Set())).toEqual([]);
  });
});
