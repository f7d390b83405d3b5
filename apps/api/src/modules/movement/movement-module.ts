import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MasterdataPorts } from '../masterdata/masterdata-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import type { SlotPorts } from '../slot/slot-module.ts';
import { slotBookings } from './slot-bookings.ts';
import { movementDashboard, type MovementDashboard } from './movement-dashboard.ts';
import { pickupBulkUpload } from './pickup-bulk-upload.ts';
import * as movementTables from './movement-tables.ts';
import * as pickupRequests from './pickup-request-service.ts';
import { movementArea, type MovementHooks } from './movement-area.ts';

export interface MovementPorts {
  /** The movement area: its routes and what other areas ask of it (`movements`). */
  movement: ReturnType<typeof movementArea>;
  /** Stock transfers, pickups raised on a schedule, a car marked lost or stocked in by another area. */
  movements: MovementHooks;
  /** The pickups booked per slot, which the slot area counts against capacity. */
  slotBookings: ReturnType<typeof slotBookings>['between'];
  /** Bulk upload of pickup requests, a batch of rows at a time. */
  pickupBulk: ReturnType<typeof pickupBulkUpload>;
  /** The start page's open pick-ups per day and slot (issue 29). */
  movementDashboard: MovementDashboard;
}

const port = portsFrom<
  PlatformPorts & ConfigPorts & InventoryPorts & LocationPorts & MasterdataPorts & SlotPorts & MovementPorts
>();

export const movementFace = defineModule<MovementPorts>({
  area: 'movement',
  provides: {
    movement: port(
      [
        'db',
        'flags',
        'locations',
        'slots',
        'jobs',
        'mailer',
        'locusTeams',
        'inventoryCars',
        'inventoryActions',
        'inventoryDetail',
        'approvalEffects',
      ],
      ({ db, inventoryCars, ...deps }) => movementArea(db, { ...deps, cars: inventoryCars }),
    ),
    movements: port(['movement'], ({ movement }) => movement.hooks),
    slotBookings: port(['db'], ({ db }) => slotBookings(db).between),
    movementDashboard: port(['db'], ({ db }) => movementDashboard(db)),
    pickupBulk: port(['db', 'inventoryCars', 'locationsOn', 'movements'], (p) =>
      pickupBulkUpload(p.db, {
        cars: p.inventoryCars,
        locationsOn: p.locationsOn,
        raisePickup: p.movements.raisePickup,
      }),
    ),
  },
  routes: port(['movement'], ({ movement }) => movement.plugin),
});

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const movementSeeding = {
  inventoryMovements: movementTables.inventoryMovements,
  slotColumns: pickupRequests.slotColumns,
};
