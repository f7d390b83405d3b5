import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { ScheduledMovement } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useHasPermission } from '../../shared/auth/can.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { scheduledGrid, useCancelSchedule } from './scheduled-api.ts';
import { scheduledColumns, scheduledFilters } from './scheduled-columns.tsx';
import { ScheduledFormDialog } from './scheduled-form-dialog.tsx';
import { scheduledTitle } from './scheduled-title.ts';

/** Edit and cancel are offered while the schedule is armed, or failed (an edit re-arms it). */
const changeable = (row: ScheduledMovement) => row.state === 'SCHEDULED' || row.state === 'FAILED';

/** SPEC §2 /scheduled-tasks: movements planned ahead and what became of them. */
export const ScheduledListPage = () => {
  const access = useAccess();
  const [editing, setEditing] = useState<ScheduledMovement | 'new' | undefined>();
  const cancel = useCancelSchedule();
  const cancelRow = (row: ScheduledMovement) =>
    cancel.mutate(row, {
      onSuccess: (saved) => toast('success', saved.message),
      onError: (error) => toast('error', errorMessage(error)),
    });
  // Reading is the feature's (SPEC §6); planning and changing need logisticMenu, as the API says.
  const canPlan = useHasPermission('logisticMenu');
  const actions = (row: ScheduledMovement) =>
    canPlan && changeable(row) ? (
      <Space size={4}>
        <Button size="small" onClick={() => setEditing(row)}>
          Edit
        </Button>
        <Popconfirm title={`Cancel scheduled movement ${row.id}?`} okText="Cancel it" onConfirm={() => cancelRow(row)}>
          <Button size="small" danger>
            Cancel
          </Button>
        </Popconfirm>
      </Space>
    ) : null;

  return (
    <PageCard
      title={scheduledTitle(access)}
      extra={
        canPlan ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            Schedule movement
          </Button>
        ) : null
      }
    >
      <DataGrid
        {...scheduledGrid}
        columns={scheduledColumns(actions)}
        filters={scheduledFilters}
        rowKey={(row) => row.id}
        exportFileName="scheduled-tasks"
      />
      {editing ? (
        <ScheduledFormDialog
          vertical={access.vertical}
          {...(editing === 'new' ? {} : { row: editing })}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </PageCard>
  );
};
