import type { InventoryPorts, YardCar } from '../inventory/inventory-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';

/** A car as the audit sees it: what identifies it, and where the system holds it now (the inventory's). */
export type AuditedCar = YardCar;

/**
 * What a yard audit needs of other areas, as their faces declare those ports: locations by code, the
 * inventory's cars, trail and missing-car requests, and the movement area's stock-in service (its rules,
 * permission, audit and Idempotency-Key, with `alongside` in its transaction).
 */
export interface YardAuditDeps {
  locations: Pick<LocationPorts['locations'], 'byCodes'>;
  cars: InventoryPorts['inventoryYardCars'];
  stockInHere: MovementPorts['movements']['stockInHere'];
}
