import { useMemo } from 'react';
import { Tag } from 'antd';
import type { AuditEndpoints, AuditLogEntry } from '@b2c/contracts';
import { codeLabel, fieldName } from '@b2c/domain';
import { call } from '../api/call.ts';
import { DataGrid } from '../data-table/data-grid.tsx';
import type { GridColumn, PageRequest } from '../data-table/data-grid-types.ts';
import { useFormatters, type Formatters } from '../format/use-formatters.ts';

/**
 * The grid key of one row's audit trail, named after the list grid it belongs to: a save that refreshes
 * every grid starting with the list's key (see `isGridStartingWith`) refreshes the trail too.
 */
export const auditGridKey = (listGridKey: string, id: string | number) => `${listGridKey}-audit-${id}`;

const auditColumns = ({ dateTime, recorded }: Formatters): GridColumn<AuditLogEntry>[] => [
  { key: 'createdAt', title: 'When', value: (row) => dateTime(row.createdAt) },
  // Codes and column names are the API's words; the trail shows the domain's labels (LIST_PRICE → "List Price").
  {
    key: 'action',
    title: 'Action',
    render: (row) => <Tag>{codeLabel(row.action)}</Tag>,
    value: (row) => codeLabel(row.action),
  },
  { key: 'field', title: 'Field', value: (row) => (row.field ? fieldName(row.field) : '') },
  // Lists, instants and amounts in words too: `["OPERATIONS"]` and UTC ISO strings were on screen (issue 24).
  { key: 'oldValue', title: 'Old value', value: (row) => recorded(row.field, row.oldValue) },
  { key: 'newValue', title: 'New value', value: (row) => recorded(row.field, row.newValue) },
  // The API formats the actor per SPEC §3 (user id, or initiator "via" source).
  { key: 'actor', title: 'By' },
];

interface AuditTrailProps {
  /** The entity's trail endpoints, from `auditLogEndpoints` in @b2c/contracts. */
  endpoints: AuditEndpoints;
  /** The audited row's id (numeric ids and appointment ids alike). */
  id: string | number;
  /** The grid key of the entity's list: the trail's own key is derived from it (`auditGridKey`). */
  listGridKey: string;
}

/**
 * One audited row's trail, one line per changed field, newest first, paged on the server, with its own
 * URL parameters (`audit.`) so it can sit below or beside another grid.
 * @example <AuditTrail endpoints={auditLogEndpoints.storeLocation} id={location.id} listGridKey="location" />
 */
export const AuditTrail = ({ endpoints, id, listGridKey }: AuditTrailProps) => {
  const formatters = useFormatters();
  const columns = useMemo(() => auditColumns(formatters), [formatters]);
  const fetchers = useMemo(() => {
    const params = { id: String(id) };
    return {
      fetchPage: ({ page, size }: PageRequest) => call(endpoints.list, { params, query: { page, size } }),
      fetchCount: () => call(endpoints.count, { params }).then((r) => r.count),
    };
  }, [endpoints, id]);
  return (
    <DataGrid<AuditLogEntry>
      gridKey={auditGridKey(listGridKey, id)}
      paramPrefix="audit."
      columns={columns}
      rowKey={(row) => row.id}
      {...fetchers}
    />
  );
};
