import type { TestApp } from '../build-test-app.ts';
import { tomorrow } from '../../modules/movement/movement-test-support.ts';
import { movementVersion, versionOf, type RecordsOfA } from './cross-vertical-records.ts';

/**
 * What the cross-vertical drill sends for each route that names a record: the route table entry and a
 * request aimed at vertical A's record, valid in A (the drill proves that by sending it as A afterwards).
 * Writes run in this order: the movement routes walk one car through its pickup request.
 */
export interface ProbeRequest {
  url: string;
  payload?: unknown;
}

export interface IdProbe {
  route: string;
  request(t: TestApp, a: RecordsOfA): Promise<ProbeRequest>;
  /**
   * The request as another vertical would send it, where it names a second record (a location) that
   * would otherwise be refused first: with one of that vertical's own locations, only the car is foreign.
   */
  inOther?(request: ProbeRequest, ownLocation: string): ProbeRequest;
}

const withLocation = ({ url }: ProbeRequest, locationCode: string) => ({ url, payload: { locationCode } });

export interface ReadProbe extends IdProbe {
  /** Text only A's record holds: A's answer must contain it, another vertical's answer never. */
  marker(a: RecordsOfA): string;
  /** A filter rather than a lookup (audit trails, lists): another vertical may get 200 with nothing in it. */
  emptyForOthers?: boolean;
}

const inventoryVersion = (t: TestApp, id: number) => versionOf(t, 'inventory', 'id', id);
const moving = async (t: TestApp, a: RecordsOfA, path: string, extra: object = {}) => ({
  url: `/api/inventory/${a.moving.id}${path}`,
  payload: { version: await movementVersion(t, a.moving.id), ...extra },
});

export const WRITE_PROBES: IdProbe[] = [
  {
    route: 'PUT /api/v2/store-location/:id',
    async request(t, a) {
      const url = `/api/v2/store-location/${a.location.id}`;
      const d = (await t.app.inject({ url, headers: a.headers })).json().data;
      const keep = ['cityCode', 'locationType', 'locationSubtype', 'active', 'address', 'latitude', 'longitude'];
      const payload = Object.fromEntries(keep.map((k) => [k, d[k]]));
      return { url, payload: { ...payload, holdingPeriodDays: 3, name: `Drill yard ${a.tag}`, version: d.version } };
    },
  },
  {
    route: 'PUT /api/v1/zone/:id',
    request: async (t, a) => ({
      url: `/api/v1/zone/${a.zone.id}`,
      payload: {
        name: `Drill zone ${a.tag} renamed`,
        cityCode: a.zone.cityCode,
        locationCodes: [a.location.code],
        version: await versionOf(t, 'zones', 'id', a.zone.id),
      },
    }),
  },
  {
    route: 'PUT /api/v2/route/:code',
    request: async (t, a) => ({
      url: `/api/v2/route/${a.route.code}`,
      payload: {
        fromCityCode: a.route.fromCityCode,
        toCityCode: a.route.toCityCode,
        distanceKm: 321,
        transitDays: 3,
        version: await versionOf(t, 'intercity_routes', 'code', a.route.code),
      },
    }),
  },
  {
    route: 'PUT /api/v1/pincode/:id',
    request: async (t, a) => ({
      url: `/api/v1/pincode/${a.pincode.id}`,
      payload: {
        pincode: a.pincode.pincode,
        cityCode: a.pincode.cityCode,
        area: `Drill area ${a.tag}`,
        version: await versionOf(t, 'pincodes', 'id', a.pincode.id),
      },
    }),
  },
  {
    route: 'PUT /api/v1/locus-team/:id',
    request: async (t, a) => ({
      url: `/api/v1/locus-team/${a.locusTeam.id}`,
      payload: {
        name: `Drill team ${a.tag} renamed`,
        cityCode: a.locusTeam.cityCode,
        version: await versionOf(t, 'locus_teams', 'id', a.locusTeam.id),
      },
    }),
  },
  {
    route: 'PUT /api/slot/config/:id/node',
    request: async (_t, a) => ({
      url: `/api/slot/config/${a.slotPlanId}/node`,
      payload: { locationCode: a.location.code, slotCodes: ['1000_1200'], leadTimeMinutes: 60 },
    }),
  },
  // Ids in the query or the body rather than the path (the route table cannot find these by itself).
  {
    route: 'POST /api/v1/driver',
    request: async (t, a) => ({
      url: `/api/v1/driver?id=${a.driver.id}`,
      payload: [
        {
          id: a.driver.id,
          version: await versionOf(t, 'drivers', 'id', a.driver.id),
          name: `Drill driver ${a.tag} renamed`,
          mobile: a.driver.mobile,
          driverType: 'VARIABLE',
          vendor: 'IN_HOUSE',
        },
      ],
    }),
  },
  {
    route: 'POST /api/v1/resource-planner',
    request: async (t, a) => ({
      url: '/api/v1/resource-planner',
      payload: {
        driverId: a.driver.id,
        availability: [{ day: 'saturday', from: '10:00', to: '14:00' }],
        version: await versionOf(t, 'resource_plans', 'driver_id', a.driver.id),
      },
    }),
  },
  {
    route: 'POST /api/inventory/:id/movement',
    request: async (t, a) => ({
      url: `/api/inventory/${a.moving.id}/movement`,
      payload: {
        version: await inventoryVersion(t, a.moving.id),
        toLocationCode: a.destination,
        requestType: 'INTERNAL',
        pickupOption: 'HOME_PICKUP',
        requestedPickupDate: tomorrow('IN'),
        slot: '0900_1100',
      },
    }),
  },
  {
    route: 'PUT /api/inventory/:id/movement-update',
    request: (t, a) => moving(t, a, '/movement-update', { pickupOption: 'DROP_AT_HUB', slot: '1100_1300' }),
  },
  {
    route: 'PUT /api/inventory/apt-:id/reschedule',
    request: async (t, a) => ({
      url: `/api/inventory/apt-${a.moving.appointmentId}/reschedule?tags=RESCHEDULED_INTERNAL`,
      payload: {
        version: await movementVersion(t, a.moving.id),
        requestedPickupDate: tomorrow('IN'),
        slot: '1300_1500',
      },
    }),
  },
  {
    route: 'PUT /api/inventory/:id/next-hop',
    request: (t, a) => moving(t, a, `/next-hop?locationCode=${a.hop}`),
    inOther: ({ url, payload }, location) => ({
      url: url.replace(/locationCode=.*$/, `locationCode=${location}`),
      payload,
    }),
  },
  {
    route: 'PUT /api/inventory/:id/update/movement-details',
    request: (t, a) => moving(t, a, '/update/movement-details', { driverName: `Drill ${a.tag}` }),
  },
  { route: 'PUT /api/inventory/:id/movement/refresh', request: (t, a) => moving(t, a, '/movement/refresh') },
  {
    route: 'POST /api/inventory/:id/logistic',
    request: (t, a) => moving(t, a, '/logistic', { vendor: 'DRIVEU', logisticsMode: '3PL_VENDOR' }),
  },
  {
    route: 'PUT /api/inventory/:id/movement',
    request: async (t, a) => ({
      ...(await moving(t, a, '/movement')),
      url: `/api/inventory/${a.moving.id}/movement?action=TRIP_START`,
    }),
  },
  {
    route: 'POST /api/inventory/reg-:value',
    request: async (_t, a) => ({
      url: `/api/inventory/reg-${a.scanned.registrationNumber}?action=STOCK_IN`,
      payload: { locationCode: a.destination },
    }),
    inOther: withLocation,
  },
  {
    route: 'POST /api/inventory/chassis-:value',
    request: async (_t, a) => ({
      url: `/api/inventory/chassis-${a.chassisScanned.chassisNumber}?action=STOCK_IN`,
      payload: { locationCode: a.destination },
    }),
    inOther: withLocation,
  },
  {
    route: 'POST /api/inventory/apt-:id',
    request: async (t, a) => ({
      url: `/api/inventory/apt-${a.updated.appointmentId}?action=EGC`,
      payload: { egc: `EGC-${a.tag}`, version: await inventoryVersion(t, a.updated.id) },
    }),
  },
  {
    route: 'POST /api/inventory/:id',
    request: async (t, a) => ({
      url: `/api/inventory/${a.updated.id}?action=PARKING_SLOT`,
      payload: { parkingSlot: `P-${a.tag}`, version: await inventoryVersion(t, a.updated.id) },
    }),
  },
  {
    route: 'PUT /api/inventory/apt-:id/:x/update',
    request: async (t, a) => ({
      url: `/api/inventory/apt-${a.updated.appointmentId}/holdReason/update`,
      payload: { value: 'TRADE', version: await inventoryVersion(t, a.updated.id) },
    }),
  },
  {
    route: 'PUT /api/inventory/apt-:id/registration-number',
    request: async (t, a) => ({
      url: `/api/inventory/apt-${a.updated.appointmentId}/registration-number`,
      payload: {
        registrationNumber: `MH12DR${String(parseInt(a.tag, 16) % 10_000).padStart(4, '0')}`,
        version: await inventoryVersion(t, a.updated.id),
      },
    }),
  },
  {
    route: 'POST /api/admin-utils/inventory/apt-:id/hard-refresh',
    request: async (t, a) => ({
      url: `/api/admin-utils/inventory/apt-${a.updated.appointmentId}/hard-refresh`,
      payload: { version: await inventoryVersion(t, a.updated.id) },
    }),
  },
  {
    route: 'POST /api/inventory/bulk',
    request: async (t, a) => ({
      url: '/api/inventory/bulk',
      payload: {
        action: 'PARKING_SLOT',
        items: [
          {
            appointmentId: a.updated.appointmentId,
            version: await inventoryVersion(t, a.updated.id),
            parkingSlot: `B-${a.tag}`,
          },
        ],
      },
    }),
  },
  {
    route: 'POST /api/pendingAction',
    request: async (t, a) => ({
      url: '/api/pendingAction',
      payload: {
        id: a.pendingAction.id,
        decision: 'REJECT',
        remarks: `Drill ${a.tag}`,
        version: await versionOf(t, 'pending_actions', 'id', a.pendingAction.id),
      },
    }),
  },
];
