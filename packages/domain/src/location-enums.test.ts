import { describe, it, expect } from 'vitest';
import {
  CAPACITY_REASON_LABELS,
  INVENTORY_LOCATION_STATUSES,
  INVENTORY_LOCATION_STATUS_LABELS,
  LOCATION_SUBTYPES,
  LOCATION_TYPES,
  LOCATION_TYPE_LABELS,
  MASTER_DATA_LEVELS,
  NETWORK_TYPE_LABELS,
  networkTypesFor,
} from './location-enums.ts';

describe('location enumerations', () => {
  it('has the twelve SPEC location types', () => {
    expect(LOCATION_TYPES).toHaveLength(12);
    expect(LOCATION_TYPES.map((t) => LOCATION_TYPE_LABELS[t])).toEqual([
      'C2B Yard',
      'Service Center',
      'Studio',
      'Fulfillment Center',
      'Dealer',
      'DLT',
      'Inspection Area',
      'Loading Point',
      'Corporate Office',
      'Parent Hub',
      'PI/PDI Yard',
      'Dealer PNS',
    ]);
  });

  it('includes the SPEC subtypes', () => {
    expect(LOCATION_SUBTYPES).toContain('DLT');
    expect(LOCATION_SUBTYPES).toContain('EXTERNAL_VENDOR');
  });

  it('labels inventory location statuses', () => {
    expect(INVENTORY_LOCATION_STATUSES.map((s) => INVENTORY_LOCATION_STATUS_LABELS[s])).toEqual([
      'In Transit',
      'Stocked In',
      'Delivered to Customer',
      'Delivered to Sales',
      'Lost',
      'Pending',
    ]);
  });

  it('has the other SPEC lists', () => {
    expect(MASTER_DATA_LEVELS).toEqual(['CITY', 'STATE', 'ZONE']);
    expect(Object.values(CAPACITY_REASON_LABELS)).toEqual(['MRL Closed', 'Capacity Full']);
  });
});

describe('networkTypesFor', () => {
  const labels = (c: Parameters<typeof networkTypesFor>[0]) => networkTypesFor(c).map((t) => NETWORK_TYPE_LABELS[t]);

  it('is GS and Dealer in IN, B2C and C2B in AU, none elsewhere', () => {
    expect(labels('IN')).toEqual(['GS', 'Dealer']);
    expect(labels('AU')).toEqual(['B2C', 'C2B']);
    for (const c of ['AE', 'TH', 'KSA', 'ID'] as const) expect(networkTypesFor(c)).toEqual([]);
  });
});
