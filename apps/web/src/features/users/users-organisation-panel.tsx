import { Form, Switch } from 'antd';
import { organisationInput, type Organisation } from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { ActiveStatus } from '../../shared/ui/row-link.tsx';
import { useCreateOrganisation, useOrganisations, useUpdateOrganisation } from './users-api.ts';
import { ReferenceDialog, ReferenceListPanel } from './users-reference-list.tsx';

/** Create or edit one organisation: its name, description and whether users can still be put in it. */
const OrganisationDialog = ({ organisation, onClose }: { organisation?: Organisation; onClose: () => void }) => {
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation(organisation?.id ?? 0);
  return (
    <ReferenceDialog
      noun="organisation"
      row={organisation}
      shape={organisationInput.shape}
      parse={(values) => organisationInput.parse(values)}
      initialValues={{ active: true }}
      saves={{
        create: create.mutateAsync,
        update: update.mutateAsync,
        createdMessage: USER_MESSAGES.organisationSaved,
        updatedMessage: USER_MESSAGES.organisationUpdated,
      }}
      onClose={onClose}
    >
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </ReferenceDialog>
  );
};

/** SPEC §7 V2 organisations: list, create, edit. */
export const UsersOrganisationPanel = () => {
  const organisations = useOrganisations();
  return (
    <ReferenceListPanel<Organisation>
      addLabel="Add organisation"
      rows={organisations.data}
      loading={organisations.isLoading}
      columns={[
        { key: 'name', title: 'Name', dataIndex: 'name' },
        { key: 'description', title: 'Description', dataIndex: 'description' },
        { key: 'active', title: 'Status', render: (_, o) => <ActiveStatus active={o.active} /> },
      ]}
      dialog={(organisation, close) => <OrganisationDialog organisation={organisation} onClose={close} />}
    />
  );
};
