import { describe, it, expect } from 'vitest';
import {
  CITY_CODE_GROUPS,
  CITY_CODE_GROUP_NAMES,
  INDIAN_STATES,
  cityCodeGroupOf,
  indianStateName,
} from './indian-states.ts';

describe('INDIAN_STATES', () => {
  it('lists 28 states and 8 union territories with unique two-letter codes', () => {
    expect(INDIAN_STATES.filter((s) => !s.unionTerritory)).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.unionTerritory)).toHaveLength(8);
    const codes = INDIAN_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('looks names up by code', () => {
    expect(indianStateName('MH')).toBe('Maharashtra');
    expect(indianStateName('DL')).toBe('Delhi');
    expect(indianStateName('TG')).toBe('Telangana');
    expect(indianStateName('XX')).toBeUndefined();
  });
});

describe('CITY_CODE_GROUPS', () => {
  it('has NCR, GJ and MH, disjoint', () => {
    expect(CITY_CODE_GROUP_NAMES).toEqual(['NCR', 'GJ', 'MH']);
    const all = Object.values(CITY_CODE_GROUPS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds the group of a city', () => {
    expect(cityCodeGroupOf('GGN')).toBe('NCR');
    expect(cityCodeGroupOf('AMD')).toBe('GJ');
    expect(cityCodeGroupOf('PNQ')).toBe('MH');
    expect(cityCodeGroupOf('BLR')).toBeUndefined();
  });
});
