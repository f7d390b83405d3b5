import { useEffect, useMemo } from 'react';
import type { Country, Vertical, VehicleType } from '@b2c/domain';
import { useSession } from '../auth/use-session.ts';
import { needsReloadAfterStorageChange, readVertical, switchVertical } from './vertical-store.ts';

export interface VerticalState {
  vertical: Vertical | null;
  countries: readonly Country[];
  vehicleTypes: readonly VehicleType[];
  setCountry: (country: Country) => void;
  setVehicleType: (vehicleType: VehicleType) => void;
}

/** The signed-in user's vertical (SPEC §1): stored choice within the claims, switchable from the header. */
export const useVertical = (): VerticalState => {
  const { claims } = useSession();
  const vertical = useMemo(() => readVertical(claims), [claims]);
  return {
    vertical,
    countries: claims.countries,
    vehicleTypes: claims.vehicleTypes,
    setCountry: (country) => vertical && country !== vertical.country && switchVertical({ ...vertical, country }),
    setVehicleType: (vehicleType) =>
      vertical && vehicleType !== vertical.vehicleType && switchVertical({ ...vertical, vehicleType }),
  };
};

/** Another tab switched the vertical or logged out: this tab's data belongs to the old state, so reload. */
export const useVerticalSync = (reload: () => void = () => window.location.reload()): void => {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && needsReloadAfterStorageChange(event)) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);
};
