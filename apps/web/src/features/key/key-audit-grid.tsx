import { useMemo } from 'react';
import { Tag } from 'antd';
import type { AuditLogEntry } from '@b2c/contracts';
import { codeLabel, fieldName } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { auditGrid } from './key-api.ts';

/**
 * The key audit trail (SPEC §7 GET audit/trail with page and size): every key change of the vertical,
 * or of one car when `appointmentId` is given; old → new per field, the actor per SPEC §3.
 */
export const KeyAuditGrid = ({ appointmentId }: { appointmentId?: string }) => {
  const { dateTime, recorded } = useFormatters();
  const columns = useMemo<GridColumn<AuditLogEntry>[]>(
    () => [
      { key: 'createdAt', title: 'When', value: (row) => dateTime(row.createdAt) },
      ...(appointmentId ? [] : [{ key: 'entityId', title: 'Appointment' }]),
      {
        key: 'action',
        title: 'Action',
        render: (row) => <Tag>{codeLabel(row.action)}</Tag>,
        value: (row) => codeLabel(row.action),
      },
      { key: 'field', title: 'Field', value: (row) => (row.field ? fieldName(row.field) : '') },
      { key: 'oldValue', title: 'Old value', value: (row) => recorded(row.field, row.oldValue) },
      { key: 'newValue', title: 'New value', value: (row) => recorded(row.field, row.newValue) },
      { key: 'actor', title: 'By' },
    ],
    [dateTime, recorded, appointmentId],
  );
  const grid = useMemo(() => auditGrid(appointmentId), [appointmentId]);
  return (
    <DataGrid<AuditLogEntry>
      {...grid}
      paramPrefix="audit."
      columns={columns}
      rowKey={(row) => row.id}
      title="Key audit trail"
    />
  );
};
