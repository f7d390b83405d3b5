import { useMemo, useState } from 'react';
import { Alert, Button, Empty } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@b2c/domain';
import { errorMessage } from '../api/api-error.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { GridFrame, GridRows, NO_RECORDS } from './grid-view.tsx';
import { useColumnVisibility } from './use-column-visibility.ts';
import { useGridSettings } from './grid-settings.tsx';
import { cellValue, type GridColumn, type GridSort, type LocalDataGridProps } from './data-grid-types.ts';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

const compareValues = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
};

/** The rows in the order the sort asks (by the column's raw value, empty cells last), the given order otherwise. */
export const sortRows = <T,>(rows: readonly T[], columns: readonly GridColumn<T>[], sort: GridSort | undefined) => {
  const column = sort && columns.find((c) => c.key === sort.field);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = cellValue(column, x);
    const b = cellValue(column, y);
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return sign * compareValues(a, b);
  });
};

/** DataGrid over rows already in the browser (see LocalDataGridProps): paged and sorted here. */
export const LocalGrid = <T,>(props: LocalDataGridProps<T>) => {
  const { gridKey, columns } = props;
  const { defaultPageSize } = useGridSettings();
  const firstSize = props.pageSize ?? defaultPageSize;
  const [paging, setPaging] = useState({ page: 0, size: firstSize });
  const [sort, setSort] = useState<GridSort | undefined>();
  const { visibleKeys, visibleColumns, setVisibleKeys } = useColumnVisibility(gridKey, columns);
  const sorted = useMemo(() => sortRows(props.rows ?? [], columns, sort), [props.rows, columns, sort]);
  // Rows may shrink under the pager (a member removed on the last page): stay on the last page left.
  const lastPage = Math.max(0, Math.ceil(sorted.length / paging.size) - 1);
  const page = Math.min(paging.page, lastPage);
  const shown = sorted.slice(page * paging.size, (page + 1) * paging.size);

  const empty =
    props.error !== undefined && props.error !== null ? (
      <Alert
        type="error"
        showIcon
        title={errorMessage(props.error)}
        action={props.onRetry ? <Button onClick={props.onRetry}>Retry</Button> : undefined}
      />
    ) : (
      <Empty description={props.emptyText ?? NO_RECORDS} />
    );

  return (
    <GridFrame
      title={props.title}
      start={props.toolbar}
      end={
        <>
          <ColumnChooser columns={columns} visibleKeys={visibleKeys} onChange={setVisibleKeys} />
          {props.exportFileName ? (
            <ExportCsvButton
              fetchAll={async () => sorted}
              columns={visibleColumns}
              sort={sort}
              filters={{}}
              fileName={props.exportFileName}
              total={{ count: sorted.length, exact: true }}
            />
          ) : null}
        </>
      }
    >
      <GridRows<T>
        view={props}
        rows={props.error ? [] : shown}
        columns={visibleColumns}
        sort={sort}
        loading={props.loading ?? false}
        empty={empty}
        pagination={{
          current: page + 1,
          pageSize: paging.size,
          total: sorted.length,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
          // A list that fits on the smallest page needs no pager.
          hideOnSinglePage: sorted.length <= Math.min(firstSize, PAGE_SIZE_OPTIONS[0]),
        }}
        onPage={(next, size) => setPaging({ page: size === paging.size ? next : 0, size })}
        onSort={(next) => {
          setSort(next);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
      />
    </GridFrame>
  );
};
