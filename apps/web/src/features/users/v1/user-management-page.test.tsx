import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  usersEndpoints,
  usersGroupEndpoints,
  usersOrganisationEndpoints,
  usersV1Endpoints as api,
  usersV1GroupEndpoints as groupApi,
  type UserGroup,
} from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { answer, callsTo, errorAnswer, fakeApi, queryOf, type FakeApiHandler } from '../../../testing/fake-api.ts';
import { fakeManagedUser } from '../../../testing/factories.ts';
import { fakeAccess, fakeUiRules } from '../../../testing/fake-session.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { UserManagementPage } from './user-management-page.tsx';

const STAMP = { version: 1, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'admin' };
const group = (id: number, name: string, memberCount = 0): UserGroup => ({
  id,
  name,
  description: '',
  permissions: ['inventoryMenu'],
  memberCount,
  ...STAMP,
});
const OPERATIONS = group(2, 'OPERATIONS', 3);
const HUB_LEADS = group(5, 'HUB_LEADS');
const USER = fakeManagedUser();

const fakeScreen = (...extra: FakeApiHandler[]) =>
  fakeApi(
    ...extra,
    answer(api.list, { body: [USER] }),
    answer(api.count, { body: { count: 1 } }),
    answer(groupApi.list, { body: [OPERATIONS, HUB_LEADS] }),
    // The V2 user form's and filters' option lists.
    answer(usersGroupEndpoints.list, { body: [OPERATIONS, HUB_LEADS] }),
    answer(usersOrganisationEndpoints.list, { body: [] }),
  );
/** After a click that writes: the suite shares two busy cores with other runs. */
const SLOW = { timeout: 10_000 };
const open = (url: string, access = fakeAccess()) =>
  renderWithProviders(<UserManagementPage />, { access, url, path: '/user-management' });

describe('UserManagementPage (V1)', () => {
  it('lists the users through the V1 endpoints, never the V2 ones', async () => {
    const calls = fakeScreen();
    open('/user-management');
    expect(await screen.findByRole('cell', { name: 'ravi.ops' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Operations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Groups' })).toBeInTheDocument();
    expect(callsTo(calls, api.list)).toHaveLength(1);
    expect(callsTo(calls, usersEndpoints.list)).toEqual([]);
  });

  it('adds and removes a user’s group, each change based on the version the last one answered', async () => {
    const user = userEvent.setup();
    const added = { ...USER, groups: [...USER.groups, { id: 5, name: 'HUB_LEADS' }], version: 2 };
    const calls = fakeScreen(
      answer(api.addGroup, { body: added }),
      answer(api.removeGroup, { body: { ...added, groups: [{ id: 5, name: 'HUB_LEADS' }], version: 3 } }),
    );
    open('/user-management');
    await user.click(await screen.findByRole('button', { name: 'Groups' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Groups of Ravi Ops')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Group to add'));
    await user.click(await screen.findByText('Hub Leads', { selector: '.ant-select-item-option-content' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText(USER_MESSAGES.groupMemberAdded, {}, SLOW)).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Remove Hub Leads' }, SLOW)).toBeInTheDocument();
    const add = callsTo(calls, api.addGroup)[0]!;
    expect(add.params).toEqual({ id: 7, groupId: 5 });
    expect(queryOf(add)).toEqual({ version: '1' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Operations' }));
    expect(await screen.findByText(USER_MESSAGES.groupMemberRemoved, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Remove Operations' })).toBeNull(), SLOW);
    const remove = callsTo(calls, api.removeGroup)[0]!;
    expect(remove.params).toEqual({ id: 7, groupId: 2 });
    expect(queryOf(remove)).toEqual({ version: '2' });
    // Two writes and a select in one story: ~12 s alone, more while other suites share the two cores.
  }, 40_000);

  it('edits a user in the V2 form, saved through the V1 path with its version', async () => {
    const user = userEvent.setup();
    const calls = fakeScreen(
      answer(api.get, { body: USER }),
      answer(api.update, { body: { ...USER, name: 'Ravi Operations', version: 2 } }),
    );
    open('/user-management?tab=users&user=7');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(within(dialog).getByText('Edit user')).toBeInTheDocument();
    const name = await within(dialog).findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ravi Operations');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.userUpdated)).toBeInTheDocument();
    expect(callsTo(calls, api.update)[0]).toMatchObject({
      params: { id: 7 },
      body: { name: 'Ravi Operations', version: 1, groupIds: [2] },
    });
    expect(callsTo(calls, usersEndpoints.update)).toEqual([]);
    // The save closes the form and leaves the tab where it was.
    await waitFor(() => expect(screen.queryByText('Edit user')).toBeNull());
  });

  it('deletes an empty group with its version; shows the API’s refusal of one with members', async () => {
    const user = userEvent.setup();
    const calls = fakeScreen(
      answer(groupApi.remove, (c) =>
        c.params.id === OPERATIONS.id
          ? errorAnswer(400, 'Group OPERATIONS still has 3 users: remove them from it first.')
          : { body: HUB_LEADS },
      ),
    );
    open('/user-management?tab=groups');
    const row = (await screen.findByRole('cell', { name: 'Hub Leads' }, { timeout: 8000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    // The confirmation's own Delete, in the popover beside the row's.
    const confirm = (await screen.findByText('Delete group Hub Leads?')).closest('.ant-popover')! as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(USER_MESSAGES.groupDeleted)).toBeInTheDocument();
    expect(callsTo(calls, groupApi.remove)[0]).toMatchObject({ params: { id: 5 } });
    expect(queryOf(callsTo(calls, groupApi.remove)[0]!)).toEqual({ version: '1' });

    const busy = screen.getByRole('cell', { name: 'Operations' }).closest('tr')!;
    await user.click(within(busy).getByRole('button', { name: 'Delete' }));
    const ask = (await screen.findByText('Delete group Operations?')).closest('.ant-popover')! as HTMLElement;
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Group OPERATIONS still has 3 users/)).toBeInTheDocument();
  });

  it('shows no add, edit or delete to a reader without MANAGE_USERS', async () => {
    fakeScreen();
    const rules = fakeUiRules();
    open(
      '/user-management',
      fakeAccess({ uiRules: { ...rules, actionPermissions: { ...rules.actionPermissions, MANAGE_USERS: false } } }),
    );
    expect(await screen.findByRole('cell', { name: 'ravi.ops' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
