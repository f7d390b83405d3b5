import type { Vertical } from '@b2c/domain';
import { vehicleFor } from '../apps/api/src/seed/inventory-vehicle.ts';

/** The vertical every hot-path bench reads (the scale seed fills all twelve alike). */
export const BENCH_VERTICAL: Vertical = { country: 'IN', vehicleType: 'CAR' };

export interface LookupCar {
  searchKey: 'registrationNumber' | 'chassisNumber';
  searchValue: string;
}

/**
 * 200 seeded cars of IN / CAR spread over the vertical, looked up by registration (even ones that have it)
 * or chassis. The scale seed numbers each vertical's cars 0..perVertical-1 (twelve verticals).
 */
export function lookupCars(rows: number): LookupCar[] {
  const perVertical = Math.floor(rows / 12);
  return Array.from({ length: 200 }, (_, i) => {
    const car = vehicleFor(BENCH_VERTICAL, Math.floor((i * perVertical) / 200), []);
    return i % 2 === 0 && car.registration_number
      ? { searchKey: 'registrationNumber' as const, searchValue: car.registration_number }
      : { searchKey: 'chassisNumber' as const, searchValue: car.chassis_number };
  });
}

/** The API's path for one lookup (the panel's search box asks the same). */
export const lookupPath = (l: LookupCar) =>
  `/api/inventory?searchKey=${l.searchKey}&searchValue=${encodeURIComponent(l.searchValue)}&size=10`;
