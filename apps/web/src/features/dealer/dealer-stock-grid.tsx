import { useMemo } from 'react';
import type { DealerStockRow } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { DEALER_STOCK_GRID_KEY, stockFetchers, useDealerLocations } from './dealer-api.ts';
import { stockColumns, stockFilters } from './dealer-columns.tsx';

/**
 * The cars standing at dealer locations, oldest arrival first, with their days there: the whole network's,
 * or one dealer's (its id is a fixed filter and its locations the location filter's choices).
 */
export const DealerStockGrid = ({ dealer }: { dealer?: { id: number; locationCodes: string[] } }) => {
  const f = useFormatters();
  const { vertical } = useAccess();
  const locations = useDealerLocations();
  const columns = useMemo(() => stockColumns(f, vertical.country), [f, vertical.country]);
  const filters = useMemo(
    () =>
      stockFilters(
        vertical.country,
        (locations.data ?? []).filter((l) => !dealer || dealer.locationCodes.includes(l.code)),
      ),
    [vertical.country, locations.data, dealer],
  );
  const fetchers = useMemo(() => {
    if (!dealer) return stockFetchers;
    const fixed = (filters: PageRequest['filters']) => ({ ...filters, dealerId: String(dealer.id) });
    return {
      fetchPage: (r: PageRequest) => stockFetchers.fetchPage({ ...r, filters: fixed(r.filters) }),
      fetchCount: (r: { filters: PageRequest['filters'] }) => stockFetchers.fetchCount({ filters: fixed(r.filters) }),
      fetchAll: (r: Parameters<typeof stockFetchers.fetchAll>[0]) =>
        stockFetchers.fetchAll({ ...r, filters: fixed(r.filters) }),
    };
  }, [dealer]);
  return (
    <DataGrid<DealerStockRow>
      gridKey={dealer ? `${DEALER_STOCK_GRID_KEY}-${dealer.id}` : DEALER_STOCK_GRID_KEY}
      paramPrefix="stock."
      {...fetchers}
      columns={columns}
      filters={filters}
      rowKey={(row) => row.id}
      exportFileName="dealer-stock"
    />
  );
};
