import { Alert, Button, Popconfirm } from 'antd';
import { bulkRollbackRefusalOf, type BulkRequest, type BulkRow } from '@b2c/contracts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useRollBackBulk } from './bulk-api.ts';

/** What confirming does, in words: the applied rows go back, the requests waiting for approval are withdrawn. */
function rollBackWhat(r: BulkRequest) {
  const rows = (n: number) => (n === 1 ? '1 row' : `${n} rows`);
  const parts: string[] = [];
  if (r.appliedRows > 0)
    parts.push(`${rows(r.appliedRows)} applied get their values from before; cars changed since are left.`);
  if (r.pendingRows > 0)
    parts.push(
      `${rows(r.pendingRows)} waiting for approval: ${r.pendingRows === 1 ? 'its request is' : 'their requests are'} cancelled.`,
    );
  return parts.join(' ');
}

/** Issue 29: "Roll back", asked twice, for the uploader or an admin once the job is over. */
export const RollBackButton = ({ request }: { request: BulkRequest }) => {
  const rollBack = useRollBackBulk(request.id);
  if (!request.canRollBack) return null;
  return (
    <Popconfirm
      title="Roll back this upload?"
      description={rollBackWhat(request)}
      okText="Yes, roll back"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        rollBack.mutateAsync().then(
          (r) => toast('success', `Rolled back: ${r.rollbackSummary ?? ''}`),
          (err: unknown) => toast('error', errorMessage(err)),
        )
      }
    >
      <Button danger loading={rollBack.isPending}>
        Roll back
      </Button>
    </Popconfirm>
  );
};

/** "Rolled back by admin, 27 Nov 2026, 17:12", and the rows it left with why (who changed them since). */
export const RolledBackNotice = ({ request, rows }: { request: BulkRequest; rows: readonly BulkRow[] }) => {
  const { dateTime } = useFormatters();
  if (!request.rolledBackBy) return null;
  const left = rows.filter((r) => r.rollbackOutcome === 'LEFT' || r.rollbackOutcome === 'REFUSED');
  const when = request.rolledBackAt ? `, ${dateTime(request.rolledBackAt)}` : '';
  return (
    <Alert
      type={left.length > 0 ? 'warning' : 'success'}
      showIcon
      role="region"
      aria-label="Rollback"
      message={`Rolled back by ${request.rolledBackBy}${when}: ${request.rollbackSummary ?? ''}`}
      description={
        left.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Rows not rolled back">
            {left.map((r) => (
              <li
                key={r.rowNumber}
              >{`Row ${r.rowNumber}, apt-${r.cells.appointmentId ?? ''}: ${r.rollbackMessage ?? ''}`}</li>
            ))}
          </ul>
        )
      }
    />
  );
};

/**
 * A finished upload of a type whose area has no single edit to go back through (pickup requests, DND
 * numbers): says so, naming the type and what to do instead, where "Roll back" would be.
 */
export const NotReversibleNote = ({ request }: { request: BulkRequest }) => {
  const finished = request.status === 'COMPLETED' || request.status === 'ABORTED';
  const refusal = bulkRollbackRefusalOf(request.type);
  if (!finished || !refusal || request.appliedRows === 0) return null;
  return <Alert type="info" showIcon role="note" aria-label="Rollback" message={refusal} />;
};
