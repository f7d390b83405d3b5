import type { Driver } from '@b2c/contracts';
import {
  DRIVER_TYPE_LABELS,
  DRIVER_TYPES,
  MOVEMENT_VENDOR_LABELS,
  MOVEMENT_VENDORS,
  STAFF_TYPE_LABELS,
  STAFF_TYPES,
  labelOf,
} from '@b2c/domain';
import { ACTIVE_FILTER, activeStatusColumn } from '../../shared/data-table/active-status-columns.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { paths } from '../../shared/routing/paths.ts';

export const DRIVER_TYPE_OPTIONS = DRIVER_TYPES.map((t) => ({ label: DRIVER_TYPE_LABELS[t], value: t }));
export const STAFF_TYPE_OPTIONS = STAFF_TYPES.map((t) => ({ label: STAFF_TYPE_LABELS[t], value: t }));
export const VENDOR_OPTIONS = MOVEMENT_VENDORS.map((v) => ({ label: MOVEMENT_VENDOR_LABELS[v], value: v }));

export const driverColumns: readonly GridColumn<Driver>[] = [
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => <RowLink to={paths.driver.detail(row.id)}>{row.name}</RowLink>,
  },
  { key: 'mobile', title: 'Mobile', sortable: true },
  { key: 'email', title: 'E-mail' },
  {
    key: 'driverType',
    title: 'Driver type',
    sortable: true,
    value: (row) => labelOf(DRIVER_TYPE_LABELS, row.driverType),
  },
  { key: 'staffType', title: 'Staff type', value: (row) => labelOf(STAFF_TYPE_LABELS, row.staffType) },
  { key: 'vendor', title: 'Vendor', sortable: true, value: (row) => labelOf(MOVEMENT_VENDOR_LABELS, row.vendor) },
  { key: 'homeLocationCode', title: 'Home location' },
  activeStatusColumn<Driver>(),
  { key: 'id', title: 'Id', sortable: true, defaultHidden: true },
];

/** Filter names are the API's query parameters. */
export const driverFilters: readonly GridFilterField[] = [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Starts with' },
  { name: 'mobile', label: 'Mobile', type: 'text' },
  { name: 'driverType', label: 'Driver type', type: 'select', options: DRIVER_TYPE_OPTIONS },
  { name: 'staffType', label: 'Staff type', type: 'select', options: STAFF_TYPE_OPTIONS },
  { name: 'vendor', label: 'Vendor', type: 'select', options: VENDOR_OPTIONS },
  ACTIVE_FILTER,
];
