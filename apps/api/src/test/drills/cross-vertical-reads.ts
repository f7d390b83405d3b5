import type { ReadProbe } from './cross-vertical-probes.ts';
import type { RecordsOfA } from './cross-vertical-records.ts';
import { DOCUMENT_READ_PROBE } from './cross-vertical-document-probes.ts';
import { CLEANING_READ_PROBES } from './cross-vertical-cleaning-probes.ts';
import { DEALER_READ_PROBES } from './cross-vertical-dealer-probes.ts';
import { FASTAG_READ_PROBES } from './cross-vertical-fastag-probes.ts';
import { SCHEDULED_READ_PROBE } from './cross-vertical-scheduled-probes.ts';
import { USERS_READ_PROBES } from './cross-vertical-users-probes.ts';
import { USERS_V1_READ_PROBES } from './cross-vertical-users-v1-probes.ts';
import { LOCATION_MEDIA_READ_PROBES } from './cross-vertical-location-media-probes.ts';
import { KEY_READ_PROBES } from './cross-vertical-key-probes.ts';
import { BULK_READ_PROBES } from './cross-vertical-bulk-probes.ts';
import { YARD_AUDIT_READ_PROBES } from './cross-vertical-yard-audit-probes.ts';

/**
 * Reads by id of vertical A's records. A marker is text only A's record holds (a name the write probes
 * gave it, or its appointment id, unique across verticals); without one, the answer itself is A's data
 * (a payment status, a holding period), so another vertical must be refused outright.
 */
const byAppointment = (path: string, car: (a: RecordsOfA) => { appointmentId: string }, marker = true) => ({
  route: `GET /api/inventory/apt-:id/${path}`,
  request: async (_t: unknown, a: RecordsOfA) => ({ url: `/api/inventory/apt-${car(a).appointmentId}/${path}` }),
  marker: (a: RecordsOfA) => (marker ? car(a).appointmentId : ''),
});

export const READ_PROBES: ReadProbe[] = [
  {
    route: 'GET /api/v2/store-location/:id',
    request: async (_t, a) => ({ url: `/api/v2/store-location/${a.location.id}` }),
    marker: (a) => `Drill yard ${a.tag}`,
  },
  {
    route: 'GET /api/v1/zone/code/:code/location',
    request: async (_t, a) => ({ url: `/api/v1/zone/code/${a.zone.code}/location` }),
    marker: (a) => `Drill yard ${a.tag}`,
  },
  {
    route: 'GET /api/v1/locus-team/:id',
    request: async (_t, a) => ({ url: `/api/v1/locus-team/${a.locusTeam.id}` }),
    marker: (a) => `Drill team ${a.tag}`,
  },
  {
    route: 'GET /api/v1/driver/:id',
    request: async (_t, a) => ({ url: `/api/v1/driver/${a.driver.id}` }),
    marker: (a) => `Drill driver ${a.tag}`,
  },
  {
    // The id is in the query: a plan is looked up by its driver.
    route: 'GET /api/v1/resource-planner',
    request: async (_t, a) => ({ url: `/api/v1/resource-planner?driverId=${a.driver.id}` }),
    marker: (a) => `"driverId":${a.driver.id}`,
    emptyForOthers: true,
  },
  {
    route: 'GET /api/inventory/:id/movement',
    request: async (_t, a) => ({ url: `/api/inventory/${a.moving.id}/movement` }),
    marker: (a) => a.moving.appointmentId,
  },
  {
    route: 'GET /api/inventory/v2/apt-:id',
    request: async (_t, a) => ({ url: `/api/inventory/v2/apt-${a.updated.appointmentId}` }),
    marker: (a) => a.updated.appointmentId,
  },
  {
    route: 'GET /api/inventory/:id/externalDeliveryAllowed',
    request: async (_t, a) => ({ url: `/api/inventory/${a.withOrders.id}/externalDeliveryAllowed` }),
    marker: () => '',
  },
  {
    route: 'GET /api/inspection/:id',
    request: async (_t, a) => ({ url: `/api/inspection/${a.withOrders.appointmentId}` }),
    marker: (a) => a.withOrders.appointmentId,
  },
  {
    route: 'GET /api/refurbishment/inspection/:id',
    request: async (_t, a) => ({ url: `/api/refurbishment/inspection/${a.withOrders.appointmentId}` }),
    marker: (a) => a.withOrders.appointmentId,
  },
  {
    route: 'GET /api/v1/order/:id/latest',
    request: async (_t, a) => ({ url: `/api/v1/order/${a.withOrders.appointmentId}/latest` }),
    marker: (a) => a.withOrders.appointmentId,
  },
  byAppointment('inspectionDetails', (a) => a.withOrders),
  byAppointment('paymentStatus', (a) => a.withOrders, false),
  byAppointment('bookedOrder', (a) => a.withOrders),
  byAppointment('order', (a) => a.withOrders),
  byAppointment('location-holding-period', (a) => a.withOrders, false),
  {
    route: 'GET /api/audit-log/inventory/:id/pending-updates',
    request: async (_t, a) => ({ url: `/api/audit-log/inventory/${a.pendingAction.appointmentId}/pending-updates` }),
    marker: (a) => a.pendingAction.appointmentId,
    emptyForOthers: true,
  },
  DOCUMENT_READ_PROBE,
  ...DEALER_READ_PROBES,
  ...FASTAG_READ_PROBES,
  ...CLEANING_READ_PROBES,
  SCHEDULED_READ_PROBE,
  ...USERS_READ_PROBES,
  ...USERS_V1_READ_PROBES,
  ...LOCATION_MEDIA_READ_PROBES,
  ...KEY_READ_PROBES,
  ...BULK_READ_PROBES,
  ...YARD_AUDIT_READ_PROBES,
];

/** GET /api/audit-log/{path}/:id[/count]: generated from the route table; the entity a path reads. */
export const AUDIT_ROUTE = /^GET \/api\/audit-log\/([\w-]+)\/:id(\/count)?$/;
const ENTITY_OF_PATH: Record<string, string> = { route: 'intercity-route', 'resource-planner': 'resource-plan' };
export const auditEntityOf = (path: string) => ENTITY_OF_PATH[path] ?? path;
