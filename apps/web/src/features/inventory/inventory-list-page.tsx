import { useMemo, type ComponentType } from 'react';
import type { InventoryRow } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useBatchActionDialog } from '../../shared/data-table/use-batch-action-dialog.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { useLiveArrivals, useLiveGridRows } from '../../shared/live/live-changes.tsx';
import { useSession } from '../../shared/auth/use-session.ts';
import { PENDING_QUEUE_KEY } from './pending-action/pending-action-api.ts';
import { countInventory, exportInventoryFile, fetchInventoryPage, INVENTORY_GRID_KEY } from './inventory-api.ts';
import { InventoryBatchDialog } from './inventory-batch-dialog.tsx';
import { inventoryColumns, inventoryFilters } from './inventory-columns.tsx';
import { PendingQueueLink } from './pending-action/pending-queue-link.tsx';

/** What a pickup request dialog gets for a grid selection: the chosen rows (identity, version, location). */
export interface InventoryPickupDialogProps {
  cars: readonly InventoryRow[];
  onClose: () => void;
}

export interface InventoryListPageProps {
  /**
   * The dialog that makes pickup requests for a selection: "Create pickup requests…" is offered only when
   * given. app/ gives the movement area's to a user who may use it (app/pages/inventory-list-with-pickup-page.tsx).
   */
  PickupDialog?: ComponentType<InventoryPickupDialogProps> | undefined;
}

/** What changes a car's row: its own audited changes, and its movements' (both keyed by appointment id). */
const CAR_CHANGES = ['inventory', 'inventory-movement'] as const;

/** SPEC §2 /inventory: the vertical's cars in the shared grid, with batch actions on a selection. */
export const InventoryListPage = ({ PickupDialog }: InventoryListPageProps = {}) => {
  const f = useFormatters();
  const { uiRules, vertical } = useAccess();
  const columns = useMemo(() => inventoryColumns(f, uiRules, vertical.country), [f, uiRules, vertical.country]);
  const filters = useMemo(() => inventoryFilters(vertical.country), [vertical.country]);
  const batch = useBatchActionDialog<InventoryRow>('batch', 'Bulk action…');
  const pickup = useBatchActionDialog<InventoryRow>('pickup', 'Create pickup requests…');
  const mayCreatePickups = PickupDialog !== undefined;
  // Issue 29: rows others change refetch and flash (a stock-in or a movement moves the car: its location and
  // stock state change); the pending link's count follows new requests.
  const changed = useLiveGridRows(CAR_CHANGES, INVENTORY_GRID_KEY);
  const { claims } = useSession();
  // Rows others add to the filter wait behind "N new — show" instead of moving the rows being read.
  const arrivals = useLiveArrivals(CAR_CHANGES, claims.displayName);
  useLiveGridRows('pending-action', PENDING_QUEUE_KEY);
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
        arrivals={arrivals}
        highlighted={changed}
        fetchPage={fetchInventoryPage}
        fetchCount={countInventory}
        exportFile={exportInventoryFile}
        batchActions={batchActions}
        exportFileName="inventory"
      />
      {batch.rows ? <InventoryBatchDialog rows={batch.rows} onClose={batch.close} /> : null}
      {pickup.rows && PickupDialog ? <PickupDialog cars={pickup.rows} onClose={pickup.close} /> : null}
    </PageCard>
  );
};
