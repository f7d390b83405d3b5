import { useMemo } from 'react';
import { Typography } from 'antd';
import { bulkEndpoints as api, type BulkRequest } from '@b2c/contracts';
import { BULK_UPLOAD_STATE_CODES, BULK_UPLOAD_STATE_LABELS, BULK_V1_STATE_OF } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { gridQuery } from '../../shared/data-table/grid-query.ts';
import type { GridColumn, GridFilters, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { bulkColumns, bulkFilters, type DateTimeFormat } from './bulk-columns.tsx';

/**
 * SPEC §2 "bulk upload (v1 and v2)" grids: the v1 grid, read-only, in SPEC §4's upload states — New,
 * Uploaded, Published, Unpublished (codes 1 to 4) — not the v2 job's states.
 *
 * Why these rows: there is no v1 data source — no request of the first bulk tool was carried into this
 * system, and every request here was made by v2. The v1 grid shows them all as the first tool named its
 * uploads (`BULK_V1_STATE_OF`: a checked file is New, a confirmed one Uploaded while its rows are applied,
 * Published once applied, Unpublished if aborted) and filters on that state (`uploadState`). Nothing is
 * done from it: no apply, abort or retry, and plain ids (no link to the detail's retry); that is v2's.
 */
export const BULK_V1_GRID_KEY = 'bulk-upload-v1';

const bulkV1Grid = {
  gridKey: BULK_V1_GRID_KEY,
  fetchPage: (request: PageRequest) => call(api.search, { query: gridQuery(request) }),
  fetchCount: async ({ filters }: { filters: GridFilters }) =>
    (await call(api.counts, { query: filters as Record<string, string | undefined> })).total,
  fetchAll: () => call(api.search, { query: { size: 2000 } }),
};

/** A request's SPEC §4 state in words ("Published"), never its code or its job state. */
export const v1StateText = (r: BulkRequest): string => BULK_UPLOAD_STATE_LABELS[BULK_V1_STATE_OF[r.status]];

/** The v2 columns with SPEC §4's state instead of the job's, without the live progress bar; all read-only. */
const v1Columns = (dateTime: DateTimeFormat): GridColumn<BulkRequest>[] => [
  // A plain id, not a link: the detail page offers a retry, and nothing is done from this grid.
  { key: 'id', title: 'Id', sortable: true },
  ...bulkColumns(dateTime)
    .filter((c) => c.key !== 'id' && c.key !== 'progress')
    .map((c) => (c.key === 'status' ? { key: 'uploadState', title: 'State', value: v1StateText } : c)),
  { key: 'finishedAt', title: 'Finished', value: (r) => dateTime(r.finishedAt) },
];

const v1Filters = bulkFilters.map((f) =>
  f.name === 'status'
    ? {
        ...f,
        name: 'uploadState',
        options: BULK_UPLOAD_STATE_CODES.map((code) => ({
          label: BULK_UPLOAD_STATE_LABELS[code],
          value: String(code),
        })),
      }
    : f,
);

export const BulkV1Grid = () => {
  const { dateTime } = useFormatters();
  const columns = useMemo(() => v1Columns(dateTime), [dateTime]);
  return (
    <>
      <Typography.Paragraph type="secondary">
        Every upload, read-only, by its state: New (checked, not confirmed), Uploaded (being applied), Published
        (applied) or Unpublished (aborted).
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
