import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@b2c/domain';
import { needsReloadAfterStorageChange, readVertical, resolveVertical, switchVertical } from './vertical-store.ts';

const claims = { countries: ['IN', 'AU'] as const, vehicleTypes: ['CAR', 'BIKE'] as const };

describe('vertical store', () => {
  it('defaults to the first claims and writes them back', () => {
    expect(readVertical(claims)).toEqual({ country: 'IN', vehicleType: 'CAR' });
    expect(localStorage.getItem('country')).toBe('IN');
    expect(localStorage.getItem('vehicleType')).toBe('CAR');
  });

  it('keeps a stored choice inside the claims and replaces one outside them', () => {
    expect(resolveVertical(claims, { country: 'AU', vehicleType: 'BIKE' })).toEqual({
      country: 'AU',
      vehicleType: 'BIKE',
    });
    expect(resolveVertical(claims, { country: 'TH', vehicleType: 'TRUCK' })).toEqual({
      country: 'IN',
      vehicleType: 'CAR',
    });
    expect(resolveVertical({ countries: [], vehicleTypes: ['CAR'] }, { country: null, vehicleType: null })).toBeNull();
  });

  it('switching stores the choice, clears saved searches and column layouts, keeps the rest, reloads', () => {
    localStorage.setItem(STORAGE_KEYS.gridColumns('inventory'), '["a"]');
    localStorage.setItem(STORAGE_KEYS.savedSearches('driver'), '[]');
    localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, 'true');
    const reload = vi.fn();
    switchVertical({ country: 'AU', vehicleType: 'CAR' }, reload);
    expect(localStorage.getItem('country')).toBe('AU');
    expect(localStorage.getItem(STORAGE_KEYS.gridColumns('inventory'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.savedSearches('driver'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads other tabs on a switch or a logout, not on a first default', () => {
    expect(needsReloadAfterStorageChange({ key: 'country', oldValue: 'IN', newValue: 'AU' })).toBe(true);
    expect(needsReloadAfterStorageChange({ key: 'vehicleType', oldValue: 'CAR', newValue: 'BIKE' })).toBe(true);
    expect(needsReloadAfterStorageChange({ key: null, oldValue: null, newValue: null })).toBe(true);
    expect(needsReloadAfterStorageChange({ key: 'country', oldValue: null, newValue: 'IN' })).toBe(false);
    expect(needsReloadAfterStorageChange({ key: 'sidebarCollapsed', oldValue: 'false', newValue: 'true' })).toBe(false);
  });
});
