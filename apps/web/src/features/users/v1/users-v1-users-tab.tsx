import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Modal, Space } from 'antd';
import type { ManagedUser } from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { Can } from '../../../shared/auth/can.tsx';
import { DataGrid } from '../../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { UserForm, type UserFormSaves } from '../user-form.tsx';
import { useGroups, useOrganisations } from '../users-api.ts';
import { userColumns, userFilters } from '../users-columns.tsx';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';
import { UserGroupsDialog } from './user-groups-dialog.tsx';
import { useCreateUserV1, useDeleteUserV1, useUpdateUserV1, useUserV1, usersV1Grid } from './users-v1-api.ts';
import { paths } from '../../../shared/routing/paths.ts';

/**
 * The open form lives in the URL (`user=new` or the user's id) beside the grid's page and filters, so the
 * form's Cancel and save (which lead to a path) close it and leave the grid as it was.
 */
const USER_PARAM = 'user';
const useUserParam = () => {
  const [params, setParams] = useSearchParams();
  const without = new URLSearchParams(params);
  without.delete(USER_PARAM);
  return {
    value: params.get(USER_PARAM),
    open: (value: string) =>
      setParams((current) => {
        current.set(USER_PARAM, value);
        return current;
      }),
    closedPath: paths.users.v1(without),
  };
};

/** V1 has no pages of its own (SPEC §2 lists only /user-management): the V2 user form in a dialog. */
const UserDialog = ({ title, children }: { title: string; children: ReactNode }) => {
  const navigate = useNavigate();
  const { closedPath } = useUserParam();
  return (
    <Modal open title={title} footer={null} onCancel={() => void navigate(closedPath)} width={860} destroyOnHidden>
      {children}
    </Modal>
  );
};

/** The form's saves through V1's paths; it returns to this tab. */
const useV1Saves = (id: number | undefined): UserFormSaves => {
  const create = useCreateUserV1();
  const update = useUpdateUserV1(id ?? 0);
  return { create: create.mutateAsync, update: update.mutateAsync, listPath: useUserParam().closedPath };
};

const AddUserDialog = () => {
  const saves = useV1Saves(undefined);
  return (
    <UserDialog title="Add user">
      <UserForm saves={saves} />
    </UserDialog>
  );
};

const EditUserDialog = ({ id }: { id: number }) => {
  const user = useUserV1(id);
  const saves = useV1Saves(id);
  return (
    <UserDialog title="Edit user">
      {user.isPending ? (
        <PageSpinner />
      ) : user.isError ? (
        <Alert type="error" showIcon title={errorMessage(user.error)} />
      ) : (
        <UserForm key={user.data.version} user={user.data} saves={saves} onReload={() => void user.refetch()} />
      )}
    </UserDialog>
  );
};

/** Edit, groups and the (soft) delete of one row; the API refuses deleting oneself. */
const RowActions = ({ user, onGroups }: { user: ManagedUser; onGroups: () => void }) => {
  const { open } = useUserParam();
  const remove = useDeleteUserV1();
  return (
    <Space size="small" wrap>
      <Button size="small" onClick={() => open(String(user.id))}>
        Edit
      </Button>
      <Button size="small" onClick={onGroups}>
        Groups
      </Button>
      <ConfirmDeleteButton
        question={`Delete ${user.name}? They can no longer sign in.`}
        deletedMessage={USER_MESSAGES.userDeleted}
        pending={remove.isPending}
        remove={() => remove.mutateAsync({ id: user.id, version: user.version })}
      />
    </Space>
  );
};

/** The columns V1 keeps of the V2 grid: who the user is, their groups and status. */
const V1_COLUMNS = ['name', 'userName', 'email', 'phone', 'groups', 'active'];

/** SPEC §2 "user management (v1)": the users of the vertical, with add, edit, delete and their groups. */
export const UsersV1UsersTab = () => {
  const userParam = useUserParam();
  const [groupsOf, setGroupsOf] = useState<ManagedUser | undefined>();
  const { dateTime } = useFormatters();
  const groups = useGroups();
  const organisations = useOrganisations();
  const columns = useMemo((): GridColumn<ManagedUser>[] => {
    const kept = userColumns(dateTime).filter((c) => V1_COLUMNS.includes(c.key));
    // V1 edits in a dialog of this screen: the name is plain text here, not V2's link to /ums/{id}. The
    // phone waits in the column chooser, so the row's actions fit beside the sidebar at 1280 px.
    const plain = kept.map((c) =>
      c.key === 'name' ? { ...c, render: undefined } : c.key === 'phone' ? { ...c, defaultHidden: true } : c,
    );
    const actions: GridColumn<ManagedUser> = {
      key: 'actions',
      title: 'Actions',
      // Narrow enough that Delete wraps under Edit and Groups rather than past the card's edge at 1280 px.
      width: 150,
      exportable: false,
      render: (row) => (
        <Can action="MANAGE_USERS">
          <RowActions user={row} onGroups={() => setGroupsOf(row)} />
        </Can>
      ),
    };
    return [...plain, actions];
  }, [dateTime]);
  const filters = useMemo(
    () => userFilters(groups.data ?? [], organisations.data ?? []).filter((f) => f.name !== 'organisationId'),
    [groups.data, organisations.data],
  );
  const editing = userParam.value;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Can action="MANAGE_USERS">
        <Button type="primary" onClick={() => userParam.open('new')}>
          Add user
        </Button>
      </Can>
      <DataGrid<ManagedUser>
        {...usersV1Grid}
        columns={columns}
        filters={filters}
        rowKey={(row) => row.id}
        exportFileName="users-v1"
      />
      {editing === 'new' ? <AddUserDialog /> : editing ? <EditUserDialog id={Number(editing)} /> : null}
      {groupsOf ? <UserGroupsDialog user={groupsOf} onClose={() => setGroupsOf(undefined)} /> : null}
    </Space>
  );
};
