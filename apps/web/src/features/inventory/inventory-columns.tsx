import { Badge } from 'antd';
import type { InventoryRow, UiRules } from '@b2c/contracts';
import {
  HOLD_REASONS,
  INVENTORY_GRID_COLUMN_TITLES as TITLES,
  HOLD_REASON_LABELS,
  INVENTORY_LOCATION_STATUSES,
  INVENTORY_LOCATION_STATUS_LABELS,
  INVENTORY_STAGE_CODES,
  INVENTORY_STATUSES,
  INVENTORY_STATUS_LABELS,
  INVENTORY_TYPES,
  PENDING_ACTION_FILTER_GROUPS,
  PENDING_ACTION_FILTER_GROUP_LABELS,
  RESERVE_STATUSES,
  SEARCH_KEY_LABELS,
  STOCK_AGE_KEYS,
  STOCK_AGE_LABELS,
  inventoryGridHasColumn,
  inventoryHistoryStatus,
  searchKeysFor,
  type Country,
  type InventoryGridColumn,
  type Labels,
} from '@b2c/domain';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import type { useFormatters } from '../../shared/format/use-formatters.ts';
import { codeLabel, stageText } from './inventory-labels.ts';
import { paths } from '../../shared/routing/paths.ts';

type Formatters = ReturnType<typeof useFormatters>;

const labelled = <T extends string>(codes: readonly T[], labels?: Labels<T>) =>
  codes.map((value) => ({ value, label: labels ? labels[value] : codeLabel(value) }));
const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The API's filters (`inventoryEndpoints.list`), named after its query parameters; search keys per country (SPEC §3). */
export const inventoryFilters = (country: Country): GridFilterField[] => [
  {
    name: 'searchKey',
    label: 'Search by',
    type: 'select',
    primary: true,
    options: searchKeysFor(country).map((k) => ({ value: k, label: SEARCH_KEY_LABELS[k] })),
  },
  { name: 'searchValue', label: 'Search value', type: 'text', placeholder: 'Starts with…', primary: true },
  { name: 'status', label: 'Status', type: 'select', options: labelled(INVENTORY_STATUSES, INVENTORY_STATUS_LABELS) },
  { name: 'locationCode', label: 'Location code', type: 'text' },
  {
    name: 'locationStatus',
    label: 'Location status',
    type: 'select',
    options: labelled(INVENTORY_LOCATION_STATUSES, INVENTORY_LOCATION_STATUS_LABELS),
  },
  { name: 'inventoryStage', label: 'Stage', type: 'select', options: labelled(INVENTORY_STAGE_CODES) },
  { name: 'inventoryType', label: 'Type', type: 'select', options: labelled(INVENTORY_TYPES) },
  { name: 'published', label: 'Published', type: 'select', options: yesNo },
  { name: 'sold', label: 'Sold', type: 'select', options: yesNo },
  {
    name: 'reserveStatus',
    label: 'Reserve status',
    type: 'select',
    options: [...labelled(RESERVE_STATUSES), { value: 'NONE', label: 'Not reserved' }],
  },
  { name: 'holdReason', label: 'Hold reason', type: 'select', options: labelled(HOLD_REASONS, HOLD_REASON_LABELS) },
  {
    name: 'pendingActionGroup',
    label: 'Pending action',
    type: 'select',
    options: labelled(PENDING_ACTION_FILTER_GROUPS, PENDING_ACTION_FILTER_GROUP_LABELS),
  },
  { name: 'updatedFrom', label: 'Updated from', type: 'date' },
  { name: 'updatedTo', label: 'Updated to', type: 'date' },
  // Issue 29: the dashboard's ageing and stale tiles open the grid with these.
  {
    name: 'stockAge',
    label: 'Days since stock-in',
    type: 'select',
    options: labelled(STOCK_AGE_KEYS, STOCK_AGE_LABELS),
  },
  { name: 'idleDays', label: 'No update for more than (days)', type: 'text' },
];

/**
 * Grid columns, headed with the domain's words (the server's CSV export writes the same headings); the
 * target price, GPS tracker and road tax follow their vertical flags, sales type is AU's
 * (`inventoryGridHasColumn`).
 */
export const inventoryColumns = (f: Formatters, rules: UiRules, country: Country): GridColumn<InventoryRow>[] => {
  const columns: (GridColumn<InventoryRow> & { key: InventoryGridColumn })[] = [
    {
      key: 'appointmentId',
      title: TITLES.appointmentId,
      sortable: true,
      render: (r) => <RowLink to={paths.inventory.detail(r.appointmentId)}>{r.appointmentId}</RowLink>,
    },
    { key: 'registrationNumber', title: TITLES.registrationNumber },
    { key: 'chassisNumber', title: TITLES.chassisNumber, defaultHidden: true },
    { key: 'vin', title: TITLES.vin, defaultHidden: country !== 'AU' },
    { key: 'stockId', title: TITLES.stockId, defaultHidden: country !== 'AU' },
    { key: 'vehicle', title: TITLES.vehicle, value: (r) => `${r.make} ${r.model}${r.variant ? ` ${r.variant}` : ''}` },
    { key: 'year', title: TITLES.year, sortable: true },
    { key: 'odometer', title: TITLES.odometer, sortable: true, defaultHidden: true },
    { key: 'status', title: TITLES.status, value: (r) => codeLabel(r.status) },
    {
      key: 'storefront',
      title: TITLES.storefront,
      value: (r) => inventoryHistoryStatus(r),
      render: (r) => (
        <Badge status={r.sold ? 'processing' : r.published ? 'success' : 'default'} text={inventoryHistoryStatus(r)} />
      ),
    },
    {
      key: 'listingPrice',
      title: TITLES.listingPrice,
      sortable: true,
      value: (r) => r.listingPrice,
      render: (r) => f.money(r.listingPrice),
    },
    {
      key: 'targetPrice',
      title: TITLES.targetPrice,
      value: (r) => r.inventoryAttributes.targetPrice,
      render: (r) => f.money(r.inventoryAttributes.targetPrice),
    },
    { key: 'reserveStatus', title: TITLES.reserveStatus, value: (r) => codeLabel(r.reserveStatus) },
    {
      key: 'stage',
      title: TITLES.stage,
      value: (r) => stageText(r.inventoryAttributes.inventoryStage, r.inventoryAttributes.inventorySubStage),
    },
    {
      key: 'inventoryType',
      title: TITLES.inventoryType,
      value: (r) => codeLabel(r.inventoryAttributes.inventoryType),
      defaultHidden: true,
    },
    { key: 'locationCode', title: TITLES.locationCode },
    {
      key: 'locationStatus',
      title: TITLES.locationStatus,
      value: (r) => codeLabel(r.locationStatus),
      defaultHidden: true,
    },
    { key: 'parkingSlot', title: TITLES.parkingSlot, defaultHidden: true },
    { key: 'gpsTrackerNumber', title: TITLES.gpsTrackerNumber, defaultHidden: true },
    {
      key: 'roadTaxValidUntil',
      title: TITLES.roadTaxValidUntil,
      value: (r) => f.date(r.roadTaxValidUntil),
      defaultHidden: true,
    },
    { key: 'holdReason', title: TITLES.holdReason, value: (r) => codeLabel(r.holdReason), defaultHidden: true },
    {
      key: 'businessLabel',
      title: TITLES.businessLabel,
      value: (r) => codeLabel(r.businessLabel),
      defaultHidden: true,
    },
    {
      key: 'salesType',
      title: TITLES.salesType,
      value: (r) => codeLabel(r.salesType),
      defaultHidden: true,
    },
    { key: 'updatedAt', title: TITLES.updatedAt, sortable: true, value: (r) => f.dateTime(r.updatedAt) },
    { key: 'updatedBy', title: TITLES.updatedBy, defaultHidden: true },
  ];
  return columns.filter((c) => inventoryGridHasColumn(c.key, rules.flags, country));
};
