import type { LogisticRow, Movement, MovementInventory } from '@b2c/contracts';
import type { MovementRow } from './movement-repository.ts';
import type { CarRow } from './movement-cars.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Database rows → contract shapes. */
export const toMovement = (r: MovementRow): Movement => ({
  id: r.id,
  inventoryId: r.inventoryId,
  appointmentId: r.appointmentId,
  movementType: r.movementType,
  phase: r.phase,
  status: r.status,
  complete: r.complete,
  fromLocationCode: r.fromLocationCode,
  toLocationCode: r.toLocationCode,
  nextHopLocationCode: r.nextHopLocationCode,
  requestType: r.requestType,
  pickupOption: r.pickupOption,
  customerAddress: r.customerAddress,
  customerArea: r.customerArea,
  externalPickup: r.externalPickup,
  externalDelivery: r.externalDelivery,
  externalMovement: r.externalMovement,
  logistic: {
    vendor: r.vendor,
    logisticsMode: r.logisticsMode,
    driverName: r.driverName,
    driverMobile: r.driverMobile,
    driverEmail: r.driverEmail,
    locusTeamId: r.locusTeamId,
    requestedPickupTime: r.requestedPickupTime.toISOString(),
    requestedPickupDate: r.requestedPickupDate,
    slot: r.slotCode,
    slotFrom: r.slotFrom,
    slotTo: r.slotTo,
  },
  tags: r.tags,
  remarks: r.remarks,
  tripStartedAt: iso(r.tripStartedAt),
  tripEndedAt: iso(r.tripEndedAt),
  closedAt: iso(r.closedAt),
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
  version: r.version,
});

export const toMovementInventory = (c: CarRow): MovementInventory => ({
  id: c.id,
  appointmentId: c.appointmentId,
  registrationNumber: c.registrationNumber,
  chassisNumber: c.chassisNumber,
  locationCode: c.locationCode,
  lastLocationCode: c.lastLocationCode,
  locationStatus: c.locationStatus,
  movementActive: c.movementActive,
  version: c.version,
});

export const toLogisticRow = (
  r: { movement: MovementRow } & Pick<
    LogisticRow,
    'registrationNumber' | 'chassisNumber' | 'make' | 'model' | 'year' | 'locationStatus'
  >,
): LogisticRow => ({
  ...toMovement(r.movement),
  registrationNumber: r.registrationNumber,
  chassisNumber: r.chassisNumber,
  make: r.make,
  model: r.model,
  year: r.year,
  locationStatus: r.locationStatus,
});
