import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import type { ManagedUser } from '@b2c/contracts';
import { USER_MESSAGES, groupLabel } from '@b2c/domain';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { DataGrid } from '../../../shared/data-table/data-grid.tsx';
import { GROUPS_OF_USER_GRID_KEY, useChangeUserGroupV1, useGroupsV1 } from './users-v1-api.ts';

/**
 * SPEC §7 V1 "add / remove group to user": the user's groups, each removable, and any other group to add.
 * Each change answers the user as they now are, so the next one is based on their new version.
 */
export const UserGroupsDialog = ({ user, onClose }: { user: ManagedUser; onClose: () => void }) => {
  const [current, setCurrent] = useState(user);
  const [picked, setPicked] = useState<number | undefined>();
  const groups = useGroupsV1();
  const change = useChangeUserGroupV1();
  const run = async (groupId: number, add: boolean) => {
    try {
      setCurrent(await change.mutateAsync({ id: current.id, groupId, version: current.version, add }));
      setPicked(undefined);
      toast('success', add ? USER_MESSAGES.groupMemberAdded : USER_MESSAGES.groupMemberRemoved);
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };
  const mine = new Set(current.groups.map((g) => g.id));
  const others = (groups.data ?? [])
    .filter((g) => !mine.has(g.id))
    .map((g) => ({ label: groupLabel(g.name), value: g.id }));
  return (
    <FormModal
      title={`Groups of ${current.name}`}
      saveLabel="Close"
      saving={false}
      onSave={onClose}
      onClose={onClose}
      done
    >
      <DataGrid<ManagedUser['groups'][number]>
        gridKey={GROUPS_OF_USER_GRID_KEY}
        aria-label={`Groups of ${current.name}`}
        compact
        rowKey={(g) => g.id}
        rows={current.groups}
        emptyText="In no group"
        columns={[
          { key: 'name', title: 'Group', sortable: true, value: (g) => groupLabel(g.name) },
          {
            key: 'remove',
            title: 'Actions',
            exportable: false,
            render: (g) => (
              <Button size="small" danger disabled={change.isPending} onClick={() => void run(g.id, false)}>
                Remove {groupLabel(g.name)}
              </Button>
            ),
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 8 }}>Add a group</Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label="Group to add"
          style={{ flex: 1, minWidth: 0 }}
          placeholder="Choose a group"
          loading={groups.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={others}
          value={picked}
          onChange={setPicked}
        />
        <Button
          type="primary"
          disabled={picked === undefined}
          loading={change.isPending}
          onClick={() => picked !== undefined && void run(picked, true)}
        >
          Add group
        </Button>
      </Space.Compact>
    </FormModal>
  );
};
