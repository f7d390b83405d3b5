import { useMutation, useQuery } from '@tanstack/react-query';
import { masterdataIntercityRouteEndpoints as api, type RouteInput, type RouteUpdate } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { masterdataKeys, useInvalidateEntity } from './masterdata-api.ts';

/** SPEC §3: a route is identified by its code; the list's code-prefix filter finds it. */
export const useIntercityRoute = (code: string) =>
  useQuery({
    queryKey: masterdataKeys.row('intercity', code),
    queryFn: async () => {
      const routes = await call(api.list, { query: { code, size: 100 } });
      const route = routes.find((r) => r.code === code);
      if (!route) throw new Error('There is no such intercity route.');
      return route;
    },
    retry: false,
  });

export const useCreateIntercityRoute = () =>
  useMutation({
    mutationFn: (route: RouteInput) => call(api.create, { body: route }),
    onSuccess: useInvalidateEntity('intercity'),
  });

export const useUpdateIntercityRoute = (code: string) =>
  useMutation({
    mutationFn: (route: RouteUpdate) => call(api.update, { params: { code }, body: route }),
    onSuccess: useInvalidateEntity('intercity'),
  });
