import type { City, LocationListItem } from '@b2c/contracts';
import { LOCATION_SUBTYPE_LABELS, LOCATION_TYPE_LABELS, LOCATION_TYPES, labelOf } from '@b2c/domain';
import { ACTIVE_FILTER, activeStatusColumn } from '../../shared/data-table/active-status-columns.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { paths } from '../../shared/routing/paths.ts';

export const locationColumns: readonly GridColumn<LocationListItem>[] = [
  { key: 'code', title: 'Code', sortable: true },
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => <RowLink to={paths.location.detail(row.id)}>{row.name}</RowLink>,
  },
  { key: 'cityCode', title: 'City', sortable: true },
  {
    key: 'locationType',
    title: 'Type',
    sortable: true,
    value: (row) => labelOf(LOCATION_TYPE_LABELS, row.locationType),
  },
  { key: 'locationSubtype', title: 'Subtype', value: (row) => labelOf(LOCATION_SUBTYPE_LABELS, row.locationSubtype) },
  activeStatusColumn<LocationListItem>(),
  { key: 'holdingPeriodDays', title: 'Holding period (days)', defaultHidden: true },
  { key: 'id', title: 'Id', sortable: true, defaultHidden: true },
];

export const LOCATION_TYPE_OPTIONS = LOCATION_TYPES.map((t) => ({ label: LOCATION_TYPE_LABELS[t], value: t }));

export const cityOptions = (cities: readonly City[] | undefined) =>
  (cities ?? []).map((c) => ({ label: `${c.name} (${c.code})`, value: c.code }));

/** Filter names are the API's query parameters (see gridQuery). */
export const locationFilters = (cities: readonly City[] | undefined): GridFilterField[] => [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Starts with' },
  { name: 'locationType', label: 'Type', type: 'select', options: LOCATION_TYPE_OPTIONS },
  { name: 'cityCode', label: 'City', type: 'select', options: cityOptions(cities) },
  ACTIVE_FILTER,
];
