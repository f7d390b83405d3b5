import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  usersEndpoints as api,
  usersGroupEndpoints,
  usersOrganisationEndpoints,
  type ManagedUser,
} from '@b2c/contracts';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { UsersListPage } from './users-list-page.tsx';

const USER: ManagedUser = {
  id: 7,
  userName: 'ravi.ops',
  name: 'Ravi Ops',
  email: 'ravi@example.com',
  phone: '+919876543210',
  category: 'DSA',
  organisationId: 3,
  organisationName: 'Acme Logistics',
  groups: [
    { id: 1, name: 'ADMIN' },
    { id: 2, name: 'OPERATIONS' },
  ],
  countries: ['IN', 'AU'],
  vehicleTypes: ['CAR'],
  active: false,
  identityProvider: 'OKTA',
  lastSignInAt: null,
  passwordChangeRequired: true,
  imageUrl: '/api/storage/download/users/7/face.png?expires=1&sig=x',
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'admin',
};

const fakeGrid = () =>
  fakeApi(
    answer(api.list, { body: [USER] }),
    answer(api.count, { body: { count: 41 } }),
    answer(usersGroupEndpoints.list, { body: [] }),
    answer(usersOrganisationEndpoints.list, { body: [] }),
  );

describe('UsersListPage', () => {
  it('shows the V2 columns from the server page and its count, with the URL filters sent to both', async () => {
    const calls = fakeGrid();
    renderWithProviders(<UsersListPage />, {
      access: fakeAccess(),
      url: '/ums?f.groupId=2&f.active=false',
      path: '/ums',
    });
    expect(await screen.findByRole('link', { name: 'Ravi Ops' }, { timeout: 8000 })).toHaveAttribute('href', '/ums/7');
    // Codes are shown by their labels (DSA → "DSA partner", OKTA → "Okta"), never as the code.
    for (const text of ['ravi.ops', 'Acme Logistics', 'Admin, Operations', 'IN, AU', 'DSA partner', 'Okta', 'Inactive'])
      expect(screen.getByRole('cell', { name: text })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'OKTA' })).toBeNull();
    // The avatar beside the name is the profile image (decorative: the name is next to it).
    const avatar = screen.getByRole('link', { name: 'Ravi Ops' }).closest('td')!.querySelector('img')!;
    expect(avatar).toHaveAttribute('src', USER.imageUrl);
    expect(await screen.findByText(/of 41/)).toBeInTheDocument();
    const list = callsTo(calls, api.list)[0]!;
    expect(list.query.get('groupId')).toBe('2');
    expect(list.query.get('active')).toBe('false');
    expect(callsTo(calls, api.count)[0]!.query.get('groupId')).toBe('2');
    expect(screen.getByRole('button', { name: /Add user/ })).toBeInTheDocument();
  });

  it('hides "Add user" from a reader without MANAGE_USERS', async () => {
    fakeGrid();
    const rules = fakeUiRules();
    const access = fakeAccess({
      uiRules: { ...rules, actionPermissions: { ...rules.actionPermissions, MANAGE_USERS: false } },
    });
    renderWithProviders(<UsersListPage />, { access, url: '/ums', path: '/ums' });
    expect(await screen.findByRole('link', { name: 'Ravi Ops' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add user/ })).toBeNull();
  });
});
