import { Tag } from 'antd';
import type { FastagOrder } from '@b2c/contracts';
import {
  FASTAG_KYC_STATUS_LABELS,
  FASTAG_KYC_STATUSES,
  FASTAG_ORDER_STATE_LABELS,
  FASTAG_ORDER_STATES,
  labelOf,
  type FastagKycStatus,
} from '@b2c/domain';
import { RowLink } from '../../shared/ui/row-link.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { paths } from '../../shared/routing/paths.ts';

/** Only the antd colours whose text keeps 4.5:1 contrast (gold and green do not). */
const KYC_COLOURS: Readonly<Record<FastagKycStatus, string | undefined>> = {
  NOT_SUBMITTED: undefined,
  PENDING: 'blue',
  VERIFIED: 'purple',
  REJECTED: 'red',
};

export const kycTag = (status: FastagKycStatus) => (
  <Tag color={KYC_COLOURS[status]}>{FASTAG_KYC_STATUS_LABELS[status]}</Tag>
);

/** The grid of issue 17: order, car, customer name and mobile, serial number, KYC status, order status, age. */
export const fastagColumns: readonly GridColumn<FastagOrder>[] = [
  {
    key: 'orderNumber',
    title: 'Order',
    sortable: true,
    render: (row) => <RowLink to={paths.fastag.detail(row.id)}>{row.orderNumber}</RowLink>,
  },
  {
    key: 'car',
    title: 'Car',
    value: (row) => [row.appointmentId, row.registrationNumber].filter(Boolean).join(' · '),
  },
  { key: 'customerName', title: 'Customer name', sortable: true },
  { key: 'customerMobile', title: 'Customer mobile' },
  { key: 'serialNumber', title: 'Serial number', value: (row) => row.serialNumber ?? '—' },
  {
    key: 'kycStatus',
    title: 'KYC status',
    sortable: true,
    value: (row) => labelOf(FASTAG_KYC_STATUS_LABELS, row.kycStatus),
    render: (row) => kycTag(row.kycStatus),
  },
  {
    key: 'status',
    title: 'Order status',
    sortable: true,
    value: (row) => labelOf(FASTAG_ORDER_STATE_LABELS, row.status),
  },
  { key: 'createdAt', title: 'Age', sortable: true, value: (row) => `${row.ageDays} d` },
  { key: 'tagClass', title: 'Tag class', defaultHidden: true },
  { key: 'updatedAt', title: 'Updated', sortable: true, defaultHidden: true },
];

/** Filter names are the API's query parameters. */
export const fastagFilters: readonly GridFilterField[] = [
  { name: 'orderNumber', label: 'Order', type: 'text', placeholder: 'Starts with' },
  { name: 'appointmentId', label: 'Appointment id', type: 'text' },
  { name: 'customerMobile', label: 'Customer mobile', type: 'text' },
  { name: 'serialNumber', label: 'Serial number', type: 'text' },
  {
    name: 'kycStatus',
    label: 'KYC status',
    type: 'select',
    options: FASTAG_KYC_STATUSES.map((s) => ({ label: FASTAG_KYC_STATUS_LABELS[s], value: s })),
  },
  {
    name: 'status',
    label: 'Order status',
    type: 'select',
    options: FASTAG_ORDER_STATES.map((s) => ({ label: FASTAG_ORDER_STATE_LABELS[s], value: s })),
  },
];
