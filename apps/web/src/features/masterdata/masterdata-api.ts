import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  masterdataIntercityRouteEndpoints,
  masterdataLocusTeamEndpoints,
  masterdataEndpoints as api,
  masterdataPincodeEndpoints,
  masterdataZoneEndpoints,
  type City,
  type IntercityRoute,
  type LocusTeam,
  type Pincode,
  type State,
  type Zone,
} from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import type { GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { gridKeys } from '../../shared/data-table/grid-keys.ts';
import { gridQuery } from '../../shared/data-table/grid-query.ts';
import { ENTITY_INFO, MASTERDATA_ENTITIES, type MasterdataEntity } from './masterdata-entities.ts';

export const masterdataKeys = {
  all: ['masterdata'] as const,
  counts: ['masterdata', 'counts'] as const,
  states: ['masterdata', 'states'] as const,
  row: (entity: MasterdataEntity, id: string) => ['masterdata', entity, id] as const,
};

/** The grid callbacks of one entity's list: a page and the count of the filtered rows. */
export interface ListFetchers<T> {
  fetchPage: (request: PageRequest) => Promise<T[]>;
  fetchCount: (request: { filters: GridFilters }) => Promise<number>;
}

interface EntityRows {
  city: City;
  state: State;
  zones: Zone;
  intercity: IntercityRoute;
  pincode: Pincode;
  'locus-teams': LocusTeam;
}

/** Each entity's list and count endpoints (SPEC §7), as grid callbacks. */
export const LIST_FETCHERS: { readonly [E in MasterdataEntity]: ListFetchers<EntityRows[E]> } = {
  city: {
    fetchPage: (request) => call(api.cities, { query: gridQuery(request) }),
    fetchCount: ({ filters }) => call(api.countCities, { query: filters }).then((r) => r.count),
  },
  state: {
    fetchPage: (request) => call(api.states, { query: gridQuery(request) }),
    fetchCount: ({ filters }) => call(api.countStates, { query: filters }).then((r) => r.count),
  },
  zones: {
    fetchPage: (request) => call(masterdataZoneEndpoints.list, { query: gridQuery(request) }),
    fetchCount: ({ filters }) => call(masterdataZoneEndpoints.count, { query: filters }).then((r) => r.count),
  },
  intercity: {
    fetchPage: (request) => call(masterdataIntercityRouteEndpoints.list, { query: gridQuery(request) }),
    fetchCount: ({ filters }) => call(masterdataIntercityRouteEndpoints.count, { query: filters }).then((r) => r.count),
  },
  pincode: {
    fetchPage: (request) => call(masterdataPincodeEndpoints.list, { query: gridQuery(request) }),
    fetchCount: ({ filters }) => call(masterdataPincodeEndpoints.count, { query: filters }).then((r) => r.count),
  },
  'locus-teams': {
    fetchPage: (request) => call(masterdataLocusTeamEndpoints.list, { query: gridQuery(request) }),
    fetchCount: ({ filters }) => call(masterdataLocusTeamEndpoints.count, { query: filters }).then((r) => r.count),
  },
};

/** /masterdata: how many rows each entity has. */
export const useEntityCounts = () =>
  useQuery({
    queryKey: masterdataKeys.counts,
    queryFn: async () => {
      const counts = await Promise.all(MASTERDATA_ENTITIES.map((e) => LIST_FETCHERS[e].fetchCount({ filters: {} })));
      return Object.fromEntries(MASTERDATA_ENTITIES.map((e, i) => [e, counts[i] ?? 0])) as Record<
        MasterdataEntity,
        number
      >;
    },
  });

export const useStates = () =>
  useQuery({
    queryKey: masterdataKeys.states,
    queryFn: () => call(api.states, { query: { size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' } }),
    staleTime: 10 * 60_000,
  });

/** After a save: the entity's grid, the row and the counts are stale. */
export const useInvalidateEntity = (entity: MasterdataEntity) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: gridKeys.of(ENTITY_INFO[entity].gridKey) }),
      client.invalidateQueries({ queryKey: masterdataKeys.all }),
    ]);
};
