import { Input, Select } from 'antd';
import { userCreateFields, userCreateInput, userUpdateInput, type ManagedUser } from '@b2c/contracts';
import { COUNTRIES, USER_MESSAGES, VEHICLE_TYPES, groupLabel } from '@b2c/domain';
import { contractFields } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
import {
  useCreateUser,
  useGroups,
  useOrganisations,
  useUpdateUser,
  type UserCreateBody,
  type UserUpdateBody,
} from './users-api.ts';
import { CATEGORY_OPTIONS, IDENTITY_PROVIDER_OPTIONS } from './users-columns.tsx';
import { paths } from '../../shared/routing/paths.ts';

export const USER_FIELDS = contractFields(userCreateFields, {
  userName: 'Username',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  category: 'Category',
  organisationId: 'Organisation',
  identityProvider: 'Identity provider',
  countries: 'Countries',
  vehicleTypes: 'Vehicle types',
  groupIds: 'Groups',
  active: 'Active',
  initialPassword: 'Initial password',
});
const { Field } = USER_FIELDS;

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ label: c, value: c }));
const VEHICLE_TYPE_OPTIONS = VEHICLE_TYPES.map((v) => ({ label: v, value: v }));
const NEW_USER: Partial<UserCreateBody> = {
  category: 'C24_EMPLOYEES',
  identityProvider: 'ALL',
  active: true,
  groupIds: [],
};

/** What the form edits of a saved user: the groups as their ids. */
const formValuesOf = (user: ManagedUser): Partial<UserCreateBody> => ({
  userName: user.userName,
  name: user.name,
  email: user.email,
  phone: user.phone,
  category: user.category,
  organisationId: user.organisationId,
  identityProvider: user.identityProvider,
  countries: user.countries,
  vehicleTypes: user.vehicleTypes,
  groupIds: user.groups.map((g) => g.id),
  active: user.active,
});

/** The same form over other endpoints: the V1 screen saves through V1's paths and stays on its own page. */
export interface UserFormSaves {
  create: (body: UserCreateBody) => Promise<unknown>;
  update: (body: UserUpdateBody) => Promise<unknown>;
  /** Where Cancel and a save lead. */
  listPath: string;
}

/**
 * Add and edit form of a V2 user (SPEC §2 /ums/addUser, /ums/{userId}): every field checked with the
 * contract the API checks (the phone against the chosen countries on save); the initial password is
 * given once, on create, and the user replaces it at the first sign-in.
 */
export const UserForm = ({
  user,
  onReload,
  saves,
}: {
  user?: ManagedUser;
  onReload?: () => void;
  /** Where the form saves and then leads; V2's endpoints and /ums unless a screen (V1) passes its own. */
  saves?: UserFormSaves;
}) => {
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? 0);
  const via = saves ?? { create: create.mutateAsync, update: update.mutateAsync, listPath: paths.users.list() };
  const groups = useGroups();
  const organisations = useOrganisations();
  return (
    <EntityForm
      writeAccess="MANAGE_USERS"
      fields={USER_FIELDS}
      noun="user"
      row={user}
      initialValues={user ? formValuesOf(user) : NEW_USER}
      create={{ schema: userCreateInput, save: via.create, successMessage: USER_MESSAGES.userSaved }}
      update={{ schema: userUpdateInput, save: via.update, successMessage: USER_MESSAGES.userUpdated }}
      listPath={via.listPath}
      onReload={onReload}
    >
      <Field name="userName" fixed extra={user ? undefined : 'How the user signs in; it cannot be changed later.'} />
      <Field name="name" />
      <Field name="email">
        {/* Not type="email": the browser would block the submit with its own bubble instead of our message. */}
        <Input inputMode="email" autoComplete="off" />
      </Field>
      <Field name="phone" extra="A number of one of the user's countries, e.g. +61 412 345 678">
        <Input inputMode="tel" autoComplete="off" />
      </Field>
      <Field name="countries">
        <Select mode="multiple" options={COUNTRY_OPTIONS} />
      </Field>
      <Field name="vehicleTypes">
        <Select mode="multiple" options={VEHICLE_TYPE_OPTIONS} />
      </Field>
      <Field name="groupIds">
        <Select
          mode="multiple"
          loading={groups.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(groups.data ?? []).map((g) => ({ label: groupLabel(g.name), value: g.id }))}
        />
      </Field>
      <Field name="organisationId">
        <Select
          allowClear
          loading={organisations.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(organisations.data ?? []).map((o) => ({ label: o.name, value: o.id }))}
        />
      </Field>
      <Field name="category" span="third">
        <Select options={CATEGORY_OPTIONS} />
      </Field>
      <Field name="identityProvider" span="third">
        <Select options={IDENTITY_PROVIDER_OPTIONS} />
      </Field>
      {user ? null : (
        <Field
          name="initialPassword"
          span="third"
          extra="Shown only now; the user chooses their own at the first sign-in."
        >
          <Input.Password autoComplete="new-password" />
        </Field>
      )}
      <Field name="active" span="quarter" toggle />
    </EntityForm>
  );
};
