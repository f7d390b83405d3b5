import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Divider, Popconfirm, Space } from 'antd';
import { auditLogEndpoints, type ManagedUser } from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { Can } from '../../shared/auth/can.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { USERS_GRID_KEY, useDeleteUser, useManagedUser, useSetUserActive } from './users-api.ts';
import { UserForm } from './user-form.tsx';
import { UserImageEditor } from './user-image-editor.tsx';
import { withToast } from './users-toast.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /ums/addUser. */
export const UserAddPage = () => (
  <PageCard title="Add user">
    <UserForm />
  </PageCard>
);

/** Activate / deactivate and the (soft) delete; the API refuses both on the caller's own account. */
const UserActions = ({ user }: { user: ManagedUser }) => {
  const navigate = useNavigate();
  const toggle = useSetUserActive(user.id);
  const remove = useDeleteUser(user.id);
  const run = async (action: () => Promise<unknown>, message: string, after?: () => void) => {
    if (await withToast(action, message)) after?.();
  };
  return (
    <Can action="MANAGE_USERS">
      <Space wrap>
        <Button
          loading={toggle.isPending}
          onClick={() =>
            void run(
              () => toggle.mutateAsync({ active: !user.active, version: user.version }),
              user.active ? USER_MESSAGES.userDeactivated : USER_MESSAGES.userActivated,
            )
          }
        >
          {user.active ? 'Deactivate' : 'Activate'}
        </Button>
        <Popconfirm
          title={`Delete ${user.name}? They can no longer sign in.`}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            run(
              () => remove.mutateAsync(user.version),
              USER_MESSAGES.userDeleted,
              () => void navigate(paths.users.list()),
            )
          }
        >
          <Button danger loading={remove.isPending}>
            Delete
          </Button>
        </Popconfirm>
      </Space>
    </Can>
  );
};

/** SPEC §2 /ums/{userId}: the user's form, status actions and audit trail. */
export const UserDetailPage = () => {
  const id = Number(useParams().userId);
  const user = useManagedUser(id);
  if (user.isPending) return <PageSpinner />;
  if (user.isError) return <Alert type="error" showIcon title={errorMessage(user.error)} />;
  return (
    <PageCard title={`User ${user.data.name}`} extra={<UserActions user={user.data} />}>
      <UserImageEditor user={user.data} />
      <Divider />
      {/* A new version (after a reload or a toggle) starts the form again from what is stored. */}
      <UserForm key={user.data.version} user={user.data} onReload={() => void user.refetch()} />
      <Divider titlePlacement="start">Audit trail</Divider>
      <AuditTrail endpoints={auditLogEndpoints.user} id={user.data.id} listGridKey={USERS_GRID_KEY} />
    </PageCard>
  );
};
