import { useMemo, type ComponentType } from 'react';
import type { InventoryRow } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useBatchActionDialog } from '../../shared/data-table/use-batch-action-dialog.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import type { BatchPickupDialogProps } from '../../shared/routing/feature-route.ts';
import { canOpenRoute, ROUTE_ACCESS } from '../../shared/routing/route-access.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { countInventory, fetchInventoryExport, fetchInventoryPage, INVENTORY_GRID_KEY } from './inventory-api.ts';
import { InventoryBatchDialog } from './inventory-batch-dialog.tsx';
import { inventoryColumns, inventoryFilters } from './inventory-columns.tsx';
import { PendingQueueLink } from './pending-action/pending-queue-link.tsx';

interface InventoryListPageProps {
  /** The movement area's batch pickup dialog, lent through the shell (the route passes it). */
  BatchPickupDialog?: ComponentType<BatchPickupDialogProps> | undefined;
}

/** SPEC §2 /inventory: the vertical's cars in the shared grid, with batch actions on a selection. */
export const InventoryListPage = ({ BatchPickupDialog }: InventoryListPageProps = {}) => {
  const f = useFormatters();
  const access = useAccess();
  const { uiRules, vertical } = access;
  const columns = useMemo(() => inventoryColumns(f, uiRules, vertical.country), [f, uiRules, vertical.country]);
  const filters = useMemo(() => inventoryFilters(vertical.country), [vertical.country]);
  const batch = useBatchActionDialog<InventoryRow>('batch', 'Bulk action…');
  const pickup = useBatchActionDialog<InventoryRow>('pickup', 'Create pickup requests…');
  // Pickup requests are the logistics area's: offered only where its dialog is lent and the user may use it.
  const mayCreatePickups = BatchPickupDialog !== undefined && canOpenRoute(ROUTE_ACCESS.logistic, access);
  const batchActions = useMemo(
    () => (mayCreatePickups ? [...batch.actions, ...pickup.actions] : batch.actions),
    [mayCreatePickups, batch.actions, pickup.actions],
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
        batchActions={batchActions}
        exportFileName="inventory"
      />
      {batch.rows ? <InventoryBatchDialog rows={batch.rows} onClose={batch.close} /> : null}
      {pickup.rows && BatchPickupDialog ? <BatchPickupDialog cars={pickup.rows} onClose={pickup.close} /> : null}
    </PageCard>
  );
};

/** The route's screen: the list with the batch pickup dialog the movement area lends. */
export const inventoryListPage = (BatchPickupDialog: ComponentType<BatchPickupDialogProps>): ComponentType =>
  function InventoryListWithPickupPage() {
    return <InventoryListPage BatchPickupDialog={BatchPickupDialog} />;
  };
