import { useContext, type Key, type ReactNode } from 'react';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { Flex, Table, Typography, theme, type TableColumnsType, type TableProps } from 'antd';
import { BREAKPOINTS, PAGE_SIZE_OPTIONS } from '@b2c/domain';
import { GridCards } from './grid-cards.tsx';
import { useIsNarrowerThan } from './use-is-phone.ts';
import { cellValue, type GridColumn, type GridSort, type GridViewProps } from './data-grid-types.ts';

/** Every grid's empty words unless its screen has its own. */
export const NO_RECORDS = 'No records found';

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

/** The pager of every grid: page sizes of SPEC §9 and "from-to of total" (`showTotal`). */
export interface GridPagination {
  /** 1-based, as antd counts. */
  current: number;
  pageSize: number;
  total: number;
  showTotal: (total: number, range: [number, number]) => string;
  /** A short list that fits on one page has no pager. */
  hideOnSinglePage?: boolean;
}

export interface GridSelection<T> {
  selectedKeys: Key[];
  onChange: (keys: Key[], rows: (T | undefined)[]) => void;
}

interface GridRowsProps<T> {
  view: Pick<GridViewProps<T>, 'rowKey' | 'aria-label' | 'compact' | 'cardsBelow' | 'highlighted' | 'highlightBy'>;
  rows: readonly T[];
  /** The columns the user chose to see, in the screen's order. */
  columns: readonly GridColumn<T>[];
  sort: GridSort | undefined;
  loading: boolean;
  empty: ReactNode;
  pagination: GridPagination;
  /** 0-based page. */
  onPage: (page: number, size: number) => void;
  onSort: (sort: GridSort | undefined) => void;
  selection?: GridSelection<T> | undefined;
}

/** A row another user just changed: a warm background that fades back as the mark goes (1.5 s). */
export const changedRow = (background: string) => ({
  'data-changed': 'true',
  style: { background, transition: 'background-color 0.6s ease-out' },
});

/**
 * The rows of a grid: antd's table, or on a narrow screen one card a row (GridCards); the pager, sort and
 * selection are the same either way.
 */
export const GridRows = <T,>({ view, rows, columns, sort, loading, empty, ...rest }: GridRowsProps<T>) => {
  const cards = useIsNarrowerThan(view.cardsBelow ?? BREAKPOINTS.xs);
  const { pagination, onPage, onSort, selection } = rest;
  // A size the screen fixed (five of a car's movements) is not one of the pager's choices: no changer then.
  const changer = (PAGE_SIZE_OPTIONS as readonly number[]).includes(pagination.pageSize);
  const highlight = theme.useToken().token.colorWarningBg;
  const pager = { ...pagination, showSizeChanger: changer, pageSizeOptions: PAGE_SIZE_OPTIONS.map(String) };
  if (cards) {
    return (
      <GridCards<T>
        rows={rows}
        columns={columns}
        rowKey={view.rowKey}
        loading={loading}
        empty={empty}
        label={view['aria-label']}
        highlighted={view.highlighted}
        highlightBy={view.highlightBy}
        pagination={{ ...pager, onChange: (p, size) => onPage(p - 1, size) }}
        {...(selection ? { selection } : {})}
      />
    );
  }
  const onChange: TableProps<T>['onChange'] = (next, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      onPage((next.current ?? 1) - 1, next.pageSize ?? pagination.pageSize);
    } else if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = typeof s?.columnKey === 'string' ? s.columnKey : undefined;
      onSort(field && s?.order ? { field, direction: s.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    }
  };
  return (
    <Table<T>
      {...(view['aria-label'] ? { 'aria-label': view['aria-label'] } : {})}
      {...(view.compact ? { size: 'small' as const } : {})}
      rowKey={view.rowKey}
      columns={toAntColumns(columns, sort)}
      onRow={(row) => (view.highlighted?.has((view.highlightBy ?? view.rowKey)(row)) ? changedRow(highlight) : {})}
      dataSource={[...rows]}
      loading={loading}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      {...(selection
        ? {
            rowSelection: {
              selectedRowKeys: selection.selectedKeys,
              onChange: selection.onChange,
              preserveSelectedRowKeys: true,
              columnTitle: (checkbox: ReactNode) => <SelectAllTitle checkbox={checkbox} />,
            },
          }
        : {})}
      pagination={pager}
    />
  );
};

/** A grid's title, filters, toolbar (its own buttons left, the column chooser and export right) and rows. */
export const GridFrame = (props: {
  title?: ReactNode;
  filterBar?: ReactNode;
  start?: ReactNode;
  end: ReactNode;
  children: ReactNode;
}) => (
  <Flex vertical gap={12}>
    {props.title ? (
      <Typography.Title level={4} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
    ) : null}
    {props.filterBar}
    <Flex wrap gap={8} justify="space-between" align="center">
      <Flex wrap gap={8} align="center">
        {props.start}
      </Flex>
      <Flex wrap gap={8} align="center">
        {props.end}
      </Flex>
    </Flex>
    {props.children}
  </Flex>
);
