import type { Key, ReactNode } from 'react';
import { Card, Checkbox, Flex, Pagination, Spin, theme, type PaginationProps } from 'antd';
import { cellValue, type GridColumn } from './data-grid-types.ts';

const displayValue = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const cell = <T,>(column: GridColumn<T>, row: T): ReactNode =>
  column.render ? column.render(row) : displayValue(cellValue(column, row));

interface GridCardsProps<T> {
  rows: readonly T[];
  /** The visible columns: the first is the card's title, the rest its label / value lines. */
  columns: readonly GridColumn<T>[];
  rowKey: (row: T) => Key;
  loading: boolean;
  empty: ReactNode;
  pagination: PaginationProps;
  /** Names the list of cards ("Rows" unless the grid has a name). */
  label?: string | undefined;
  /** With batch actions: each card has a checkbox, the grid's capped selection behind it. */
  selection?: { selectedKeys: readonly Key[]; onChange: (keys: Key[], rows: (T | undefined)[]) => void };
  /** Cards of rows another user just changed (issue 29). */
  highlighted?: ReadonlySet<Key> | undefined;
  highlightBy?: ((row: T) => Key) | undefined;
}

/**
 * A phone's view of a grid (≤ 576 px): a table's dozen columns scroll sideways out of reach, so each row
 * becomes a card — its first column as the title, every other visible column as "label: value" — read
 * top to bottom. Paging, selection and the columns chosen are the grid's own.
 */
export const GridCards = <T,>(props: GridCardsProps<T>) => {
  const { rows, columns, rowKey, loading, empty, pagination, selection } = props;
  const { token } = theme.useToken();
  const [head, ...rest] = columns;
  const toggle = (row: T, checked: boolean) => {
    if (!selection) return;
    const key = rowKey(row);
    const keys = checked ? [...selection.selectedKeys, key] : selection.selectedKeys.filter((k) => k !== key);
    selection.onChange(keys, [row]);
  };
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={8}>
        {/* No rows, no list: an empty role="list" holding only the empty text fails axe (required children). */}
        {rows.length === 0 ? (
          empty
        ) : (
          <Flex vertical gap={8} role="list" aria-label={props.label ?? 'Rows'}>
            {rows.map((row) => {
              const key = rowKey(row);
              const title = head ? cell(head, row) : null;
              return (
                <Card
                  key={key}
                  size="small"
                  role="listitem"
                  {...(props.highlighted?.has(props.highlightBy ? props.highlightBy(row) : key)
                    ? { 'data-changed': 'true', style: { background: token.colorWarningBg } }
                    : {})}
                  title={title}
                  extra={
                    selection ? (
                      <Checkbox
                        checked={selection.selectedKeys.includes(key)}
                        onChange={(e) => toggle(row, e.target.checked)}
                        aria-label={`Select ${head ? displayValue(cellValue(head, row)) : String(key)}`}
                      />
                    ) : null
                  }
                >
                  <dl
                    style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, 40%) 1fr', gap: '4px 8px' }}
                  >
                    {rest.map((c) => (
                      <div key={c.key} style={{ display: 'contents' }}>
                        <dt style={{ margin: 0, color: token.colorTextDescription }}>{c.title}</dt>
                        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{cell(c, row)}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              );
            })}
          </Flex>
        )}
        <Pagination size="small" align="center" {...pagination} />
      </Flex>
    </Spin>
  );
};
