import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Typography } from 'antd';
import type { RosterRowProblem, RosterUploadResult } from '@b2c/contracts';
import { ROSTER_COLUMNS, ROSTER_MAX_ROWS } from '@b2c/domain';
import { errorMessage, isApiError } from '../../../shared/api/api-error.ts';
import { SpreadsheetFileInput } from '../../../shared/ui/spreadsheet-file-input.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { DataGrid } from '../../../shared/data-table/data-grid.tsx';
import { ROSTER_PROBLEMS_GRID_KEY, useUploadRoster } from './users-roster-api.ts';
import { formatCount } from '../../../shared/format/format-values.ts';

/** The API names a bad cell `body.file.rows.<row>.<column>`; anything else is about the whole upload. */
const ROW_FIELD = /^body\.file\.rows\.(\d+)\.(\w+)$/;

/** The per-row problems of a refused upload, read off its 400. */
export const rowProblemsOf = (error: unknown): RosterRowProblem[] =>
  isApiError(error)
    ? (error.body?.validation ?? []).flatMap((v) => {
        const m = ROW_FIELD.exec(v.field);
        return m ? [{ rowNumber: Number(m[1]), column: m[2]!, message: v.message }] : [];
      })
    : [];

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${ROSTER_COLUMNS.join(',')}\r\n`)}`;

const ProblemTable = ({ problems, caption }: { problems: RosterRowProblem[]; caption: string }) => (
  <DataGrid<RosterRowProblem>
    gridKey={ROSTER_PROBLEMS_GRID_KEY}
    aria-label={caption}
    compact
    rowKey={(p) => `${p.rowNumber}-${p.column}`}
    rows={problems}
    columns={[
      { key: 'rowNumber', title: 'Row', width: 70, sortable: true },
      { key: 'column', title: 'Column', width: 130, sortable: true },
      { key: 'message', title: 'Problem' },
    ]}
  />
);

/** What "apply the good rows only" will change, said before it is sent. */
export const GOOD_ROWS_NOTE = 'Only the days of the good rows change; every other day of the week stays as it is.';

/**
 * Upload one week's roster (SPEC §7 V1): a CSV or XLSX of user, day, shift start and end, location code.
 * A file with any bad row changes nothing and lists each bad cell by row; the user may then send it again
 * with "apply the good rows only". A whole file replaces the week of each user it names; the good rows only
 * change the days they name. The server's message says which happened (issue 24).
 */
export const RosterUpload = ({ weekStart }: { weekStart: string }) => {
  const upload = useUploadRoster();
  const [file, setFile] = useState<File>();
  const [goodRowsOnly, setGoodRowsOnly] = useState(false);
  const [result, setResult] = useState<RosterUploadResult>();
  const [refused, setRefused] = useState<{ message: string; problems: RosterRowProblem[] }>();

  const submit = async () => {
    if (!file) return;
    setResult(undefined);
    setRefused(undefined);
    try {
      const done = await upload.mutateAsync({ file, weekStart, applyGoodRows: goodRowsOnly });
      setResult(done);
      setGoodRowsOnly(false);
      toast('success', done.message);
    } catch (error) {
      setRefused({ message: errorMessage(error), problems: rowProblemsOf(error) });
      toast('error', errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">
        Columns: {ROSTER_COLUMNS.join(', ')} (day monday to sunday, times HH:MM); CSV or XLSX, up to{' '}
        {formatCount(ROSTER_MAX_ROWS)} rows.{' '}
        {/* Underlined: a link inside text must not be told apart by its colour alone. */}
        <a href={TEMPLATE_HREF} download="roster-template.csv" style={{ textDecoration: 'underline' }}>
          CSV template
        </a>
      </Typography.Text>
      <Flex wrap gap="small" align="center">
        <SpreadsheetFileInput label="Roster file" onFile={setFile} style={{ maxWidth: '100%' }} />
        <Button type="primary" disabled={!file} loading={upload.isPending} onClick={() => void submit()}>
          Upload for the week of {weekStart}
        </Button>
      </Flex>
      {refused && refused.problems.length > 0 ? (
        <Flex vertical gap={4}>
          <Checkbox checked={goodRowsOnly} onChange={(e) => setGoodRowsOnly(e.target.checked)}>
            Apply the good rows only
          </Checkbox>
          <Typography.Text type="secondary">{GOOD_ROWS_NOTE}</Typography.Text>
        </Flex>
      ) : null}
      {refused ? (
        <>
          <Alert type="error" showIcon title={refused.message} />
          {refused.problems.length > 0 ? <ProblemTable problems={refused.problems} caption="Rows with errors" /> : null}
        </>
      ) : null}
      {result ? (
        <>
          <Alert type={result.skipped.length > 0 ? 'warning' : 'success'} showIcon title={result.message} />
          {result.skipped.length > 0 ? <ProblemTable problems={result.skipped} caption="Rows left out" /> : null}
        </>
      ) : null}
    </Flex>
  );
};
