import { useMemo } from 'react';
import type { InventoryRow } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useBulkActionDialog } from '../../shared/data-table/use-bulk-action-dialog.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { countInventory, fetchInventoryExport, fetchInventoryPage, INVENTORY_GRID_KEY } from './inventory-api.ts';
import { InventoryBulkDialog } from './inventory-bulk-dialog.tsx';
import { inventoryColumns, inventoryFilters } from './inventory-columns.tsx';

/** SPEC §2 /inventory: the vertical's cars in the shared grid, with bulk actions on a selection. */
export const InventoryListPage = () => {
  const f = useFormatters();
  const { uiRules, vertical } = useAccess();
  const columns = useMemo(() => inventoryColumns(f, uiRules, vertical.country), [f, uiRules, vertical.country]);
  const filters = useMemo(() => inventoryFilters(vertical.country), [vertical.country]);
  const bulk = useBulkActionDialog<InventoryRow>('bulk', 'Bulk action…');

  return (
    <PageCard title="Inventory">
      <DataGrid<InventoryRow>
        gridKey={INVENTORY_GRID_KEY}
        columns={columns}
        filters={filters}
        rowKey={(r) => r.appointmentId}
        fetchPage={fetchInventoryPage}
        fetchCount={countInventory}
        fetchAll={fetchInventoryExport}
        bulkActions={bulk.actions}
        exportFileName="inventory"
      />
      {bulk.rows ? <InventoryBulkDialog rows={bulk.rows} onClose={bulk.close} /> : null}
    </PageCard>
  );
};
