import { speakCodes } from '@b2c/domain';
import { Alert, Table, Typography } from 'antd';

interface BulkResultRow {
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
 * A bulk dialog's outcome (after `useBulkRun`): how many rows were refused, then each row — what it was
 * (`itemTitle` / `item`), its result (`labels`), and the server's message.
 */
export const BulkResults = <Row extends BulkResultRow>(props: {
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
      <Table<Row>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={props.results}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'item', title: props.itemTitle, render: (_, r) => props.item(r) },
          {
            key: 'ok',
            title: 'Result',
            render: (_, r) => (
              <Typography.Text type={r.success ? 'success' : 'danger'}>
                {r.success ? labels.success : labels.failure}
              </Typography.Text>
            ),
          },
          // The server's per-row message with the codes it names in words (issue 24).
          { key: 'message', title: 'Message', render: (_, r) => speakCodes(r.message) },
        ]}
      />
    </>
  );
};
