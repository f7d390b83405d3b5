import type { TestApp } from '../build-test-app.ts';
import { tomorrow } from '../movement-test-support.ts';
import { movementVersion, versionOf, type RecordsOfA } from './cross-vertical-records.ts';
import type { IdProbe, ProbeRequest } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's writes to A's (IN CAR) cars, in this order: the movement routes walk one car
 * through its pickup request, the stock-in scans take two more, the inventory updates a fourth; then the
 * pending action and the inventory's own bulk update.
 */
const withLocation = ({ url }: ProbeRequest, locationCode: string) => ({ url, payload: { locationCode } });
const inventoryVersion = (t: TestApp, id: number) => versionOf(t, 'inventory', 'id', id);
const moving = async (t: TestApp, a: RecordsOfA, path: string, extra: object = {}) => ({
  url: `/api/inventory/${a.moving.id}${path}`,
  payload: { version: await movementVersion(t, a.moving.id), ...extra },
});

export const INVENTORY_WRITE_PROBES: IdProbe[] = [
  {
    route: 'POST /api/inventory/:id/movement',
    request: async (t, a) => ({
      url: `/api/inventory/${a.moving.id}/movement`,
      payload: {
        version: await inventoryVersion(t, a.moving.id),
        toLocationCode: a.destination,
        requestType: 'INTERNAL',
        pickupOption: 'HOME_PICKUP',
        customerAddress: '12, Lake View Road',
        customerArea: 'Near City Mall',
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
