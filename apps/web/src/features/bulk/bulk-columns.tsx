import { Progress } from 'antd';
import { BULK_TYPE_DEFINITIONS, BULK_UPLOAD_TYPES, type BulkRequest } from '@b2c/contracts';
import { BULK_REQUEST_STATUS_LABELS, BULK_REQUEST_STATUSES } from '@b2c/domain';
import { RowLink } from '../../shared/ui/row-link.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { paths } from '../../shared/routing/paths.ts';

/** Rows the job finished with, out of those it applies: the progress bar's percent. */
export const progressOf = (r: BulkRequest): number =>
  r.validRows === 0 ? 0 : Math.min(100, Math.round((r.doneRows / r.validRows) * 100));

export const BulkProgress = ({ request }: { request: BulkRequest }) => (
  <Progress
    percent={progressOf(request)}
    size="small"
    status={
      request.status === 'ABORTED' || request.stalled ? 'exception' : request.status === 'RUNNING' ? 'active' : 'normal'
    }
    aria-label={`Progress of bulk upload ${request.id}`}
  />
);

/** The one formatter's date-time, bound to the vertical (issue 24: "11/27/2026, 3:14:25 AM" was on screen). */
export type DateTimeFormat = (value: string | null | undefined) => string;

export const bulkColumns = (dateTime: DateTimeFormat): GridColumn<BulkRequest>[] => [
  { key: 'id', title: 'Id', sortable: true, render: (r) => <RowLink to={paths.bulk.detail(r.id)}>{r.id}</RowLink> },
  { key: 'type', title: 'Type', value: (r) => BULK_TYPE_DEFINITIONS[r.type].label },
  { key: 'fileName', title: 'File', sortable: true },
  { key: 'createdBy', title: 'By' },
  { key: 'createdAt', title: 'When', sortable: true, value: (r) => dateTime(r.createdAt) },
  { key: 'status', title: 'State', value: (r) => BULK_REQUEST_STATUS_LABELS[r.status] },
  { key: 'totalRows', title: 'Rows' },
  { key: 'validRows', title: 'Valid' },
  { key: 'appliedRows', title: 'Applied', value: (r) => String(r.appliedRows + r.pendingRows) },
  { key: 'failedRows', title: 'Failed' },
  { key: 'progress', title: 'Progress', render: (r) => <BulkProgress request={r} /> },
];

export const bulkFilters: readonly GridFilterField[] = [
  {
    name: 'type',
    label: 'Type',
    type: 'select',
    options: BULK_UPLOAD_TYPES.map((t) => ({ label: BULK_TYPE_DEFINITIONS[t].label, value: t })),
  },
  {
    name: 'status',
    label: 'State',
    type: 'select',
    options: BULK_REQUEST_STATUSES.map((s) => ({ label: BULK_REQUEST_STATUS_LABELS[s], value: s })),
  },
  { name: 'fileName', label: 'File', type: 'text', placeholder: 'Starts with' },
  { name: 'createdBy', label: 'By', type: 'text', placeholder: 'Starts with' },
];
