import { Button, Space, Tag, Typography } from 'antd';
import type { KeyDetail, KeyRequest } from '@b2c/contracts';
import {
  KEY_DETAIL_LABELS,
  KEY_REQUEST_STATE_LABELS,
  KEY_REQUEST_STATES,
  decideKeyRequest,
  labelOf,
  mayTakeKeyStep,
  type KeyRequestEvent,
} from '@b2c/domain';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import type { useFormatters } from '../../shared/format/use-formatters.ts';

type Formatters = ReturnType<typeof useFormatters>;

/** Who is looking: the buttons a row shows follow the same table and role rules the API enforces. */
export interface KeyViewer {
  userName: string;
  mayRequest: boolean;
  mayManage: boolean;
}

/** Colours whose text keeps 4.5:1 on its tag (antd's green and gold do not). */
const STATE_COLOURS: Record<KeyRequest['state'], string | undefined> = {
  REQUESTED: 'blue',
  READY_TO_BE_PICKED: 'purple',
  RECEIVED: undefined,
  CANCELLED: undefined,
};

const STEP_LABELS: Record<Exclude<KeyRequestEvent, 'CREATE'>, string> = {
  READY_TO_BE_PICKED: 'Ready to be picked',
  MARK_RECEIVED: 'Mark received',
  CANCEL: 'Cancel request',
};

/** The steps the viewer may take on a request now (domain table + roles). */
export const stepsFor = (row: KeyRequest, viewer: KeyViewer): Exclude<KeyRequestEvent, 'CREATE'>[] =>
  (['READY_TO_BE_PICKED', 'MARK_RECEIVED', 'CANCEL'] as const).filter((event) => {
    const decision = decideKeyRequest(row.id, row.state, event);
    return (
      decision.ok && mayTakeKeyStep(decision.transition.by, { ...viewer, isOwner: row.requestedBy === viewer.userName })
    );
  });

/** Remarks are user text: rendered as text (React escapes it), never as HTML. */
const remarksCell = (remarks: string | null) =>
  remarks ? <Typography.Text ellipsis={{ tooltip: remarks }}>{remarks}</Typography.Text> : null;

export const requestColumns = (
  f: Formatters,
  viewer: KeyViewer,
  onStep: (row: KeyRequest, step: Exclude<KeyRequestEvent, 'CREATE'>) => void,
): GridColumn<KeyRequest>[] => [
  { key: 'id', title: 'Request', sortable: true },
  { key: 'appointmentId', title: 'Appointment', sortable: true },
  { key: 'vinNumber', title: 'VIN' },
  {
    key: 'state',
    title: 'Status',
    sortable: true,
    value: (row) => labelOf(KEY_REQUEST_STATE_LABELS, row.state),
    render: (row) => <Tag color={STATE_COLOURS[row.state]}>{KEY_REQUEST_STATE_LABELS[row.state]}</Tag>,
  },
  { key: 'requestedBy', title: 'Requested by' },
  { key: 'numberOfKeys', title: 'Keys received' },
  // Bounded: an unbounded ellipsis cell widens the grid until Actions leaves a 1440 px screen (issue 24 #20).
  { key: 'remarks', title: 'Remarks', width: 200, render: (row) => remarksCell(row.remarks) },
  { key: 'createdAt', title: 'Requested at', sortable: true, value: (row) => f.dateTime(row.createdAt) },
  {
    key: 'updatedAt',
    title: 'Updated at',
    sortable: true,
    value: (row) => f.dateTime(row.updatedAt),
    defaultHidden: true,
  },
  { key: 'updatedBy', title: 'Updated by', defaultHidden: true },
  {
    key: 'actions',
    title: 'Actions',
    fixed: 'right',
    exportable: false,
    render: (row) => (
      <Space wrap size={4}>
        {stepsFor(row, viewer).map((step) => (
          <Button key={step} size="small" danger={step === 'CANCEL'} onClick={() => onStep(row, step)}>
            {STEP_LABELS[step]}
          </Button>
        ))}
      </Space>
    ),
  },
];

export const requestFilters: readonly GridFilterField[] = [
  {
    name: 'state',
    label: 'Request status',
    type: 'select',
    options: KEY_REQUEST_STATES.map((s) => ({ label: KEY_REQUEST_STATE_LABELS[s], value: s })),
  },
  { name: 'appointmentId', label: 'Appointment', type: 'text' },
];

export const outKeyColumns = (f: Formatters): GridColumn<KeyDetail>[] => [
  { key: 'appointmentId', title: 'Appointment', sortable: true },
  { key: 'keyType', title: 'Key', value: (row) => KEY_DETAIL_LABELS[row.keyType] },
  { key: 'holder', title: 'With', sortable: true },
  { key: 'since', title: 'Out since', sortable: true, value: (row) => f.dateTime(row.since) },
  {
    key: 'overdue',
    title: 'Overdue',
    value: (row) => (row.overdue ? 'Overdue' : ''),
    render: (row) => (row.overdue ? <Tag color="red">Overdue</Tag> : null),
  },
  { key: 'keyRequestId', title: 'Request' },
  { key: 'remarks', title: 'Remarks', render: (row) => remarksCell(row.remarks), defaultHidden: true },
  { key: 'updatedBy', title: 'Handed out by', defaultHidden: true },
];

export const outKeyFilters: readonly GridFilterField[] = [
  { name: 'appointmentId', label: 'Appointment', type: 'text' },
  { name: 'holder', label: 'With', type: 'text', placeholder: 'Starts with' },
  {
    name: 'overdue',
    label: 'Overdue',
    type: 'select',
    options: [
      { label: 'Overdue', value: 'true' },
      { label: 'Not overdue', value: 'false' },
    ],
  },
];
