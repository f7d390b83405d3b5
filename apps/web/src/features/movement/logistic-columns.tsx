import { Tag } from 'antd';
import type { LogisticRow } from '@b2c/contracts';
import {
  MOVEMENT_STATUS_LABELS,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_VENDOR_LABELS,
  PICKUP_OPTION_LABELS,
  type Country,
  LOGISTICS_MODE_LABELS,
} from '@b2c/domain';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import type { useFormatters } from '../../shared/format/use-formatters.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { modeOptions, statusOptions, typeOptions, vendorOptions } from './logistic-labels.ts';
import { CUSTOMER_ADDRESS_LABEL, CUSTOMER_AREA_LABEL } from './customer-place-fields.tsx';
import { paths } from '../../shared/routing/paths.ts';

type Formatters = ReturnType<typeof useFormatters>;

/** `movementLogisticEndpoints.list`'s filters, named after its query parameters; status and type per country. */
export const logisticFilters = (country: Country): GridFilterField[] => [
  { name: 'status', label: 'Status', type: 'select', options: statusOptions(country) },
  { name: 'movementType', label: 'Type', type: 'select', options: typeOptions(country) },
  { name: 'vendor', label: 'Vendor', type: 'select', options: vendorOptions },
  { name: 'logisticsMode', label: 'Mode', type: 'select', options: modeOptions },
  { name: 'locationCode', label: 'Location code', type: 'text', placeholder: 'From or to' },
  { name: 'date', label: 'Pickup date', type: 'date' },
];

/**
 * No column sorts: SPEC §2 fixes the order (requested pickup time, then slot from, then slot to), which
 * the API applies; the first columns show exactly that key.
 */
export const logisticColumns = (f: Formatters): GridColumn<LogisticRow>[] => [
  { key: 'pickupDate', title: 'Pickup date', value: (r) => f.date(r.logistic.requestedPickupTime) },
  { key: 'slot', title: 'Slot', value: (r) => f.slot(r.logistic.slot) },
  {
    key: 'appointmentId',
    title: 'Appointment ID',
    render: (r) => <RowLink to={paths.movement.detail(r.appointmentId)}>{r.appointmentId}</RowLink>,
  },
  { key: 'registrationNumber', title: 'Registration number' },
  { key: 'car', title: 'Car', value: (r) => `${r.year} ${r.make} ${r.model}` },
  {
    key: 'status',
    title: 'Status',
    value: (r) => MOVEMENT_STATUS_LABELS[r.status],
    render: (r) => <Tag>{MOVEMENT_STATUS_LABELS[r.status]}</Tag>,
  },
  { key: 'movementType', title: 'Type', value: (r) => MOVEMENT_TYPE_LABELS[r.movementType] },
  { key: 'from', title: 'From', value: (r) => r.fromLocationCode },
  {
    key: 'to',
    title: 'To',
    value: (r) => (r.nextHopLocationCode ? `${r.nextHopLocationCode} → ${r.toLocationCode}` : r.toLocationCode),
  },
  // SPEC §3 options in words; a home pick-up's customer address and area (empty for a drop at hub).
  { key: 'pickupOption', title: 'Option', value: (r) => PICKUP_OPTION_LABELS[r.pickupOption] },
  { key: 'customerAddress', title: CUSTOMER_ADDRESS_LABEL, value: (r) => r.customerAddress ?? '' },
  { key: 'customerArea', title: CUSTOMER_AREA_LABEL, value: (r) => r.customerArea ?? '' },
  {
    key: 'vendor',
    title: 'Vendor',
    value: (r) => (r.logistic.vendor ? MOVEMENT_VENDOR_LABELS[r.logistic.vendor] : ''),
  },
  {
    key: 'mode',
    title: 'Mode',
    value: (r) => (r.logistic.logisticsMode ? LOGISTICS_MODE_LABELS[r.logistic.logisticsMode] : ''),
    defaultHidden: true,
  },
  { key: 'driver', title: 'Driver', value: (r) => r.logistic.driverName ?? '', defaultHidden: true },
  { key: 'chassisNumber', title: 'Chassis number', defaultHidden: true },
  { key: 'updatedAt', title: 'Updated', value: (r) => f.dateTime(r.updatedAt), defaultHidden: true },
];
