import { useQuery } from '@tanstack/react-query';
import {
  dealerEndpoints as api,
  type DealerAllocateBody,
  type DealerAllocationRow,
  type DealerInput,
  type DealerUpdate,
} from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { entityApi, gridFetchers } from '../../shared/data-table/entity-api.ts';

/** Grid keys: each grid remembers its columns under its own key (SPEC §2 "big dealer" grid). */
export const DEALER_GRID_KEY = 'big-dealer';
export const DEALER_STOCK_GRID_KEY = 'big-dealer-stock';

export const dealerKeys = {
  ...queryKeys('dealer'),
  locations: queryKeys('dealer').of('locations'),
};

const dealers = entityApi(api, { gridKey: DEALER_GRID_KEY, rowKey: dealerKeys.detail, staleAfterSave: dealerKeys.all });

/** The directory grid's key and callbacks, for its DataGrid. */
export const dealerGrid = dealers.grid;
/** The stock grid's callbacks; a dealer's own stock passes its id as a fixed filter. */
export const stockFetchers = gridFetchers({ list: api.stock, count: api.stockCount });

export const useDealer = (id: number) => dealers.useRow(id, () => call(api.get, { params: { id } }));

/** The vertical's Dealer and Dealer PNS locations (for the form and the allocation). */
export const useDealerLocations = () =>
  useQuery({ queryKey: dealerKeys.locations, queryFn: () => call(api.locations, {}), staleTime: 60_000 });

export const useCreateDealer = () => dealers.useSave((dealer: DealerInput) => call(api.create, { body: dealer }));
export const useUpdateDealer = (id: number) =>
  dealers.useSave((dealer: DealerUpdate) => call(api.update, { params: { id }, body: dealer }));

/** Each car's outcome, in the order sent (the bulk dialog shows them). */
export const allocateCars = (id: number, body: DealerAllocateBody): Promise<DealerAllocationRow[]> =>
  call(api.allocate, { params: { id }, body }).then((answer) => answer.rows);

/** After an allocation the dealers' stock counts and the stock grid are read again. */
export const useInvalidateDealers = dealers.useInvalidate;
