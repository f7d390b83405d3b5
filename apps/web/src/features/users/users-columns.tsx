import { Space } from 'antd';
import type { ManagedUser } from '@b2c/contracts';
import {
  IDENTITY_PROVIDER_LABELS,
  IDENTITY_PROVIDERS,
  USER_CATEGORIES,
  USER_CATEGORY_LABELS,
  labelOf,
  groupLabel,
} from '@b2c/domain';
import { ACTIVE_FILTER, activeStatusColumn } from '../../shared/data-table/active-status-columns.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { paths } from '../../shared/routing/paths.ts';

export const CATEGORY_OPTIONS = USER_CATEGORIES.map((c) => ({ label: USER_CATEGORY_LABELS[c], value: c }));
export const IDENTITY_PROVIDER_OPTIONS = IDENTITY_PROVIDERS.map((p) => ({
  label: IDENTITY_PROVIDER_LABELS[p],
  value: p,
}));

/** Issue 13's V2 grid: name, username, e-mail, phone, category, organisation, groups, verticals, status, IdP, last sign-in. */
export const userColumns = (dateTime: (value: string) => string): readonly GridColumn<ManagedUser>[] => [
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => (
      <Space size="small" wrap={false}>
        <UserAvatar user={row} />
        <RowLink to={paths.users.detail(row.id)}>{row.name}</RowLink>
      </Space>
    ),
  },
  { key: 'userName', title: 'Username', sortable: true },
  { key: 'email', title: 'E-mail', sortable: true },
  { key: 'phone', title: 'Phone' },
  { key: 'category', title: 'Category', sortable: true, value: (row) => labelOf(USER_CATEGORY_LABELS, row.category) },
  { key: 'organisationName', title: 'Organisation' },
  { key: 'groups', title: 'Groups', value: (row) => row.groups.map((g) => groupLabel(g.name)).join(', ') },
  { key: 'countries', title: 'Countries', value: (row) => row.countries.join(', ') },
  { key: 'vehicleTypes', title: 'Vehicle types', value: (row) => row.vehicleTypes.join(', ') },
  activeStatusColumn<ManagedUser>(),
  {
    key: 'identityProvider',
    title: 'Identity provider',
    value: (row) => labelOf(IDENTITY_PROVIDER_LABELS, row.identityProvider),
  },
  {
    key: 'lastSignInAt',
    title: 'Last sign-in',
    sortable: true,
    value: (row) => (row.lastSignInAt ? dateTime(row.lastSignInAt) : ''),
  },
  { key: 'id', title: 'Id', sortable: true, defaultHidden: true },
];

/** Filter names are the API's query parameters; groups and organisations come from their lists. */
export const userFilters = (
  groups: readonly { id: number; name: string }[],
  organisations: readonly { id: number; name: string }[],
): readonly GridFilterField[] => [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Starts with' },
  { name: 'userName', label: 'Username', type: 'text', placeholder: 'Starts with' },
  { name: 'email', label: 'E-mail', type: 'text', placeholder: 'Starts with' },
  { name: 'category', label: 'Category', type: 'select', options: CATEGORY_OPTIONS },
  {
    name: 'groupId',
    label: 'Group',
    type: 'select',
    options: groups.map((g) => ({ label: g.name, value: String(g.id) })),
  },
  {
    name: 'organisationId',
    label: 'Organisation',
    type: 'select',
    options: organisations.map((o) => ({ label: o.name, value: String(o.id) })),
  },
  { name: 'identityProvider', label: 'Identity provider', type: 'select', options: IDENTITY_PROVIDER_OPTIONS },
  ACTIVE_FILTER,
];
