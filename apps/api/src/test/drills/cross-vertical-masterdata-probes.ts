import { versionOf } from './cross-vertical-records.ts';
import type { IdProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's writes to the records the other areas stand on: A's (IN CAR) location, zone,
 * intercity route, pincode, Locus team, slot plan and slot, driver and resource plan. Each renames or
 * changes its record with the run's tag where the read probes look for it.
 */
export const MASTERDATA_WRITE_PROBES: IdProbe[] = [
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
  {
    // A C2B slot only A's plan has (added here, before the drill's fingerprint is taken).
    route: 'PUT /api/slot/definition/slots/:code',
    async request(t, a) {
      const url = '/api/slot/definition/slots';
      const slot = { code: '0500_0545', days: ['monday'], capacity: 2, active: true };
      await t.app.inject({ method: 'POST', url, headers: a.headers, payload: slot });
      const rows = (await t.app.inject({ url: `${url}?slotType=C2B`, headers: a.headers })).json().data;
      const { version } = rows.find((r: { code: string }) => r.code === slot.code);
      return {
        url: `${url}/${slot.code}`,
        payload: { days: ['monday', 'tuesday'], capacity: 3, active: true, version },
      };
    },
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
];
