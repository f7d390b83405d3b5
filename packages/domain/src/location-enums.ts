import type { Country } from './verticals.ts';
import type { Labels } from './one-of.ts';

/** SPEC §3: the twelve location types. Codes are ours (stored), labels SPEC's (shown). */
export const LOCATION_TYPES = [
  'C2B_YARD',
  'SERVICE_CENTER',
  'STUDIO',
  'FULFILLMENT_CENTER',
  'DEALER',
  'DLT',
  'INSPECTION_AREA',
  'LOADING_POINT',
  'CORPORATE_OFFICE',
  'PARENT_HUB',
  'PI_PDI_YARD',
  'DEALER_PNS',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const LOCATION_TYPE_LABELS: Labels<LocationType> = {
  C2B_YARD: 'C2B Yard',
  SERVICE_CENTER: 'Service Center',
  STUDIO: 'Studio',
  FULFILLMENT_CENTER: 'Fulfillment Center',
  DEALER: 'Dealer',
  DLT: 'DLT',
  INSPECTION_AREA: 'Inspection Area',
  LOADING_POINT: 'Loading Point',
  CORPORATE_OFFICE: 'Corporate Office',
  PARENT_HUB: 'Parent Hub',
  PI_PDI_YARD: 'PI/PDI Yard',
  DEALER_PNS: 'Dealer PNS',
};

/**
 * SPEC §3 names only DLT and "an external vendor subtype"; OWN and PARTNER are ours, so that every
 * location has a subtype (a location we run, or one a partner runs for us).
 */
export const LOCATION_SUBTYPES = ['OWN', 'PARTNER', 'DLT', 'EXTERNAL_VENDOR'] as const;
export type LocationSubtype = (typeof LOCATION_SUBTYPES)[number];
export const LOCATION_SUBTYPE_LABELS: Labels<LocationSubtype> = {
  OWN: 'Own',
  PARTNER: 'Partner',
  DLT: 'DLT',
  EXTERNAL_VENDOR: 'External Vendor',
};

/** SPEC §4: where an inventory is. Delivered is split because SPEC distinguishes customer from sales. */
export const INVENTORY_LOCATION_STATUSES = [
  'IN_TRANSIT',
  'STOCKED_IN',
  'DELIVERED_TO_CUSTOMER',
  'DELIVERED_TO_SALES',
  'LOST',
  'PENDING',
] as const;
export type InventoryLocationStatus = (typeof INVENTORY_LOCATION_STATUSES)[number];
export const INVENTORY_LOCATION_STATUS_LABELS: Labels<InventoryLocationStatus> = {
  IN_TRANSIT: 'In Transit',
  STOCKED_IN: 'Stocked In',
  DELIVERED_TO_CUSTOMER: 'Delivered to Customer',
  DELIVERED_TO_SALES: 'Delivered to Sales',
  LOST: 'Lost',
  PENDING: 'Pending',
};

/** SPEC §3: master data attaches at one of these levels. */
export const MASTER_DATA_LEVELS = ['CITY', 'STATE', 'ZONE'] as const;
export type MasterDataLevel = (typeof MASTER_DATA_LEVELS)[number];

/** SPEC §3: why a location cannot take a car today. */
export const CAPACITY_REASONS = ['MRL_CLOSED', 'CAPACITY_FULL'] as const;
export type CapacityReason = (typeof CAPACITY_REASONS)[number];
export const CAPACITY_REASON_LABELS: Labels<CapacityReason> = {
  MRL_CLOSED: 'MRL Closed',
  CAPACITY_FULL: 'Capacity Full',
};

/** SPEC §3 network types exist only in IN and AU; the other countries have no network split. */
export const NETWORK_TYPES = ['GS', 'DEALER', 'B2C', 'C2B'] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];
export const NETWORK_TYPE_LABELS: Labels<NetworkType> = { GS: 'GS', DEALER: 'Dealer', B2C: 'B2C', C2B: 'C2B' };

const networkTypesByCountry: Partial<Record<Country, readonly NetworkType[]>> = {
  IN: ['GS', 'DEALER'],
  AU: ['B2C', 'C2B'],
};

export const networkTypesFor = (country: Country): readonly NetworkType[] => networkTypesByCountry[country] ?? [];
