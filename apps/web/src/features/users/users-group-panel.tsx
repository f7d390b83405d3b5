import { useState, type ReactNode } from 'react';
import { Button, Form, Select, Tag } from 'antd';
import { groupInput, type GroupInput, type UserGroup } from '@b2c/contracts';
import { PERMISSIONS, USER_MESSAGES, permissionLabel, groupLabel } from '@b2c/domain';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { USER_GROUPS_GRID_KEY, useCreateGroup, useGroups, useUpdateGroup } from './users-api.ts';
import { ReferenceDialog, ReferenceListPanel, type ReferenceSaves } from './users-reference-list.tsx';
import { GroupMembersDialog } from './users-group-members.tsx';

const PERMISSION_OPTIONS = PERMISSIONS.map((p) => ({ label: permissionLabel(p), value: p }));

/**
 * Create or edit one group: its name, description and the permission keys its members get. Saves through
 * V2's endpoints unless a screen passes its own `saves` (V1's /user-management).
 */
export const GroupDialog = ({
  group,
  onClose,
  saves,
}: {
  group: UserGroup | undefined;
  onClose: () => void;
  saves?: Pick<ReferenceSaves<GroupInput>, 'create' | 'update'>;
}) => {
  const create = useCreateGroup();
  const update = useUpdateGroup(group?.id ?? 0);
  return (
    <ReferenceDialog
      noun="group"
      row={group}
      shape={groupInput.shape}
      parse={(values) => groupInput.parse(values)}
      initialValues={{ permissions: [] }}
      saves={{
        create: saves?.create ?? create.mutateAsync,
        update: saves?.update ?? update.mutateAsync,
        createdMessage: USER_MESSAGES.groupSaved,
        updatedMessage: USER_MESSAGES.groupUpdated,
      }}
      onClose={onClose}
    >
      <Form.Item name="permissions" label="Permissions">
        <Select mode="multiple" options={PERMISSION_OPTIONS} />
      </Form.Item>
    </ReferenceDialog>
  );
};

/** A group as both generations list it: name, description, its permission keys and how many users it has. */
const GROUP_COLUMNS: readonly GridColumn<UserGroup>[] = [
  // Seeded SNAKE_CASE names (CC_ADMIN) read as words; the edit dialog keeps the name as typed.
  { key: 'name', title: 'Name', sortable: true, value: (g) => groupLabel(g.name) },
  { key: 'description', title: 'Description', sortable: true },
  {
    key: 'permissions',
    title: 'Permissions',
    // Wide enough for a few tags a line: ADMIN's two dozen would otherwise push Users and Actions off screen.
    width: 420,
    value: (g) => g.permissions.map(permissionLabel).join(', '),
    render: (g) => g.permissions.map((p) => <Tag key={p}>{permissionLabel(p)}</Tag>),
  },
  { key: 'memberCount', title: 'Users', sortable: true },
];

/**
 * The group list of both generations (SPEC §2 grid "user groups"), with "Add group"; each passes its grid
 * key (its remembered columns), its query (V2's or V1's endpoints), the actions beside a row's Edit, and
 * the dialog that adds or edits a group.
 */
export const GroupList = ({
  gridKey,
  groups,
  rowActions,
  dialog,
}: {
  gridKey: string;
  groups: { data: readonly UserGroup[] | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  rowActions: (group: UserGroup) => ReactNode;
  dialog: (group: UserGroup | undefined, close: () => void) => ReactNode;
}) => (
  <ReferenceListPanel<UserGroup>
    gridKey={gridKey}
    label="Groups"
    addLabel="Add group"
    query={groups}
    columns={GROUP_COLUMNS}
    rowActions={rowActions}
    dialog={dialog}
  />
);

/** SPEC §2 "user groups": every group with its permission keys, how many users are in it, and who they are. */
export const UsersGroupPanel = () => {
  const groups = useGroups();
  const [membersOf, setMembersOf] = useState<UserGroup | undefined>();
  return (
    <>
      <GroupList
        gridKey={USER_GROUPS_GRID_KEY}
        groups={groups}
        rowActions={(group) => (
          <Button size="small" aria-label={`Members of ${groupLabel(group.name)}`} onClick={() => setMembersOf(group)}>
            Members
          </Button>
        )}
        dialog={(group, close) => <GroupDialog group={group} onClose={close} />}
      />
      {membersOf ? <GroupMembersDialog group={membersOf} onClose={() => setMembersOf(undefined)} /> : null}
    </>
  );
};
