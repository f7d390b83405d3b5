import { useMemo } from 'react';
import { Tabs } from 'antd';
import { Can } from '../../shared/auth/can.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { AddButton } from '../../shared/ui/add-button.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { dealerGrid } from './dealer-api.ts';
import { dealerColumns, dealerFilters } from './dealer-columns.tsx';
import { DealerStockGrid } from './dealer-stock-grid.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /big-dealer: the dealer directory and the stock at the dealers' locations. */
export const DealerListPage = () => {
  const { vertical } = useAccess();
  const filters = useMemo(() => dealerFilters(vertical.country), [vertical.country]);
  return (
    <PageCard
      title="Big Dealer Network"
      extra={
        <Can action="MANAGE_DEALERS">
          <AddButton to={paths.dealer.add()}>Add dealer</AddButton>
        </Can>
      }
    >
      <Tabs
        items={[
          {
            key: 'dealers',
            label: 'Dealers',
            children: (
              <DataGrid
                {...dealerGrid}
                columns={dealerColumns}
                filters={filters}
                rowKey={(row) => row.id}
                exportFileName="dealers"
              />
            ),
          },
          { key: 'stock', label: 'Stock at dealers', children: <DealerStockGrid /> },
        ]}
      />
    </PageCard>
  );
};
