import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  preferenceEndpoints as api,
  type DndEntry,
  type DndInput,
  type DndUpdate,
  type PreferenceInput,
} from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { gridFetchers } from '../../shared/data-table/entity-api.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';

export const PREFERENCE_GRID_KEY = 'user-preferences';
export const DND_GRID_KEY = 'dnd-list';

/** The grids' keys and callbacks, for their DataGrids. */
export const preferenceGrid = { gridKey: PREFERENCE_GRID_KEY, ...gridFetchers({ list: api.list, count: api.count }) };
export const dndGrid = { gridKey: DND_GRID_KEY, ...gridFetchers({ list: api.dndList, count: api.dndCount }) };

/** The rows still in force, for the export (the API's list maximum; a bigger list is exported by filter). */
export const fetchActiveDnd = (): Promise<DndEntry[]> =>
  call(api.dndList, { query: { active: 'true', size: 2000, sort: 'mobileNumber,asc' } });

/** After a write: the grid (and the row audit grids named after it) read again. */
const useWrite = <Input, Output>(gridKey: string, write: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ predicate: isGridStartingWith(gridKey) }),
  });
};

export const useSavePreference = () =>
  useWrite(PREFERENCE_GRID_KEY, (body: PreferenceInput) => call(api.save, { body }));
export const useAddDnd = () => useWrite(DND_GRID_KEY, (body: DndInput) => call(api.dndAdd, { body }));
export const useBulkDnd = () =>
  useWrite(DND_GRID_KEY, (entries: Record<string, unknown>[]) => call(api.dndBulk, { body: { entries } }));
export const useUpdateDnd = () =>
  useWrite(DND_GRID_KEY, ({ id, body }: { id: number; body: DndUpdate }) =>
    call(api.dndUpdate, { params: { id }, body }),
  );
export const useRemoveDnd = () =>
  useWrite(DND_GRID_KEY, ({ id, version }: { id: number; version: number }) =>
    call(api.dndRemove, { params: { id }, query: { version } }),
  );
