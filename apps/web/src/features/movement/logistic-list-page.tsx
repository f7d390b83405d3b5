import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { LogisticRow } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useBatchActionDialog } from '../../shared/data-table/use-batch-action-dialog.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { useLiveArrivals, useLiveGridRows } from '../../shared/live/live-changes.tsx';
import { useSession } from '../../shared/auth/use-session.ts';
import { toast } from '../../shared/ui/toast.ts';
import { LOGISTIC_GRID_KEY, countLogistic, fetchLogisticPage } from './logistic-api.ts';
import { LogisticBatchVendorDialog } from './logistic-batch-vendor-dialog.tsx';
import { logisticColumns, logisticFilters } from './logistic-columns.tsx';
import { useOpenMovementExport } from './open-movement-export.ts';

const ExportOpenMovements = () => {
  const run = useOpenMovementExport();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void click()}>
      Export open movements
    </Button>
  );
};

/** SPEC §2 /logistic: the vertical's movements, in the API's fixed order, with batch vendor assignment. */
export const LogisticListPage = () => {
  const f = useFormatters();
  const { vertical } = useAccess();
  const columns = useMemo(() => logisticColumns(f), [f]);
  const filters = useMemo(() => logisticFilters(vertical.country), [vertical.country]);
  const batch = useBatchActionDialog<LogisticRow>('vendor', 'Assign vendor…');
  // Issue 29: a movement another user changes refetches the grid; marked by its car.
  const changedCars = useLiveGridRows('inventory-movement', LOGISTIC_GRID_KEY);
  const { claims } = useSession();
  // Rows others add to the filter wait behind "N new — show" instead of moving the rows being read.
  const arrivals = useLiveArrivals('inventory-movement', claims.displayName);

  return (
    <PageCard title="Logistics" extra={<ExportOpenMovements />}>
      <DataGrid<LogisticRow>
        gridKey={LOGISTIC_GRID_KEY}
        columns={columns}
        filters={filters}
        rowKey={(r) => r.id}
        arrivals={arrivals}
        highlighted={changedCars}
        highlightBy={(r) => r.appointmentId}
        fetchPage={fetchLogisticPage}
        fetchCount={countLogistic}
        batchActions={batch.actions}
      />
      {batch.rows ? <LogisticBatchVendorDialog rows={batch.rows} onClose={batch.close} /> : null}
    </PageCard>
  );
};
