import { useMutation, useQuery } from '@tanstack/react-query';
import type { IntercityRoute, RouteInput, RouteUpdate } from '@b2c/contracts';
import { apiGet, apiRequest } from '../../shared/api/api-client.ts';
import { ENTITY_PATHS, masterdataKeys, useInvalidateEntity } from './masterdata-api.ts';

const BASE = ENTITY_PATHS.intercity;

/** SPEC §3: a route is identified by its code; the list's code-prefix filter finds it. */
export const useIntercityRoute = (code: string) =>
  useQuery({
    queryKey: masterdataKeys.row('intercity', code),
    queryFn: async () => {
      const routes = await apiGet<IntercityRoute[]>(BASE, { code, size: 100 });
      const route = routes.find((r) => r.code === code);
      if (!route) throw new Error('There is no such intercity route.');
      return route;
    },
    retry: false,
  });

export const useCreateIntercityRoute = () =>
  useMutation({
    mutationFn: (route: RouteInput) => apiRequest<IntercityRoute>(BASE, { method: 'POST', body: route }),
    onSuccess: useInvalidateEntity('intercity'),
  });

export const useUpdateIntercityRoute = (code: string) =>
  useMutation({
    mutationFn: (route: RouteUpdate) =>
      apiRequest<IntercityRoute>(`${BASE}/${encodeURIComponent(code)}`, { method: 'PUT', body: route }),
    onSuccess: useInvalidateEntity('intercity'),
  });
