import { useMemo } from 'react';
import type { AuditLogEntry } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { countInventoryAudit, fetchInventoryAudit, INVENTORY_AUDIT_GRID_KEY } from './inventory-api.ts';

/** The car's audit trail, one row per changed field, newest first; the actor per SPEC §3. */
export const InventoryAuditTrail = ({ appointmentId }: { appointmentId: string }) => {
  const f = useFormatters();
  const columns = useMemo<GridColumn<AuditLogEntry>[]>(
    () => [
      { key: 'createdAt', title: 'When', value: (e) => f.dateTime(e.createdAt) },
      { key: 'action', title: 'Action' },
      { key: 'field', title: 'Field' },
      { key: 'oldValue', title: 'Old value' },
      { key: 'newValue', title: 'New value' },
      { key: 'actor', title: 'By' },
    ],
    [f],
  );
  const fetchPage = useMemo(() => fetchInventoryAudit(appointmentId), [appointmentId]);
  const fetchCount = useMemo(() => countInventoryAudit(appointmentId), [appointmentId]);
  return (
    <DataGrid<AuditLogEntry>
      // One grid key per car: the grid's query cache is keyed by it.
      gridKey={`${INVENTORY_AUDIT_GRID_KEY}-${appointmentId}`}
      paramPrefix="audit."
      columns={columns}
      rowKey={(e) => e.id}
      fetchPage={fetchPage}
      fetchCount={fetchCount}
    />
  );
};
