import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import type { ScheduledMovement } from '@b2c/contracts';
import {
  MOVEMENT_VENDOR_LABELS,
  SCHEDULED_STATE_LABELS,
  SCHEDULED_STATES,
  SCHEDULE_REPEAT_LABELS,
  labelOf,
  LOGISTICS_MODE_LABELS,
} from '@b2c/domain';
import { formatSlot } from '../../shared/format/format-values.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { paths } from '../../shared/routing/paths.ts';

const STATE_COLORS = { SCHEDULED: 'blue', RAISED: 'green', FAILED: 'red', CANCELLED: 'default' } as const;

/** When it runs, in the vertical's zone: "2026-01-06 07:00", and for a repeating one how it repeats. */
const whenOf = (row: ScheduledMovement) => {
  const days = row.repeat === 'WEEKLY' ? ` (${row.weekdays.map((d) => d.slice(0, 3)).join(', ')})` : '';
  return `${row.runDate} ${row.runTime} · ${SCHEDULE_REPEAT_LABELS[row.repeat]}${days}`;
};

/** The last occurrence's movements: each raised car links to its movement (`/logistic/{appointmentId}`). */
const RaisedLinks = ({ row }: { row: ScheduledMovement }) => (
  <Space size={4} wrap>
    {row.lastRuns
      .filter((run) => run.outcome === 'RAISED')
      .map((run) => (
        <RowLink key={run.appointmentId} to={paths.movement.detail(run.appointmentId)}>
          {run.appointmentId}
        </RowLink>
      ))}
  </Space>
);

export const scheduledColumns = (actions: (row: ScheduledMovement) => ReactNode): GridColumn<ScheduledMovement>[] => [
  { key: 'id', title: 'Id', sortable: true },
  {
    key: 'appointmentIds',
    title: 'Cars',
    value: (row) => row.appointmentIds.join(' '),
    render: (row) => `${row.appointmentIds.length} · ${row.appointmentIds.join(', ')}`,
  },
  { key: 'fromLocationCode', title: 'From' },
  { key: 'toLocationCode', title: 'To' },
  { key: 'vendor', title: 'Vendor', value: (row) => labelOf(MOVEMENT_VENDOR_LABELS, row.vendor) },
  {
    key: 'logisticsMode',
    title: 'Mode',
    value: (row) => (row.logisticsMode ? labelOf(LOGISTICS_MODE_LABELS, row.logisticsMode) : ''),
  },
  { key: 'slot', title: 'Pickup slot', value: (row) => formatSlot(row.slot) },
  { key: 'runAt', title: 'Raise at', sortable: true, value: whenOf },
  {
    key: 'state',
    title: 'State',
    sortable: true,
    value: (row) => SCHEDULED_STATE_LABELS[row.state],
    render: (row) => <Tag color={STATE_COLORS[row.state]}>{SCHEDULED_STATE_LABELS[row.state]}</Tag>,
  },
  {
    key: 'failureReason',
    title: 'Failure reason',
    render: (row) =>
      row.failureReason ? (
        <Typography.Text type="danger" style={{ whiteSpace: 'pre-line' }}>
          {row.failureReason}
        </Typography.Text>
      ) : null,
  },
  {
    key: 'raised',
    title: 'Raised movements',
    value: (row) =>
      row.lastRuns
        .filter((r) => r.movementId)
        .map((r) => r.appointmentId)
        .join(' '),
    render: (row) => <RaisedLinks row={row} />,
  },
  { key: 'remarks', title: 'Remarks', defaultHidden: true },
  { key: 'createdBy', title: 'Scheduled by', defaultHidden: true },
  { key: 'updatedAt', title: 'Updated at', sortable: true, defaultHidden: true },
  { key: 'actions', title: 'Actions', exportable: false, render: actions },
];

/** Filter names are the API's query parameters. */
export const scheduledFilters: readonly GridFilterField[] = [
  {
    name: 'state',
    label: 'State',
    type: 'select',
    options: SCHEDULED_STATES.map((s) => ({ label: SCHEDULED_STATE_LABELS[s], value: s })),
    primary: true,
  },
  { name: 'appointmentId', label: 'Appointment id', type: 'text' },
];
