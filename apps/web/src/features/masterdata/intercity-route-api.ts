import { masterdataIntercityRouteEndpoints as api, type RouteInput, type RouteUpdate } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { intercityRouteApi } from './masterdata-api.ts';

/** SPEC §3: a route is identified by its code; the list's code-prefix filter finds it. */
export const useIntercityRoute = (code: string) =>
  intercityRouteApi.useRow(code, async () => {
    const routes = await call(api.list, { query: { code, size: 100 } });
    const route = routes.find((r) => r.code === code);
    if (!route) throw new Error('There is no such intercity route.');
    return route;
  });

export const useCreateIntercityRoute = () =>
  intercityRouteApi.useSave((route: RouteInput) => call(api.create, { body: route }));

export const useUpdateIntercityRoute = (code: string) =>
  intercityRouteApi.useSave((route: RouteUpdate) => call(api.update, { params: { code }, body: route }));
