import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { City, LocationListItem, State } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { apiGet } from '../../shared/api/api-client.ts';
import type { GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { gridQuery } from '../../shared/data-table/grid-query.ts';
import { ENTITY_INFO, MASTERDATA_ENTITIES, type MasterdataEntity } from './masterdata-entities.ts';

export const masterdataKeys = {
  all: ['masterdata'] as const,
  counts: ['masterdata', 'counts'] as const,
  cities: ['masterdata', 'cities'] as const,
  locations: ['masterdata', 'location-options'] as const,
  row: (entity: MasterdataEntity, id: string) => ['masterdata', entity, id] as const,
};

/** The list path of each entity (SPEC §7); `<path>/count` is its count. */
export const ENTITY_PATHS: Readonly<Record<MasterdataEntity, string>> = {
  city: '/api/v1/city',
  state: '/api/v1/state',
  zones: '/api/v1/zone',
  intercity: '/api/v2/route',
  pincode: '/api/v1/pincode',
  'locus-teams': '/api/v1/locus-team',
};

type Count = { count: number };

/** The grid callbacks of one entity's list. */
export const listFetchers = <T>(entity: MasterdataEntity) => ({
  fetchPage: (request: PageRequest) => apiGet<T[]>(ENTITY_PATHS[entity], gridQuery(request)),
  fetchCount: ({ filters }: { filters: GridFilters }) =>
    apiGet<Count>(`${ENTITY_PATHS[entity]}/count`, filters).then((r) => r.count),
});

/** /masterdata: how many rows each entity has. */
export const useEntityCounts = () =>
  useQuery({
    queryKey: masterdataKeys.counts,
    queryFn: async () => {
      const counts = await Promise.all(MASTERDATA_ENTITIES.map((e) => apiGet<Count>(`${ENTITY_PATHS[e]}/count`)));
      return Object.fromEntries(MASTERDATA_ENTITIES.map((e, i) => [e, counts[i]?.count ?? 0])) as Record<
        MasterdataEntity,
        number
      >;
    },
  });

export const useCities = () =>
  useQuery({
    queryKey: masterdataKeys.cities,
    queryFn: () =>
      apiGet<City[]>(ENTITY_PATHS.city, { active: true, size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' }),
    staleTime: 10 * 60_000,
  });

export const useStates = () =>
  useQuery({
    queryKey: ['masterdata', 'states'],
    queryFn: () => apiGet<State[]>(ENTITY_PATHS.state, { size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' }),
    staleTime: 10 * 60_000,
  });

/** The zone form's location picker: every coded location of the vertical (the dropdown size, SPEC §9). */
export const useLocationOptions = () =>
  useQuery({
    queryKey: masterdataKeys.locations,
    queryFn: () =>
      apiGet<LocationListItem[]>('/api/v2/store-location', { size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' }),
    staleTime: 60_000,
  });

/** After a save: the entity's grid, the row and the counts are stale. */
export const useInvalidateEntity = (entity: MasterdataEntity) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['grid', ENTITY_INFO[entity].gridKey] }),
      client.invalidateQueries({ queryKey: masterdataKeys.all }),
    ]);
};
