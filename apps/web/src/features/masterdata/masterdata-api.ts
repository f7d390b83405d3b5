import { useQuery } from '@tanstack/react-query';
import {
  masterdataIntercityRouteEndpoints,
  masterdataLocusTeamEndpoints,
  masterdataEndpoints as api,
  masterdataPincodeEndpoints,
  masterdataZoneEndpoints,
  type City,
  type IntercityRoute,
  type LocusTeam,
  type Make,
  type Pincode,
  type Region,
  type State,
  type Zone,
} from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import type { GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { entityApi, gridFetchers, type GridEndpoints } from '../../shared/data-table/entity-api.ts';
import { ENTITY_INFO, MASTERDATA_ENTITIES, type MasterdataEntity } from './masterdata-entities.ts';

export const masterdataKeys = {
  all: queryKeys('masterdata').all,
  counts: queryKeys('masterdata').of('counts'),
  states: queryKeys('masterdata').of('states'),
  row: (entity: MasterdataEntity, id: string) => queryKeys('masterdata').of(entity, id),
};

/** The grid callbacks of one entity's list: a page and the count of the filtered rows. */
export interface ListFetchers<T> {
  fetchPage: (request: PageRequest) => Promise<T[]>;
  fetchCount: (request: { filters: GridFilters }) => Promise<number>;
}

/** An editable entity's grid, row and save hooks; a save also makes the home page's counts stale. */
const masterdataEntityApi = <Row>(entity: MasterdataEntity, endpoints: GridEndpoints<Row>) =>
  entityApi(endpoints, {
    gridKey: ENTITY_INFO[entity].gridKey,
    rowKey: (id: string) => masterdataKeys.row(entity, id),
    staleAfterSave: masterdataKeys.all,
  });

export const zoneApi = masterdataEntityApi('zones', masterdataZoneEndpoints);
export const intercityRouteApi = masterdataEntityApi('intercity', masterdataIntercityRouteEndpoints);
export const pincodeApi = masterdataEntityApi('pincode', masterdataPincodeEndpoints);
export const locusTeamApi = masterdataEntityApi('locus-teams', masterdataLocusTeamEndpoints);

interface EntityRows {
  city: City;
  state: State;
  region: Region;
  zones: Zone;
  intercity: IntercityRoute;
  pincode: Pincode;
  make: Make;
  'locus-teams': LocusTeam;
}

/** Each entity's list and count endpoints (SPEC §7), as grid callbacks. */
export const LIST_FETCHERS: { readonly [E in MasterdataEntity]: ListFetchers<EntityRows[E]> } = {
  city: gridFetchers({ list: api.cities, count: api.countCities }),
  state: gridFetchers({ list: api.states, count: api.countStates }),
  region: gridFetchers({ list: api.regions, count: api.countRegions }),
  zones: zoneApi.grid,
  intercity: intercityRouteApi.grid,
  pincode: pincodeApi.grid,
  make: gridFetchers({ list: api.makes, count: api.countMakes }),
  'locus-teams': locusTeamApi.grid,
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
