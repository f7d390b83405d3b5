import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorsEndpoints as api } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { gridFetchers } from '../../shared/data-table/entity-api.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';

export const ERRORS_GRID_KEY = 'errors';
export const errorsGrid = { gridKey: ERRORS_GRID_KEY, ...gridFetchers({ list: api.list, count: api.count }) };

const groupKey = (id: number) => queryKeys('errors').of('group', id);

export const useErrorGroup = (id: number) =>
  useQuery({ queryKey: groupKey(id), queryFn: () => call(api.get, { params: { id } }), retry: false });

/** Marks the group resolved; a new event of it reopens it (the API's rule). */
export const useResolveErrorGroup = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.resolve, { params: { id } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: groupKey(id) });
      await client.invalidateQueries({ predicate: isGridStartingWith(ERRORS_GRID_KEY) });
    },
  });
};
