import { useState, type Key, type ReactNode } from 'react';
import { Button, Descriptions, Flex, Grid, Spin, Table, Typography } from 'antd';

export interface RecordField<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
}

interface ResponsiveRecordsProps<T> {
  /** Names the table or list for assistive technology (and for tests). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  fields: readonly RecordField<T>[];
  emptyText: string;
  loading?: boolean;
}

/** One label–value pair a line on phones; two from lg, where the panel is 650 px or wider. */
const STACKED_COLUMNS = { xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 };

/** Enough to see the latest few without the panel growing past the screen; the rest is a click away. */
const PAGE_SIZE = 5;

/**
 * A few records of one car (its movements, its e-mails): a small table from xl up; below, one block of
 * label–value lines per record. The panel sits beside a 240 px sidebar, so below xl (1200 px) it has
 * under ~700 px, too little for six or seven columns, and a phone would scroll sideways and hide most of a row.
 */
export const ResponsiveRecords = <T,>({
  label,
  rows,
  rowKey,
  fields,
  emptyText,
  loading = false,
}: ResponsiveRecordsProps<T>) => {
  const screens = Grid.useBreakpoint();
  const [showAll, setShowAll] = useState(false);
  const empty = <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  // antd measures the screen after the first render (screens is {} until then): assume the wide layout.
  // No horizontal scroll: cells wrap instead, since a scrolling region is one more tab stop that antd's
  // table does not make focusable (axe: scrollable-region-focusable).
  if (screens.xl !== false) {
    return (
      <Table<T>
        size="small"
        aria-label={label}
        rowKey={rowKey}
        loading={loading}
        dataSource={[...rows]}
        columns={fields.map((f) => ({ key: f.key, title: f.title, render: (_: unknown, row: T) => f.render(row) }))}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, size: 'small' }}
        locale={{ emptyText: empty }}
      />
    );
  }
  if (loading && rows.length === 0) return <Spin size="small" />;
  if (rows.length === 0) return empty;
  const shown = showAll ? rows : rows.slice(0, PAGE_SIZE);
  return (
    <Flex vertical gap={8}>
      <ul
        aria-label={label}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {shown.map((row) => (
          <li key={rowKey(row)}>
            <Descriptions
              size="small"
              bordered
              column={STACKED_COLUMNS}
              items={fields.map((f) => ({ key: f.key, label: f.title, children: f.render(row) }))}
            />
          </li>
        ))}
      </ul>
      {rows.length > PAGE_SIZE ? (
        <Button
          type="link"
          size="small"
          onClick={() => setShowAll(!showAll)}
          style={{ alignSelf: 'flex-start', padding: 0 }}
        >
          {showAll ? 'Show fewer' : `Show all ${rows.length}`}
        </Button>
      ) : null}
    </Flex>
  );
};
