import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  configAdminEndpoints as api,
  type FeatureMatrixChange,
  type FeatureMatrixRow,
  type VerticalFlagsChange,
  type VerticalFlagsRow,
} from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';
import { sessionKeys } from '../../shared/session/session-queries.ts';
import type { PageRequest } from '../../shared/data-table/data-grid-types.ts';

/** SPEC §2 grid "configs": the feature matrix; the flags grid keeps its own columns beside it. */
export const FEATURE_GRID_KEY = 'configs';
export const FLAGS_GRID_KEY = 'configs-flags';

const configKeys = queryKeys('config');
const matrixKey = configKeys.of('feature-matrix');
const flagsKey = configKeys.of('vertical-flags');

export const fetchFeatureMatrix = (): Promise<FeatureMatrixRow[]> => call(api.featureMatrix);
export const fetchVerticalFlags = (): Promise<VerticalFlagsRow[]> => call(api.verticalFlags);

/** A short list read whole (18 features, 12 verticals at most) paged in the browser for the DataGrid. */
const localGrid = <T>(gridKey: string, fetchAll: () => Promise<T[]>) => ({
  gridKey,
  fetchPage: async ({ page, size }: PageRequest) => (await fetchAll()).slice(page * size, (page + 1) * size),
  fetchCount: async () => (await fetchAll()).length,
  fetchAll: () => fetchAll(),
});
export const featureGrid = localGrid(FEATURE_GRID_KEY, fetchFeatureMatrix);
export const flagsGrid = localGrid(FLAGS_GRID_KEY, fetchVerticalFlags);

/** The verticals of the caller's claims: the flags list has one row for each. */
export const useClaimedVerticals = () => useQuery({ queryKey: flagsKey, queryFn: fetchVerticalFlags });
export const useFeatureMatrix = () => useQuery({ queryKey: matrixKey, queryFn: fetchFeatureMatrix });

/**
 * After a change: both grids, and every vertical's ui-rules, so this panel's sidebar, guards and flags
 * follow at once (other panels read ui-rules again when theirs go stale, see use-access-context.ts).
 */
const useConfigWrite = <Input, Output>(write: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ predicate: isGridStartingWith(FEATURE_GRID_KEY) }),
        client.invalidateQueries({ queryKey: configKeys.all }),
        client.invalidateQueries({ queryKey: sessionKeys.allUiRules }),
      ]);
    },
  });
};

export const useChangeFeature = () => useConfigWrite((body: FeatureMatrixChange) => call(api.changeFeature, { body }));
export const useChangeFlags = () => useConfigWrite((body: VerticalFlagsChange) => call(api.changeFlags, { body }));
