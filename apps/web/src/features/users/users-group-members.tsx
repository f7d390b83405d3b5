import { useState } from 'react';
import { Button, Modal, Select, Space, Typography } from 'antd';
import type { ManagedUser, UserGroup } from '@b2c/contracts';
import { USER_MESSAGES, groupLabel } from '@b2c/domain';
import { Can } from '../../shared/auth/can.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { withToast } from './users-toast.ts';
import {
  GROUP_MEMBERS_GRID_KEY,
  findUsers,
  useAddGroupMember,
  useGroupMembers,
  useRemoveGroupMember,
} from './users-api.ts';
import { paths } from '../../shared/routing/paths.ts';

/** Find a user of the current vertical by the start of their name and add them (MANAGE_USERS). */
const AddMember = ({ groupId, members }: { groupId: number; members: readonly ManagedUser[] }) => {
  const add = useAddGroupMember(groupId);
  const [found, setFound] = useState<ManagedUser[]>([]);
  const [picked, setPicked] = useState<number | undefined>();
  const search = (prefix: string) => {
    if (prefix.trim()) void findUsers(prefix.trim()).then(setFound, () => setFound([]));
  };
  const options = found
    .filter((u) => !members.some((m) => m.id === u.id))
    .map((u) => ({ label: `${u.name} (${u.userName})`, value: u.id }));
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        showSearch
        aria-label="User to add"
        placeholder="Find a user by name"
        filterOption={false}
        onSearch={search}
        options={options}
        value={picked}
        onChange={setPicked}
        style={{ flex: 1, minWidth: 0 }}
        notFoundContent={null}
      />
      <Button
        type="primary"
        disabled={picked === undefined}
        loading={add.isPending}
        onClick={() =>
          void withToast(() => add.mutateAsync(picked!), USER_MESSAGES.groupMemberAdded).then(
            (added) => added && setPicked(undefined),
          )
        }
      >
        Add
      </Button>
    </Space.Compact>
  );
};

/**
 * SPEC §6 "users belong to groups that can be added and removed", from the group's side: who is in the
 * group among the users of the current country and vehicle type, and for MANAGE_USERS adding and removing.
 */
export const GroupMembersDialog = ({ group, onClose }: { group: UserGroup; onClose: () => void }) => {
  const members = useGroupMembers(group.id);
  const remove = useRemoveGroupMember(group.id);
  const rows = members.data ?? [];
  return (
    <Modal
      open
      title={`Members of ${groupLabel(group.name)}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">Users of this country and vehicle type who are in the group.</Typography.Text>
        <Can action="MANAGE_USERS">
          <AddMember groupId={group.id} members={rows} />
        </Can>
        <DataGrid<ManagedUser>
          gridKey={GROUP_MEMBERS_GRID_KEY}
          aria-label={`Members of ${groupLabel(group.name)}`}
          compact
          rowKey={(u) => u.id}
          rows={members.data}
          loading={members.isLoading}
          error={members.error}
          onRetry={() => void members.refetch()}
          emptyText="No users in this group yet."
          columns={[
            {
              key: 'name',
              title: 'Name',
              sortable: true,
              render: (u) => <RowLink to={paths.users.detail(u.id)}>{u.name}</RowLink>,
            },
            { key: 'userName', title: 'Username', sortable: true },
            {
              key: 'remove',
              title: 'Actions',
              exportable: false,
              render: (u) => (
                <Can action="MANAGE_USERS">
                  <Button
                    size="small"
                    danger
                    aria-label={`Remove ${u.name}`}
                    onClick={() => void withToast(() => remove.mutateAsync(u.id), USER_MESSAGES.groupMemberRemoved)}
                  >
                    Remove
                  </Button>
                </Can>
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
};
