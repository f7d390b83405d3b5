import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from './verticals.ts';
import { COUNTRY_BOUNDS, coordinateProblems, isInCountry } from './country-bounds.ts';

/** A known place of each country, at its edges too: each must lie in its own box. */
const PLACES: Record<Country, [string, number, number][]> = {
  IN: [
    ['Bengaluru', 12.97, 77.59],
    ['Indira Point', 6.75, 93.84],
    ['Leh', 34.15, 77.58],
    ['Kavaratti', 10.57, 72.64],
    ['Tawang', 27.59, 91.87],
  ],
  AE: [
    ['Dubai', 25.2, 55.27],
    ['Abu Dhabi', 24.45, 54.38],
    ['Fujairah', 25.13, 56.33],
  ],
  AU: [
    ['Sydney', -33.87, 151.21],
    ['Hobart', -42.88, 147.33],
    ['Perth', -31.95, 115.86],
    ['Thursday Island', -10.58, 142.22],
  ],
  TH: [
    ['Bangkok', 13.75, 100.5],
    ['Chiang Rai', 19.91, 99.83],
    ['Hat Yai', 7.01, 100.47],
  ],
  KSA: [
    ['Riyadh', 24.69, 46.72],
    ['Jeddah', 21.49, 39.19],
    ['Dammam', 26.43, 50.1],
    ['Jazan', 16.89, 42.55],
  ],
  ID: [
    ['Jakarta', -6.21, 106.85],
    ['Banda Aceh', 5.55, 95.32],
    ['Jayapura', -2.53, 140.72],
    ['Kupang', -10.17, 123.6],
  ],
};

describe('country bounds', () => {
  it.each(COUNTRIES.map((c) => [c] as const))('holds every known place of %s, and its box is well-formed', (c) => {
    const box = COUNTRY_BOUNDS[c];
    expect(box.south).toBeLessThan(box.north);
    expect(box.west).toBeLessThan(box.east);
    for (const [, lat, lng] of PLACES[c]) expect(isInCountry(c, lat, lng)).toBe(true);
  });

  it('refuses the usual slips: swapped coordinates, a lost sign, another country', () => {
    expect(isInCountry('IN', 77.59, 12.97)).toBe(false);
    expect(isInCountry('AU', 33.87, 151.21)).toBe(false);
    expect(isInCountry('IN', 25.2, 55.27)).toBe(false);
    expect(isInCountry('AE', 12.97, 77.59)).toBe(false);
    expect(isInCountry('ID', 13.75, 100.5)).toBe(false);
  });

  it('names the coordinate that is out and the country, and lets a missing one be', () => {
    expect(coordinateProblems('IN', { latitude: 40, longitude: 77 })).toEqual([
      { field: 'latitude', message: 'is outside India (between 6 and 37.5)' },
    ]);
    expect(coordinateProblems('AE', { latitude: 12.97, longitude: 77.59 })).toEqual([
      { field: 'latitude', message: 'is outside the United Arab Emirates (between 22.5 and 26.3)' },
      { field: 'longitude', message: 'is outside the United Arab Emirates (between 51.4 and 56.5)' },
    ]);
    expect(coordinateProblems('IN', { latitude: null, longitude: undefined })).toEqual([]);
    expect(coordinateProblems('KSA', { longitude: 20 })).toEqual([
      { field: 'longitude', message: 'is outside Saudi Arabia (between 34.4 and 55.7)' },
    ]);
  });
});
