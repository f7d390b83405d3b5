import { useContext, useMemo, useState, type ReactNode } from 'react';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Space, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@b2c/domain';
import { errorMessage } from '../api/api-error.ts';
import { toast } from '../ui/toast.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { FilterBar } from './filter-bar.tsx';
import { GridCards } from './grid-cards.tsx';
import { gridKeys } from './grid-keys.ts';
import { gridCountQueryFn, refetchUnlessJustFetched } from './grid-warm-up.ts';
import { SavedSearches } from './saved-searches.tsx';
import { useBoundedSelection } from './use-bounded-selection.ts';
import { useColumnVisibility } from './use-column-visibility.ts';
import { useGridSettings } from './grid-settings.tsx';
import { useGridUrlState } from './use-grid-url-state.ts';
import { useIsPhone } from './use-is-phone.ts';
import { cellValue, type DataGridProps, type GridColumn, type GridSort } from './data-grid-types.ts';
import { formatCount } from '../format/format-values.ts';

const displayValue = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * antd copies every column title into an aria-hidden measuring row; the select-all checkbox copied there
 * is a focusable control inside aria-hidden (axe: aria-hidden-focus). The copy renders nothing.
 */
const SelectAllTitle = ({ checkbox }: { checkbox: ReactNode }) =>
  useContext(TableMeasureRowContext) ? null : checkbox;

const toAntColumns = <T,>(columns: readonly GridColumn<T>[], sort: GridSort | undefined): TableColumnsType<T> =>
  columns.map((c) => ({
    key: c.key,
    title: c.title,
    ...(c.width ? { width: c.width } : {}),
    ...(c.fixed ? { fixed: c.fixed } : {}),
    render: (_: unknown, row: T) => (c.render ? c.render(row) : displayValue(cellValue(c, row))),
    ...(c.sortable
      ? {
          sorter: true,
          sortDirections: ['ascend', 'descend'] as const,
          sortOrder: sort?.field === c.key ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null,
        }
      : {}),
  }));

/**
 * The one grid of the panel (DESIGN §6): server paging, sorting, filters, column chooser, saved
 * searches, URL state, capped row selection with bulk actions, CSV export, loading/empty/error states.
 * @example <DataGrid gridKey="driver" columns={driverColumns} rowKey={(d) => d.id}
 *   fetchPage={fetchDrivers} fetchCount={countDrivers} filters={driverFilters} />
 */
export const DataGrid = <T,>(props: DataGridProps<T>) => {
  const { gridKey, columns, fetchPage, fetchCount, fetchAll, filters = [], rowKey, bulkActions = [] } = props;
  const { defaultPageSize } = useGridSettings();
  const { request, setPage, setSort, setFilters } = useGridUrlState(defaultPageSize, props.paramPrefix);
  const { visibleKeys, visibleColumns, setVisibleKeys } = useColumnVisibility(gridKey, columns);
  const selection = useBoundedSelection(rowKey, props.selectionLimit);
  const [runningAction, setRunningAction] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const phone = useIsPhone();

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
  const totalLabel = (total: number, [from, to]: [number, number]) =>
    count.data && !count.data.exact ? `${from}-${to} of about ${formatCount(total)}+` : `${from}-${to} of ${total}`;

  const pagination = {
    current: request.page + 1,
    pageSize: request.size,
    total: count.data?.count ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: totalLabel,
  };

  const antColumns = useMemo(() => toAntColumns(visibleColumns, request.sort), [visibleColumns, request.sort]);

  const onTableChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      setPage((pagination.current ?? 1) - 1, pagination.pageSize ?? request.size);
    } else if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = typeof s?.columnKey === 'string' ? s.columnKey : undefined;
      setSort(field && s?.order ? { field, direction: s.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    }
  };

  const runBulk = async (key: string, run: (rows: T[]) => Promise<unknown> | void) => {
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
    <Empty description="No records found" />
  );

  return (
    <Flex vertical gap={12}>
      {props.title ? (
        <Typography.Title level={4} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
      ) : null}
      {filters.length > 0 ? (
        <FilterBar gridKey={gridKey} fields={filters} filters={request.filters} onSearch={setFilters} />
      ) : null}
      <Flex wrap gap={8} justify="space-between" align="center">
        <Space wrap>
          {bulkActions.map((a) => (
            <Button
              key={a.key}
              danger={a.danger}
              disabled={selection.selectedKeys.length === 0 || (runningAction !== undefined && runningAction !== a.key)}
              loading={runningAction === a.key}
              onClick={() => void runBulk(a.key, a.run)}
            >
              {a.label}
            </Button>
          ))}
          {bulkActions.length > 0 ? (
            <Typography.Text type="secondary" aria-live="polite">
              {selection.selectedKeys.length} selected
            </Typography.Text>
          ) : null}
        </Space>
        <Space wrap>
          {filters.length > 0 ? (
            <SavedSearches gridKey={gridKey} currentFilters={request.filters} onApply={setFilters} />
          ) : null}
          <ColumnChooser columns={columns} visibleKeys={visibleKeys} onChange={setVisibleKeys} />
          {fetchAll ? (
            <ExportCsvButton
              fetchAll={fetchAll}
              columns={visibleColumns}
              sort={request.sort}
              filters={request.filters}
              fileName={props.exportFileName ?? gridKey}
              total={count.data}
            />
          ) : null}
        </Space>
      </Flex>
      {phone ? (
        <GridCards<T>
          rows={page.isError ? [] : (page.data ?? [])}
          columns={visibleColumns}
          rowKey={rowKey}
          loading={page.isFetching}
          empty={emptyText}
          pagination={{ ...pagination, onChange: (p, size) => setPage(p - 1, size) }}
          {...(bulkActions.length > 0 ? { selection } : {})}
        />
      ) : (
        <Table<T>
          rowKey={rowKey}
          columns={antColumns}
          dataSource={page.isError ? [] : (page.data ?? [])}
          loading={page.isFetching}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          {...(bulkActions.length > 0
            ? {
                rowSelection: {
                  selectedRowKeys: selection.selectedKeys,
                  onChange: selection.onChange,
                  preserveSelectedRowKeys: true,
                  columnTitle: (checkbox: ReactNode) => <SelectAllTitle checkbox={checkbox} />,
                },
              }
            : {})}
          pagination={pagination}
        />
      )}
    </Flex>
  );
};
