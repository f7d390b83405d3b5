import { Link, useParams } from 'react-router';
import { Alert, Descriptions, Divider, Typography } from 'antd';
import { cleaningEndpoints as api, type CleaningTaskDetail } from '@b2c/contracts';
import {
  CLEANING_CHECKLIST_LABELS,
  CLEANING_TASK_EVENT_LABELS,
  CLEANING_TASK_STATE_LABELS,
  type CleaningListing,
} from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { CLEANING_GRID_KEYS, useCleaningTask } from './cleaning-api.ts';
import { CLEANING_PATHS, StateTag } from './cleaning-columns.tsx';
import { CleaningPhotos } from './cleaning-photos.tsx';
import { CleaningActions } from './cleaning-actions.tsx';

const Summary = ({ task, listing }: { task: CleaningTaskDetail; listing: CleaningListing }) => {
  const f = useFormatters();
  const base = CLEANING_PATHS[listing];
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
      <Descriptions.Item label="Car">{task.appointmentId}</Descriptions.Item>
      <Descriptions.Item label="Location">{task.locationCode}</Descriptions.Item>
      <Descriptions.Item label={listing === 'CLEANING_HISTORY' ? 'Outcome' : 'State'}>
        <StateTag state={task.state} />
      </Descriptions.Item>
      <Descriptions.Item label="Round">
        {task.round}
        {task.recleanOf ? (
          <>
            {' '}
            (<Link to={`${base}/${task.recleanOf}`}>previous round</Link>)
          </>
        ) : null}
        {task.recleanTaskId ? (
          <>
            {' '}
            (<Link to={`${CLEANING_PATHS.CLEANING_QA}/${task.recleanTaskId}`}>re-clean</Link>)
          </>
        ) : null}
      </Descriptions.Item>
      <Descriptions.Item label="Cleaner">{task.cleanerName ?? 'Not assigned'}</Descriptions.Item>
      <Descriptions.Item label="Assigned">{f.dateTime(task.assignedAt)}</Descriptions.Item>
      <Descriptions.Item label="Submitted">{f.dateTime(task.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label="Reviewed">
        {task.reviewedAt ? `${f.dateTime(task.reviewedAt)} by ${task.reviewedBy ?? ''}` : ''}
      </Descriptions.Item>
      {task.reasons.length ? (
        <Descriptions.Item label="Sent back for">
          {task.reasons.map((r) => CLEANING_CHECKLIST_LABELS[r]).join(', ')}
        </Descriptions.Item>
      ) : null}
      {task.remarks ? <Descriptions.Item label="Remarks">{task.remarks}</Descriptions.Item> : null}
    </Descriptions>
  );
};

/** A task's steps: their columns are remembered like any grid's. */
const STEPS_GRID_KEY = 'cleaning-steps';

/** Every step with who took it and from which client (SPEC §7 X-Client-Type). */
const Steps = ({ task }: { task: CleaningTaskDetail }) => {
  const f = useFormatters();
  const label = (s: string | null) =>
    s ? (CLEANING_TASK_STATE_LABELS[s as keyof typeof CLEANING_TASK_STATE_LABELS] ?? s) : '';
  return (
    <DataGrid<CleaningTaskDetail['steps'][number]>
      gridKey={STEPS_GRID_KEY}
      aria-label="Steps"
      compact
      rowKey={(s) => s.id}
      rows={task.steps}
      columns={[
        {
          key: 'when',
          title: 'When',
          sortable: true,
          value: (s) => s.createdAt,
          render: (s) => f.dateTime(s.createdAt),
        },
        {
          key: 'event',
          title: 'Step',
          value: (s) => (s.event === 'PHOTO' ? 'Photo added' : CLEANING_TASK_EVENT_LABELS[s.event]),
        },
        { key: 'to', title: 'State', value: (s) => label(s.toState) },
        { key: 'detail', title: 'Detail' },
        { key: 'actor', title: 'By', sortable: true },
        { key: 'client', title: 'Client', value: (s) => s.clientType ?? 'not sent' },
      ]}
    />
  );
};

const CleaningDetail = ({ listing }: { listing: CleaningListing }) => {
  const id = Number(useParams().taskId);
  const task = useCleaningTask(id);
  const back = <Link to={CLEANING_PATHS[listing]}>Back to the list</Link>;
  if (task.isLoading) return <PageSpinner />;
  if (!task.data)
    return (
      <PageCard title={`Cleaning task ${id}`} extra={back}>
        <Alert type="error" message={errorMessage(task.error)} />
      </PageCard>
    );
  const t = task.data;
  return (
    <PageCard title={`Cleaning task ${t.id}: ${t.appointmentId}`} extra={back}>
      <Summary task={t} listing={listing} />
      <Divider />
      <CleaningPhotos task={t} />
      {listing === 'CLEANING_QA' ? (
        <>
          <Divider />
          <CleaningActions task={t} />
        </>
      ) : null}
      <Divider />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Steps
      </Typography.Title>
      <Steps task={t} />
      <Divider />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Audit trail
      </Typography.Title>
      <AuditTrail
        endpoints={{ list: api.auditTrail, count: api.auditTrailCount }}
        id={t.id}
        listGridKey={CLEANING_GRID_KEYS.qa}
      />
    </PageCard>
  );
};

export const CleaningQaDetailPage = () => <CleaningDetail listing="CLEANING_QA" />;
export const CleaningHistoryDetailPage = () => <CleaningDetail listing="CLEANING_HISTORY" />;
