import { Tag } from 'antd';
import type { AuditLogEntry } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { countLocationAudit, fetchLocationAudit, locationAuditGridKey } from './location-api.ts';

const auditColumns = (dateTime: (value: string) => string): GridColumn<AuditLogEntry>[] => [
  { key: 'createdAt', title: 'When', value: (row) => dateTime(row.createdAt) },
  { key: 'action', title: 'Action', render: (row) => <Tag>{row.action}</Tag>, value: (row) => row.action },
  { key: 'field', title: 'Field' },
  { key: 'oldValue', title: 'Old value' },
  { key: 'newValue', title: 'New value' },
  // The API formats the actor per SPEC §3 (user id, or initiator "via" source).
  { key: 'actor', title: 'By' },
];

/** The location's audit trail, newest first, paged on the server; its own URL parameters (`audit.`). */
export const LocationAuditTrail = ({ locationId }: { locationId: number }) => {
  const { dateTime } = useFormatters();
  return (
    <DataGrid
      gridKey={locationAuditGridKey(locationId)}
      paramPrefix="audit."
      columns={auditColumns(dateTime)}
      rowKey={(row) => row.id}
      fetchPage={fetchLocationAudit(locationId)}
      fetchCount={countLocationAudit(locationId)}
    />
  );
};
