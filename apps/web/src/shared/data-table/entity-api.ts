import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '@b2c/contracts';
import { call } from '../api/call.ts';
import type { GridFilters, PageRequest } from './data-grid-types.ts';
import { EXPORT_PAGE_SIZE, readAllPages, type ExportRequest } from './export-pages.ts';
import { isGridStartingWith } from './grid-keys.ts';
import { gridQuery } from './grid-query.ts';

/** An endpoint with a query whose answer's `data` is `Data` (the shape of a zod schema's output type). */
type QueryEndpoint<Data> = Endpoint & {
  query: NonNullable<Endpoint['query']>;
  response: Endpoint['response'] & { _zod: { output: { data: Data } } };
};

/** The two endpoints every grid reads (DESIGN §3): a page of rows and the count of the filtered rows. */
export interface GridEndpoints<Row> {
  list: QueryEndpoint<Row[]>;
  count: QueryEndpoint<{ count: number }>;
}

/**
 * A grid's callbacks over its list and count endpoints; `fetchAll` (the CSV) reads the whole filtered set
 * page after page, `exportSize` rows a page.
 */
export const gridFetchers = <Row>(endpoints: GridEndpoints<Row>, exportSize = EXPORT_PAGE_SIZE) => ({
  fetchPage: (request: PageRequest) => call(endpoints.list, { query: gridQuery(request) }),
  fetchCount: ({ filters }: { filters: GridFilters }) => call(endpoints.count, { query: filters }).then((r) => r.count),
  fetchAll: ({ sort, filters, onProgress }: ExportRequest) =>
    readAllPages(
      (page) =>
        call(endpoints.list, { query: gridQuery({ page, size: exportSize, filters, ...(sort ? { sort } : {}) }) }),
      exportSize,
      onProgress,
    ),
});

export interface EntityApiOptions<Id> {
  /** The entity's grid; a save also refreshes the per-row grids named after it (audit trails). */
  gridKey: string;
  /** The query key of one row. */
  rowKey: (id: Id) => QueryKey;
  /** What a save makes stale besides the grids: the rows and whatever else lists the entity. */
  staleAfterSave: QueryKey;
  /** How many rows a page of the CSV export reads (the endpoint's largest page). */
  exportSize?: number;
}

/**
 * The read and write hooks of one editable entity over its contract endpoints: the grid callbacks,
 * one row, and saves that refresh the grid and the cached rows once they succeed.
 * @example const zones = entityApi(masterdataZoneEndpoints, { gridKey: 'masterdata-zones', rowKey, staleAfterSave });
 * export const useUpdateZone = (id: number) => zones.useSave((zone: ZoneUpdate) => call(api.update, { params: { id }, body: zone }));
 */
export const entityApi = <Row, Id>(endpoints: GridEndpoints<Row>, options: EntityApiOptions<Id>) => {
  const { gridKey, rowKey, staleAfterSave, exportSize } = options;
  /** After a save: the grid, its per-row grids and every cached read of the entity are stale. */
  const useInvalidate = () => {
    const client = useQueryClient();
    return () =>
      Promise.all([
        client.invalidateQueries({ predicate: isGridStartingWith(gridKey) }),
        client.invalidateQueries({ queryKey: staleAfterSave }),
      ]);
  };
  return {
    /** What the entity's DataGrid reads: `<DataGrid {...drivers.grid} columns={…} rowKey={…} />`. */
    grid: { gridKey, ...gridFetchers(endpoints, exportSize) },
    useInvalidate,
    /** One row by `read`: GET by id where the API has it, else a search of the list. A miss is not retried. */
    useRow: <Data = Row>(id: Id, read: () => Promise<Data>) =>
      useQuery({ queryKey: rowKey(id), queryFn: read, retry: false }),
    /** A create or an update; on success the grid and the cached rows are read again. */
    useSave: <Input, Saved>(save: (input: Input) => Promise<Saved>) =>
      useMutation({ mutationFn: save, onSuccess: useInvalidate() }),
  };
};
