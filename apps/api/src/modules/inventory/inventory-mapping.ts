import {
  BUSINESS_LABELS,
  HOLD_REASONS,
  PENDING_ACTION_DECISIONS,
  PENDING_ACTION_TYPES,
  PUBLISH_STATUSES,
  RESERVE_STATUSES,
  allowedInventoryActions,
  isOneOf,
  type Permission,
} from '@b2c/domain';
import type { InventoryDetail, InventoryRow, PendingAction } from '@b2c/contracts';
import { PENDING_ACTION_STATUSES } from '@b2c/contracts';
import type { InventoryRecord } from './inventory-repository.ts';
import type { PendingActionRecord } from './pending-action-repository.ts';

/** Database row → contract shapes. Unknown codes degrade to null rather than failing a whole page. */
const oneOrNull = <T extends string>(values: readonly T[], value: string | null): T | null =>
  isOneOf(values, value) ? value : null;

export const toInventoryRow = (r: InventoryRecord): InventoryRow => ({
  id: r.id,
  appointmentId: r.appointmentId,
  vin: r.vin,
  stockId: r.stockId,
  registrationNumber: r.registrationNumber,
  chassisNumber: r.chassisNumber,
  make: r.make,
  model: r.model,
  variant: r.variant,
  year: r.year,
  fuel: r.fuel,
  colour: r.colour,
  odometer: r.odometer,
  locationCode: r.locationCode,
  lastLocationCode: r.lastLocationCode,
  locationStatus: r.locationStatus,
  movementActive: r.movementActive,
  status: r.status,
  listingPrice: r.listingPrice,
  published: r.published,
  publishStatus: oneOrNull(PUBLISH_STATUSES, r.publishStatus) ?? 'UNPUBLISHED',
  sold: r.sold,
  reserveStatus: oneOrNull(RESERVE_STATUSES, r.reserveStatus),
  inventoryAttributes: {
    priceChangeReason: r.priceChangeReason,
    targetPrice: r.targetPrice,
    inventoryStage: r.inventoryStage,
    inventorySubStage: r.inventorySubStage,
    inventoryType: r.inventoryType,
    avgMarketPrice: r.avgMarketPrice,
  },
  parkingSlot: r.parkingSlot,
  gpsTrackerNumber: r.gpsTrackerNumber,
  roadTaxValidUntil: r.roadTaxValidUntil,
  egc: r.egc,
  holdReason: oneOrNull(HOLD_REASONS, r.holdReason),
  businessLabel: oneOrNull(BUSINESS_LABELS, r.businessLabel),
  salesType: r.salesType,
  networkType: r.networkType,
  refurbStage: r.refurbStage,
  country: r.country,
  vehicleType: r.vehicleType,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toPendingAction = (p: PendingActionRecord): PendingAction => ({
  id: p.id,
  appointmentId: p.appointmentId,
  type: oneOrNull(PENDING_ACTION_TYPES, p.type) ?? 'LISTING_PRICE_UPDATE',
  subReason: p.subReason,
  currentValue: p.currentValue,
  proposedValue: p.proposedValue,
  status: oneOrNull(PENDING_ACTION_STATUSES, p.status) ?? 'PENDING',
  requestedBy: p.requestedBy,
  requestedAt: p.requestedAt.toISOString(),
  decision: oneOrNull(PENDING_ACTION_DECISIONS, p.decision),
  decidedValue: p.decidedValue,
  decidedBy: p.decidedBy,
  decidedAt: iso(p.decidedAt),
  remarks: p.remarks,
  version: p.version,
});

export const toInventoryDetail = (
  r: InventoryRecord,
  permissions: ReadonlySet<Permission>,
  openPending: readonly PendingActionRecord[],
): InventoryDetail => ({
  ...toInventoryRow(r),
  allowedActions: allowedInventoryActions(r, permissions),
  inventoryMovement: null,
  publishFailureReason: r.publishFailureReason,
  locationSince: iso(r.locationSince),
  createdAt: r.createdAt.toISOString(),
  openPendingActions: openPending.map(toPendingAction),
});
