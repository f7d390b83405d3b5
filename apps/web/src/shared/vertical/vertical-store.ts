import { isClearedOnVerticalSwitch, type Country, type Vertical, type VehicleType } from '@b2c/domain';
import { readString, removeKey, storedKeys, writeString } from '../storage/browser-storage.ts';
import { WEB_STORAGE_KEYS } from '../storage/storage-keys.ts';

export interface VerticalClaims {
  countries: readonly Country[];
  vehicleTypes: readonly VehicleType[];
}

/**
 * The vertical to use: the stored choice when the claims still allow it, else the first claim.
 * Null when the user has no country or no vehicle type at all (every call would be refused).
 */
export const resolveVertical = (
  claims: VerticalClaims,
  stored: { country: string | null; vehicleType: string | null },
): Vertical | null => {
  const country = claims.countries.find((c) => c === stored.country) ?? claims.countries[0];
  const vehicleType = claims.vehicleTypes.find((v) => v === stored.vehicleType) ?? claims.vehicleTypes[0];
  return country && vehicleType ? { country, vehicleType } : null;
};

/** Reads the stored vertical and writes back the fallback, so every tab and call agrees on it. */
export const readVertical = (claims: VerticalClaims): Vertical | null => {
  const stored = {
    country: readString(WEB_STORAGE_KEYS.country),
    vehicleType: readString(WEB_STORAGE_KEYS.vehicleType),
  };
  const vertical = resolveVertical(claims, stored);
  if (vertical && stored.country !== vertical.country) writeString(WEB_STORAGE_KEYS.country, vertical.country);
  if (vertical && stored.vehicleType !== vertical.vehicleType) {
    writeString(WEB_STORAGE_KEYS.vehicleType, vertical.vehicleType);
  }
  return vertical;
};

/** SPEC §1: saved searches and column layouts name the old vertical's columns and values. */
export const clearVerticalScopedStorage = (): void => {
  storedKeys().filter(isClearedOnVerticalSwitch).forEach(removeKey);
};

/** Stores the new vertical, drops what belonged to the old one and reloads, as SPEC §1 asks. */
export const switchVertical = (next: Vertical, reload: () => void = () => window.location.reload()): void => {
  writeString(WEB_STORAGE_KEYS.country, next.country);
  writeString(WEB_STORAGE_KEYS.vehicleType, next.vehicleType);
  clearVerticalScopedStorage();
  reload();
};

/**
 * Whether another tab's storage change must reload this one: a switched vertical, or storage cleared
 * by a logout. A first write of the default (old value null) changes nothing here and is ignored.
 */
export const needsReloadAfterStorageChange = (event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean => {
  if (event.key === null) return true;
  const isVerticalKey = event.key === WEB_STORAGE_KEYS.country || event.key === WEB_STORAGE_KEYS.vehicleType;
  return isVerticalKey && event.oldValue !== null && event.oldValue !== event.newValue;
};
