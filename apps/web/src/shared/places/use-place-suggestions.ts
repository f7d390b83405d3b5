import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN } from '@b2c/contracts';
import { CITY_SEARCH_DEBOUNCE_MS } from '@b2c/domain';
import { readRuntimeSettings } from '../monitoring/runtime-settings.ts';
import { useAccess } from '../session/access-provider.tsx';
import { placeSourceFor } from './place-source.ts';
import { queryKeys } from '../api/query-keys.ts';

/** The value once it has stopped changing for `delayMs`. */
const useSettled = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

const keys = queryKeys('places');
export const placeKeys = {
  all: keys.all,
  search: (kind: string, country: string, text: string) => keys.of(kind, country, text),
};

/**
 * Places for what the user is typing, once it has settled (SPEC §9's search debounce, 500 ms) and has
 * three characters or more: from the source the runtime settings choose for the vertical's country.
 */
export function usePlaceSuggestions(typed: string) {
  const { vertical } = useAccess();
  const source = useMemo(() => placeSourceFor(readRuntimeSettings(), vertical.country), [vertical.country]);
  const text = useSettled(typed.trim(), CITY_SEARCH_DEBOUNCE_MS);
  const ready = text.length >= PLACE_QUERY_MIN;
  const query = useQuery({
    queryKey: placeKeys.search(source.kind, vertical.country, text),
    queryFn: ({ signal }) => source.suggest(text, signal),
    enabled: ready,
    // Places do not move: a lookup typed again within the hour is answered from memory.
    staleTime: 60 * 60_000,
  });
  return {
    source,
    suggestions: ready ? (query.data ?? []) : [],
    /** Waiting for the typing to settle or for the answer. */
    searching: typed.trim().length >= PLACE_QUERY_MIN && (typed.trim() !== text || query.isFetching),
    failed: ready && query.isError,
    ready,
  };
}
