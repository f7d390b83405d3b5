import { useQuery } from '@tanstack/react-query';
import { masterdataEndpoints } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../api/call.ts';
import { queryKeys } from '../api/query-keys.ts';

/**
 * Query keys of the vertical's cities, read by several features (location, master data, stock-in); a
 * feature refreshes them through these keys, never by spelling the strings.
 */
/** Under masterdata's root: a city saved on the master data screens refreshes every city list. */
const masterdata = queryKeys('masterdata');
export const cityKeys = {
  all: masterdata.of('cities'),
  active: masterdata.of('cities', 'active'),
  search: (prefix: string) => masterdata.of('cities', 'search', prefix),
};

/** Active cities of the vertical's country by name, for city selects and filters (a country has a few hundred). */
export const useCities = () =>
  useQuery({
    queryKey: cityKeys.active,
    queryFn: () =>
      call(masterdataEndpoints.cities, {
        query: { active: 'true', size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' },
      }),
    // Cities are reference data without writes in the panel: ten minutes old is fresh enough.
    staleTime: 10 * 60_000,
  });

/**
 * SPEC §2: active cities whose name starts with `prefix`, the first 20 by name (an autocomplete's options;
 * the caller debounces the typing). Nothing is asked for an empty prefix.
 */
export const useCitySearch = (prefix: string) =>
  useQuery({
    queryKey: cityKeys.search(prefix),
    queryFn: ({ signal }) =>
      call(
        masterdataEndpoints.cities,
        { query: { name: prefix, active: 'true', size: 20, sort: 'name,asc' } },
        { signal },
      ),
    enabled: prefix.length > 0,
    staleTime: 5 * 60_000,
  });
