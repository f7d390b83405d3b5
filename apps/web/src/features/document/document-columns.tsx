import { Button, Space } from 'antd';
import type { DocumentRow } from '@b2c/contracts';
import {
  AGEING_BUCKETS,
  DOCUMENT_ACTION_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  PENDING_DOCUMENT_STATUSES,
  allowedDocumentActions,
  documentStatusLabel,
  slotCodeToLabel,
  isSlotCode,
  type DocumentAction,
} from '@b2c/domain';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import type { useFormatters } from '../../shared/format/use-formatters.ts';
import { paths } from '../../shared/routing/paths.ts';

export const documentPath = (d: Pick<DocumentRow, 'appointmentId' | 'documentType'>) =>
  paths.document.detail(d.appointmentId, d.documentType);

const bucketLabel = (key: string | null) => AGEING_BUCKETS.find((b) => b.key === key)?.label ?? '';
export const slotText = (slot: string | null) => (slot && isSlotCode(slot) ? slotCodeToLabel(slot) : (slot ?? ''));

/** The actions the transition table allows from the row's status, as buttons (none for a read-only user). */
export const DocumentActionButtons = ({
  row,
  onAction,
}: {
  row: DocumentRow;
  onAction: (row: DocumentRow, action: DocumentAction) => void;
}) => (
  <Space wrap size={4}>
    {allowedDocumentActions(row.status).map((action) => (
      <Button
        key={action}
        size="small"
        danger={action === 'MARK_LOST'}
        aria-label={`${DOCUMENT_ACTION_LABELS[action]} ${DOCUMENT_TYPE_LABELS[row.documentType]} of apt-${row.appointmentId}`}
        onClick={() => onAction(row, action)}
      >
        {DOCUMENT_ACTION_LABELS[action]}
      </Button>
    ))}
  </Space>
);

/** The pendency grid's columns; remarks are plain text (the grid never renders HTML). */
export const documentColumns = (
  f: Pick<ReturnType<typeof useFormatters>, 'date' | 'dateTime'>,
  onAction?: (row: DocumentRow, action: DocumentAction) => void,
): GridColumn<DocumentRow>[] => [
  {
    key: 'appointmentId',
    title: 'Appointment ID',
    sortable: true,
    render: (row) => <RowLink to={documentPath(row)}>{row.appointmentId}</RowLink>,
  },
  {
    key: 'documentType',
    title: 'Document',
    sortable: true,
    value: (row) => DOCUMENT_TYPE_LABELS[row.documentType],
  },
  { key: 'status', title: 'Status', sortable: true, value: (row) => documentStatusLabel(row.status) },
  { key: 'documentLocation', title: 'Current location', sortable: true },
  { key: 'destinationLocation', title: 'Destination', sortable: true },
  { key: 'ageDays', title: 'Age (days)', value: (row) => row.ageDays },
  { key: 'ageBucket', title: 'Ageing', value: (row) => bucketLabel(row.ageBucket) },
  { key: 'slot', title: 'Slot', value: (row) => slotText(row.slot), defaultHidden: true },
  { key: 'remarks', title: 'Remarks', width: 240 },
  { key: 'procuredAt', title: 'Procured', sortable: true, value: (row) => f.date(row.procuredAt) },
  {
    key: 'requestedAt',
    title: 'Requested',
    sortable: true,
    value: (row) => (row.requestedAt ? f.date(row.requestedAt) : ''),
    defaultHidden: true,
  },
  { key: 'updatedBy', title: 'Updated by' },
  { key: 'updatedAt', title: 'Updated at', sortable: true, value: (row) => f.dateTime(row.updatedAt) },
  ...(onAction
    ? [
        {
          key: 'actions',
          title: 'Actions',
          exportable: false,
          render: (row: DocumentRow) => <DocumentActionButtons row={row} onAction={onAction} />,
        },
      ]
    : []),
];

/** Filter names are the API's query parameters. */
export const documentFilters: readonly GridFilterField[] = [
  { name: 'appointmentId', label: 'Appointment ID', type: 'text' },
  {
    name: 'documentType',
    label: 'Document',
    type: 'select',
    options: DOCUMENT_TYPES.map((t) => ({ label: DOCUMENT_TYPE_LABELS[t], value: t })),
  },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: PENDING_DOCUMENT_STATUSES.map((s) => ({ label: documentStatusLabel(s), value: s })),
  },
  { name: 'location', label: 'Current location', type: 'text', placeholder: 'Location code' },
  {
    name: 'age',
    label: 'Ageing',
    type: 'select',
    options: AGEING_BUCKETS.map((b) => ({ label: b.label, value: b.key })),
  },
];
