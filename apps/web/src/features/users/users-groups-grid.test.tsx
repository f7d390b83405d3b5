import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersGroupEndpoints as groupApi, usersV1GroupEndpoints as groupV1Api, type UserGroup } from '@b2c/contracts';
import { STORAGE_KEYS } from '@b2c/domain';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { UsersGroupPanel } from './users-group-panel.tsx';
import { UsersV1GroupsTab } from './v1/users-v1-groups-tab.tsx';
import { USER_GROUPS_GRID_KEY } from './users-api.ts';

const stamp = { version: 1, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'admin' };
const GROUPS: UserGroup[] = [
  { id: 1, name: 'OPERATIONS', description: 'Hub staff', permissions: ['inventoryMenu'], memberCount: 4, ...stamp },
  { id: 2, name: 'CC_ADMIN', description: 'Customer care', permissions: [], memberCount: 1, ...stamp },
];

/** The titles of the grid's visible columns, in order. */
const headers = () =>
  [...screen.getByRole('table', { name: 'Groups' }).querySelectorAll('thead th')].map((h) => h.textContent);

describe('the user groups grid (SPEC §2: it remembers its columns)', () => {
  it('lists the groups in words with a column chooser, and keeps the chosen columns after a reload', async () => {
    fakeApi(answer(groupApi.list, { body: GROUPS }));
    const user = userEvent.setup();
    const first = renderWithProviders(<UsersGroupPanel />, { access: fakeAccess() });
    expect(await screen.findByRole('cell', { name: 'Operations' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Description', 'Permissions', 'Users', 'Actions']);

    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Description' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Permissions', 'Users', 'Actions']));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gridColumns(USER_GROUPS_GRID_KEY)) ?? 'null')).toEqual([
      'name',
      'permissions',
      'memberCount',
      'actions',
    ]);
    first.unmount();

    renderWithProviders(<UsersGroupPanel />, { access: fakeAccess() });
    expect(await screen.findByRole('cell', { name: 'Operations' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Permissions', 'Users', 'Actions']);
    expect(screen.queryByRole('cell', { name: 'Hub staff' })).not.toBeInTheDocument();
  });

  it('keeps V1’s groups grid apart: a choice made on /ums does not hide its columns', async () => {
    localStorage.setItem(STORAGE_KEYS.gridColumns(USER_GROUPS_GRID_KEY), JSON.stringify(['name', 'actions']));
    fakeApi(answer(groupV1Api.list, { body: GROUPS }));
    renderWithProviders(<UsersV1GroupsTab />, { access: fakeAccess() });
    expect(await screen.findByRole('cell', { name: 'Hub staff' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Description', 'Permissions', 'Users', 'Actions']);
  });
});
