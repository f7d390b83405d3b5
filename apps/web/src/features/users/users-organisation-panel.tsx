import { useState } from 'react';
import { Button, Form, Input, Space, Switch, Table } from 'antd';
import { organisationInput, type Organisation, type OrganisationInput } from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { maxLengthOf } from '../../shared/forms/contract-fields.tsx';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { Can } from '../../shared/auth/can.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { ActiveStatus } from '../../shared/ui/row-link.tsx';
import { useCreateOrganisation, useOrganisations, useUpdateOrganisation } from './users-api.ts';

const shape = organisationInput.shape;

const OrganisationDialog = ({ organisation, onClose }: { organisation?: Organisation; onClose: () => void }) => {
  const [form] = Form.useForm<OrganisationInput>();
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation(organisation?.id ?? 0);
  const saver = useDialogSave({ onSaved: onClose });
  const save = async () => {
    const values = organisationInput.parse(await form.validateFields());
    await saver.save(async () => {
      if (organisation) await update.mutateAsync({ ...values, version: organisation.version });
      else await create.mutateAsync(values);
      return organisation ? USER_MESSAGES.organisationUpdated : USER_MESSAGES.organisationSaved;
    });
  };
  return (
    <FormModal
      title={organisation ? `Edit ${organisation.name}` : 'Add organisation'}
      saveLabel="Save"
      saving={saver.saving}
      onSave={() => void save().catch(() => undefined)}
      onClose={onClose}
    >
      {saver.conflict ? <p role="alert">{saver.conflict}</p> : null}
      <Form
        form={form}
        name="organisation"
        layout="vertical"
        aria-label="Organisation"
        initialValues={organisation ?? { active: true }}
      >
        <Form.Item name="name" label="Name" required rules={[zodRule(shape.name, 'Name')]}>
          <Input autoComplete="off" maxLength={maxLengthOf(shape.name)} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[zodRule(shape.description, 'Description')]}>
          <Input autoComplete="off" maxLength={maxLengthOf(shape.description)} />
        </Form.Item>
        <Form.Item name="active" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
};

/** SPEC §7 V2 organisations: list, create, edit. */
export const UsersOrganisationPanel = () => {
  const organisations = useOrganisations();
  const [editing, setEditing] = useState<{ organisation?: Organisation } | undefined>();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Can action="MANAGE_USERS">
        <Button type="primary" onClick={() => setEditing({})}>
          Add organisation
        </Button>
      </Can>
      <Table<Organisation>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={organisations.isLoading}
        dataSource={organisations.data ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'description', title: 'Description', dataIndex: 'description' },
          { key: 'active', title: 'Status', render: (_, o) => <ActiveStatus active={o.active} /> },
          {
            key: 'edit',
            title: '',
            render: (_, o) => (
              <Can action="MANAGE_USERS">
                <Button size="small" onClick={() => setEditing({ organisation: o })}>
                  Edit
                </Button>
              </Can>
            ),
          },
        ]}
      />
      {editing ? (
        <OrganisationDialog organisation={editing.organisation} onClose={() => setEditing(undefined)} />
      ) : null}
    </Space>
  );
};
