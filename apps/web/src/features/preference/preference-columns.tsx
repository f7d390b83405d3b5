import { Button, Space } from 'antd';
import type { DndEntry, UserPreference } from '@b2c/contracts';
import { CONTACT_CHANNELS, CONTACT_CHANNEL_LABELS, labelOf } from '@b2c/domain';
import { ActiveStatus } from '../../shared/ui/row-link.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';

export const CHANNEL_OPTIONS = CONTACT_CHANNELS.map((c) => ({ label: CONTACT_CHANNEL_LABELS[c], value: c }));

const channelNames = (channels: readonly string[]) =>
  channels.map((c) => labelOf(CONTACT_CHANNEL_LABELS, c)).join(', ');

export const preferenceColumns = (onEdit: (row: UserPreference) => void): GridColumn<UserPreference>[] => [
  {
    key: 'mobileNumber',
    title: 'Mobile number',
    sortable: true,
    render: (row) => (
      <Button type="link" style={{ padding: 0 }} onClick={() => onEdit(row)}>
        {row.mobileNumber}
      </Button>
    ),
  },
  { key: 'customerName', title: 'Customer', sortable: true },
  {
    key: 'preferredChannel',
    title: 'Preferred channel',
    value: (row) => labelOf(CONTACT_CHANNEL_LABELS, row.preferredChannel),
  },
  { key: 'preferredLanguage', title: 'Language' },
  { key: 'remarks', title: 'Remarks' },
  { key: 'updatedBy', title: 'Updated by', defaultHidden: true },
  { key: 'updatedAt', title: 'Updated at', sortable: true, defaultHidden: true },
];

export const preferenceFilters: readonly GridFilterField[] = [
  { name: 'mobileNumber', label: 'Mobile number', type: 'text', placeholder: 'Digits' },
  { name: 'preferredChannel', label: 'Preferred channel', type: 'select', options: CHANNEL_OPTIONS },
];

export const dndColumns = (actions: {
  onEdit: (row: DndEntry) => void;
  onRemove: (row: DndEntry) => void;
}): GridColumn<DndEntry>[] => [
  { key: 'mobileNumber', title: 'Mobile number', sortable: true },
  { key: 'reason', title: 'Reason' },
  { key: 'channels', title: 'Channels', value: (row) => channelNames(row.channels) },
  { key: 'expiresOn', title: 'Last day', value: (row) => row.expiresOn ?? 'Until removed' },
  { key: 'active', title: 'Active', render: (row) => <ActiveStatus active={row.active} />, value: (row) => row.active },
  { key: 'updatedBy', title: 'Updated by', defaultHidden: true },
  { key: 'updatedAt', title: 'Updated at', sortable: true, defaultHidden: true },
  {
    key: 'actions',
    title: 'Actions',
    exportable: false,
    render: (row) => (
      <Space size={0} wrap>
        <Button type="link" onClick={() => actions.onEdit(row)} aria-label={`Edit ${row.mobileNumber}`}>
          Edit
        </Button>
        <Button type="link" danger onClick={() => actions.onRemove(row)} aria-label={`Remove ${row.mobileNumber}`}>
          Remove
        </Button>
      </Space>
    ),
  },
];

export const dndFilters: readonly GridFilterField[] = [
  { name: 'mobileNumber', label: 'Mobile number', type: 'text', placeholder: 'Digits' },
  { name: 'channel', label: 'Channel', type: 'select', options: CHANNEL_OPTIONS },
  {
    name: 'active',
    label: 'In force',
    type: 'select',
    options: [
      { label: 'In force', value: 'true' },
      { label: 'Expired', value: 'false' },
    ],
  },
];
