import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { locationEndpoints, masterdataEndpoints, movementStockInEndpoints } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE, type LocationType } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import type { StockInPath } from './stock-in-form.ts';

export const stockInKeys = {
  cities: (prefix: string) => ['stock-in', 'cities', prefix] as const,
  locations: (type: LocationType, cityCode: string) => ['stock-in', 'locations', type, cityCode] as const,
};

/** SPEC §2: active cities by name prefix (the autocomplete's options). */
export const useCitySearch = (prefix: string) =>
  useQuery({
    queryKey: stockInKeys.cities(prefix),
    queryFn: ({ signal }) =>
      call(
        masterdataEndpoints.cities,
        { query: { name: prefix, active: 'true', size: 20, sort: 'name,asc' } },
        { signal },
      ),
    enabled: prefix.length > 0,
    staleTime: 5 * 60_000,
  });

/** SPEC §2: locations of the type in the city, active only, 2000 a page, by name ascending. */
export const useStockInLocations = (type: LocationType | undefined, cityCode: string | undefined) =>
  useQuery({
    queryKey: stockInKeys.locations(type ?? 'C2B_YARD', cityCode ?? ''),
    queryFn: ({ signal }) =>
      call(
        locationEndpoints.list,
        {
          query: { locationType: type, cityCode, active: 'true', size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' },
        },
        { signal },
      ),
    enabled: Boolean(type && cityCode),
  });

export interface StockInRequest {
  path: StockInPath;
  value: string;
  locationCode: string;
  /** One per submit: a retry of the same submit (double tap, timeout) stocks in once. */
  idempotencyKey: string;
}

/**
 * What a stock-in changes, as the other screens key it in the query cache: the inventory grid (gridKey
 * 'inventory', and its audit grids 'inventory-…'), the logistics grid ('logistic'), every car detail and
 * what is read around it ('inventory', …) and the movement panels ('logistic', 'movement', id). Spelled
 * out here because a feature may not import another (lint); the stock-in test pins them against the
 * real DataGrid.
 */
export const isStaleAfterStockIn = (key: QueryKey): boolean => {
  const [area, name] = key;
  if (area === 'grid') return typeof name === 'string' && (name.startsWith('inventory') || name === 'logistic');
  return area === 'inventory' || (area === 'logistic' && name === 'movement');
};

/**
 * SPEC §7 stock-in by identifier: `inventory/reg-{value}` or `inventory/chassis-{value}`, `action=STOCK_IN`.
 * On success the screen behind the modal refetches what it shows (not awaited: the success step need not
 * wait for the grid).
 */
export const useStockIn = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: StockInRequest) =>
      call(
        r.path === 'chassis' ? movementStockInEndpoints.byChassis : movementStockInEndpoints.byReg,
        {
          params: { value: r.value },
          query: { action: 'STOCK_IN', comment: 'Stock-in scan from the panel' },
          body: { locationCode: r.locationCode },
        },
        { headers: { 'Idempotency-Key': r.idempotencyKey } },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ predicate: (q) => isStaleAfterStockIn(q.queryKey) });
    },
  });
};
