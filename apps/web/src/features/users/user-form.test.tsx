import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersEndpoints, usersGroupEndpoints, usersOrganisationEndpoints, type UserGroup } from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { fakeManagedUser } from '../../testing/factories.ts';
import { answer, callsTo, errorAnswer, fakeApi, type FakeAnswer } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { UserForm } from './user-form.tsx';

const STAMP = { version: 2, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'admin' };
const OPERATIONS: UserGroup = { id: 2, name: 'OPERATIONS', description: '', permissions: [], memberCount: 3, ...STAMP };
const USER = fakeManagedUser({
  id: 12,
  userName: 'olive.ops',
  name: 'Olive Ops',
  email: 'olive@example.com',
  phone: '+61412345678',
  countries: ['AU'],
  ...STAMP,
});

const fakeUsersApi = (save: FakeAnswer) =>
  fakeApi(
    answer(usersGroupEndpoints.list, { body: [OPERATIONS] }),
    answer(usersOrganisationEndpoints.list, { body: [] }),
    answer(usersEndpoints.create, save),
    answer(usersEndpoints.update, save),
  );
const writes = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');

/** Picks `option` in the antd select labelled `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]!);
}

describe('UserForm', () => {
  it('tells a user without MANAGE_USERS before they fill it in that they cannot save it', async () => {
    fakeUsersApi({ status: 201, body: USER });
    const access = fakeAccess();
    access.uiRules.actionPermissions.MANAGE_USERS = false;
    renderWithProviders(<UserForm />, { access });
    expect(
      await screen.findByText('You can look at this but not save it: saving needs the "Manage users" permission.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('checks each field with the contract before sending anything', async () => {
    const user = userEvent.setup();
    const calls = fakeUsersApi({ status: 201, body: USER });
    renderWithProviders(<UserForm />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Username'), 'Bad Name');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Initial password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail must be a valid e-mail address.')).toBeInTheDocument();
    expect(await screen.findByText(/Username must use only lower-case letters/)).toBeInTheDocument();
    expect(await screen.findByText('Initial password must have at least 12 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Countries: choose at least one.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('refuses a phone of a country the user is not given, under the phone field, without a call', async () => {
    const user = userEvent.setup();
    const calls = fakeUsersApi({ status: 201, body: USER });
    renderWithProviders(<UserForm />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Username'), 'olive.ops');
    await user.type(screen.getByLabelText('Name'), 'Olive Ops');
    await user.type(screen.getByLabelText('E-mail'), 'olive@example.com');
    await user.type(screen.getByLabelText('Phone'), '+91 98765 43210');
    await choose(user, 'Countries', 'AU');
    await choose(user, 'Vehicle types', 'CAR');
    await user.type(screen.getByLabelText('Initial password'), 'initial-Password-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone must be a phone number of AU.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('creates with the chosen groups and the initial password, and says "User saved successfully!"', async () => {
    const user = userEvent.setup();
    const calls = fakeUsersApi({ status: 201, body: USER });
    renderWithProviders(<UserForm />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Username'), 'olive.ops');
    await user.type(screen.getByLabelText('Name'), 'Olive Ops');
    await user.type(screen.getByLabelText('E-mail'), 'olive@example.com');
    await user.type(screen.getByLabelText('Phone'), '0412 345 678');
    await choose(user, 'Countries', 'AU');
    await choose(user, 'Vehicle types', 'CAR');
    await choose(user, 'Groups', 'Operations');
    await user.type(screen.getByLabelText('Initial password'), 'initial-Password-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.userSaved)).toBeInTheDocument();
    expect(callsTo(calls, usersEndpoints.create)[0]?.body).toMatchObject({
      userName: 'olive.ops',
      // Sent as the contract leaves it: the phone in E.164.
      phone: '+61412345678',
      countries: ['AU'],
      vehicleTypes: ['CAR'],
      groupIds: [2],
      initialPassword: 'initial-Password-1',
    });
  });

  it('edits with the version, the username locked and no password field; shows the server’s 409', async () => {
    const user = userEvent.setup();
    const calls = fakeUsersApi(errorAnswer(409, 'User olive.ops was changed by someone else.'));
    renderWithProviders(<UserForm user={USER} />, { access: fakeAccess() });
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.queryByLabelText('Initial password')).toBeNull();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Olive Operations');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/was changed by someone else/, { selector: 'div,span' })).toBeInTheDocument();
    expect(callsTo(calls, usersEndpoints.update)[0]?.body).toMatchObject({
      name: 'Olive Operations',
      version: 2,
      groupIds: [2],
    });
  });
});
