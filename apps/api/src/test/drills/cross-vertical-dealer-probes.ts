import type { TestApp } from '../build-test-app.ts';
import { tomorrow } from '../movement-test-support.ts';
import { movableCars, seededDealer } from '../dealer-factories.ts';
import { versionOf } from './cross-vertical-records.ts';
import type { IdProbe, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of the big dealer network: A's (IN CAR) first seeded dealer. The edit
 * renames it with the run's tag (the read's marker) and leaves the dealer audit row the generated
 * audit-trail probe aims at; the allocation moves one of A's cars to it.
 */
const dealerOfA = (t: TestApp) => seededDealer(t, 'IN', 'CAR');

export const DEALER_WRITE_PROBES: IdProbe[] = [
  {
    route: 'PUT /api/v1/big-dealer/:id',
    async request(t, a) {
      const dealer = await dealerOfA(t);
      const url = `/api/v1/big-dealer/${dealer.id}`;
      const d = (await t.app.inject({ url, headers: a.headers })).json().data;
      const keep = [
        'networkType',
        'cityCode',
        'contactName',
        'contactMobile',
        'contactEmail',
        'locationCodes',
        'active',
      ];
      const payload = Object.fromEntries(keep.map((k) => [k, d[k]]));
      return {
        url,
        payload: {
          ...payload,
          name: `Drill dealer ${a.tag}`,
          capacity: 99,
          version: await versionOf(t, 'dealers', 'id', dealer.id),
        },
      };
    },
  },
  {
    route: 'POST /api/v1/big-dealer/:id/allocate',
    async request(t) {
      const dealer = await dealerOfA(t);
      const [car] = await movableCars(t, 'IN', 1);
      return {
        url: `/api/v1/big-dealer/${dealer.id}/allocate`,
        payload: {
          locationCode: dealer.activeLocation,
          requestedPickupDate: tomorrow('IN'),
          items: [{ appointmentId: car!.appointmentId }],
        },
      };
    },
  },
];

export const DEALER_READ_PROBES: ReadProbe[] = [
  {
    route: 'GET /api/v1/big-dealer/:id',
    request: async (t) => ({ url: `/api/v1/big-dealer/${(await dealerOfA(t)).id}` }),
    marker: (a) => `Drill dealer ${a.tag}`,
  },
  {
    // The dealer's id is in the query: a filter, so another vertical may get an empty list.
    route: 'GET /api/v1/big-dealer/stock',
    request: async (t) => ({ url: `/api/v1/big-dealer/stock?dealerId=${(await dealerOfA(t)).id}` }),
    marker: () => '"dealerId"',
    emptyForOthers: true,
  },
];
