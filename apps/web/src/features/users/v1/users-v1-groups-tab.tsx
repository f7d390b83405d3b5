import type { UserGroup } from '@b2c/contracts';
import { USER_MESSAGES, groupLabel } from '@b2c/domain';
import { Can } from '../../../shared/auth/can.tsx';
import { GroupDialog, GroupList } from '../users-group-panel.tsx';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';
import {
  USER_GROUPS_V1_GRID_KEY,
  useCreateGroupV1,
  useDeleteGroupV1,
  useGroupsV1,
  useUpdateGroupV1,
} from './users-v1-api.ts';

/** V2's group dialog, saving through V1's endpoints. */
const GroupV1Dialog = ({ group, onClose }: { group: UserGroup | undefined; onClose: () => void }) => {
  const create = useCreateGroupV1();
  const update = useUpdateGroupV1(group?.id ?? 0);
  return (
    <GroupDialog group={group} onClose={onClose} saves={{ create: create.mutateAsync, update: update.mutateAsync }} />
  );
};

/** Only an empty group can go (the API says so otherwise): its members are removed from the Users tab. */
const DeleteGroup = ({ group }: { group: UserGroup }) => {
  const remove = useDeleteGroupV1();
  return (
    <ConfirmDeleteButton
      question={`Delete group ${groupLabel(group.name)}?`}
      deletedMessage={USER_MESSAGES.groupDeleted}
      pending={remove.isPending}
      remove={() => remove.mutateAsync({ id: group.id, version: group.version })}
    />
  );
};

/** SPEC §7 V1 "groups CRUD": every group with its permission keys and member count; add, edit, delete. */
export const UsersV1GroupsTab = () => {
  const groups = useGroupsV1();
  return (
    <GroupList
      gridKey={USER_GROUPS_V1_GRID_KEY}
      groups={groups}
      rowActions={(group) => (
        <Can action="MANAGE_USERS">
          <DeleteGroup group={group} />
        </Can>
      )}
      dialog={(group, close) => <GroupV1Dialog group={group} onClose={close} />}
    />
  );
};
