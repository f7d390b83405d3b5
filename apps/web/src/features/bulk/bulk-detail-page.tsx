import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Checkbox, Descriptions, Flex } from 'antd';
import { BULK_TYPE_DEFINITIONS, type BulkRequest, type BulkRow } from '@b2c/contracts';
import {
  BULK_MESSAGES,
  BULK_REQUEST_STATUS_LABELS,
  BULK_ROLLBACK_OUTCOME_LABELS,
  BULK_ROW_OUTCOME_LABELS,
  speakCodes,
} from '@b2c/domain';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useAbortBulk, useApplyBulk, useBulkRequest, useBulkRows, useRetryBulk } from './bulk-api.ts';
import { BulkProgress } from './bulk-columns.tsx';
import { useBulkDownload, type BulkFile } from './bulk-download.ts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { paths } from '../../shared/routing/paths.ts';
import { BulkPreviewPanel } from './bulk-preview-panel.tsx';
import { NotReversibleNote, RollBackButton, RolledBackNotice } from './bulk-rollback-parts.tsx';

// The server's message with its codes in words (errorMessage); a download's own failure ("Upload failed") as it is.
const messageOf = (err: unknown) => errorMessage(err, err instanceof Error ? err.message : undefined);
const problems = (r: BulkRow) =>
  speakCodes(r.errors.length > 0 ? r.errors.map((e) => `${e.column}: ${e.message}`).join('; ') : (r.message ?? ''));

/** Confirm (all rows, or the good rows only when the file has errors), abort, retry. */
const BulkActions = ({ request }: { request: BulkRequest }) => {
  const [goodRowsOnly, setGoodRowsOnly] = useState(false);
  const apply = useApplyBulk(request.id);
  const abort = useAbortBulk(request.id);
  const retry = useRetryBulk(request.id);
  const navigate = useNavigate();
  const run = (work: () => Promise<unknown>, done?: string) =>
    work().then(
      () => done && toast('success', done),
      (err: unknown) => toast('error', messageOf(err)),
    );
  const validated = request.status === 'VALIDATED';
  const needsChoice = request.invalidRows > 0;
  return (
    <Flex wrap gap="small" align="center">
      {validated && needsChoice && (
        <Checkbox checked={goodRowsOnly} onChange={(e) => setGoodRowsOnly(e.target.checked)}>
          Apply the {request.validRows} good rows only
        </Checkbox>
      )}
      {validated && (
        <Button
          type="primary"
          disabled={request.validRows === 0 || (needsChoice && !goodRowsOnly)}
          loading={apply.isPending}
          onClick={() =>
            run(() => apply.mutateAsync({ goodRowsOnly, version: request.version }), BULK_MESSAGES.applyQueued)
          }
        >
          Apply
        </Button>
      )}
      {(validated || request.status === 'QUEUED' || request.status === 'RUNNING') && (
        <Button danger loading={abort.isPending} onClick={() => run(() => abort.mutateAsync(), BULK_MESSAGES.aborted)}>
          Abort
        </Button>
      )}
      {request.failedRows > 0 && (request.status === 'COMPLETED' || request.status === 'ABORTED') && (
        <Button
          loading={retry.isPending}
          onClick={() => run(async () => navigate(paths.bulk.detail((await retry.mutateAsync()).id)))}
        >
          Retry failed rows
        </Button>
      )}
      <RollBackButton request={request} />
    </Flex>
  );
};

/** SPEC §2 /bulk-upload-v2/{id}: metadata, validation result, progress (polled) and each row's outcome. */
export const BulkDetailPage = () => {
  const id = Number(useParams().id);
  const request = useBulkRequest(id);
  const rows = useBulkRows(id, request.data);
  const download = useBulkDownload();
  const { dateTime } = useFormatters();
  if (request.isPending) return <PageSpinner />;
  if (!request.data) return <Alert type="error" message={messageOf(request.error)} />;
  const r = request.data;
  const get = (file: BulkFile) => download(file).catch((err: unknown) => toast('error', messageOf(err)));
  return (
    <PageCard title={`Bulk upload ${r.id}`} extra={<BulkActions request={r} />}>
      <Flex vertical gap="middle">
        {r.status === 'VALIDATED' && r.invalidRows > 0 && (
          <Alert
            type="warning"
            message={`${r.invalidRows} of ${r.totalRows} rows have errors. ${BULK_MESSAGES.goodRowsOnlyRequired}`}
          />
        )}
        <BulkPreviewPanel request={r} />
        <RolledBackNotice request={r} rows={rows.data ?? []} />
        <NotReversibleNote request={r} />
        {r.stalled && <Alert type="warning" message={BULK_MESSAGES.stalled} />}
        <BulkProgress request={r} />
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label="Type">{BULK_TYPE_DEFINITIONS[r.type].label}</Descriptions.Item>
          <Descriptions.Item label="File">{r.fileName}</Descriptions.Item>
          <Descriptions.Item label="State">{BULK_REQUEST_STATUS_LABELS[r.status]}</Descriptions.Item>
          <Descriptions.Item label="Rows">{r.totalRows}</Descriptions.Item>
          <Descriptions.Item label="Valid / with errors">{`${r.validRows} / ${r.invalidRows}`}</Descriptions.Item>
          <Descriptions.Item label="Applied / pending approval / failed">
            {`${r.appliedRows} / ${r.pendingRows} / ${r.failedRows}`}
          </Descriptions.Item>
          <Descriptions.Item label="Rate">{r.rate === null ? '—' : `${r.rate} rows/s`}</Descriptions.Item>
          <Descriptions.Item label="Time left">
            {r.stalled ? 'Stalled' : r.secondsLeft === null ? '—' : `${r.secondsLeft} s`}
          </Descriptions.Item>
          <Descriptions.Item label="By">{`${r.createdBy}, ${dateTime(r.createdAt)}`}</Descriptions.Item>
          {r.abortedBy && <Descriptions.Item label="Aborted by">{r.abortedBy}</Descriptions.Item>}
          {r.rolledBackBy && (
            <Descriptions.Item label="Rolled back by">
              {r.rolledBackAt ? `${r.rolledBackBy}, ${dateTime(r.rolledBackAt)}` : r.rolledBackBy}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Flex wrap gap="small">
          <Button onClick={() => get({ kind: 'original', id })}>Original file</Button>
          <Button onClick={() => get({ kind: 'errors', id })}>Error rows</Button>
          <Button onClick={() => get({ kind: 'result', id })}>Result</Button>
        </Flex>
        <DataGrid<BulkRow>
          // Each upload type has its own columns, so each remembers its own choice.
          gridKey={`bulk-upload-v2-rows-${r.type.toLowerCase()}`}
          aria-label="Rows of the file"
          compact
          rowKey={(row) => row.rowNumber}
          rows={rows.data}
          loading={rows.isPending}
          error={rows.error}
          onRetry={() => void rows.refetch()}
          pageSize={50}
          columns={[
            { key: 'rowNumber', title: 'Row', sortable: true },
            ...BULK_TYPE_DEFINITIONS[r.type].columns.map((c): GridColumn<BulkRow> => ({
              key: `cell.${c.name}`,
              title: c.name,
              value: (row) => row.cells[c.name] ?? '',
            })),
            { key: 'outcome', title: 'Outcome', sortable: true, value: (row) => BULK_ROW_OUTCOME_LABELS[row.outcome] },
            { key: 'message', title: 'Message', value: problems },
            ...(r.rolledBackBy
              ? [
                  {
                    key: 'rollback',
                    title: 'Rollback',
                    // The message says what happened and why (who changed the car since); the label if none.
                    value: (row: BulkRow) =>
                      row.rollbackOutcome
                        ? (row.rollbackMessage ?? BULK_ROLLBACK_OUTCOME_LABELS[row.rollbackOutcome])
                        : '',
                  },
                ]
              : []),
          ]}
        />
      </Flex>
    </PageCard>
  );
};
