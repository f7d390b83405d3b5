import { defineModule, port, routes } from '../../kits/module-face.ts';
import { slotService } from './slot-service.ts';
import { slotRoutes } from './slot-routes.ts';

declare module '../../kits/module-face.ts' {
  interface Ports {
    /** The slots offered at a location on a day, against capacity and bookings (SPEC §5). */
    slots: ReturnType<typeof slotService>;
  }
}

/** Slots (SPEC §2 slot planner): the plans and the slots they offer; the bookings are the movement area's. */
export const slotFace = defineModule({
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
  },
  routes: routes(['slots'], ({ slots }) => slotRoutes(slots)),
});
