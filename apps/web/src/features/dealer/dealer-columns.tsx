import type { Dealer, DealerStockRow } from '@b2c/contracts';
import {
  AGEING_BUCKETS,
  NETWORK_TYPE_LABELS,
  ageingBucketOf,
  labelOf,
  networkTypesFor,
  salesTypesFor,
  type Country,
} from '@b2c/domain';
import { ACTIVE_FILTER, activeStatusColumn } from '../../shared/data-table/active-status-columns.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import type { useFormatters } from '../../shared/format/use-formatters.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { paths } from '../../shared/routing/paths.ts';

export const dealerPath = (id: number) => paths.dealer.detail(id);
export const networkTypeOptions = (country: Country) =>
  networkTypesFor(country).map((n) => ({ label: NETWORK_TYPE_LABELS[n], value: n }));
const SALES_TYPE_LABELS = { RETAIL: 'Retail', WHOLESALE: 'Wholesale' } as const;

export const dealerColumns: readonly GridColumn<Dealer>[] = [
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => <RowLink to={dealerPath(row.id)}>{row.name}</RowLink>,
  },
  { key: 'code', title: 'Code', sortable: true },
  {
    key: 'networkType',
    title: 'Network type',
    sortable: true,
    value: (row) => (row.networkType ? labelOf(NETWORK_TYPE_LABELS, row.networkType) : ''),
  },
  { key: 'cityCode', title: 'City', sortable: true },
  { key: 'contactName', title: 'Contact' },
  { key: 'contactMobile', title: 'Contact mobile' },
  { key: 'contactEmail', title: 'Contact e-mail', defaultHidden: true },
  { key: 'locationCodes', title: 'Locations', value: (row) => row.locationCodes.join(', ') },
  { key: 'stockCount', title: 'Stock', value: (row) => `${row.stockCount} / ${row.capacity}` },
  { key: 'capacity', title: 'Capacity', sortable: true, defaultHidden: true },
  activeStatusColumn<Dealer>(),
  { key: 'id', title: 'Id', sortable: true, defaultHidden: true },
];

/** Filter names are the API's query parameters. */
export const dealerFilters = (country: Country): readonly GridFilterField[] => [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Any word starts with' },
  { name: 'code', label: 'Code', type: 'text', placeholder: 'Starts with' },
  ...(networkTypesFor(country).length > 0
    ? [{ name: 'networkType', label: 'Network type', type: 'select' as const, options: networkTypeOptions(country) }]
    : []),
  { name: 'cityCode', label: 'City code', type: 'text' },
  ACTIVE_FILTER,
];

/** The stock at dealers: days at the location (SPEC-style ageing buckets), and the sales type where it exists. */
export const stockColumns = (
  f: ReturnType<typeof useFormatters>,
  country: Country,
): readonly GridColumn<DealerStockRow>[] => [
  { key: 'appointmentId', title: 'Appointment ID', sortable: true },
  { key: 'registrationNumber', title: 'Registration number' },
  { key: 'car', title: 'Car', value: (row) => `${row.year} ${row.make} ${row.model}` },
  { key: 'dealerName', title: 'Dealer' },
  { key: 'locationCode', title: 'Location', sortable: true },
  {
    key: 'locationSince',
    title: 'Days at location',
    sortable: true,
    value: (row) => (row.ageingDays === null ? '' : row.ageingDays),
    render: (row) => (row.ageingDays === null ? '—' : `${row.ageingDays} (${ageingBucketOf(row.ageingDays).label})`),
  },
  {
    key: 'arrived',
    title: 'Arrived',
    defaultHidden: true,
    value: (row) => (row.locationSince ? f.date(row.locationSince) : ''),
  },
  ...(salesTypesFor(country).length > 0
    ? [
        {
          key: 'salesType',
          title: 'Sales type',
          value: (row: DealerStockRow) => (row.salesType ? SALES_TYPE_LABELS[row.salesType] : ''),
        },
      ]
    : []),
  { key: 'status', title: 'Status', defaultHidden: true },
  { key: 'movementActive', title: 'In movement', value: (row) => (row.movementActive ? 'Yes' : 'No') },
];

export const stockFilters = (
  country: Country,
  locations: readonly { code: string; name: string }[],
): readonly GridFilterField[] => [
  {
    name: 'locationCode',
    label: 'Location',
    type: 'select',
    options: locations.map((l) => ({ label: `${l.name} (${l.code})`, value: l.code })),
  },
  {
    name: 'age',
    label: 'Days at location',
    type: 'select',
    options: AGEING_BUCKETS.map((b) => ({ label: b.label, value: b.key })),
  },
  ...(salesTypesFor(country).length > 0
    ? [
        {
          name: 'salesType',
          label: 'Sales type',
          type: 'select' as const,
          options: salesTypesFor(country).map((s) => ({ label: SALES_TYPE_LABELS[s], value: s })),
        },
      ]
    : []),
];
