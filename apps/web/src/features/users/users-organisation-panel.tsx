import { Form, Switch } from 'antd';
import { organisationInput, type Organisation } from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { ActiveStatus } from '../../shared/ui/row-link.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { ORGANISATIONS_GRID_KEY, useCreateOrganisation, useOrganisations, useUpdateOrganisation } from './users-api.ts';
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

const ORGANISATION_COLUMNS: readonly GridColumn<Organisation>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'description', title: 'Description', sortable: true },
  {
    key: 'active',
    title: 'Status',
    value: (o) => (o.active ? 'Active' : 'Inactive'),
    render: (o) => <ActiveStatus active={o.active} />,
  },
];

/** SPEC §7 V2 organisations: list, create, edit. */
export const UsersOrganisationPanel = () => {
  const organisations = useOrganisations();
  return (
    <ReferenceListPanel<Organisation>
      gridKey={ORGANISATIONS_GRID_KEY}
      label="Organisations"
      addLabel="Add organisation"
      query={organisations}
      columns={ORGANISATION_COLUMNS}
      dialog={(organisation, close) => <OrganisationDialog organisation={organisation} onClose={close} />}
    />
  );
};
