import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import { slotService } from './slot-service.ts';
import { slotRoutes } from './slot-routes.ts';
import { slotDashboard, type SlotDashboard } from './slot-dashboard.ts';
import * as slotTables from './slot-tables.ts';

export interface SlotPorts {
  /** The slots offered at a location on a day, against capacity and bookings (SPEC §5). */
  slots: ReturnType<typeof slotService>;
  /** The start page's places per slot, day and origin (issue 29). */
  slotDashboard: SlotDashboard;
}

/** Slots (SPEC §2 slot planner): the plans and the slots they offer; the bookings are the movement area's. */
const port = portsFrom<PlatformPorts & ConfigPorts & LocationPorts & MovementPorts & SlotPorts>();

export const slotFace = defineModule<SlotPorts>({
  area: 'slot',
  provides: {
    slots: port(['db', 'flags', 'locations', 'slotBookings', 'featureMatrix'], (p) =>
      slotService(p.db, {
        flags: p.flags,
        locations: p.locations,
        bookings: p.slotBookings,
        featureMatrix: p.featureMatrix,
      }),
    ),
    slotDashboard: port(['db'], ({ db }) => slotDashboard(db)),
  },
  routes: port(['slots'], ({ slots }) => slotRoutes(slots)),
});

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables directly. The API itself never reads this.
export const slotSeeding = { slotDefinitions: slotTables.slotDefinitions };
