import { useMemo, type ComponentType } from 'react';
import type { InventoryRow } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useBulkActionDialog } from '../../shared/data-table/use-bulk-action-dialog.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import type { BulkPickupDialogProps } from '../../shared/routing/feature-route.ts';
import { canOpenRoute, ROUTE_ACCESS } from '../../shared/routing/route-access.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { countInventory, fetchInventoryExport, fetchInventoryPage, INVENTORY_GRID_KEY } from './inventory-api.ts';
import { InventoryBulkDialog } from './inventory-bulk-dialog.tsx';
import { inventoryColumns, inventoryFilters } from './inventory-columns.tsx';
import { PendingQueueLink } from './pending-action/pending-queue-link.tsx';

interface InventoryListPageProps {
  /** The movement area's bulk pickup dialog, lent through the shell (the route passes it). */
  BulkPickupDialog?: ComponentType<BulkPickupDialogProps> | undefined;
}

/** SPEC §2 /inventory: the vertical's cars in the shared grid, with bulk actions on a selection. */
export const InventoryListPage = ({ BulkPickupDialog }: InventoryListPageProps = {}) => {
  const f = useFormatters();
  const access = useAccess();
  const { uiRules, vertical } = access;
  const columns = useMemo(() => inventoryColumns(f, uiRules, vertical.country), [f, uiRules, vertical.country]);
  const filters = useMemo(() => inventoryFilters(vertical.country), [vertical.country]);
  const bulk = useBulkActionDialog<InventoryRow>('bulk', 'Bulk action…');
  const pickup = useBulkActionDialog<InventoryRow>('pickup', 'Create pickup requests…');
  // Pickup requests are the logistics area's: offered only where its dialog is lent and the user may use it.
  const mayCreatePickups = BulkPickupDialog !== undefined && canOpenRoute(ROUTE_ACCESS.logistic, access);
  const bulkActions = useMemo(
    () => (mayCreatePickups ? [...bulk.actions, ...pickup.actions] : bulk.actions),
    [mayCreatePickups, bulk.actions, pickup.actions],
  );

  return (
    <PageCard title="Inventory" extra={<PendingQueueLink />}>
      <DataGrid<InventoryRow>
        gridKey={INVENTORY_GRID_KEY}
        columns={columns}
        filters={filters}
        rowKey={(r) => r.appointmentId}
        fetchPage={fetchInventoryPage}
        fetchCount={countInventory}
        fetchAll={fetchInventoryExport}
        bulkActions={bulkActions}
        exportFileName="inventory"
      />
      {bulk.rows ? <InventoryBulkDialog rows={bulk.rows} onClose={bulk.close} /> : null}
      {pickup.rows && BulkPickupDialog ? <BulkPickupDialog cars={pickup.rows} onClose={pickup.close} /> : null}
    </PageCard>
  );
};

/** The route's screen: the list with the bulk pickup dialog the movement area lends. */
export const inventoryListPage = (BulkPickupDialog: ComponentType<BulkPickupDialogProps>): ComponentType =>
  function InventoryListWithPickupPage() {
    return <InventoryListPage BulkPickupDialog={BulkPickupDialog} />;
  };
