import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../api/api-error.ts';

interface QueryTableProps<Row> {
  /** The query the rows come from: its error replaces the table, its first load shows as loading. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  /** Said in words when there is no row, e.g. "No changes recorded yet". */
  emptyText: string;
  'aria-label'?: string;
}

/**
 * A short list on a detail page read by one query: ten rows a page (no pager for one page), scrolling
 * sideways on a narrow screen, and the query's failure as an error alert instead of an empty table.
 */
export const QueryTable = <Row extends object>({ query, rows, emptyText, ...table }: QueryTableProps<Row>) =>
  query.isError ? (
    <Alert type="error" showIcon title={errorMessage(query.error)} />
  ) : (
    <Table<Row>
      {...table}
      size="small"
      loading={query.isPending}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
    />
  );
