import { speakCodes } from '@b2c/domain';
import { Alert, Typography } from 'antd';
import { DataGrid } from './data-grid.tsx';

interface BatchResultRow {
  id: number | null;
  success: boolean;
  message: string;
}

/** What a row's result says: Updated / Failed unless the action has its own words (Allocated / Refused). */
interface ResultLabels {
  success: string;
  failure: string;
}
const UPDATED: ResultLabels = { success: 'Updated', failure: 'Failed' };

/**
 * A batch dialog's outcome (after `useBatchRun`): how many rows were refused, then each row — what it was
 * (`itemTitle` / `item`), its result (`labels`), and the server's message — as a DataGrid whose columns are
 * remembered under `gridKey`.
 */
export const BatchResults = <Row extends BatchResultRow>(props: {
  gridKey: string;
  results: Row[];
  itemTitle: string;
  item: (row: Row) => string;
  labels?: ResultLabels;
}) => {
  const labels = props.labels ?? UPDATED;
  const failed = props.results.filter((r) => !r.success).length;
  return (
    <>
      {failed > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${failed} of ${props.results.length} not ${labels.success.toLowerCase()}`}
        />
      ) : null}
      <DataGrid<Row>
        gridKey={props.gridKey}
        aria-label="Results"
        compact
        // A refused row may have no id: what it was names it then.
        rowKey={(r) => r.id ?? `item-${props.item(r)}`}
        rows={props.results}
        columns={[
          { key: 'item', title: props.itemTitle, sortable: true, value: props.item },
          {
            key: 'ok',
            title: 'Result',
            sortable: true,
            value: (r) => (r.success ? labels.success : labels.failure),
            render: (r) => (
              <Typography.Text type={r.success ? 'success' : 'danger'}>
                {r.success ? labels.success : labels.failure}
              </Typography.Text>
            ),
          },
          // The server's per-row message with the codes it names in words (issue 24).
          { key: 'message', title: 'Message', value: (r) => speakCodes(r.message) },
        ]}
      />
    </>
  );
};
