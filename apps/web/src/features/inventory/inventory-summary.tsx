import type { ReactNode } from 'react';
import { Badge, Descriptions, Tag } from 'antd';
import type { InventoryDetail } from '@b2c/contracts';
import { inventoryHistoryStatus } from '@b2c/domain';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { codeLabel, stageText } from './inventory-labels.ts';
import { formatCount } from '../../shared/format/format-values.ts';

// `break-word` (unlike antd's `word-break: break-word`) does not shrink a column below its longest word.
const WRAP_BETWEEN_WORDS = { wordBreak: 'normal', overflowWrap: 'break-word' } as const;
const CELL_STYLES = { label: WRAP_BETWEEN_WORDS, content: WRAP_BETWEEN_WORDS } as const;

const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

/** The vehicle at a glance: identity, prices in the country's currency, times in the vertical's zone. */
export const InventorySummary = ({ car }: { car: InventoryDetail }) => {
  const f = useFormatters();
  const { uiRules, vertical } = useAccess();
  const a = car.inventoryAttributes;
  const items: { label: string; value: ReactNode; show?: boolean }[] = [
    { label: 'Appointment ID', value: car.appointmentId },
    { label: 'Registration number', value: car.registrationNumber },
    { label: 'Chassis number', value: car.chassisNumber },
    { label: 'VIN', value: car.vin },
    { label: 'Stock ID', value: car.stockId },
    { label: 'Vehicle', value: [car.year, car.make, car.model, car.variant].filter(Boolean).join(' ') },
    { label: 'Fuel / colour', value: [car.fuel, car.colour].filter(Boolean).join(' / ') },
    { label: 'Odometer', value: car.odometer === null ? null : `${formatCount(car.odometer)} km` },
    { label: 'Status', value: codeLabel(car.status) },
    {
      label: 'Storefront',
      value: (
        <Badge
          status={car.sold ? 'processing' : car.published ? 'success' : 'default'}
          text={inventoryHistoryStatus(car)}
        />
      ),
    },
    {
      label: 'Publish status',
      value: [codeLabel(car.publishStatus), car.publishFailureReason].filter(Boolean).join(' — '),
    },
    { label: 'Listing price', value: f.money(car.listingPrice) },
    { label: 'Price change reason', value: codeLabel(a.priceChangeReason) },
    { label: 'Target price', value: f.money(a.targetPrice), show: uiRules.flags.showTargetPrice },
    { label: 'Average market price', value: f.money(a.avgMarketPrice) },
    { label: 'Reserve status', value: car.reserveStatus ? codeLabel(car.reserveStatus) : 'Not reserved' },
    { label: 'Stage / sub-stage', value: stageText(a.inventoryStage, a.inventorySubStage) },
    { label: 'Type', value: codeLabel(a.inventoryType) },
    { label: 'Location', value: [car.locationCode, codeLabel(car.locationStatus)].filter(Boolean).join(' · ') },
    { label: 'At location since', value: f.dateTime(car.locationSince) },
    { label: 'Last location', value: car.lastLocationCode },
    { label: 'Parking slot', value: car.parkingSlot },
    { label: 'GPS tracker number', value: car.gpsTrackerNumber, show: uiRules.flags.gpsTracker },
    { label: 'Road tax valid until', value: f.date(car.roadTaxValidUntil), show: uiRules.flags.roadTax },
    { label: 'EGC', value: car.egc },
    { label: 'Hold reason', value: codeLabel(car.holdReason) },
    { label: 'Business label', value: codeLabel(car.businessLabel) },
    { label: 'Sales type', value: codeLabel(car.salesType), show: vertical.country === 'AU' },
    { label: 'Network type', value: codeLabel(car.networkType) },
    { label: 'Refurb stage', value: car.refurbStage },
    { label: 'Movement', value: car.movementActive ? 'Active' : 'None' },
    {
      label: 'Movement actions',
      value: car.allowedActions.length > 0 ? car.allowedActions.map((x) => <Tag key={x}>{codeLabel(x)}</Tag>) : null,
    },
    { label: 'Updated', value: `${f.dateTime(car.updatedAt)} by ${car.updatedBy}` },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 3 }}
      // antd's cells break anywhere ("Unpublishe d" at 1440 px, issue 24 #22): labels and values wrap
      // between words, and fewer columns leave each value room for its longest word.
      styles={CELL_STYLES}
      items={items
        .filter((i) => i.show !== false)
        .map((i) => ({ key: i.label, label: i.label, children: dash(i.value) }))}
    />
  );
};
