import { codeLabel } from './code-labels.ts';
import type { Country } from './verticals.ts';
import type { VerticalFlags } from './vertical-flags.ts';

/**
 * The inventory grid's columns (SPEC §2 /inventory) in the grid's order. The panel's grid and the API's CSV
 * export of it (`GET /api/inventory/export`) take their keys and headings from here, so the file a person
 * downloads is headed with the words of the grid they were reading.
 */
export const INVENTORY_GRID_COLUMNS = [
  'appointmentId',
  'registrationNumber',
  'chassisNumber',
  'vin',
  'stockId',
  'vehicle',
  'year',
  'odometer',
  'status',
  'storefront',
  'listingPrice',
  'targetPrice',
  'reserveStatus',
  'stage',
  'inventoryType',
  'locationCode',
  'locationStatus',
  'parkingSlot',
  'gpsTrackerNumber',
  'roadTaxValidUntil',
  'holdReason',
  'businessLabel',
  'salesType',
  'updatedAt',
  'updatedBy',
] as const;
export type InventoryGridColumn = (typeof INVENTORY_GRID_COLUMNS)[number];

export const INVENTORY_GRID_COLUMN_TITLES: Readonly<Record<InventoryGridColumn, string>> = {
  appointmentId: 'Appointment ID',
  registrationNumber: 'Registration number',
  chassisNumber: 'Chassis number',
  vin: 'VIN',
  stockId: 'Stock ID',
  vehicle: 'Vehicle',
  year: 'Year',
  odometer: 'Odometer (km)',
  status: 'Status',
  storefront: 'Storefront',
  listingPrice: 'Listing price',
  targetPrice: 'Target price',
  reserveStatus: 'Reserve',
  stage: 'Stage',
  inventoryType: 'Type',
  locationCode: 'Location',
  locationStatus: 'Location status',
  parkingSlot: 'Parking slot',
  gpsTrackerNumber: 'GPS tracker',
  roadTaxValidUntil: 'Road tax valid until',
  holdReason: 'Hold reason',
  businessLabel: 'Business label',
  salesType: 'Sales type',
  updatedAt: 'Updated',
  updatedBy: 'Updated by',
};

type ColumnFlags = Pick<VerticalFlags, 'showTargetPrice' | 'gpsTracker' | 'roadTax'>;

/** Whether a vertical has the column at all: target price, GPS tracker and road tax follow their flags, sales type is AU's. */
export const inventoryGridHasColumn = (column: InventoryGridColumn, flags: ColumnFlags, country: Country): boolean => {
  if (column === 'targetPrice') return flags.showTargetPrice;
  if (column === 'gpsTrackerNumber') return flags.gpsTracker;
  if (column === 'roadTaxValidUntil') return flags.roadTax;
  if (column === 'salesType') return country === 'AU';
  return true;
};

/**
 * SPEC §2 history view: the stage with its sub-stage as one "stage / sub-stage" value, each in words.
 * @example inventoryStageText('RETAIL', 'LISTED') // 'Retail / Listed'
 */
export const inventoryStageText = (stage: string | null | undefined, subStage: string | null | undefined): string =>
  [codeLabel(stage), codeLabel(subStage)].filter(Boolean).join(' / ');
