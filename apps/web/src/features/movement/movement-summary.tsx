import { Descriptions, Tag } from 'antd';
import type { Movement } from '@b2c/contracts';
import {
  MOVEMENT_STATUS_LABELS,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_VENDOR_LABELS,
  PICKUP_OPTION_LABELS,
  REQUEST_TYPE_LABELS,
  codeLabel,
  LOGISTICS_MODE_LABELS,
  takesCustomerAddress,
} from '@b2c/domain';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { pickupText, routeText, tripText } from './movement-text.ts';
import { CUSTOMER_ADDRESS_LABEL, CUSTOMER_AREA_LABEL } from './customer-place-fields.tsx';

const dash = (v: string | null | undefined) => v || '—';

/** The open movement in words: where from and to, when, who carries it and how far it got. */
export const MovementSummary = ({ movement: m }: { movement: Movement }) => {
  const f = useFormatters();
  const driver = [m.logistic.driverName, m.logistic.driverMobile, m.logistic.driverEmail].filter(Boolean).join(' · ');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      bordered
      items={[
        {
          key: 'status',
          label: 'Status',
          children: <Tag data-testid="movement-status">{MOVEMENT_STATUS_LABELS[m.status]}</Tag>,
        },
        { key: 'type', label: 'Type', children: MOVEMENT_TYPE_LABELS[m.movementType] },
        { key: 'route', label: 'From → To', children: routeText(m) },
        { key: 'pickup', label: 'Requested pickup', children: pickupText(m, f) },
        {
          key: 'request',
          label: 'Request',
          children: `${REQUEST_TYPE_LABELS[m.requestType]} · ${PICKUP_OPTION_LABELS[m.pickupOption]}`,
        },
        // SPEC §3 "Home pick-up": where the customer hands the car over.
        ...(takesCustomerAddress(m.pickupOption)
          ? [
              { key: 'customerAddress', label: CUSTOMER_ADDRESS_LABEL, children: dash(m.customerAddress) },
              { key: 'customerArea', label: CUSTOMER_AREA_LABEL, children: dash(m.customerArea) },
            ]
          : []),
        {
          key: 'vendor',
          label: 'Vendor',
          children: m.logistic.vendor ? MOVEMENT_VENDOR_LABELS[m.logistic.vendor] : '—',
        },
        {
          key: 'mode',
          label: 'Logistics mode',
          children: m.logistic.logisticsMode ? LOGISTICS_MODE_LABELS[m.logistic.logisticsMode] : '—',
        },
        { key: 'driver', label: 'Driver', children: dash(driver) },
        { key: 'trip', label: 'Trip', children: tripText(m, f) },
        ...(m.tags.length > 0 ? [{ key: 'tags', label: 'Tags', children: m.tags.map(codeLabel).join(', ') }] : []),
        ...(m.remarks ? [{ key: 'remarks', label: 'Remarks', children: m.remarks }] : []),
      ]}
    />
  );
};
