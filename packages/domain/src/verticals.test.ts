import { describe, it, expect } from 'vitest';
import {
  ALL_VERTICALS,
  COUNTRIES,
  CURRENCIES,
  TIME_ZONES,
  VEHICLE_TYPES,
  isCountry,
  isVehicleType,
  verticalKey,
} from './verticals.ts';

describe('verticals', () => {
  it('has six countries and two vehicle types, twelve verticals', () => {
    expect(COUNTRIES).toEqual(['IN', 'AE', 'AU', 'TH', 'KSA', 'ID']);
    expect(VEHICLE_TYPES).toEqual(['CAR', 'BIKE']);
    expect(ALL_VERTICALS).toHaveLength(12);
    expect(new Set(ALL_VERTICALS.map(verticalKey)).size).toBe(12);
  });

  it('keys a vertical as COUNTRY:TYPE', () => {
    expect(verticalKey({ country: 'KSA', vehicleType: 'BIKE' })).toBe('KSA:BIKE');
  });

  it('guards header values', () => {
    expect(isCountry('AU')).toBe(true);
    expect(isCountry('au')).toBe(false);
    expect(isCountry(undefined)).toBe(false);
    expect(isVehicleType('BIKE')).toBe(true);
    expect(isVehicleType('TRUCK')).toBe(false);
  });

  it('uses the SPEC time zones, all known to Intl', () => {
    expect(TIME_ZONES).toEqual({
      IN: 'Asia/Kolkata',
      AE: 'Asia/Dubai',
      TH: 'Asia/Bangkok',
      ID: 'Asia/Jakarta',
      KSA: 'Asia/Riyadh',
      AU: 'Australia/Sydney',
    });
    for (const zone of Object.values(TIME_ZONES)) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });

  it('has a currency per country', () => {
    for (const c of COUNTRIES) expect(CURRENCIES[c]).toMatch(/^[A-Z]{3}$/);
    expect(CURRENCIES.KSA).toBe('SAR');
  });
});
