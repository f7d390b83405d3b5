import { describe, it, expect } from 'vitest';
import {
  INVENTORY_ALLOWED_ACTIONS,
  LOGISTICS_MODES,
  MOVEMENT_ACTIONS,
  MOVEMENT_TYPES,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_VENDORS,
  MOVEMENT_VENDOR_LABELS,
  REQUEST_TYPE_LABELS,
  movementTypesFor,
} from './movement-types.ts';

const labels = (country: Parameters<typeof movementTypesFor>[0]) =>
  movementTypesFor(country).map((t) => MOVEMENT_TYPE_LABELS[t]);

describe('movement types', () => {
  it('gives every country the four base types', () => {
    for (const c of ['IN', 'AE', 'TH', 'KSA', 'ID'] as const) {
      expect(labels(c)).toEqual(['Bought', 'Stock In', 'Stock Out', 'Stock Transfer']);
    }
  });

  it('adds the sourcing types in AU', () => {
    const au = labels('AU');
    expect(au.slice(0, 4)).toEqual(['Bought', 'Stock In', 'Stock Out', 'Stock Transfer']);
    for (const l of [
      'Source Pick-up',
      'At Source',
      'Parked',
      'C2B Source Pick-up',
      'C2B At Source',
      'C2B Parked',
      'Trade-in Source Pick-up',
      'Trade-in At Source',
      'Trade-in Parked',
      'Sourcing Cancellation',
      'Sourcing return',
      'Disposal',
    ]) {
      expect(au).toContain(l);
    }
    expect(au).toHaveLength(MOVEMENT_TYPES.length);
  });

  it('has unique codes and labels', () => {
    expect(new Set(MOVEMENT_TYPES).size).toBe(MOVEMENT_TYPES.length);
    expect(new Set(Object.values(MOVEMENT_TYPE_LABELS)).size).toBe(MOVEMENT_TYPES.length);
  });
});

describe('movement enumerations', () => {
  it('match SPEC', () => {
    expect(MOVEMENT_VENDORS.map((v) => MOVEMENT_VENDOR_LABELS[v])).toEqual([
      'DriveU',
      'In House',
      'C2B',
      'Offline',
      'Locus',
      'Zofeur',
    ]);
    expect(LOGISTICS_MODES).toEqual(['OWN_TRUCK', '3PL_VENDOR', 'CARCIERGE', 'VENDOR_ORGANIZED']);
    expect(Object.values(REQUEST_TYPE_LABELS)).toEqual(['Internal', 'External']);
    expect(INVENTORY_ALLOWED_ACTIONS).toEqual([
      'CREATE_MOVEMENT',
      'CREATE_LOGISTIC',
      'TRIP_START',
      'TRIP_END',
      'SEND_NOTIFICATION',
    ]);
    expect(MOVEMENT_ACTIONS).toContain('MARK_PENDING_FOR_DOCUMENTS');
    expect(MOVEMENT_ACTIONS).toHaveLength(12);
  });
});
