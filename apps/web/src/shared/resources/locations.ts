import { useQuery } from '@tanstack/react-query';
import { locationEndpoints } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE, type LocationType } from '@b2c/domain';
import { call } from '../api/call.ts';
import { queryKeys } from '../api/query-keys.ts';

/**
 * Query keys of the store locations, read by several features (location, driver, master data, logistics);
 * a location save refreshes everything under `all`, so every picker sees the new or renamed location.
 */
const keys = queryKeys('location');
export const locationKeys = {
  ...keys,
  active: keys.of('active'),
  every: keys.of('every'),
  activeOfTypeIn: (type: LocationType, cityCode: string) => keys.of('active-of-type', type, cityCode),
  media: (id: number) => keys.of('media', id),
};

// A location picker's list: the dropdown size (SPEC §9), by name.
const pickerQuery = { size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' } as const;

/** The vertical's active locations, e.g. a driver's home location or a movement's destination. */
export const useActiveLocations = () =>
  useQuery({
    queryKey: locationKeys.active,
    queryFn: () => call(locationEndpoints.list, { query: { ...pickerQuery, active: 'true' } }),
    staleTime: 60_000,
  });

/** Every location of the vertical, inactive ones too (a zone may still name one). */
export const useEveryLocation = () =>
  useQuery({
    queryKey: locationKeys.every,
    queryFn: () => call(locationEndpoints.list, { query: pickerQuery }),
    staleTime: 60_000,
  });

/** SPEC §2: the active locations of one type in one city, by name (e.g. the stock-in yard pick); asks nothing until both are known. */
export const useActiveLocationsOfTypeIn = (type: LocationType | undefined, cityCode: string | undefined) =>
  useQuery({
    queryKey: locationKeys.activeOfTypeIn(type ?? 'C2B_YARD', cityCode ?? ''),
    queryFn: ({ signal }) =>
      call(
        locationEndpoints.list,
        { query: { ...pickerQuery, locationType: type, cityCode, active: 'true' } },
        { signal },
      ),
    enabled: Boolean(type && cityCode),
  });
