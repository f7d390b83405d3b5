import type { Country } from './verticals.ts';
import type { Labels } from './one-of.ts';

/** SPEC §4: every status a movement or an asset (document, key) can show. */
export const MOVEMENT_STATUSES = [
  'PENDING',
  'REQUESTED',
  'IN_TRANSIT',
  'DONE',
  'ACCEPTED',
  'DENIED',
  'DRIVER_ASSIGNED',
  'DISPUTED',
  'PARTIAL',
  'DRIVER_ON_WAY',
  'NOT_RAISED',
] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

export const MOVEMENT_STATUS_LABELS: Labels<MovementStatus> = {
  PENDING: 'Pending',
  REQUESTED: 'Requested',
  IN_TRANSIT: 'In Transit',
  DONE: 'Done',
  ACCEPTED: 'Accepted',
  DENIED: 'Denied',
  DRIVER_ASSIGNED: 'Driver Assigned',
  DISPUTED: 'Disputed',
  PARTIAL: 'Partial',
  DRIVER_ON_WAY: 'Driver On Way',
  NOT_RAISED: 'Not Raised',
};

/**
 * SPEC §4: the statuses a movement may show per country, in SPEC's order (the order of the filter
 * dropdown). The Middle East assigns drivers and lets the hub accept; AU assigns drivers but has no
 * denial step; elsewhere a request is only pending or denied on the panel's side.
 */
const byCountry: Partial<Record<Country, readonly MovementStatus[]>> = {
  AE: ['PENDING', 'DENIED', 'IN_TRANSIT', 'DRIVER_ASSIGNED', 'ACCEPTED'],
  KSA: ['PENDING', 'DENIED', 'IN_TRANSIT', 'DRIVER_ASSIGNED', 'ACCEPTED'],
  AU: ['PENDING', 'DRIVER_ASSIGNED', 'IN_TRANSIT'],
};
const otherCountries: readonly MovementStatus[] = ['PENDING', 'DENIED'];

export const movementStatusesFor = (country: Country): readonly MovementStatus[] =>
  byCountry[country] ?? otherCountries;

export const movementStatusLabel = (status: MovementStatus): string => MOVEMENT_STATUS_LABELS[status];
