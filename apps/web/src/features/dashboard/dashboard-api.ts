import { useQuery } from '@tanstack/react-query';
import { configEndpoints, dashboardEndpoints as api, type EndpointData } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

const keys = queryKeys('dashboard');
/** Counts a minute old are fine for a start page; the grid behind a tile is always fresh. */
const staleTime = 60_000;

type TileEndpoint = Exclude<keyof typeof api, 'myWork'>;

/** One tile group of the current vertical, asked only when the user may open it (else the API says 403). */
export const useTile = <K extends TileEndpoint>(tile: K, allowed: boolean) => {
  const { vertical } = useVertical();
  return useQuery({
    queryKey: keys.of(tile, vertical?.country, vertical?.vehicleType),
    // Every tile endpoint is a GET without input; the union of them is not something call() can infer.
    queryFn: () => call(api[tile] as (typeof api)['inventory']) as Promise<EndpointData<(typeof api)[K]>>,
    enabled: allowed,
    staleTime,
  });
};

export const useMyWork = () => {
  const { vertical } = useVertical();
  return useQuery({
    queryKey: keys.of('my-work', vertical?.country, vertical?.vehicleType),
    queryFn: () => call(api.myWork),
    staleTime,
  });
};

/** Whom to ask (configs' contact persons), for a user who may open nothing. */
export const useContactPersons = (enabled: boolean) =>
  useQuery({
    queryKey: keys.of('contacts'),
    queryFn: () => call(configEndpoints.contactPersons),
    enabled,
    staleTime: 10 * 60_000,
  });
