import { useState } from 'react';
import { Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import { groupInput, type GroupInput, type UserGroup } from '@b2c/contracts';
import { PERMISSIONS, USER_MESSAGES } from '@b2c/domain';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { maxLengthOf } from '../../shared/forms/contract-fields.tsx';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { Can } from '../../shared/auth/can.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { useCreateGroup, useGroups, useUpdateGroup } from './users-api.ts';

const PERMISSION_OPTIONS = PERMISSIONS.map((p) => ({ label: p, value: p }));
const shape = groupInput.shape;

/** Create or edit one group: its name, description and the permission keys its members get. */
const GroupDialog = ({ group, onClose }: { group: UserGroup | undefined; onClose: () => void }) => {
  const [form] = Form.useForm<GroupInput>();
  const create = useCreateGroup();
  const update = useUpdateGroup(group?.id ?? 0);
  const saver = useDialogSave({ onSaved: onClose });
  const save = async () => {
    const values = groupInput.parse(await form.validateFields());
    await saver.save(async () => {
      if (group) await update.mutateAsync({ ...values, version: group.version });
      else await create.mutateAsync(values);
      return group ? USER_MESSAGES.groupUpdated : USER_MESSAGES.groupSaved;
    });
  };
  return (
    <FormModal
      title={group ? `Edit group ${group.name}` : 'Add group'}
      saveLabel="Save"
      saving={saver.saving}
      onSave={() => void save().catch(() => undefined)}
      onClose={onClose}
    >
      {saver.conflict ? <p role="alert">{saver.conflict}</p> : null}
      <Form form={form} name="group" layout="vertical" aria-label="Group" initialValues={group ?? { permissions: [] }}>
        <Form.Item name="name" label="Name" required rules={[zodRule(shape.name, 'Name')]}>
          <Input autoComplete="off" maxLength={maxLengthOf(shape.name)} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[zodRule(shape.description, 'Description')]}>
          <Input autoComplete="off" maxLength={maxLengthOf(shape.description)} />
        </Form.Item>
        <Form.Item name="permissions" label="Permissions">
          <Select mode="multiple" options={PERMISSION_OPTIONS} />
        </Form.Item>
      </Form>
    </FormModal>
  );
};

/** SPEC §2 "user groups": every group with its permission keys and how many users are in it. */
export const UsersGroupPanel = () => {
  const groups = useGroups();
  const [editing, setEditing] = useState<{ group?: UserGroup } | undefined>();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Can action="MANAGE_USERS">
        <Button type="primary" onClick={() => setEditing({})}>
          Add group
        </Button>
      </Can>
      <Table<UserGroup>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={groups.isLoading}
        dataSource={groups.data ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'description', title: 'Description', dataIndex: 'description' },
          {
            key: 'permissions',
            title: 'Permissions',
            render: (_, g) => g.permissions.map((p) => <Tag key={p}>{p}</Tag>),
          },
          { key: 'memberCount', title: 'Users', dataIndex: 'memberCount' },
          {
            key: 'edit',
            title: '',
            render: (_, g) => (
              <Can action="MANAGE_USERS">
                <Button size="small" onClick={() => setEditing({ group: g })}>
                  Edit
                </Button>
              </Can>
            ),
          },
        ]}
      />
      {editing ? <GroupDialog group={editing.group} onClose={() => setEditing(undefined)} /> : null}
    </Space>
  );
};
