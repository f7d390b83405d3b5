import { useMemo } from 'react';
import { Typography } from 'antd';
import { bulkEndpoints as api, type BulkRequest } from '@b2c/contracts';
import { BULK_REQUEST_STATUS_LABELS } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { gridQuery } from '../../shared/data-table/grid-query.ts';
import type { GridColumn, GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { bulkColumns, bulkFilters, type DateTimeFormat } from './bulk-columns.tsx';

/**
 * SPEC §2 "bulk upload (v1 and v2)" grids: the v1 grid of older requests, read-only.
 *
 * Why these rows: there is no v1 data source — no request of the first bulk tool was carried into this
 * system, and every request here was made by v2. What the v1 grid stood for in the panel is the history:
 * older requests, done with, that nobody acts on. Here those are the requests whose job is over (completed
 * or aborted, `finished=true`): nothing can be applied, aborted or retried from this grid; its ids are
 * plain (no link to the detail's retry). Work in progress stays on the v2 grid.
 */
export const BULK_V1_GRID_KEY = 'bulk-upload-v1';

const finished = (query: Record<string, unknown>) => ({ ...query, finished: 'true' });

const bulkV1Grid = {
  gridKey: BULK_V1_GRID_KEY,
  fetchPage: (request: PageRequest) => call(api.search, { query: finished(gridQuery(request)) }),
  fetchCount: async ({ filters }: { filters: GridFilters }) => {
    const { status, ...rest } = filters as Record<string, string | undefined>;
    const counts = await call(api.counts, { query: finished(rest) });
    return status ? (counts.byStatus[status as keyof typeof counts.byStatus] ?? 0) : counts.total;
  },
  fetchAll: () => call(api.search, { query: { size: 2000, finished: 'true' } }),
};

/** The v2 columns without the live progress bar (a finished job has none to show); all read-only. */
const v1Columns = (dateTime: DateTimeFormat): GridColumn<BulkRequest>[] => [
  // A plain id, not a link: the detail page offers a retry, and nothing is done from this grid.
  { key: 'id', title: 'Id', sortable: true },
  ...bulkColumns(dateTime).filter((c) => c.key !== 'id' && c.key !== 'progress'),
  { key: 'finishedAt', title: 'Finished', value: (r) => dateTime(r.finishedAt) },
];

const v1Filters = bulkFilters.map((f) =>
  f.name === 'status'
    ? {
        ...f,
        options: (['COMPLETED', 'ABORTED'] as const).map((s) => ({ label: BULK_REQUEST_STATUS_LABELS[s], value: s })),
      }
    : f,
);

export const BulkV1Grid = () => {
  const { dateTime } = useFormatters();
  const columns = useMemo(() => v1Columns(dateTime), [dateTime]);
  return (
    <>
      <Typography.Paragraph type="secondary">
        Older requests, read-only: every upload whose job has finished (completed or aborted).
      </Typography.Paragraph>
      <DataGrid
        {...bulkV1Grid}
        columns={columns}
        filters={v1Filters}
        rowKey={(r) => r.id}
        exportFileName="bulk-uploads-v1"
      />
    </>
  );
};
