import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Typography } from 'antd';
import { errorMessage } from '../api/api-error.ts';
import { toast } from '../ui/toast.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { FilterBar } from './filter-bar.tsx';
import { gridKeys } from './grid-keys.ts';
import { useHeldArrivals } from './held-arrivals.ts';
import { gridCountQueryFn, refetchUnlessJustFetched } from './grid-warm-up.ts';
import { GridFrame, GridRows, NO_RECORDS } from './grid-view.tsx';
import { LocalGrid } from './local-grid.tsx';
import { SavedSearches } from './saved-searches.tsx';
import { useBoundedSelection } from './use-bounded-selection.ts';
import { useColumnVisibility } from './use-column-visibility.ts';
import { useGridSettings } from './grid-settings.tsx';
import { useGridUrlState } from './use-grid-url-state.ts';
import type { DataGridProps, LocalDataGridProps } from './data-grid-types.ts';
import { formatCount } from '../format/format-values.ts';

/** A grid over the server: each page, sort and filter is a request, and they live in the URL. */
const ServerGrid = <T,>(props: DataGridProps<T>) => {
  const { gridKey, columns, fetchPage, fetchCount, fetchAll, filters = [], rowKey, batchActions = [] } = props;
  const { defaultPageSize } = useGridSettings();
  const { request, setPage, setSort, setFilters } = useGridUrlState(defaultPageSize, props.paramPrefix);
  const { visibleKeys, visibleColumns, setVisibleKeys } = useColumnVisibility(gridKey, columns);
  const selection = useBoundedSelection(rowKey, props.selectionLimit);
  const [runningAction, setRunningAction] = useState<string | undefined>();
  const queryClient = useQueryClient();

  const page = useQuery({
    queryKey: gridKeys.page(gridKey, request),
    queryFn: () => fetchPage(request),
    placeholderData: keepPreviousData,
    retry: false,
    // The first load's warm-up may have fetched this page a moment ago (grid-warm-up.ts).
    refetchOnMount: refetchUnlessJustFetched,
  });
  const count = useQuery({
    queryKey: gridKeys.count(gridKey, request.filters),
    queryFn: gridCountQueryFn(fetchCount, request.filters),
    retry: false,
    refetchOnMount: refetchUnlessJustFetched,
  });
  // Issue 29: rows others add to the filter wait behind "N new — show"; rows changed in place still update.
  const idOf = props.highlightBy ?? rowKey;
  const arrivals = useHeldArrivals<T>({
    watch: props.arrivals,
    request: JSON.stringify(request),
    rows: page.data,
    current: !page.isPlaceholderData,
    count: count.data,
    countFetching: count.isFetching,
    keyOf: (r) => String(rowKey(r)),
    idOf: (r) => String(idOf(r)),
  });
  const showArrivals = () => {
    if (request.page > 0) setPage(0, request.size);
    else arrivals.show();
  };
  const totalLabel = (total: number, [from, to]: [number, number]) =>
    count.data && !count.data.exact ? `${from}-${to} of about ${formatCount(total)}+` : `${from}-${to} of ${total}`;

  const runBatch = async (key: string, run: (rows: T[]) => Promise<unknown> | void) => {
    setRunningAction(key);
    try {
      await run(selection.selectedRows());
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: gridKeys.of(gridKey) });
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setRunningAction(undefined);
    }
  };

  const emptyText = page.isError ? (
    <Alert
      type="error"
      showIcon
      title="The list could not be loaded."
      action={<Button onClick={() => void page.refetch()}>Retry</Button>}
    />
  ) : (
    <Empty description={props.emptyText ?? NO_RECORDS} />
  );

  return (
    <GridFrame
      title={props.title}
      filterBar={
        filters.length > 0 ? (
          <FilterBar gridKey={gridKey} fields={filters} filters={request.filters} onSearch={setFilters} />
        ) : null
      }
      start={
        <>
          {arrivals.count > 0 ? (
            <Button type="primary" onClick={showArrivals}>
              {`${arrivals.count} new — show`}
            </Button>
          ) : null}
          {props.toolbar}
          {batchActions.map((a) => (
            <Button
              key={a.key}
              danger={a.danger}
              disabled={selection.selectedKeys.length === 0 || (runningAction !== undefined && runningAction !== a.key)}
              loading={runningAction === a.key}
              onClick={() => void runBatch(a.key, a.run)}
            >
              {a.label}
            </Button>
          ))}
          {batchActions.length > 0 ? (
            <Typography.Text type="secondary" aria-live="polite">
              {selection.selectedKeys.length} selected
            </Typography.Text>
          ) : null}
        </>
      }
      end={
        <>
          {filters.length > 0 ? (
            <SavedSearches gridKey={gridKey} currentFilters={request.filters} onApply={setFilters} />
          ) : null}
          <ColumnChooser columns={columns} visibleKeys={visibleKeys} onChange={setVisibleKeys} />
          {fetchAll || props.exportFile ? (
            <ExportCsvButton
              fetchAll={fetchAll}
              exportFile={props.exportFile}
              columns={visibleColumns}
              sort={request.sort}
              filters={request.filters}
              fileName={props.exportFileName ?? gridKey}
              total={count.data}
            />
          ) : null}
        </>
      }
    >
      <GridRows<T>
        view={props}
        rows={page.isError ? [] : arrivals.rows}
        columns={visibleColumns}
        sort={request.sort}
        loading={page.isFetching}
        empty={emptyText}
        pagination={{
          current: request.page + 1,
          pageSize: request.size,
          total: arrivals.heldTotal ?? count.data?.count ?? 0,
          showTotal: totalLabel,
        }}
        onPage={setPage}
        onSort={setSort}
        selection={batchActions.length > 0 ? selection : undefined}
      />
    </GridFrame>
  );
};

/**
 * The one grid of the panel (DESIGN §6): column chooser (remembered per grid, SPEC §2), paging, sorting,
 * cards on a phone, loading/empty/error states, CSV export. Over the server (`fetchPage`, `fetchCount`) it
 * adds filters, saved searches, URL state and capped row selection with batch actions; over `rows` already
 * in the browser it pages and sorts them itself.
 * @example <DataGrid gridKey="driver" columns={driverColumns} rowKey={(d) => d.id}
 *   fetchPage={fetchDrivers} fetchCount={countDrivers} filters={driverFilters} />
 * @example <DataGrid gridKey="user-groups" columns={groupColumns} rowKey={(g) => g.id} rows={groups.data} />
 */
export const DataGrid = <T,>(props: DataGridProps<T> | LocalDataGridProps<T>) =>
  'rows' in props ? <LocalGrid<T> {...props} /> : <ServerGrid<T> {...props} />;
